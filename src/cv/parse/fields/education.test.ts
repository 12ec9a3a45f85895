import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import { sectionLines } from '../sections.js';
import type { Line } from '../types.js';
import { gazetteerOf } from '../places.js';
import { readEducation, withoutGrade } from './education.js';

const studies = (lines: Line[]) => readEducation(sectionLines(sectionsOf([heading('Education'), ...lines]), 'education'));

describe('studies', () => {
  it('finds the institution by its words, the degree is the rest', () => {
    expect(studies([row(['MSc Supply Chain Management, Erasmus Universiteit', '2014 – 2016'])])[0]).toMatchObject({ title: 'MSc Supply Chain Management', institution: { name: 'Erasmus Universiteit' }, start_year: 2014, graduation_year: 2016 });
    expect(studies([line('Universität zu Köln'), line('Bachelor of Science Betriebswirtschaftslehre'), line('2004 – 2007')])[0]).toMatchObject({ title: 'Bachelor of Science Betriebswirtschaftslehre', institution: { name: 'Universität zu Köln' } });
  });

  it('takes the school from the line under a degree that names none, without the grade after a separator; a bullet under it is no school', () => {
    // (As a PDF prints them: the period in a column of its own, the degree bold beside it, the school under the degree, reaching further right.)
    const read = studies([
      row(['2016 – 2018', 'Mestrado em Gestão de Marketing'], { bold: true, right: 0.51 }),
      line('ISCTE – Instituto Universitário de Lisboa · média final de 16 valores', { x: 0.22, right: 0.76 }),
      row(['2013 – 2016', 'Licenciatura em Ciências da Comunicação'], { bold: true, right: 0.55 }),
      line('Universidade Nova de Lisboa – Faculdade de Ciências Sociais e Humanas', { x: 0.22, right: 0.8 }),
      line('Tese sobre comunicação digital em instituições culturais.', { x: 0.22, right: 0.7 }),
    ]);
    expect(read.map((s) => [s.title, s.institution?.name, s.start_year, s.graduation_year])).toEqual([
      ['Mestrado em Gestão de Marketing', 'ISCTE – Instituto Universitário de Lisboa', 2016, 2018],
      ['Licenciatura em Ciências da Comunicação', 'Universidade Nova de Lisboa – Faculdade de Ciências Sociais e Humanas', 2013, 2016],
    ]);
    expect(read[1].summary).toContain('Tese sobre comunicação digital');
    const bullet = studies([row(['2016 – 2018', 'Mestrado em Gestão de Marketing'], { bold: true, right: 0.51 }), line('• Thesis on the marketing of a school of music', { x: 0.22, right: 0.76, list: true })]);
    expect(bullet[0].institution?.name).not.toMatch(/school of music/);
  });

  it('reads a single year as the graduation, and a study under way as current', () => {
    expect(studies([row(['BSc Nursing, Hogeschool Utrecht', '2012'])])[0]).toMatchObject({ start_year: null, graduation_year: 2012 });
    expect(studies([row(['PhD Chemistry, University of Leeds', '2022 – present'])])[0]).toMatchObject({ start_year: 2022, graduation_year: null, currently_studying: true });
  });

  it('reads a degree and a school without an institution’s word set apart by a dash, and a header wrapped inside a bracket onto the date line', () => {
    const read = studies([
      line('MBA em Marketing Digital – Fundação Getulio Vargas (FGV) – 2019 a 2020'),
      line('Bacharelado em Publicidade e Propaganda – Pontifícia Universidade Católica de Minas Gerais (PUC'),
      line('Minas) – 2012 a 2016'),
    ]);
    expect(read.map((s) => [s.title, s.institution?.name, s.start_year, s.graduation_year])).toEqual([
      ['MBA em Marketing Digital', 'Fundação Getulio Vargas (FGV)', 2019, 2020],
      ['Bacharelado em Publicidade e Propaganda', 'Pontifícia Universidade Católica de Minas Gerais (PUC Minas)', 2012, 2016],
    ]);
    // (Control: a bracket closed on its own line joins nothing.)
    expect(studies([line('MSc Physics (Distinction)'), line('University of Leeds (UK) – 2014 – 2016')]).map((s) => [s.title, s.institution?.name])).toEqual([['MSc Physics', 'University of Leeds (UK)']]);
  });

  it('takes a long degree line in lower case for the degree, not a sentence, above "School, 2011-2014"', () => {
    const read = studies([
      line('Baccalauréat en administration des affaires (B.A.A.), gestion des ressources humaines', { bold: true }),
      line('HEC Montréal, 2011-2014'),
      line('DEC en sciences humaines', { bold: true }),
      line('Cégep du Vieux Montréal, 2009-2011'),
    ]);
    expect(read.map((s) => [s.title, s.institution?.name, s.start_year, s.graduation_year])).toEqual([
      ['Baccalauréat en administration des affaires (B.A.A.), gestion des ressources humaines', 'HEC Montréal', 2011, 2014],
      ['DEC en sciences humaines', 'Cégep du Vieux Montréal', 2009, 2011],
    ]);
    // (Control: a sentence under a study that starts with no degree's word stays its description.)
    expect(studies([row(['MSc Logistics, Erasmus University', '2014 – 2016']), line('mémoire sur la gestion des stocks de sécurité en entrepôt')])[0]).toMatchObject({ title: 'MSc Logistics', summary: '<p>mémoire sur la gestion des stocks de sécurité en entrepôt</p>' });
  });

  it('leaves a city and its state out also before a grade', () => {
    const places = gazetteerOf([{ name: 'Phoenix', country: 'US', population: 1_600_000 }]);
    const read = readEducation(
      sectionLines(sectionsOf([heading('Education'), row(['Bachelor of Science in Nursing (BSN)', 'May 2019']), line('Grand Canyon University, Phoenix, AZ – Magna Cum Laude'), row(['Associate of Arts, Pre-Nursing', '2015']), line('Phoenix College, Phoenix, AZ')]), 'education'),
      places,
    );
    expect(read.map((s) => [s.title, s.institution?.name])).toEqual([
      ['Bachelor of Science in Nursing (BSN)', 'Grand Canyon University'],
      ['Associate of Arts Pre-Nursing', 'Phoenix College'],
    ]);
  });

  it('reads the school under the dates of each study when no study has a line above its dates', () => {
    const places = gazetteerOf([{ name: 'Frauenfeld', country: 'CH', population: 25_000 }]);
    const read = readEducation(sectionLines(sectionsOf([heading('Aus- und Weiterbildung'),
      row(['2014 – 2016', 'Logistikfachmann mit eidg. Fachausweis'], { bold: true }),
      line('ASFL SVBL, Zürich', { x: 0.26 }),
      row(['2007 – 2010', 'Berufslehre Logistiker EFZ'], { bold: true }),
      line('Die Schweizerische Post AG, Frauenfeld', { x: 0.26 }),
      row(['2022', 'Kurs «Lean Management im Lager», ZHAW']),
    ]), 'education'), places);
    expect(read.map((s) => [s.title, s.institution?.name, s.graduation_year])).toEqual([
      ['Logistikfachmann mit eidg. Fachausweis', 'ASFL SVBL', 2016],
      ['Berufslehre Logistiker EFZ', 'Die Schweizerische Post AG', 2010],
      ['Kurs «Lean Management im Lager»', 'ZHAW', 2022],
    ]);
    // (Control: where the first study has its degree above its dates, a line over the next dates is that study's.)
    expect(studies([line('MSc Logistics'), row(['Erasmus University', '2014 – 2016']), line('BSc Economics'), row(['Tilburg University', '2010 – 2014'])]).map((s) => [s.title, s.institution?.name])).toEqual([
      ['MSc Logistics', 'Erasmus University'],
      ['BSc Economics', 'Tilburg University'],
    ]);
  });

  it('reads a long degree line with its school and year as a study, and a sentence with a year as none', () => {
    const read = readEducation(
      sectionLines(sectionsOf([heading('Qualifications & Training'), line('NVQ Level 3 Diploma in Health and Social Care – Stoke on Trent College, 2018'), line('GCSEs – Sandon Business and Enterprise College, 2007 – 2012'), line('8 GCSEs at grades A*–C including English and Maths')]), 'education'),
    );
    expect(read.map((s) => [s.title, s.institution?.name, s.start_year, s.graduation_year])).toEqual([
      ['NVQ Level 3 Diploma in Health and Social Care', 'Stoke on Trent College', null, 2018],
      ['GCSEs', 'Sandon Business and Enterprise College', 2007, 2012],
    ]);
    expect(studies([row(['BSc Nursing, Hogeschool Utrecht', '2012']), line('Completed a placement on the cardiac ward of the university hospital in 2011')])).toHaveLength(1);
  });

  it('ends a study before a referees heading, and knows an Irish school by "Coláiste"', () => {
    const read = readEducation(
      sectionLines(
        sectionsOf([
          heading('Training'),
          line('Certificate III in Electrotechnology', { bold: true }),
          line('Electrician', { bold: true }),
          line('TAFE Queensland, Townsville'),
          line('2012 – 2016'),
          line('Year 12 (QCE)', { bold: true }),
          line('Kirwan State High School'),
          line('2011'),
          heading('REFEREES'),
          line('Available on request'),
        ]),
        'education',
      ),
    );
    expect(read.map((s) => [s.title, s.institution?.name, s.graduation_year])).toEqual([
      ['Certificate III in Electrotechnology Electrician', 'TAFE Queensland, Townsville', 2016],
      ['Year 12 (QCE)', 'Kirwan State High School', 2011],
    ]);
    expect(studies([row(['2004 – 2010', 'Leaving Certificate – Coláiste Iognáid'])]).map((s) => [s.title, s.institution?.name])).toEqual([['Leaving Certificate', 'Coláiste Iognáid']]);
  });

  it('keeps a study’s description as its summary', () => {
    expect(studies([row(['MSc Logistics, Erasmus University', '2014 – 2016']), line('Thesis on safety stocks.', { right: 0.4 })])[0].summary).toBe('<p>Thesis on safety stocks.</p>');
  });
});

