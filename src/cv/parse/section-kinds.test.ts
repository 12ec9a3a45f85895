import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../test-support/resume-lines.js';
import type { Line } from './types.js';

/** Each line's text and section after the sections stage, headings marked with #. */
const sections = (lines: Line[]) => {
  const doc = sectionsOf(lines);
  return doc.lines.map((l, i) => `${doc.headings.has(i) ? '#' : ''}${l.section}: ${l.text}`);
};

describe('a section’s kind by what it holds', () => {
  it('opens the work history at a heading it does not know, in the style of the section headings, over dated entries', () => {
    expect(
      sections([
        nameLine('Lucas Silva'),
        heading('Skills'),
        line('Kotlin', { list: true }),
        line('Swift', { list: true }),
        heading('Where I worked'),
        line('Jun 2021 - Current'),
        line('Senior Mobile Engineer'),
        line('Pix Prático'),
        line('Nov 2018 - May 2021'),
        line('Mobile Developer'),
      ]),
    ).toEqual([
      'header: Lucas Silva',
      '#skills: Skills',
      'skills: Kotlin',
      'skills: Swift',
      '#experience: Where I worked',
      'experience: Jun 2021 - Current',
      'experience: Senior Mobile Engineer',
      'experience: Pix Prático',
      'experience: Nov 2018 - May 2021',
      'experience: Mobile Developer',
    ]);
  });

  it('closes a section at a heading it does not know, set as the document’s headings are: its dated lines are no jobs', () => {
    expect(
      sections([
        nameLine('Jordan Mitchell'),
        heading('EXPERIENCE'),
        row(['Software Engineer, Amazon', 'June 2018 – July 2020']),
        line('Built the release tooling.'),
        heading('EDUCATION'),
        row(['B.S. Computer Science, University of Washington', '2014 – 2018']),
        heading('LEADERSHIP & COMMUNITY'),
        row(['President, Robotics Club', '2016 – 2018']),
        heading('LANGUAGES'),
        line('English, Spanish'),
        heading('WHEN I AM OFFLINE'),
        line('Climbing, chess'),
      ]),
    ).toEqual([
      'header: Jordan Mitchell',
      '#experience: EXPERIENCE',
      'experience: Software Engineer, Amazon June 2018 – July 2020',
      'experience: Built the release tooling.',
      '#education: EDUCATION',
      'education: B.S. Computer Science, University of Washington 2014 – 2018',
      'other: LEADERSHIP & COMMUNITY',
      'other: President, Robotics Club 2016 – 2018',
      '#languages: LANGUAGES',
      'languages: English, Spanish',
      'other: WHEN I AM OFFLINE',
      'other: Climbing, chess',
    ]);
  });

  it('control: a line set like the headings stays in its section where many lines are set so (company names), or under its heading (a group’s name)', () => {
    const companies = sections([
      heading('Experience'),
      heading('Acme Widgets'),
      row(['Engineer', '2019 – 2021']),
      heading('Borealis Data'),
      row(['Analyst', '2017 – 2019']),
      heading('Northwind Freight'),
      row(['Intern', '2016 – 2017']),
      heading('Education'),
      row(['BSc Physics, University of Leeds', '2013 – 2016']),
    ]);
    expect(companies.filter((l) => l.startsWith('other'))).toEqual([]);
    const groups = sections([heading('Languages'), heading('Conversational'), line('Spanish'), heading('Skills'), line('SQL, Python')]);
    expect(groups).toContain('languages: Conversational');
  });

  it('opens jobs at a heading it does not know under studies, when the document has no work heading', () => {
    expect(
      sections([heading('Education'), row(['MSc Economics, Universidad de Chile', '2012 – 2014']), heading('Where I Worked'), row(['Analyst, Banco Estado', '2015 – 2019']), row(['Economist, CEPAL', '2019 – 2023']), heading('Skills'), line('Stata, R')]).slice(2, 5),
    ).toEqual(['#experience: Where I Worked', 'experience: Analyst, Banco Estado 2015 – 2019', 'experience: Economist, CEPAL 2019 – 2023']);
  });

  it('keeps a profile a profile when a sentence of it says since when ("depuis 2016")', () => {
    expect(
      sections([
        heading('PROFIL'),
        line("Développeur full-stack depuis 2016, j'aime les produits utilisés au quotidien et le code simple à faire évoluer."),
        heading('EXPÉRIENCES PROFESSIONNELLES'),
        row(["janv. 2021 – aujourd'hui", 'Doctolib · Développeur full-stack senior']),
      ]).slice(0, 2),
    ).toEqual(['#summary: PROFIL', "summary: Développeur full-stack depuis 2016, j'aime les produits utilisés au quotidien et le code simple à faire évoluer."]);
  });

  it('tells studies from jobs by their words', () => {
    const read = sections([heading('Skills'), line('CATIA V5, ANSYS'), heading('Academic path'), line('University of Bath'), line('MEng Mechanical Engineering'), line('Sep 2019 – Jun 2023')]);
    expect(read.slice(2)).toEqual(['#education: Academic path', 'education: University of Bath', 'education: MEng Mechanical Engineering', 'education: Sep 2019 – Jun 2023']);
  });

  it('reads dated entries under a known heading of another kind as the entries they are', () => {
    const read = sections([heading('Background'), row(['Analyst, Acme Ltd', '2019 – 2021']), row(['Planner, Bolt BV', '2016 – 2019'])]);
    expect(read).toEqual(['#experience: Background', 'experience: Analyst, Acme Ltd 2019 – 2021', 'experience: Planner, Bolt BV 2016 – 2019']);
  });

  it('leaves a skill group under a label in the headings’ style, and a list with a stray period further down, as skills', () => {
    expect(sections([heading('Skills'), heading('Cloud', { text: 'Cloud' }), line('AWS, GCP')]).slice(1)).toEqual(['skills: Cloud', 'skills: AWS, GCP']);
    const list = ['Excel', 'SQL', 'Power BI', 'Tableau', 'Python', 'dbt', 'Airflow', 'AWS Certified Data Analyst 2021 – 2024'].map((t) => line(t));
    expect(sections([heading('Skills'), ...list]).every((s) => s.startsWith('skills') || s.startsWith('#skills'))).toBe(true);
  });

  it('never turns the header block into experience', () => {
    expect(sections([nameLine('Jane Doe'), line('Senior Engineer at Acme (2019 – present)'), line('Analyst at Bolt (2016 – 2019)')])).toEqual([
      'header: Jane Doe',
      'header: Senior Engineer at Acme (2019 – present)',
      'header: Analyst at Bolt (2016 – 2019)',
    ]);
  });

  it('reads a languages group of programming languages as skills, and keeps the languages section', () => {
    const read = sections([
      heading('Skills'),
      heading('Languages', { x: 0.1 }),
      row(['Go', 'Python', 'SQL'], { x: 0.1 }),
      line('Infrastructure', { bold: true, x: 0.1 }),
      row(['Kubernetes', 'Terraform', 'AWS'], { x: 0.1 }),
      heading('Languages'),
      line('English (native), French (intermediate)'),
    ]);
    expect(read).toEqual([
      '#skills: Skills',
      '#skills: Languages',
      'skills: Go Python SQL',
      'skills: Infrastructure',
      'skills: Kubernetes Terraform AWS',
      '#languages: Languages',
      'languages: English (native), French (intermediate)',
    ]);
  });

  it('keeps a languages section of languages it does not know', () => {
    expect(sections([heading('Languages'), line('Tigrinya, Oromo')])).toEqual(['#languages: Languages', 'languages: Tigrinya, Oromo']);
  });

  it('reads a skills line that lists languages only as languages, and a mixed one as skills', () => {
    expect(sections([heading('Skills'), line('SAP, Excel, Power BI'), line('Deutsch (Muttersprache), Englisch (C1)'), line('English, Excel')]).slice(1)).toEqual([
      'skills: SAP, Excel, Power BI',
      'languages: Deutsch (Muttersprache), Englisch (C1)',
      'skills: English, Excel',
    ]);
  });
});

