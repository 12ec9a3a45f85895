import { describe, expect, it } from 'vitest';
import { CORPUS_TODAY, contract, genderise, generatePeople } from './people.js';
import { CORPUS_LANGUAGES, type CorpusLanguage, type Person, type YearMonth } from './types.js';
import { VOCAB } from './vocab/index.js';

const many = generatePeople({ count: 400, seed: 42 });
const byLanguage = (language: CorpusLanguage) => many.filter((p) => p.language === language);
const at = (d: YearMonth) => d.year * 12 + (d.month ?? 1);

describe('generatePeople', () => {
  it('gives the same people for the same seed, other people for another seed', () => {
    expect(generatePeople({ count: 12, seed: 7 })).toEqual(generatePeople({ count: 12, seed: 7 }));
    const other = generatePeople({ count: 12, seed: 8 });
    expect(other.map((p) => p.slug)).not.toEqual(generatePeople({ count: 12, seed: 7 }).map((p) => p.slug));
  });

  it('makes a smaller run the start of a larger one with the same seed', () => {
    expect(generatePeople({ count: 8, seed: 3 })).toEqual(generatePeople({ count: 20, seed: 3 }).slice(0, 8));
  });

  it('deals every CV language its share, or only the languages asked for', () => {
    for (const language of CORPUS_LANGUAGES) expect(byLanguage(language).length).toBe(50);
    const some = generatePeople({ count: 10, seed: 1, languages: ['de', 'ja'] });
    expect(new Set(some.map((p) => p.language))).toEqual(new Set(['de', 'ja']));
  });

  it('gives every person a unique ASCII slug', () => {
    expect(new Set(many.map((p) => p.slug)).size).toBe(many.length);
    for (const p of many) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('names follow the truth rules', () => {
  const PARTICLE = /^(van|von|de|der|den|du|da|das|dos|do|del|della|di|la|le|ten|ter|op|in|zu|vom|het|'t|el|al)$/i;

  it('keeps particles out of the given name and prints given name first (family name first in Japanese)', () => {
    for (const p of many) {
      expect(p.first.split(/\s+/).some((w) => PARTICLE.test(w)), `${p.first} | ${p.last}`).toBe(false);
      if (p.language === 'ja') expect(p.displayName.replace(/[\s\u3000]/g, '')).toBe(`${p.last}${p.first}`);
      else expect(p.displayName).toBe(`${p.first} ${p.last}`);
    }
  });

  it('puts particles and double surnames in the family name, double given names in the given name', () => {
    const lasts = many.map((p) => p.last);
    const firsts = many.map((p) => p.first);
    expect(lasts.some((l) => /^(van|de|ten|op|in) /.test(l))).toBe(true); // van den Broek, de Vries
    expect(byLanguage('de').some((p) => /\b(von|zu|vom)\b/.test(p.last))).toBe(true);
    expect(byLanguage('fr').some((p) => /^(de |Le |d')/.test(p.last))).toBe(true);
    expect(byLanguage('es').some((p) => p.last.split(' ').length >= 2)).toBe(true); // García López
    expect(byLanguage('pt').some((p) => / (da|dos|de|do|das) /.test(p.last))).toBe(true); // Ferreira da Silva
    expect(firsts.some((f) => /^\p{Lu}\p{Ll}+-\p{Lu}/u.test(f))).toBe(true); // Jean-Pierre, Jan-Willem
    expect(byLanguage('es').some((p) => p.first.includes(' '))).toBe(true); // María José
  });

  it('writes Japanese names in kanji or kana, family name as last_name', () => {
    for (const p of byLanguage('ja')) {
      expect(p.last).toMatch(/^[\p{sc=Han}\p{sc=Hiragana}]+$/u);
      expect(p.first).toMatch(/^[\p{sc=Han}\p{sc=Hiragana}]+$/u);
      expect(p.slug).toMatch(/^[a-z]+-[a-z]+(-\d+)?$/);
    }
  });

  it('draws English CVs from many cultures', () => {
    const lasts = new Set(byLanguage('en').map((p) => p.last));
    const cultures = [/Okafor|Adeyemi|Eze|Okonkwo|Balogun|Adebayo|Nwosu|Ogunleye|Abdullahi|Bello|Olawale/, /Sharma|Iyer|Patel|Reddy|Nair|Menon|Gupta|Raghunathan|Krishnamurthy|Chatterjee|Banerjee|Subramanian|Deshpande|Kulkarni/, /^(Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chua|Teo|Koh)$/, /Al[- ]|Haddad|Khoury|El-Sayed|Nasser|Hamdan|Saleh|Abu /];
    for (const culture of cultures) expect([...lasts].some((l) => culture.test(l)), String(culture)).toBe(true);
  });
});

describe('careers', () => {
  it('lists 2–6 jobs most recent first, without overlaps, only the first one current, nothing after today', () => {
    for (const p of many) {
      expect(p.jobs.length).toBeGreaterThanOrEqual(2);
      expect(p.jobs.length).toBeLessThanOrEqual(6);
      p.jobs.forEach((j, i) => {
        if (i > 0) expect(j.end, `${p.slug} job ${i} is current`).not.toBeNull();
        if (j.end) expect(at(j.start)).toBeLessThanOrEqual(at(j.end));
        expect(at(j.end ?? j.start)).toBeLessThanOrEqual(at(CORPUS_TODAY));
        const older = p.jobs[i + 1];
        if (older) {
          const olderEnd = older.end!;
          // Months may be missing: then the years alone must not overlap.
          if (j.start.month && olderEnd.month) expect(at(j.start), `${p.slug}: job ${i} starts before job ${i + 1} ends`).toBeGreaterThan(at(olderEnd));
          else expect(j.start.year).toBeGreaterThanOrEqual(olderEnd.year);
        }
      });
    }
  });

  it('has the variety resumes have: current jobs, promotions within one company, short jobs within a year, years without months', () => {
    expect(many.filter((p) => p.jobs[0].end === null).length).toBeGreaterThan(many.length * 0.4);
    expect(many.some((p) => p.jobs.some((j, i) => i > 0 && j.company === p.jobs[i - 1].company))).toBe(true);
    expect(many.some((p) => p.jobs.some((j) => j.end && j.end.year === j.start.year))).toBe(true);
    expect(many.some((p) => p.jobs.every((j) => j.start.month === null))).toBe(true);
  });

  it('gives companies the legal forms of their country', () => {
    const companies = (code: string) => many.flatMap((p) => p.jobs.filter((j) => j.country === code).map((j) => j.company));
    expect(companies('DE').some((c) => /\b(GmbH|AG|KG|SE)\b/.test(c))).toBe(true);
    expect(companies('NL').some((c) => /\bB\.?V\.?$|N\.V\.$/.test(c))).toBe(true);
    expect(companies('JP').some((c) => /株式会社|合同会社|有限会社/.test(c))).toBe(true);
    expect(companies('IT').some((c) => /S\.p\.A\.|S\.r\.l\.|Srl|SpA/.test(c))).toBe(true);
    expect(companies('FR').some((c) => /\b(SAS|SARL|SA|S\.A\.|SASU|EURL)$/.test(c))).toBe(true);
    expect(companies('ES').some((c) => /S\.L\.|S\.A\.|SL$|SA$/.test(c))).toBe(true);
    expect(companies('PT').some((c) => /Lda\.?|S\.A\./.test(c))).toBe(true);
  });

  it('gives 1–3 studies, 5–15 skills, 1–4 languages, one or two phones, example.* e-mails', () => {
    for (const p of many) {
      expect(p.studies.length).toBeGreaterThanOrEqual(1);
      expect(p.studies.length).toBeLessThanOrEqual(3);
      for (const s of p.studies) {
        expect(s.title).toContain(s.area);
        if (s.start) expect(s.start.year).toBeLessThanOrEqual(s.end.year);
      }
      const skills = p.skillGroups.flatMap((g) => g.keywords);
      expect(skills.length).toBeGreaterThanOrEqual(5);
      expect(skills.length).toBeLessThanOrEqual(15);
      expect(new Set(skills).size).toBe(skills.length);
      expect(p.languages.length).toBeGreaterThanOrEqual(1);
      expect(p.languages.length).toBeLessThanOrEqual(4);
      expect(p.phones.length).toBeGreaterThanOrEqual(1);
      expect(p.phones.length).toBeLessThanOrEqual(2);
      expect(p.email).toMatch(/^[a-z0-9._-]+@example\.(com|org|net)$/);
      if (p.linkedin) expect(p.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+\/?$/);
    }
  });

  it('uses fictional phone ranges in the UK, the US and Australia', () => {
    const phones = (code: string) => many.filter((p) => p.country === code).flatMap((p) => p.phones);
    for (const n of phones('GB')) expect(n.replace(/\D/g, '')).toMatch(/(7700900|4960|79460|20180|4980)\d{3}$/);
    for (const n of phones('US')) expect(n.replace(/\D/g, '')).toMatch(/55501\d\d$/);
    for (const n of phones('AU')) expect(n.replace(/\D/g, '')).toMatch(/(491570|5550)\d{3,4}$/);
  });

  it('never makes certificates, awards or volunteering into jobs', () => {
    for (const p of many) {
      const companies = new Set(p.jobs.map((j) => j.company));
      for (const v of p.volunteering) expect(companies.has(v.organisation)).toBe(false);
      for (const c of p.certificates) expect(companies.has(c.issuer)).toBe(false);
    }
  });
});

describe('every CV language writes in that language', () => {
  const STOPWORDS: Record<CorpusLanguage, RegExp> = {
    en: /\b(and|with|of|in|the)\b/,
    nl: /\b(en|met|van|de|het|in)\b/,
    de: /\b(und|mit|der|die|in|im)\b/,
    fr: /\b(et|avec|de|des|le|la|dans)\b/,
    es: /\b(y|con|de|en|la|el)\b/,
    it: /\b(e|con|di|in|il|la|nel)\b/,
    pt: /\b(e|com|de|em|o|a|na|no)\b/,
    ja: /[\p{sc=Hiragana}]/u,
  };
  const ENGLISH = /\b(and|with|the|experience|years)\b/i;

  for (const language of CORPUS_LANGUAGES) {
    it(`${language}: profile, bullets, levels, language names and skills`, () => {
      const V = VOCAB[language];
      const ownName = new Intl.DisplayNames([language], { type: 'language' }).of(language)!.toLowerCase();
      const englishSkills = new Set(Object.values(VOCAB.en.fields).flatMap((f) => f.skills.flatMap((g) => g.items)));
      let skills = 0;
      let englishOnes = 0;
      for (const p of byLanguage(language)) {
        expect(p.summary).toMatch(STOPWORDS[language]);
        const texts = [p.summary, ...p.jobs.flatMap((j) => [...j.bullets, j.summary ?? ''])].filter(Boolean);
        if (language !== 'en') for (const t of texts) expect(t, t).not.toMatch(ENGLISH);
        if (language === 'ja') for (const t of texts) expect(t).toMatch(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u);
        const levels = new Set(Object.values(V.levels).flat());
        for (const l of p.languages) expect(levels.has(l.level), `${l.level} is a ${language} level`).toBe(true);
        // The CV's own language is named in itself ("Deutsch", "日本語"), never in English.
        expect(p.languages.map((l) => l.name.toLowerCase())).toContain(ownName);
        const headings = p.skillGroups.map((g) => g.name);
        if (language !== 'en') expect(headings).not.toContain('Soft skills');
        for (const s of p.skillGroups.flatMap((g) => g.keywords)) {
          skills++;
          if (englishSkills.has(s)) englishOnes++;
        }
      }
      // Tools (Excel, SAP, React) are the same everywhere; the rest of the skills are in the CV language.
      if (language !== 'en') expect(englishOnes / skills).toBeLessThan(0.5);
    });
  }

  it('writes the profile for the person: gendered forms and contracted articles', () => {
    expect(genderise('Professionnel(le) expérimenté(e), motivé(e) et rigoureux(se).', 'f')).toBe('Professionnelle expérimentée, motivée et rigoureuse.');
    expect(genderise('Professionnel(le) expérimenté(e), motivé(e) et rigoureux(se).', 'm')).toBe('Professionnel expérimenté, motivé et rigoureux.');
    expect(genderise('Especializado/a en ventas', 'f')).toBe('Especializada en ventas');
    expect(contract('Specializzata in il controllo dei costi', 'it')).toBe('Specializzata nel controllo dei costi');
    expect(contract('Erfahrung in dem Bauwesen', 'de')).toBe('Erfahrung im Bauwesen');
    expect(contract('Especializado em o planeamento', 'pt')).toBe('Especializado no planeamento');
    for (const p of many) expect(p.summary).not.toMatch(/\((e|le|se)\)|o\/a\b/);
  });
});

describe('places', () => {
  it('names the country in the CV language and the city as that language writes it', () => {
    const check = (p: Person) => expect(p.countryName).toBe(new Intl.DisplayNames([p.language], { type: 'region' }).of(p.country));
    many.forEach(check);
    expect(byLanguage('ja').every((p) => /[\p{sc=Han}]/u.test(p.city))).toBe(true);
  });
});