describe('a grade, classification or level after the degree', () => {
  it.each([
    ['BA (Hons) Marketing Management – 2:1', 'BA (Hons) Marketing Management'],
    ['MSc Data Science – First Class', 'MSc Data Science'],
    ['MSc Physics (Distinction)', 'MSc Physics'],
    ['Laurea magistrale in Ingegneria Gestionale Livello 7 QEQ', 'Laurea magistrale in Ingegneria Gestionale'],
    ['Laurea in Economia 110/110 e lode', 'Laurea in Economia'],
    ['Master Finance, mention bien', 'Master Finance'],
    ['BSc Computer Science, GPA: 3.8/4.0', 'BSc Computer Science'],
    ['Diplom Informatik, Abschlussnote 1,3', 'Diplom Informatik'],
  ])('%s → %s', (text, expected) => expect(withoutGrade(text)).toBe(expected));

  it.each(['BSc (Hons) Computer Science', 'First Certificate in English', 'Level 3 Diploma in Hospitality', 'Bachelor of Arts'])('keeps %s (part of the name)', (text) => expect(withoutGrade(text)).toBe(text));

  it('is left out of the study’s title', () => {
    expect(studies([row(['BA (Hons) Marketing Management – 2:1, Manchester Metropolitan University', '2011 – 2014'])])[0]).toMatchObject({ title: 'BA (Hons) Marketing Management', institution: { name: 'Manchester Metropolitan University' } });
  });
});