describe('an “About” section of contact details', () => {
  it('holds contact details through its last contact line; a profile paragraph stays a summary', () => {
    expect(sections([nameLine('Gian-Luca von Wattenwyl'), heading('About'), line('Via Nassa 95 Lugano 6911 CH'), line('gianluca@example.org'), line('+41 79 470 13 15'), line('Hotelier'), heading('Summary'), line('Hotelier with ten years in Swiss hotels.')])).toEqual([
      'header: Gian-Luca von Wattenwyl',
      '#contact: About',
      'contact: Via Nassa 95 Lugano 6911 CH',
      'contact: gianluca@example.org',
      'contact: +41 79 470 13 15',
      'summary: Hotelier',
      '#summary: Summary',
      'summary: Hotelier with ten years in Swiss hotels.',
    ]);
    expect(sections([nameLine('Jane Doe'), heading('About'), line('I am a nurse. Call me on +1 206 555 0149 or mail jane@example.com.')]).slice(1)).toEqual(['#summary: About', 'summary: I am a nurse. Call me on +1 206 555 0149 or mail jane@example.com.']);
  });
});

describe('a heading of another kind right under a skills heading', () => {
  it('names a group of skills when no date follows it', () => {
    const doc = sectionsOf([heading('Skills'), heading('Onderwijs', { size: 1, x: 0.1 }), row(['Lesvoorbereiding', 'Differentiëren', 'Mentoraat']), heading('Education'), line('Lerarenopleiding Wiskunde, Master, Universiteit Antwerpen'), line('2016 - 2018')]);
    expect(doc.lines.map((l) => l.section)).toEqual(['skills', 'skills', 'skills', 'education', 'education', 'education']);
  });

  it('stays a heading when it has no lines of its own (a menu)', () => {
    const doc = sectionsOf([heading('Skills'), heading('Education'), heading('Experience'), line('Planner, Acme'), line('2016 - 2018'), heading('Education'), line('BSc Logistics, TU Delft'), line('2012 - 2016')]);
    expect(doc.lines[1].section).toBe('education');
  });
});

