import { describe, expect, it } from 'vitest';
import { line } from '../test-support/resume-lines.js';
import { parseLines } from './index.js';

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
  const { data } = parseLines(lines);
  it('reads the contact block', () => {
    expect(data.first_name).toBe('Jeroen');
    expect(data.last_name).toBe('van den Broek');
    expect(data.title).toBe('Senior Werktuigbouwkundig Ingenieur');
    expect(data.email).toBe('jeroen@example.com');
    expect(data.location).toMatchObject({ city: 'Eindhoven', country_code: 'NL' });
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