describe('a town after the institution', () => {
  const places = gazetteerOf([{ name: 'Grenoble', country: 'FR', population: 160_000 }, { name: 'Lyon', country: 'FR', population: 510_000 }]);
  const read = (lines: Line[]) => readEducation(sectionLines(sectionsOf([heading('Formation'), ...lines]), 'education'), places);
  it('is left out, with a grade after it', () => {
    expect(read([row(['2010', 'Baccalauréat STG – Lycée Champollion, Grenoble, mention bien'])])[0]).toMatchObject({ title: 'Baccalauréat STG', institution: { name: 'Lycée Champollion' } });
  });
});

describe('Japanese studies written apart by spaces', () => {
  it('read the university as the institution and the faculty as the degree, without 卒業', () => {
    const doc = sectionsOf([nameLine('佐藤 健太'), heading('■学歴'), row(['2014年3月', '早稲田大学 基幹理工学部 情報理工学科 卒業'])]);
    expect(readEducation(sectionLines(doc, 'education')).map((e) => [e.title, e.institution?.name, e.graduation_year])).toEqual([['基幹理工学部 情報理工学科', '早稲田大学', 2014]]);
  });
  it('leave a name in Latin letters with spaces whole (control)', () => {
    expect(studies([row(['2014', 'Waseda University School of Science'])]).map((e) => e.institution?.name)).toEqual(['Waseda University School of Science']);
  });
});

