import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import { sectionLines } from '../sections.js';
import type { Line } from '../types.js';
import { readSkills, splitItems, unnamedSkillGroups } from './skills.js';

const skillsOf = (lines: Line[]) => readSkills(sectionLines(sectionsOf([heading('Skills'), ...lines]), 'skills'));

describe('skills', () => {
  it('splits list lines into items, each once', () => {
    expect(skillsOf([line('SolidWorks, Siemens NX; FMEA'), line('FMEA · GD&T')])).toEqual(['SolidWorks', 'Siemens NX', 'FMEA', 'GD&T']);
    expect(splitItems('Excel  |  Power BI / SQL, CI/CD')).toEqual(['Excel', 'Power BI', 'SQL', 'CI/CD']);
  });

  it('leaves out group labels and takes the items after a label’s colon', () => {
    expect(skillsOf([line('Programming:'), line('Kotlin, Swift'), line('Tools: Git, Jira')])).toEqual(['Kotlin', 'Swift', 'Git', 'Jira']);
    expect(skillsOf([line('Mobile', { heading: 3 }), line('Kotlin', { list: true }), line('Swift', { list: true })])).toEqual(['Kotlin', 'Swift']);
    expect(skillsOf([line('Data', { bold: true }), line('SQL'), line('Python')])).toEqual(['SQL', 'Python']);
  });

  it('drops levels and percentages printed beside a skill, never a skill that holds a level word', () => {
    expect(skillsOf([row(['Excel', 'Advanced']), row(['SAP', '80%'])])).toEqual(['Excel', 'SAP']);
    expect(skillsOf([line('React Native, Advanced Excel, Business Development')])).toEqual(['React Native', 'Advanced Excel', 'Business Development']);
  });
  it('takes no line with a period for skills', () => {
    expect(skillsOf([line('SQL, Python'), line('Excel 2016'), line('Tableau'), line('Looker'), line('Jun 2021 - Current'), line('AWS Solutions Architect (2021 – 2024)')])).toEqual(['SQL', 'Python', 'Excel 2016', 'Tableau', 'Looker']);
  });
});

describe('skill groups without a skills heading', () => {
  it('are headings in the style of the section headings over short items, outside the job list', () => {
    const side = { column: 1, pageColumn: true };
    const doc = sectionsOf([
      heading('Contact', side),
      line('jane@example.com', side),
      heading('Modelling', side),
      line('Python', { ...side, x: 0.05 }),
      line('R', { ...side, x: 0.05 }),
      heading('Experience', { column: 2, pageColumn: true }),
    ]);
    expect(unnamedSkillGroups(doc).map((l) => l.text)).toEqual(['Modelling', 'Python', 'R']);
    expect(readSkills(unnamedSkillGroups(doc))).toEqual(['Python', 'R']);
  });

  it('in a Word document, which has no indents, are told by their items’ smaller type', () => {
    const h = (text: string) => line(text, { heading: 3, size: 1.45 });
    const doc = sectionsOf([nameLine('Florian Steiner'), h('About'), line('florian@example.org'), h('Cloud und DevOps'), line('Docker'), line('Terraform'), h('Experience'), line('Sonnenberg Software GmbH')]);
    expect(readSkills(unnamedSkillGroups(doc))).toEqual(['Docker', 'Terraform']);
  });
});

describe('skill groups in a label column', () => {
  it('drop the label beside a list, and join an item the page broke with a hyphen', () => {
    expect(
      skillsOf([
        row(['Sistemas', 'Glintt, SClínico, Tasy']),
        row(['Cuidados de', 'Triagem de Manchester, Controlo de infeção, Admi-']),
        row(['saúde', 'nistração de terapêutica, Planos de cuidados']),
      ]),
    ).toEqual(['Glintt', 'SClínico', 'Tasy', 'Triagem de Manchester', 'Controlo de infeção', 'Administração de terapêutica', 'Planos de cuidados']);
  });
});

