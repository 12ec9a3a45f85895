import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../test-support/resume-lines.js';
import { contactLines, findSections, sectionLines } from './sections.js';
import { readableLines } from './lines.js';
import { headingSection } from './vocab.js';

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
    ['Work Experience(4)', 'experience'],
    ['Languages (3)', 'languages'],
    ['Skills · 12', 'skills'],
    // An academic CV's: its posts are its jobs; grants and service are none.
    ['ACADEMIC APPOINTMENTS', 'experience'],
    ['Appointments', 'experience'],
    ['Research Grants', 'certifications'],
    ['Service and Leadership', 'projects'],
    ['COMPETÊNCIAS LINGUÍSTICAS', 'languages'],
    ['Competências informáticas', 'skills'],
  ])('%s', (t, k) => expect(headingSection(t)).toBe(k));
  it('does not take a sentence for a heading', () => expect(headingSection('Experience with large teams in logistics')).toBeNull());
  it.each([
    ['PROFESSIONAL SKILLS SUMMARY', 'skills'],
    ['Professional Skills', 'skills'],
    ['Key Experience', 'experience'],
    ['Relevant Work History', 'experience'],
    ['Education Overview', 'education'],
    ['Compétences principales', 'skills'],
    ['Summary', 'summary'],
    ['Location', 'contact'],
  ])('reads a known heading under words that qualify it: %s', (t, k) => expect(headingSection(t)).toBe(k));
  it.each([
    ['Aus- und Weiterbildung', 'education'],
    ['Schul- und Berufsausbildung', 'education'],
    ['Fort- und Weiterbildung', 'certifications'],
  ])('reads a heading that leaves out the shared end of two compounds: %s', (t, k) => expect(headingSection(t)).toBe(k));
  it('reads no heading in two elided words that name no section (control)', () => expect(headingSection('Lager- und Versand')).toBeNull());
  it('reads two headings of one section joined by "and" as that section, not two of different sections', () => {
    expect(headingSection('Qualifications & Training')).toBe('education');
    expect(headingSection('Studium und Ausbildung')).toBe('education');
    expect(headingSection('Skills and Interests')).toBeNull();
  });
  it('does not make a heading of a qualifier alone or of a qualified word that is none', () => {
    expect(headingSection('Professional')).toBeNull();
    expect(headingSection('Key Accounts')).toBeNull();
  });
});

describe('lines into sections', () => {
  const sectionOf = (lines: ReturnType<typeof line>[]) => sectionsOf(lines).lines.map((l) => [l.text, l.section]);

  it('puts the lines before the first heading in the header block and each later line under the heading above it', () => {
    const doc = sectionsOf([line('Jane Doe'), line('jane@example.com'), heading('Experience'), line('Analyst, Acme 2019 – 2021'), heading('Skills'), line('SQL, Python')]);
    expect(doc.lines.map((l) => l.section)).toEqual(['header', 'header', 'experience', 'experience', 'skills', 'skills']);
    expect([...doc.headings]).toEqual([2, 4]);
    expect(sectionLines(doc, 'skills').map((l) => l.text)).toEqual(['SQL, Python']);
    expect(contactLines(doc).map((l) => l.text)).toEqual(['Jane Doe', 'jane@example.com']);
  });

  it('finds the date ranges of every line that is no heading', () => {
    const doc = sectionsOf([heading('Experience'), line('Analyst, Acme 03/2019 – 04/2021')]);
    expect(doc.lines[1].dates.map((d) => [d.start.year, d.end?.year])).toEqual([[2019, 2021]]);
  });

  it('reads a letter-spaced heading as its word', () => {
    expect(sectionOf([line('E X P E R I E N C E'), line('Analyst, Acme 2019 – 2021')])).toEqual([
      ['EXPERIENCE', 'experience'],
      ['Analyst, Acme 2019 – 2021', 'experience'],
    ]);
  });

  it('splits a line that starts with a heading into the heading and its content', () => {
    expect(sectionOf([row(['Skills', 'SQL, Python, Tableau'])])).toEqual([
      ['Skills', 'skills'],
      ['SQL, Python, Tableau', 'skills'],
    ]);
  });

  it('takes a line that merely contains heading words for content', () => {
    expect(sectionOf([line('Skills and expertise in logistics planning for retail')])).toEqual([['Skills and expertise in logistics planning for retail', 'header']]);
  });

  it('starts a page column outside any section, and lets a column go on with its section on the next page', () => {
    const side = { pageColumn: true, column: 1 };
    const main = { pageColumn: true, column: 2 };
    const lines = [
      heading('Skills', side),
      line('SQL', side),
      line('Analyst, Acme 2019 – 2021', main),
      heading('Experience', main),
      line('Planner, Bolt 2016 – 2019', main),
      line('Python', { ...side, page: 1 }),
      line('Buyer, Vix 2014 – 2016', { ...main, page: 1 }),
    ];
    expect(sectionOf(lines).map(([, s]) => s)).toEqual(['skills', 'skills', 'header', 'experience', 'experience', 'skills', 'experience']);
    expect(sectionsOf(lines).columnIndex).toEqual([0, 1, 0, 1, 2, 0, 0]);
  });

  it('opens no section at a menu of headings: the lines after it stay where they were', () => {
    const lines = [heading('About'), heading('Work Experience'), heading('Skills'), heading('Education'), line('Wei Ling Tan'), line('weiling.tan@example.com'), heading('About'), line('Analyst covering technology deals.'), heading('Education'), line('BSc Economics, NUS 2016 – 2020')];
    expect(sectionOf(lines).map(([, s]) => s)).toEqual(['summary', 'experience', 'skills', 'education', 'header', 'header', 'summary', 'summary', 'education', 'education']);
    // Headings in a row whose last section is headed nowhere else are a column of headings, not a menu.
    expect(sectionOf([heading('Contact'), heading('About'), heading('Work'), line('2016-05 — 2019-12')]).map(([, s]) => s)).toEqual(['contact', 'summary', 'experience', 'experience']);
    // Two headings of one section in a row are no menu.
    expect(sectionOf([heading('Background'), heading('About'), line('Analyst covering technology deals.')]).map(([, s]) => s)).toEqual(['summary', 'summary', 'summary']);
  });
});

