import { describe, expect, it } from 'vitest';
import { heading, line, row, sectionsOf } from '../test-support/resume-lines.js';
import { entriesOf, undatedStudies } from './entries.js';
import { sectionLines } from './sections.js';
import type { Line } from './types.js';

/** The raw entries of a section of the given lines under its heading. */
const entries = (kind: 'experience' | 'education', lines: Line[]) => entriesOf(sectionLines(sectionsOf([heading(kind === 'experience' ? 'Experience' : 'Education'), ...lines]), kind), kind);
const summary = (e: ReturnType<typeof entries>[number]) => ({ header: e.header, from: e.range.start.year, to: e.range.end?.year ?? (e.range.current ? 'now' : null), group: e.group, body: e.body.map((l) => l.text) });

describe('entries anchored on dates', () => {
  it('reads the header lines before a date line and the description after it, the same shape for every entry', () => {
    const read = entries('experience', [
      line('Demand Planner'),
      line('Rijnhaven Foods'),
      line('2019 – present'),
      line('Planning for 1,200 products across the Benelux, from the weekly forecast to the supplier orders.'),
      line('Planner'),
      line('Van Dijk Logistics'),
      line('2016 – 2019'),
      line('Route planning for 40 trucks and their drivers, every day of the week.'),
    ]);
    expect(read.map(summary)).toEqual([
      { header: ['Demand Planner', 'Rijnhaven Foods'], from: 2019, to: 'now', group: undefined, body: ['Planning for 1,200 products across the Benelux, from the weekly forecast to the supplier orders.'] },
      { header: ['Planner', 'Van Dijk Logistics'], from: 2016, to: 2019, group: undefined, body: ['Route planning for 40 trucks and their drivers, every day of the week.'] },
    ]);
  });

  it('reads header lines after the date line when the section puts them there', () => {
    const read = entries('experience', [
      line('Jun 2021 - Current'),
      line('Senior Mobile Engineer'),
      line('Pix Prático'),
      line('Rebuilt the payments flow', { list: true }),
      line('Nov 2018 - May 2021'),
      line('Mobile Developer'),
      line('Carteira Azul'),
      line('Shipped the first version of the app', { list: true }),
    ]);
    expect(read.map((e) => [e.header, e.body.map((l) => l.text)])).toEqual([
      [['Senior Mobile Engineer', 'Pix Prático'], ['Rebuilt the payments flow']],
      [['Mobile Developer', 'Carteira Azul'], ['Shipped the first version of the app']],
    ]);
  });

  it('takes the text beside the dates on the same line as header text', () => {
    const read = entries('education', [row(['MSc Supply Chain Management, Erasmus University', '2014 – 2016']), line('Thesis on safety stocks.', { right: 0.4 })]);
    expect(read.map(summary)).toEqual([{ header: ['MSc Supply Chain Management, Erasmus University'], from: 2014, to: 2016, group: undefined, body: ['Thesis on safety stocks.'] }]);
  });

  it('groups the jobs under a company heading with the period of them all', () => {
    const read = entries('experience', [
      line('Hanse Logistik AG', { bold: true, size: 1.1 }),
      line('2012 – 2019'),
      row(['Senior Controllerin', '2015 – 2019']),
      row(['Controllerin', '2012 – 2015']),
    ]);
    expect(read.map((e) => [e.group, e.header, e.range.start.year])).toEqual([
      ['Hanse Logistik AG', ['Senior Controllerin'], 2015],
      ['Hanse Logistik AG', ['Controllerin'], 2012],
    ]);
  });

  it('reads two bare years on lines of their own as one period', () => {
    const read = entries('education', [line('Universität Hamburg'), line('2007'), line('2009')]);
    expect(read.map(summary)).toEqual([{ header: ['Universität Hamburg'], from: 2007, to: 2009, group: undefined, body: [] }]);
  });

  it('joins a period a narrow date column wrapped', () => {
    const read = entries('experience', [row(['April 2020 –', 'Teamleiterin, Nordlicht GmbH']), row(['heute', 'Aufbau des Controllings für drei Standorte.'])]);
    expect(read.map((e) => [e.range.start.year, e.range.current, e.header])).toEqual([[2020, true, ['Teamleiterin, Nordlicht GmbH']]]);
  });

  it('takes no date inside a sentence for an entry’s period', () => {
    const read = entries('experience', [
      row(['Analyst, Acme', '2019 – 2021']),
      line('Took over the reporting in March 2020 after the merger with the Dutch branch.'),
    ]);
    expect(read).toHaveLength(1);
    expect(read[0].body.map((l) => l.text)).toEqual(['Took over the reporting in March 2020 after the merger with the Dutch branch.']);
  });

  it('takes no years listed in a sentence, nor a "since" in a long one, for an entry’s period', () => {
    const read = entries('experience', [
      row(['Senior Marketing Executive, Boots UK', 'Sept 2016 – Feb 2020']),
      line('Planned and delivered the No7 Christmas gifting campaigns for 2017, 2018 and 2019.', { x: 0.05 }),
      line('Part of the loyalty team since 2018, which grew the app from two to five million members.', { x: 0.05 }),
      row(['Marketing Assistant, Jones & Partners Ltd', 'July 2014 – Aug 2016']),
    ]);
    expect(read.map((e) => [e.header.join(' | '), e.range.start.year, e.range.end?.year])).toEqual([
      ['Senior Marketing Executive, Boots UK', 2016, 2020],
      ['Marketing Assistant, Jones & Partners Ltd', 2014, 2016],
    ]);
    expect(read[0].body).toHaveLength(2);
  });

  it('takes no two years with a word between, a clause before a semicolon, nor a sentence ending in a bracketed period, for an entry’s period', () => {
    const read = entries('experience', [
      row(['Administration Assistant, Ray White', 'Mar 2016 – Jun 2018']),
      line('Monthly trust account reconciliations – no audit findings in 2017 or 2018', { x: 0.05 }),
      line('Produced the 2023 Shopper Experience Index with the research team;', { x: 0.05 }),
      line('Supply Sergeant for a 140-soldier company, including one 12-month deployment to Afghanistan (2012–2013).', { x: 0.05 }),
      row(['Customer Service Assistant, Woolworths', 'Feb 2010 – Feb 2016']),
    ]);
    expect(read.map((e) => [e.header.join(' | '), e.range.start.year, e.range.end?.year])).toEqual([
      ['Administration Assistant, Ray White', 2016, 2018],
      ['Customer Service Assistant, Woolworths', 2010, 2016],
    ]);
    expect(read[0].body).toHaveLength(3);
  });

  it('finds no entry in a section without dates', () => expect(entries('experience', [line('Analyst, Acme'), line('Reporting.')])).toEqual([]));
});

