import { describe, expect, it } from 'vitest';
import { line } from '../test-support/resume-lines.js';
import { parseLines, parseResumeInput } from './index.js';
import type { Block } from './types.js';

describe('parser on lines', () => {
  const lines = [
    line('Jeroen van den Broek', { size: 2.2, bold: true }),
    line('Senior Werktuigbouwkundig Ingenieur', { size: 1.3 }),
    line('Eindhoven, Nederland'),
    line('jeroen@example.com'),
    line('06-12345678'),
    line('Werkervaring', { bold: true, size: 1.2 }),
    line('Ontwerper, Kempen Precisie B.V.', { parts: ['Ontwerper, Kempen Precisie B.V.', 'mei 2015 – heden'], text: 'Ontwerper, Kempen Precisie B.V. mei 2015 – heden' }),
    line('Ontwerp van modules voor lithografiemachines en het begeleiden van stagiairs.'),
    line('Vaardigheden', { bold: true, size: 1.2 }),
    line('SolidWorks, Siemens NX, FMEA'),
    line('Talen', { bold: true, size: 1.2 }),
    line('Nederlands (moedertaal); Engels (vloeiend)'),
  ];
  const { data, unsure, language } = parseLines(lines);
  it('reads the contact block', () => {
    expect(data.first_name).toBe('Jeroen');
    expect(data.last_name).toBe('van den Broek');
    expect(data.title).toBe('Senior Werktuigbouwkundig Ingenieur');
    expect(data.email).toBe('jeroen@example.com');
    expect(data.location).toMatchObject({ city: 'Eindhoven', country_code: 'NL' });
  });
  it('tells the resume’s language, and marks a missing profile as unsure (a CV needs one to be saved)', () => {
    expect(language).toBe('nl');
    expect(data.details).toBeUndefined();
    expect(unsure).toContain('details');
  });
  it('reads phones with their country (libphonenumber)', () => {
    expect(data.phones).toHaveLength(1);
    expect(data.phones![0].code).toMatchObject({ code: '+31', country_code: 'NL' });
  });
  it('reads experience, skills and languages', () => {
    expect(data.experience).toHaveLength(1);
    expect(data.experience![0]).toMatchObject({ title: 'Ontwerper', company: { name: 'Kempen Precisie B.V.' }, start_year: 2015, start_month: 5, currently_working: true });
    expect(data.skills).toEqual(['SolidWorks', 'Siemens NX', 'FMEA']);
    expect(data.custom_fields?.languages).toEqual([
      { name: 'Nederlands', level: 1 },
      { name: 'Engels', level: 2 },
    ]);
  });
});

describe('text as a reader sees it', () => {
  it('knows a heading behind an icon-font glyph, and keeps the glyph out of values', () => {
    const { data } = parseLines([
      line('Noor Haddad', { size: 2.2, bold: true }),
      line('\uf0e0 noor.haddad@example.com'),
      line('\uf3c5 Rotterdam, Nederland'),
      line('\uf0b1 Werkervaring', { bold: true, size: 1.2 }),
      line('Planner, Rijnhaven Foods', { parts: ['Planner, Rijnhaven Foods', '03/2018 – 07/2018'], text: 'Planner, Rijnhaven Foods 03/2018 – 07/2018' }),
      line('Vraagplanning voor 1.200 producten in de Benelux.'),
      line('\uf19d Opleiding', { bold: true, size: 1.2 }),
      line('MSc Supply Chain Management, Erasmus Universiteit', { parts: ['MSc Supply Chain Management, Erasmus Universiteit', '2014 – 2016'], text: 'MSc Supply Chain Management, Erasmus Universiteit 2014 – 2016' }),
    ]);
    expect(data.email).toBe('noor.haddad@example.com');
    expect(data.location?.city).toBe('Rotterdam');
    expect(data.experience).toHaveLength(1);
    expect(data.experience![0]).toMatchObject({ title: 'Planner', start_date: '2018-03', end_date: '2018-07' });
    expect(data.experience![0].company?.name).toBe('Rijnhaven Foods');
    expect(data.education).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/[\uE000-\uF8FF]/);
  });
});