describe('skills a narrow column wrapped', () => {
  it('join a skill the page wrapped, one per line or in a list with commas', () => {
    expect(skillsOf([line('Cuidados de'), line('enfermería'), line('Resolución'), line('de problemas')])).toEqual(['Cuidados de enfermería', 'Resolución de problemas']);
    expect(skillsOf([line('Hôtellerie: Élaboration de cartes,'), line('Encaissement, Gestion des'), line('stocks, Planification des'), line('équipes')])).toEqual(['Élaboration de cartes', 'Encaissement', 'Gestion des stocks', 'Planification des équipes']);
  });
  it('keep items in lower case one per line apart, and a line in other type out of the skill', () => {
    expect(skillsOf([line('python'), line('docker'), line('kubernetes')])).toEqual(['python', 'docker', 'kubernetes']);
    expect(skillsOf([line('Leadership, Aisance'), line('relationnelle'), line('linguistiques', { bold: true, size: 1.2 })]).slice(0, 2)).toEqual(['Leadership', 'Aisance relationnelle']);
  });
});

describe('the labels of a Europass language grid', () => {
  it('are no skills', () => {
    expect(
      skillsOf([
        line('Andere talen'),
        row(['Begrijpen', 'Spreken', 'Schrijven']),
        row(['Luisteren', 'Lezen', 'Gesprekken voeren', 'Vloeiend spreken']),
        line('Niveaus: A1 en A2: basisgebruiker – B1 en B2: onafhankelijke gebruiker – C1 en C2: vaardige gebruiker'),
        line('Systemen: Lightspeed, Excel, Untill'),
      ]),
    ).toEqual(['Lightspeed', 'Excel', 'Untill']);
  });
});

describe('what lists of skills also hold', () => {
  it('a grid column label the grid wrapped is no skill', () => expect(skillsOf([row(['Interazione', 'Produzione']), row(['orale', 'orale']), line('Didattica: Didattica inclusiva, Gestione della classe')])).toEqual(['Didattica inclusiva', 'Gestione della classe']));
  it('items separated by the ideographic comma are items', () => expect(skillsOf([line('機械設計、幾何公差、PLCプログラミング')])).toEqual(['機械設計', '幾何公差', 'PLCプログラミング']));
  it('an item without a letter or a figure is none', () => expect(skillsOf([line('#'), line('Plan de communication')])).toEqual(['Plan de communication']));
  it('the place and day the page is signed with are none', () => expect(skillsOf([line('SEO, Google Analytics'), line('München, den 2. August 2022')])).toEqual(['SEO', 'Google Analytics']));
});

describe('a short line over a row of items', () => {
  it('names the group when it is first or set apart by a wider gap, and is a skill when a row wrapped onto it', () => {
    expect(skillsOf([line('Logiciels', { bold: true, gap: 1.5 }), row(['Excel', 'Reflex WMS', 'Power BI'], { bold: true, gap: 1.2 }), line('Savoir-être', { bold: true, gap: 2.4 }), row(['Rigueur', 'Autonomie', 'Adaptabilité'], { bold: true, gap: 1.2 })])).toEqual(['Excel', 'Reflex WMS', 'Power BI', 'Rigueur', 'Autonomie', 'Adaptabilité']);
    expect(skillsOf([row(['Normes HACCP', 'Encaissement'], { gap: 1.2 }), line('Organisation de banquets', { gap: 0.7 }), row(['Élaboration de cartes', 'Mews', 'Zenchef'], { gap: 0.8 })])).toContain('Organisation de banquets');
  });
});

describe('a "Languages:" line among the skills', () => {
  it('is no skill when it lists spoken languages, and stays one when it lists programming languages', () => {
    expect(readSkills(sectionLines(sectionsOf([heading('Skills'), line('Programming: Python, R'), line('Languages: English (native), Spanish (intermediate)')]), 'skills'))).toEqual(['Python', 'R']);
    expect(readSkills(sectionLines(sectionsOf([heading('Skills'), line('Languages: Java, Kotlin'), line('Tools: Git')]), 'skills'))).toEqual(['Java', 'Kotlin', 'Git']);
  });
});