describe('awards and unpaid roles', () => {
  it.each(['Volunteer Experience', 'Community Involvement', 'Ehrenamtliches Engagement', 'Bénévolat', 'Honours and Awards', 'Auszeichnungen'])('%s is no experience section', (text) => {
    expect(headingSection(text)).not.toBeNull();
    expect(headingSection(text)).not.toBe('experience');
  });
});

describe('headings in each language', () => {
  it.each([
    ['Escolaridade', 'education'], ['Schul- und Berufsausbildung', 'education'], ['Diplômes', 'education'], ['学歴・資格', 'education'],
    ['EDV-Kenntnisse', 'skills'], ['Kennis en vaardigheden', 'skills'], ['Conhecimentos', 'skills'], ['État civil', 'contact'], ['Personalia', 'contact'],
  ])('%s opens %s', (text, key) => expect(headingSection(text)).toBe(key));
});

describe('a heading a narrow margin wrapped', () => {
  it('is one heading, also when the first line of its section stands beside it', () => {
    const doc = findSections(
      readableLines([
        heading('ESPERIENZA', { size: 1.3 }),
        row(['Responsabile Ufficio Tecnico, Olimpia Impianti', 'Dal luglio 2023']),
        heading('LAVORATIVA', { size: 1.3, gap: 0 }),
        line('Ingegneria di processo in uno stabilimento alimentare.'),
      ]),
    );
    expect(doc.lines.map((l, i) => [l.text, l.section, doc.headings.has(i)])).toEqual([
      ['ESPERIENZA', 'experience', true],
      ['Responsabile Ufficio Tecnico, Olimpia Impianti Dal luglio 2023', 'experience', false],
      ['LAVORATIVA', 'experience', true],
      ['Ingegneria di processo in uno stabilimento alimentare.', 'experience', false],
    ]);
  });

  it('keeps a line in the heading’s type that makes no heading with it', () => {
    const doc = findSections(readableLines([heading('SKILLS'), heading('PYTHON', { gap: 0 })]));
    expect(doc.headings.has(1)).toBe(false);
  });
});

describe('a label column’s heading the page wrapped', () => {
  it('is one heading when neither line is one of its own', () => {
    const doc = findSections(readableLines([heading('PERSOONLIJKE', { size: 0.9 }), heading('VAARDIGHEDEN', { size: 0.9, gap: 0.3 }), line('Excel, Lightspeed')]));
    expect(doc.lines.map((l) => [l.text, l.section])).toEqual([
      ['PERSOONLIJKE VAARDIGHEDEN', 'skills'],
      ['Excel, Lightspeed', 'skills'],
    ]);
  });
});