describe('a language grid’s row label beside a language', () => {
  it('makes the line a languages line', () => {
    const doc = sectionsOf([heading('Personal skills and competences'), row(['Mother tongue(s)', 'English']), line('Digital tools: Moodle, Google Classroom')]);
    expect(doc.lines.map((l) => l.section)).toEqual(['skills', 'languages', 'skills']);
  });
});

describe('the first Europass (formato europeo) under its personal skills', () => {
  const doc = sectionsOf([
    heading('Capacità e competenze personali'),
    row(['Madrelingua', 'Italiano'], { bold: true }),
    line('Altre lingue', { bold: true }),
    line('Inglese', { bold: true }),
    row(['• Capacità di lettura', 'buono']),
    row(['• Capacità di scrittura', 'buono']),
    line('Francese', { bold: true }),
    row(['• Capacità di espressione orale', 'elementare']),
    heading('Capacità e competenze relazionali'),
    line('Ottime capacità di comunicazione con pazienti e familiari, maturate in terapia intensiva.'),
    heading('Capacità e competenze tecniche'),
    line('Emogasanalisi', { list: true }),
    line('Inglese'),
  ]);
  it('gives a language over its grid rows, and the rows, to the languages; a language alone elsewhere stays', () => {
    expect(doc.lines.filter((l) => l.section === 'languages').map((l) => l.parts[0])).toEqual(['Madrelingua', 'Inglese', '• Capacità di lettura', '• Capacità di scrittura', 'Francese', '• Capacità di espressione orale']);
    expect(doc.lines.at(-1)!.section).toBe('skills');
  });
  it('reads its rows of prose about the person as no skills, its technical row as skills', () => {
    expect(doc.lines.filter((l) => l.text.startsWith('Ottime')).map((l) => l.section)).toEqual(['other']);
    expect(doc.lines.filter((l) => l.text === 'Emogasanalisi').map((l) => l.section)).toEqual(['skills']);
  });
});
