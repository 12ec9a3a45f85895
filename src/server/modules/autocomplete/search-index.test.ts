import { describe, expect, it } from 'vitest';
import { buildSearchIndex, foldText, prefixDistance, searchKey, searchWords, typoBudget } from './search-index.js';
import { COMPANIES, INDUSTRIES, SKILLS, companyIndex, industryIndex, skillIndex } from './vocabularies.js';

const names = (list: string[]) => buildSearchIndex(list.map((name) => ({ name, value: name })));

describe('normalisation', () => {
  it('folds case and diacritics', () => {
    expect(foldText('Zürich Straße Ærø Łódź')).toBe('zurich strasse aero lodz');
    expect(searchKey('  Crème   Brûlée ')).toBe('creme brulee');
  });

  it('keeps the punctuation that gives skill names their meaning', () => {
    expect(searchKey('C#')).toBe('c#');
    expect(searchKey('C++')).toBe('c++');
    expect(searchKey('R&D')).toBe('r&d');
    expect(searchKey('SAP S/4HANA')).toBe('sap s4hana');
    expect(searchKey('.NET')).toBe('net');
    expect(searchKey('Node.js')).toBe('nodejs');
    expect(searchWords('CI/CD, e-commerce (B2B)')).toEqual(['cicd', 'ecommerce', 'b2b']);
  });

  it('sets the typo budget by query word length', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('measures Damerau–Levenshtein distance against word prefixes', () => {
    expect(prefixDistance('javscript', 'javascript', 2)).toBe(1);
    expect(prefixDistance('pyton', 'python', 1)).toBe(1);
    expect(prefixDistance('teh', 'the', 1)).toBe(1); // a transposition is one edit
    expect(prefixDistance('forkl', 'forklift', 1)).toBe(0);
    expect(prefixDistance('kubernetes', 'python', 2)).toBe(3);
  });
});

describe('ranking', () => {
  const index = names(['Java', 'JavaScript', 'Jakarta EE', 'Enterprise Java Beans', 'C', 'C#', 'C++', 'Objective-C']);

  it('puts exact before whole-term prefix before word prefix before typos', () => {
    expect(index.search('java')).toEqual(['Java', 'JavaScript', 'Enterprise Java Beans', 'Jakarta EE']); // jaka ≈ java
    expect(index.search('jaav')).toEqual(['Java', 'JavaScript', 'Enterprise Java Beans']);
  });

  it('tells C, C# and C++ apart', () => {
    expect(index.search('c#')).toEqual(['C#']);
    expect(index.search('c++')).toEqual(['C++']);
    expect(index.search('c')[0]).toBe('C');
  });

  it('answers nothing for a blank query and at most 10 results', () => {
    expect(index.search('  ')).toEqual([]);
    const many = names(Array.from({ length: 30 }, (_, i) => `Skill ${i}`));
    expect(many.search('skill')).toHaveLength(10);
    expect(many.search('skill', 50)).toHaveLength(10);
  });

  it('prefers the higher weight (more common), then the shorter term, on ties', () => {
    const weighted = buildSearchIndex([
      { name: 'Data modelling', value: 'a', weight: 0 },
      { name: 'Data analysis', value: 'b', weight: 5 },
      { name: 'Data', value: 'c' },
      { name: 'Data lakes', value: 'd' },
    ]);
    expect(weighted.search('dat')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('drops duplicate names', () => {
    expect(names(['Excel', 'excel', 'EXCEL']).size).toBe(1);
  });
});

describe('the shipped vocabularies', () => {
  it('are large, distinct and clean', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(SKILLS.map(searchKey)).size).toBe(SKILLS.length);
    for (const skill of SKILLS) expect(skill).toBe(skill.trim());
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(140);
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(INDUSTRIES.length);
    const industryNames = new Set(INDUSTRIES.map((i) => i.name));
    expect(COMPANIES.length).toBeGreaterThanOrEqual(500);
    for (const company of COMPANIES) expect(industryNames).toContain(company.industry);
    expect(new Set(COMPANIES.map((c) => searchKey(c.name))).size).toBe(COMPANIES.length);
  });

  it('holds no languages as skills', () => {
    for (const language of ['English', 'Dutch', 'Japanese', 'German', 'French', 'Spanish', 'Mandarin']) expect(SKILLS).not.toContain(language);
  });

  it('finds skills despite typos and punctuation', () => {
    expect(skillIndex().search('javscript')[0]).toBe('JavaScript');
    expect(skillIndex().search('pyton')[0]).toBe('Python');
    expect(skillIndex().search('forklift')[0]).toBe('Forklift operation');
    expect(skillIndex().search('sap s4')[0]).toBe('SAP S/4HANA');
    expect(skillIndex().search('s/4hana')).toContain('SAP S/4HANA');
    expect(skillIndex().search('ifrs 16')[0]).toBe('IFRS 16');
    expect(skillIndex().search('c#')[0]).toBe('C#');
    expect(skillIndex().search('.net')[0]).toBe('.NET');
    expect(skillIndex().search('kubernets')[0]).toBe('Kubernetes');
    expect(skillIndex().search('node')).toContain('Node.js');
    expect(skillIndex().search('reach truck')).toEqual(['Reach truck operation']);
  });

  it('finds companies and industries', () => {
    expect(companyIndex().search('asm')[0].name).toBe('ASML');
    expect(companyIndex().search('nestle')[0].name).toBe('Nestlé');
    expect(companyIndex().search('toyota').map((c) => c.name)).toContain('Toyota');
    expect(industryIndex().search('staffing')[0].name).toBe('Staffing and Recruiting');
    expect(industryIndex().search('logistics')[0].name).toBe('Logistics and Supply Chain');
  });
});