describe('entry summaries', () => {
  it('reads each job’s text under it: bullets as a list, wrapped lines joined, paragraphs kept', () => {
    const { data } = parseLines([
      line('Noor Haddad', { size: 2.2, bold: true }),
      line('Experience', { bold: true, size: 1.2 }),
      line('Demand Planner, Rijnhaven Foods', { parts: ['Demand Planner, Rijnhaven Foods', '2019 – 2023'], text: 'Demand Planner, Rijnhaven Foods 2019 – 2023' }),
      line('Planning for 1,200 products across the Benelux, from the weekly', { right: 0.97 }),
      line('forecast to the supplier orders.', { right: 0.4 }),
      line('• Cut stock-outs by a third', { right: 0.5 }),
      line('• Led the S&OP meeting', { right: 0.4 }),
      line('Planner, Van Dijk Logistics', { parts: ['Planner, Van Dijk Logistics', '2016 – 2019'], text: 'Planner, Van Dijk Logistics 2016 – 2019' }),
      line('Route planning for 40 trucks.', { right: 0.5 }),
      line('Education', { bold: true, size: 1.2 }),
      line('MSc Supply Chain Management, Erasmus University', { parts: ['MSc Supply Chain Management, Erasmus University', '2014 – 2016'], text: 'MSc Supply Chain Management, Erasmus University 2014 – 2016' }),
      line('Thesis on safety stocks.', { right: 0.4 }),
    ]);
    expect(data.experience?.map((e) => e.summary)).toEqual([
      '<p>Planning for 1,200 products across the Benelux, from the weekly forecast to the supplier orders.</p><ul><li>Cut stock-outs by a third</li><li>Led the S&amp;OP meeting</li></ul>',
      '<p>Route planning for 40 trucks.</p>',
    ]);
    expect(data.education?.[0].summary).toBe('<p>Thesis on safety stocks.</p>');
  });
});

describe('a Word resume whose headings carry counts and whose skills come in groups', () => {
  const block = (text: string, heading = 0, list?: boolean): Block => ({ text, heading, list });
  const resume = (workHeading: string) =>
    parseResumeInput({
      kind: 'docx',
      links: [],
      blocks: [
        block('Lucas Ferreira da Silva', 1),
        block('Mobile Engineer (iOS & Android)', 2),
        block('lucas.silva@example.com'),
        block('Skills', 2),
        block('Mobile', 3),
        ...['Kotlin', 'Swift', 'React Native'].map((t) => block(t, 0, true)),
        block(workHeading, 2),
        block('Jun 2021 - Current'),
        block('Senior Mobile Engineer'),
        block('Pix Prático'),
        block('Rebuilt the payments flow in Jetpack Compose and SwiftUI', 0, true),
        block('Nov 2018 - May 2021'),
        block('Mobile Developer'),
        block('Carteira Azul'),
        block('Education(1)', 2),
        block('Feb 2012 - Dec 2016'),
        block('BSc Computer Engineering'),
        block('Universidade de São Paulo'),
        block('Languages(2)', 2),
        block('Portuguese', 3),
        block('Native'),
        block('English', 3),
        block('Fluent'),
      ],
    }).data;

  it.each(['Work Experience(2)', 'Where I’ve worked'])('keeps the work history under “%s” out of the skills, and the languages with their levels', (workHeading) => {
    const data = resume(workHeading);
    expect(data.skills).toEqual(['Kotlin', 'Swift', 'React Native']);
    expect(data.experience?.map((e) => [e.title, e.company?.name, e.start_year])).toEqual([
      ['Senior Mobile Engineer', 'Pix Prático', 2021],
      ['Mobile Developer', 'Carteira Azul', 2018],
    ]);
    expect(data.education?.map((e) => [e.title, e.institution?.name])).toEqual([['BSc Computer Engineering', 'Universidade de São Paulo']]);
    expect(data.custom_fields?.languages).toEqual([
      { name: 'Portuguese', level: 1 },
      { name: 'English', level: 2 },
    ]);
  });
});

describe('the name of a Word resume', () => {
  const block = (text: string, extra: Partial<Block> = {}): Block => ({ text, heading: 0, ...extra });
  const body = [block('Career Objective', { bold: true }), block('IT support technician with six years of experience.'), block('Work Experience', { bold: true }), block('IT Support Technician | Altron'), block('01/2018 – 02/2021')];
  const nameOf = (blocks: Block[]) => {
    const { data } = parseResumeInput({ kind: 'docx', links: [], blocks });
    return [data.first_name, data.last_name];
  };

  it('leaves out the letters after it ("OWEN MacKINNON, P.Eng.", "Jane Doe, MBA, PMP")', () => {
    expect(nameOf([block('OWEN MacKINNON, P.Eng.', { bold: true }), block('Calgary, Alberta • (403) 555-0128 • owen.mackinnon@example.com'), ...body])).toEqual(['OWEN', 'MacKINNON']);
    expect(nameOf([block('Jane Doe, MBA, PMP', { bold: true }), block('jane.doe@example.com'), ...body])).toEqual(['Jane', 'Doe']);
    // (A given name after the family name is no credential.)
    expect(nameOf([block('STEINER, Florian', { bold: true }), block('florian@example.com'), ...body])).toEqual(['Florian', 'Steiner']);
  });

  it('is two bold paragraphs in capitals in a cell beside a photo, not a contact box’s town and city', () => {
    const cell = (text: string, row = 0) => block(text, { bold: !/Technician/.test(text), table: { id: 0, row, col: 1 } });
    const blocks = [block('Contact Details', { bold: true }), block('Cell: 082 555 0134'), block('thabo.mokoena@example.com'), block('Randburg, Johannesburg'), cell('THABO'), cell('MOKOENA'), cell('IT Support Technician'), ...body];
    expect(nameOf(blocks)).toEqual(['Thabo', 'Mokoena']);
  });
});
