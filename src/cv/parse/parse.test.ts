import { describe, expect, it } from 'vitest';
import { findDates } from './dates.js';
import { normaliseText } from './text.js';
import { bodyHtml, parseLines } from './index.js';
import { splitName } from './names.js';
import { parseBackScore } from './parse-back.js';
import type { Line } from './types.js';
import { headingSection } from './vocab.js';
import { DEMO_CVS } from '../demo/index.js';
import { cvToJsonResume, jsonResumeToCv } from './json-resume.js';

const line = (text: string, extra: Partial<Line> = {}): Line => ({ text, parts: [text], size: 1, bold: false, heading: 0, x: 0, right: 1, gap: 1, page: 0, column: 0, ...extra });

describe('name splitting', () => {
  it.each([
    ['Jeroen van den Broek', {}, 'Jeroen', 'van den Broek'],
    ['Katharina von Bergen', {}, 'Katharina', 'von Bergen'],
    ['Sanne de Vries', {}, 'Sanne', 'de Vries'],
    ['Lucas Ferreira da Silva', {}, 'Lucas', 'Ferreira da Silva'],
    ['María José García López', {}, 'María José', 'García López'],
    ['Alejandro Ruiz Ortega', { iberian: true }, 'Alejandro', 'Ruiz Ortega'],
    ['Wei Ling Tan', {}, 'Wei Ling', 'Tan'],
    ['Anne-Sophie Lefèvre', {}, 'Anne-Sophie', 'Lefèvre'],
    ['FATIMA AL-MANSOURI', {}, 'Fatima', 'Al-Mansouri'],
    ['佐藤 健太', {}, '健太', '佐藤'],
  ])('%s', (full, hints, first, last) => {
    expect(splitName(full, hints)).toEqual({ first_name: first, last_name: last });
  });
  it('uses the e-mail to tell given names from surnames', () => {
    expect(splitName('Alejandro Ruiz Ortega', { email: 'alejandro.ruiz@example.org' })).toEqual({ first_name: 'Alejandro', last_name: 'Ruiz Ortega' });
  });
});

describe('dates', () => {
  const one = (s: string) => {
    const d = findDates(s)[0];
    return d ? [d.start.year, d.start.month, d.end?.year ?? null, d.end?.month ?? null, d.current] : null;
  };
  it.each([
    ['Mar 2019 – Present', [2019, 3, null, null, true]],
    ['März 2019 – heute', [2019, 3, null, null, true]],
    ['sept. 2016 - déc. 2019', [2016, 9, 2019, 12, false]],
    ['enero de 2019 - actualidad', [2019, 1, null, null, true]],
    ['03/2019 – 04/2021', [2019, 3, 2021, 4, false]],
    ['03.2019 – 04.2021', [2019, 3, 2021, 4, false]],
    ['2019-03 — 2021-04', [2019, 3, 2021, 4, false]],
    ['2019/03 - 2020/12', [2019, 3, 2020, 12, false]],
    ['2019年3月 – 現在', [2019, 3, null, null, true]],
    ['maggio 2015 – giugno 2018', [2015, 5, 2018, 6, false]],
    ['Feb, 2015 - Mar, 2019 4 years 1 month', [2015, 2, 2019, 3, false]],
    ['2007 – 2011', [2007, null, 2011, null, false]],
    // A range within one year keeps its end month.
    ['June 2018 - July 2018', [2018, 6, 2018, 7, false]],
    ['03/2018 – 07/2018', [2018, 3, 2018, 7, false]],
    ['2016/03-2016/06', [2016, 3, 2016, 6, false]],
    ['01.2018 - 06.2018', [2018, 1, 2018, 6, false]],
    ['Jan. 2019 to Mar. 2019', [2019, 1, 2019, 3, false]],
    ['juin 2018 à juillet 2018', [2018, 6, 2018, 7, false]],
    // A start month without its year takes the end's, or the year before.
    ['May-August 2014', [2014, 5, 2014, 8, false]],
    ['Mai – August 2014', [2014, 5, 2014, 8, false]],
    ['November – February 2015', [2014, 11, 2015, 2, false]],
    ['seit Oktober 2014', [2014, 10, null, null, true]],
    ['2022-02 —', [2022, 2, null, null, true]],
  ])('%s', (s, expected) => expect(one(s)).toEqual(expected));
  it('reads a month-only start as one range, not as dates of two entries', () => {
    expect(findDates('Intern, May-August 2014; Analyst, 2015 – 2017')).toHaveLength(2);
  });
  it('takes a month name in prose for no range start', () => {
    expect(findDates('I may go to Paris in May 2019').map((d) => [d.start.month, d.end])).toEqual([[5, null]]);
  });
  it('finds no date in numbers that are not dates', () => expect(findDates('650,000 labour hours and 12 people')).toEqual([]));
});

describe('headings', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['WERKERVARING', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Experiencia laboral', 'experience'],
    ['Esperienze professionali', 'experience'],
    ['Experiência profissional', 'experience'],
    ['職歴', 'experience'],
    ['Opleiding', 'education'],
    ['Formación académica', 'education'],
    ['学歴', 'education'],
    ['Compétences', 'skills'],
    ['Sprachen', 'languages'],
    ['Idiomas:', 'languages'],
  ])('%s', (t, k) => expect(headingSection(t)).toBe(k));
  it('does not take a sentence for a heading', () => expect(headingSection('Experience with large teams in logistics')).toBeNull());
});

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

describe('JSON Resume', () => {
  it('round-trips a CV through JSON Resume', () => {
    for (const cv of DEMO_CVS) {
      const back = jsonResumeToCv(cvToJsonResume(cv)).data;
      const score = parseBackScore(cv, back);
      expect(score.missed).toEqual([]);
    }
  });
});