describe('a range the date column wrapped after its joining word', () => {
  it.each([['05/2021 al', '06/2023'], ['01-2025 até', '03-2025'], ['2019-03 to', '2020-01']])('%s / %s is one range', (first, second) => {
    const [e] = entries('experience', [row([first, 'Project Engineer, Olimpia Impianti']), row([second, '• Scarti ridotti del 35%'])]);
    expect(e.range.end).not.toBeNull();
    expect(e.range.current).toBe(false);
  });
});

describe('a job heading written as a list item over its period (Word)', () => {
  it('is the entry header, and a duration against the year is no part of the year', () => {
    const [e] = entries('experience', [line('Head of Engineering, Sonnenberg Software GmbH', { list: true }), line('Jul, 2021 - Feb, 20253 years 7 months'), line('Led the platform team.')]);
    expect(e.header).toEqual(['Head of Engineering, Sonnenberg Software GmbH']);
    expect([e.range.start, e.range.end]).toEqual([{ year: 2021, month: 7 }, { year: 2025, month: 2 }]);
  });
});

describe('a company name with its legal form', () => {
  it('of initials with stops ("V.O.F.") heads a group of jobs with the group’s period', () => {
    const read = entries('experience', [line('Grand Café Waterkant V.O.F.'), line('april 2020 – heden · 6 jaar 7 maanden'), line('Front Office Supervisor'), line('september 2021 – heden'), line('Chef de Partie'), line('april 2020 – augustus 2021')]);
    expect(read.map((e) => [e.group, e.header])).toEqual([
      ['Grand Café Waterkant V.O.F.', ['Front Office Supervisor']],
      ['Grand Café Waterkant V.O.F.', ['Chef de Partie']],
    ]);
  });
  it('ending in an abbreviation’s full stop ("Lda.") is a header line, no sentence', () => {
    expect(entries('experience', [row(['Empregada de Mesa', '2009/03 – 2014/06']), line('Grupo Hoteleiro Atlântico Unipessoal Lda.'), line('Hotel de cidade de quatro estrelas com 1.200 quartos e dois restaurantes.')]).map((e) => e.header)).toEqual([['Empregada de Mesa', 'Grupo Hoteleiro Atlântico Unipessoal Lda.']]);
  });
});