describe('a heading in capitals printed against the text after it', () => {
  it('is a heading of its own', () => {
    const doc = findSections(readableLines([heading('ESPERIENZA'), row(['Cameriere, Hotel Arno.', '2016 – 2018']), row(['VOLONTARIATOVolontario, Croce Verde.', '2018/11 - 2022/04'])]));
    expect(doc.lines.map((l) => [l.text, l.section])).toEqual([
      ['ESPERIENZA', 'experience'],
      ['Cameriere, Hotel Arno. 2016 – 2018', 'experience'],
      ['VOLONTARIATO', 'projects'],
      ['Volontario, Croce Verde. 2018/11 - 2022/04', 'projects'],
    ]);
  });
});

describe('a heading and skill groups on one line', () => {
  it('keeps the groups’ weight on the rest of the line', () => {
    const doc = findSections(readableLines([row(['Skills', 'Systemen', 'Horeca'], { bold: true, size: 1.95 }), row(['Lightspeed', 'Excel', 'Untill'])]));
    expect(doc.lines.map((l) => [l.text, l.bold, doc.headings.has(doc.lines.indexOf(l))])).toEqual([
      ['Skills', true, true],
      ['Systemen Horeca', true, false],
      ['Lightspeed Excel Untill', false, false],
    ]);
  });
});

describe('a page without columns after a page with a sidebar', () => {
  it('goes on with the main column’s section, not the sidebar’s', () => {
    const main = (text: string, extra = {}) => line(text, { column: 1, pageColumn: true, ...extra });
    const side = (text: string, extra = {}) => line(text, { column: 2, pageColumn: true, ...extra });
    const doc = findSections(
      readableLines([
        main('Werkervaring', { bold: true, size: 1.2 }),
        main('Teamleider Ontwikkeling'),
        main('Zeeland Software'),
        main('augustus 2023 tot heden'),
        main('Leiding aan een team van acht ontwikkelaars.'),
        side('Vaardigheden', { bold: true, size: 1.2 }),
        side('Kotlin, Go'),
        line('Junior Developer', { page: 1 }),
        line('Heuvelrug Solutions', { page: 1 }),
        line('januari 2007 tot januari 2012', { page: 1 }),
      ]),
    );
    expect(doc.lines.filter((l) => l.page === 1).map((l) => l.section)).toEqual(['experience', 'experience', 'experience']);
  });
});

describe('a page’s running header and a label column’s wrapped capitals', () => {
  it('reads no content from the document’s title and name repeated at the top of a later page', () => {
    const doc = sectionsOf([nameLine('Giulia Rinaldi'), heading('Competenze digitali'), line('SAP APO, Power BI'), row(['Curriculum vitae', 'Giulia Rinaldi'], { page: 1 }), line('Python, SQL', { page: 1 })]);
    expect(doc.lines.map((l) => `${l.section}: ${l.text}`)).toEqual(['header: Giulia Rinaldi', 'skills: Competenze digitali', 'skills: SAP APO, Power BI', 'other: Curriculum vitae Giulia Rinaldi', 'skills: Python, SQL']);
  });

  it('joins a heading in capitals that a flush-right label column wrapped under its row', () => {
    const doc = sectionsOf([
      nameLine('Giulia Rinaldi'),
      heading('Competenze digitali', { x: 0.08 }),
      line('SAP APO', { x: 0.3 }),
      row(['COMPETENZE ORGANIZZATIVE', 'Sales & Operations Planning, Lean Management'], { x: 0.01 }),
      line('E GESTIONALI', { x: 0.15, gap: 0.2 }),
    ]);
    expect(doc.lines.filter((_, i) => doc.headings.has(i)).map((l) => `${l.section}: ${l.text}`)).toEqual(['skills: Competenze digitali', 'skills: COMPETENZE ORGANIZZATIVE', 'skills: E GESTIONALI']);
    expect(doc.lines.filter((l) => l.section === 'skills' && !l.text.startsWith('E GESTIONALI')).map((l) => l.text)).toContain('Sales & Operations Planning, Lean Management');
  });
});