describe('Japanese studies', () => {
  it('know the university from the degree by their words (大学, 学士), which have no word boundaries', () => {
    const doc = sectionsOf([nameLine('木村 直樹'), heading('学歴'), row(['2007年4月 – 2011年3月', '東京大学']), line('学士 工学部 経営工学科')]);
    expect(readEducation(sectionLines(doc, 'education')).map((e) => [e.title, e.institution?.name])).toEqual([['学士 工学部 経営工学科', '東京大学']]);
  });
});

describe('institutions and degrees as resumes write them', () => {
  it('keep an acronym with the name it stands for, but not a degree before an institution', () => {
    expect(studies([row(['2010 – 2013', 'Bacharelado em Turismo, ISCTE – Instituto Universitário de Lisboa'])]).map((e) => [e.title, e.institution?.name])).toEqual([['Bacharelado em Turismo', 'ISCTE – Instituto Universitário de Lisboa']]);
    expect(studies([row(['2010 – 2012', 'MBA – Harvard Business School'])]).map((e) => [e.title, e.institution?.name])).toEqual([['MBA', 'Harvard Business School']]);
  });
  it('leave a short sentence under the study out of the degree', () => {
    expect(studies([row(['2015 – 2019', 'Propedeuse Elektrotechniek']), line('Erasmus Universiteit Rotterdam'), line('Cum laude afgestudeerd.')]).map((e) => e.title)).toEqual(['Propedeuse Elektrotechniek']);
  });
});

describe('cue words with accents and in compounds', () => {
  it('know an institution whose name ends or starts with an accented letter, or is a compound', () => {
    const read = (text: string) => studies([row(['2002 – 2006', text])]).map((e) => [e.title, e.institution?.name]);
    expect(read('Università degli Studi di Bari | Scienze della Formazione')).toEqual([['Scienze della Formazione', 'Università degli Studi di Bari']]);
    expect(read('École Normale Supérieure | Licence Mathématiques')).toEqual([['Licence Mathématiques', 'École Normale Supérieure']]);
    expect(read('Berufsschule Wien | Fachinformatiker Anwendungsentwicklung')).toEqual([['Fachinformatiker Anwendungsentwicklung', 'Berufsschule Wien']]);
  });
  it('drop the full stop that ends a sentence after the institution, not an abbreviation’s', () => {
    expect(studies([row(['2012 – 2013', 'Pós-Graduação em Fisioterapia, Universidade do Porto.'])])[0].institution?.name).toBe('Universidade do Porto');
    expect(studies([row(['2012 – 2013', 'Diploma in Design, Design Academy Ltd.'])])[0].institution?.name).toBe('Design Academy Ltd.');
  });
});