describe('header lines around the dates', () => {
  it('with title and company above the dates, only the place under them; short description lines stay description', () => {
    const job = (title: string, company: string, dates: string, bullets: string[]) => [line(title, { bold: true }), line(company), line(dates), line('Lugano, CH'), ...bullets.map((b) => line(b))];
    const read = entries('experience', [
      ...job('Stellvertretender Hoteldirektor', 'Hotel Kranich', 'May 2023 – Present', ['Organisation von Hochzeiten und Tagungen', 'Führung einer Küchenbrigade von 16 Köchen']),
      ...job('Chef de Partie', 'Gasthof Von Bergen', 'Apr 2021 – Dec 2022', ['Einarbeitung von 3 neuen Mitarbeitenden', 'Allergenkennzeichnung']),
      ...job('Servicekraft', 'Gasthof Schmidt', 'Jan 2019 – Mar 2020', ['Gästezufriedenheit um 29 % gesteigert', 'Einführung einer saisonalen Speisekarte']),
    ]);
    expect(read.map((e) => e.header)).toEqual([
      ['Stellvertretender Hoteldirektor', 'Hotel Kranich', 'Lugano, CH'],
      ['Chef de Partie', 'Gasthof Von Bergen', 'Lugano, CH'],
      ['Servicekraft', 'Gasthof Schmidt', 'Lugano, CH'],
    ]);
  });
});

describe('description lines without a full stop', () => {
  it('of six words or more, mostly in lower case, are no header lines', () => {
    const read = entries('experience', [
      row(['Front Office Supervisor at Stonebridge House Restaurant Corp.', 'Jan 2020 - Jan 2025']),
      line('Introduced a seasonal menu that increased covers by 19%'),
      line('Coordinated weddings and conferences of up to 3,000 guests'),
      row(['Chef de Partie at Clearview Hotels Inc.', 'Apr 2017 - Nov 2019']),
      line('Raised guest satisfaction scores by 15% in one season'),
    ]);
    expect(read.map((e) => e.header)).toEqual([['Front Office Supervisor at Stonebridge House Restaurant Corp.'], ['Chef de Partie at Clearview Hotels Inc.']]);
  });
});

describe('a period printed again under its entry', () => {
  it('is no entry of its own where headers stand above their dates', () => {
    const read = entries('education', [
      line('Civil Engineering, Master', { bold: true }),
      line('2015 — 2016 a year'),
      line('Tecnológico de Monterrey'),
      line('2015 — 2016 a year'),
      line('Civil Engineering, Bachelor', { bold: true }),
      line('2010 — 2014 4 years'),
      line('Universidad de Guadalajara'),
      line('2010 — 2014 4 years'),
    ]);
    expect(read.map((e) => [e.header, e.range.start.year, e.body.map((l) => l.text)])).toEqual([
      [['Civil Engineering, Master', 'Tecnológico de Monterrey'], 2015, []],
      [['Civil Engineering, Bachelor', 'Universidad de Guadalajara'], 2010, []],
    ]);
  });
});

describe('a date line set apart under its header', () => {
  it('takes the header lines above it across the gap', () => {
    const read = entries('education', [
      line('Laurea magistrale', { bold: true }),
      line('Hospitality Management', { bold: true, size: 1.2, gap: 0.4 }),
      line('Politecnico di Torino', { bold: true, gap: 0.2 }),
      line('2017', { gap: 1.3 }),
      line('Laurea', { bold: true, gap: 1.2 }),
      line('Hospitality Management', { bold: true, size: 1.2, gap: 0.4 }),
      line('Sapienza Università di Roma', { bold: true, gap: 0.2 }),
      line('2015', { gap: 1.3 }),
    ]);
    expect(read.map((e) => [e.header, e.range.start.year])).toEqual([
      [['Laurea magistrale', 'Hospitality Management', 'Politecnico di Torino'], 2017],
      [['Laurea', 'Hospitality Management', 'Sapienza Università di Roma'], 2015],
    ]);
  });

  it('takes a header that lists its fields with commas, in lower case or not', () => {
    const read = entries('education', [line('Marketing digital, Master, emlyon business school', { list: true }), line('Sep, 2012 - Jul, 2014')]);
    expect(read[0].header).toEqual(['Marketing digital, Master, emlyon business school']);
  });
});

describe('a range a narrow date column wrapped after its joining word and month', () => {
  it('is one range', () => {
    const read = entries('experience', [row(['mars 2021 à avr', 'Maître d’hôtel']), row(['2024', 'Groupe hôtelier Vercors · Gand']), line('Gestion d’un restaurant de 7 tables.')]);
    expect(read.map((e) => [e.range.start.year, e.range.start.month, e.range.end?.year, e.range.end?.month])).toEqual([[2021, 3, 2024, 4]]);
  });
});