describe('extracted text as a reader sees it', () => {
  it.each([
    ['f¨ur Universit¨at M¨unchen', 'für Universität München'],
    ['´et´e', 'été'],
    ['Franc¸ais', 'Français'],
    ['Fran¸cais', 'Français'],
    ['Soft\u00adware\u200b engineer', 'Software engineer'],
    ['Of\ufb01ce manager', 'Office manager'],
    ['Amsterdam\u00a0·\u2009NL', 'Amsterdam · NL'],
    ['\uf0b1 Experience', ' Experience'],
    ['📞 +31 6 1234 5678', ' +31 6 1234 5678'],
    ['`npm test` runs', '`npm test` runs'],
  ])('%j', (raw, readable) => expect(normaliseText(raw)).toBe(readable));

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

describe('phones', () => {
  const header = (...more: ReturnType<typeof line>[]) =>
    parseLines([line('Katharina von Bergen', { size: 2.2, bold: true }), line('Projektleiterin', { size: 1.3 }), line('München, Deutschland'), ...more]).data.phones ?? [];

  it('keeps every digit of an international number written without spaces', () => {
    const phones = header(line('+4915123456789'));
    expect(phones).toHaveLength(1);
    expect(phones[0]).toMatchObject({ code: { code: '+49', country_code: 'DE' }, number: '15123456789' });
    expect(header(line('+31612345678'))[0]).toMatchObject({ code: { code: '+31' }, number: '612345678' });
    expect(header(line('Tel. +44 (0)20 7946 0958'))[0]).toMatchObject({ code: { code: '+44' }, number: '020 7946 0958' });
  });

  it('takes no date, birth date or range of years for a phone, and finds the real number', () => {
    const phones = header(line('Geboren: 01.02.1990'), line('1990-02-01'), line('2015 - 2017'), line('03/2018 – 07/2018'), line('80331 München'), line('Mobil: 0151 23456789'));
    expect(phones.map((p) => p.number)).toEqual(['0151 23456789']);
  });
});

describe('the name', () => {
  const nameOf = (...ls: ReturnType<typeof line>[]) => {
    const { data } = parseLines([...ls, line('Berufserfahrung', { bold: true, size: 1.2 }), line('Projektleiterin, Siemens AG', { parts: ['Projektleiterin, Siemens AG', '2015 – 2020'], text: 'Projektleiterin, Siemens AG 2015 – 2020' })]);
    return [data.first_name, data.last_name];
  };
  it('is never the document’s own title', () => {
    expect(nameOf(line('Curriculum Vitae', { size: 2.4, bold: true }), line('Katharina von Bergen', { size: 1.6 }), line('katharina@example.de'))).toEqual(['Katharina', 'von Bergen']);
    expect(nameOf(line('LEBENSLAUF', { size: 2.4, bold: true }), line('Jonas Weber', { size: 1.4 }))).toEqual(['Jonas', 'Weber']);
  });
  it('is the labelled one when the resume labels it', () => {
    expect(nameOf(line('Etat Civil', { size: 2, bold: true }), line('Nom : Marie Dupont'), line('Adresse : 12 rue de la Paix, 75002 Paris'))).toEqual(['Marie', 'Dupont']);
    expect(nameOf(line('Persönliche Daten', { size: 1.4, bold: true }), line('Vorname', { parts: ['Vorname', 'Jonas'], text: 'Vorname Jonas' }), line('Nachname', { parts: ['Nachname', 'Weber'], text: 'Nachname Weber' }))).toEqual(['Jonas', 'Weber']);
    expect(nameOf(line('Siemens Healthineers', { size: 2, bold: true }), line('Prénom :'), line('Anne-Sophie'), line('Nom :'), line('Lefèvre'))).toEqual(['Anne-Sophie', 'Lefèvre']);
  });
});

describe('the location', () => {
  const locationOf = (text: string) =>
    parseLines([line('Jane Doe', { size: 2, bold: true }), line(text, { parts: text.split(' | ') }), line('jane@example.com')]).data.location ?? null;
  it.each([
    ['Seattle, WA | 206-555-0149', 'Seattle', 'US'],
    ['Austin, Texas', 'Austin', 'US'],
    ['Los Angeles, CA', 'Los Angeles', 'US'],
    ['Toronto, Ontario, Canada', 'Toronto', 'CA'],
    ['Sydney NSW', 'Sydney', 'AU'],
    ['Berlin, DE', 'Berlin', 'DE'],
    ['12 rue de la Paix, 75002 Paris, France', 'Paris', 'FR'],
    ['80331 München, Deutschland', 'München', 'DE'],
    ['1012 AB Amsterdam, Nederland', 'Amsterdam', 'NL'],
    ['London SW1A 1AA, United Kingdom', 'London', 'GB'],
  ])('%s', (text, city, country) => expect(locationOf(text)).toMatchObject({ city, country_code: country }));
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

  it('takes a bullet off an item, never a minus sign', () => {
    expect(bodyHtml([line('- Cut costs', { right: 0.3 }), line('-5 % energy use', { list: true, paragraph: true })])).toBe('<ul><li>Cut costs</li><li>-5 % energy use</li></ul>');
  });

  it('keeps Word paragraphs whole and Word list items as a list', () => {
    expect(bodyHtml([line('Payments for a challenger bank', { paragraph: true }), line('Designed the transfer service', { list: true, paragraph: true }), line('Mentored four engineers', { list: true, paragraph: true })])).toBe(
      '<p>Payments for a challenger bank</p><ul><li>Designed the transfer service</li><li>Mentored four engineers</li></ul>',
    );
  });
});