describe('studies as themes and Word headings write them', () => {
  it('take the institution from a heading above the study (DOCX heading levels)', () => {
    // (As a theme's page saved by LibreOffice has them: the institution at the section heading's level.)
    const h = (text: string, level: number, size: number) => line(text, { heading: level, size });
    const doc = sectionsOf([nameLine('Gian-Luca von Wattenwyl'), h('Education', 3, 1.45), h('ETH Zürich', 3, 1.45), h('09/2021 - 06/2023', 5, 1.1), h('M.Sc. Tourismusmanagement', 4, 1.25), h('Hochschule Luzern', 3, 1.45), h('09/2017 - 06/2021', 5, 1.1), h('B.A. Hotelmanagement', 4, 1.25)]);
    expect(readEducation(sectionLines(doc, 'education')).map((e) => [e.title, e.institution?.name, e.summary ?? ''])).toEqual([
      ['M.Sc. Tourismusmanagement', 'ETH Zürich', ''],
      ['B.A. Hotelmanagement', 'Hochschule Luzern', ''],
    ]);
  });
  it('split "degree at institution", also where the page wrapped the institution’s name', () => {
    expect(studies([row(['2012 – 2017', 'Promotie Hospitality Management at Saxion Hogeschool'])]).map((e) => [e.title, e.institution?.name])).toEqual([['Promotie Hospitality Management', 'Saxion Hogeschool']]);
    expect(studies([line('Diplomatura Magisterio de Educación Primaria at Universidad Politécnica'), line('de Madrid'), line('2013 – 2016')]).map((e) => [e.title, e.institution?.name])).toEqual([['Diplomatura Magisterio de Educación Primaria', 'Universidad Politécnica de Madrid']]);
  });
});

describe('a degree named after a kind of school', () => {
  it('is the degree, and the institution the name that follows', () => {
    const read = studies([line('Diploma di Istituto Tecnico', { bold: true }), line('Ragioneria'), line('ITS Academy Milano'), line('2001')]);
    expect(read.map((e) => [e.title, e.institution?.name])).toEqual([['Diploma di Istituto Tecnico Ragioneria', 'ITS Academy Milano']]);
  });
});

describe('a study on three lines without an institution’s word', () => {
  it('takes the least degree-like line for the institution and keeps a degree that is also a place code', () => {
    const read = studies([row(['EPFL', '2007-09 — 2011-09'], { bold: true }), line('Management de l’hôtellerie-restauration', { bold: true }), line('Bachelor'), row(['Hogeschool Rotterdam', '2016 — 2017'], { bold: true }), line('Mechatronica', { bold: true }), line('MA')]);
    expect(read.map((e) => [e.title, e.institution?.name])).toEqual([
      ['Management de l’hôtellerie-restauration Bachelor', 'EPFL'],
      ['Mechatronica MA', 'Hogeschool Rotterdam'],
    ]);
  });
});

describe('vocational degrees in Spanish and Portuguese', () => {
  it('are degrees, the school beside them the institution', () => {
    expect(studies([line('Técnico Superior', { bold: true }), line('Gestión de Ventas y Espacios Comerciales'), line('SENA'), line('2012')]).map((e) => [e.title, e.institution?.name])).toEqual([['Técnico Superior Gestión de Ventas y Espacios Comerciales', 'SENA']]);
  });
});

describe('one line of fields without an institution’s word', () => {
  it('ends with the institution', () => {
    expect(studies([row(['Marketing, Máster, ESADE', '2016 – 2017'])]).map((e) => [e.title, e.institution?.name])).toEqual([['Marketing Máster', 'ESADE']]);
    expect(studies([row(['MBA Comptabilité, contrôle, audit, EPFL', '2014 – 2016'])]).map((e) => e.institution?.name)).toEqual(['EPFL']);
  });
});

describe('studies printed without any date', () => {
  it('are read with their degree and institution, and no years', () => {
    const read = studies([line('Mestrado Integrado, Turismo'), line('Universidade de Lisboa'), line('Bacharelado, Turismo'), line('ISCTE – Instituto Universitário de'), line('Lisboa')]);
    expect(read).toMatchObject([
      { title: 'Mestrado Integrado Turismo', institution: { name: 'Universidade de Lisboa' } },
      { title: 'Bacharelado Turismo', institution: { name: 'ISCTE – Instituto Universitário de Lisboa' } },
    ]);
    expect(read.map((s) => [s.start_year, s.graduation_year])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});