describe('a plain line under dates with a title and a company above them', () => {
  it('is taken for a place, never for a bullet without its mark', () => {
    const read = entries('experience', [
      line('Gasthof Von Bergen', { bold: true }),
      line('Chef de Partie', { bold: true }),
      line('2021 - 2022'),
      line('Einarbeitung von 3 neuen Mitarbeitenden in Service'),
      line('Gästezufriedenheit um 33 % gesteigert'),
      line('Gasthof Schmidt', { bold: true }),
      line('Servicekraft', { bold: true }),
      line('2019 - 2020'),
      line('Lugano'),
      line('Einführung einer saisonalen Speisekarte mit 24 % mehr Gedecken'),
    ]);
    expect(read.map((e) => e.header)).toEqual([
      ['Gasthof Von Bergen', 'Chef de Partie'],
      ['Gasthof Schmidt', 'Servicekraft', 'Lugano'],
    ]);
  });
});

describe('a header ending in a stop beside its period', () => {
  it('is a header, not a sentence', () => {
    const read = entries('education', [row(['Laurea magistrale in Hospitality Management, Politecnico di Torino.', '2017/06']), row(['Laurea in Hospitality Management, Sapienza Università di Roma.', '2012/09 al 2015/09'])]);
    expect(read.map((e) => [e.header, e.range.start.year])).toEqual([
      [['Laurea magistrale in Hospitality Management, Politecnico di Torino.'], 2017],
      [['Laurea in Hospitality Management, Sapienza Università di Roma.'], 2012],
    ]);
  });
});

describe('a sentence beside an entry’s dates (a label column’s dates on the row of the description)', () => {
  it('is the entry’s description, its header the lines around the dates', () => {
    const read = entries('experience', [
      line('Logistics Manager at Kestrel Logistics Limited', { bold: true }),
      row(['2020-11 T O PRESENT', 'Planning and purchasing for a food manufacturer with 2 sites.']),
      line('Cut transport costs by 5% by consolidating loads', { list: true }),
      row(['2015-11 T O 2020-06', 'Distribution Centre Manager at Oakridge Logistics Ltd'], { bold: true }),
      line('Negotiated annual freight rates with 9 hauliers', { list: true }),
    ]);
    expect(read.map(summary)).toEqual([
      { header: ['Logistics Manager at Kestrel Logistics Limited'], from: 2020, to: 'now', group: undefined, body: ['Planning and purchasing for a food manufacturer with 2 sites.', 'Cut transport costs by 5% by consolidating loads'] },
      { header: ['Distribution Centre Manager at Oakridge Logistics Ltd'], from: 2015, to: 2020, group: undefined, body: ['Negotiated annual freight rates with 9 hauliers'] },
    ]);
  });
});

describe('studies printed without any date', () => {
  const undated = (lines: Line[]) => undatedStudies(sectionLines(sectionsOf([heading('Education'), ...lines]), 'education')).map((s) => ({ header: s.header, body: s.body.map((l) => l.text) }));
  it('are the lines naming an institution, each with the line on the side of its degree', () => {
    expect(undated([line('Mestrado Integrado, Turismo'), line('Universidade de Lisboa'), line('Bacharelado, Turismo'), line('ISCTE – Instituto Universitário de'), line('Lisboa')])).toEqual([
      { header: ['Mestrado Integrado, Turismo', 'Universidade de Lisboa'], body: [] },
      { header: ['Bacharelado, Turismo', 'ISCTE – Instituto Universitário de Lisboa'], body: [] },
    ]);
    expect(undated([line('University of Nairobi'), line('BSc (Hons), Business Studies'), line('Strathmore University'), line('MBA, Business Studies')]).map((s) => s.header)).toEqual([
      ['University of Nairobi', 'BSc (Hons), Business Studies'],
      ['Strathmore University', 'MBA, Business Studies'],
    ]);
  });
  it('are also the lines naming a degree whose school names itself by no word, on the side the others have theirs', () => {
    expect(undated([line('Máster, Marketing'), line('ESADE'), line('Licenciatura, Administración y Dirección de Empresas'), line('Universidad de Salamanca')]).map((s) => s.header)).toEqual([
      ['Máster, Marketing', 'ESADE'],
      ['Licenciatura, Administración y Dirección de Empresas', 'Universidad de Salamanca'],
    ]);
    // No institution named at all: each degree with the line under it.
    expect(undated([line('HBO-bachelor, Accountancy'), line('KU Leuven'), line('Ausbildung, Mechatroniker'), line('Oberstufenzentrum Handel')]).map((s) => s.header)).toEqual([
      ['HBO-bachelor, Accountancy', 'KU Leuven'],
      ['Ausbildung, Mechatroniker', 'Oberstufenzentrum Handel'],
    ]);
  });
  it('are none when the section has dates or names no institution', () => {
    expect(undated([line('MBA, Business Studies'), line('Strathmore University'), line('2008 – 2009')])).toEqual([]);
    expect(undated([line('Lean Six Sigma Green Belt'), line('Forklift licence')])).toEqual([]);
  });
});
