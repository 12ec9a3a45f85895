import { describe, expect, it } from 'vitest';
import { line, row } from '../test-support/resume-lines.js';
import { docxLines, inputLines, readableLines } from './lines.js';
import type { Block, TextItem } from './types.js';

describe('Word blocks as lines', () => {
  const docx = (blocks: Block[]) => docxLines({ kind: 'docx', blocks, links: [] });

  it('gives headings a size by level, list items an indent, and every line whole paragraphs', () => {
    const lines = docx([
      { text: 'Jane Doe', heading: 1 },
      { text: 'Experience', heading: 2, bold: true },
      { text: 'Cut costs by a third', heading: 0, list: true },
    ]);
    expect(lines.map((l) => [l.text, l.size, l.bold, l.x, l.list ?? false, l.paragraph])).toEqual([
      ['Jane Doe', 2, false, 0, false, true],
      ['Experience', 1.7, true, 0, false, true],
      ['Cut costs by a third', 1, false, 0.05, true, true],
    ]);
  });

  it('makes a table row of single-paragraph cells one line with a part per cell', () => {
    const lines = docx([
      { text: 'Planner, Rijnhaven Foods', heading: 0, table: { id: 0, row: 0, col: 0 } },
      { text: '2018 – 2021', heading: 0, table: { id: 0, row: 0, col: 1 } },
      { text: 'Buyer, Van Dijk', heading: 0, table: { id: 0, row: 1, col: 0 } },
      { text: '2015 – 2018', heading: 0, table: { id: 0, row: 1, col: 1 } },
    ]);
    expect(lines.map((l) => l.parts)).toEqual([
      ['Planner, Rijnhaven Foods', '2018 – 2021'],
      ['Buyer, Van Dijk', '2015 – 2018'],
    ]);
  });

  it('keeps a cell of several paragraphs as lines of its own, in the cell’s column', () => {
    const lines = docx([
      { text: 'Contact', heading: 0, table: { id: 0, row: 0, col: 0 } },
      { text: 'jane@example.com', heading: 0, table: { id: 0, row: 0, col: 0 } },
      { text: 'Experience', heading: 0, table: { id: 0, row: 0, col: 1 } },
    ]);
    expect(lines.map((l) => [l.text, l.column])).toEqual([
      ['Contact', 0],
      ['jane@example.com', 0],
      ['Experience', 1],
    ]);
  });

  it('takes a long cell for a column of the page only when it holds a section heading', () => {
    const cell = (id: number, col: number, texts: string[]): Block[] => texts.map((text) => ({ text, heading: 0, table: { id, row: 0, col } }));
    const entry = docx([...cell(0, 0, ['2017 – 2019']), ...cell(0, 1, ['Chef de Partie', 'Boston', 'Raised scores', 'Trained staff', 'New menu', 'Kept costs'])]);
    expect(entry.filter((l) => l.pageColumn).map((l) => l.text)).toEqual([]);
    const sidebar = docx([...cell(1, 0, ['Skills', 'Excel', 'Opera PMS', 'Menu planning', 'Food safety', 'Events']), ...cell(1, 1, ['Experience'])]);
    expect(sidebar.filter((l) => l.pageColumn).map((l) => l.text)).toEqual(['Skills', 'Excel', 'Opera PMS', 'Menu planning', 'Food safety', 'Events']);
  });
});

describe('PDF text as lines', () => {
  const item = (text: string, x: number, y: number, extra: Partial<TextItem> = {}): TextItem => ({ text, x, y, w: text.length * 5, size: 10, ...extra });

  it('joins items on one baseline, splits them into parts at wide gaps, and makes sizes relative to the body text', () => {
    const lines = inputLines({
      kind: 'pdf',
      links: [],
      pages: [
        {
          width: 595,
          height: 842,
          items: [item('Jane Doe', 50, 60, { size: 20, bold: true }), item('Planner,', 50, 100), item('Acme', 92, 100), item('2019 – 2021', 450, 100), item('Route planning for 40 trucks.', 50, 114)],
        },
      ],
    });
    expect(lines.map((l) => [l.text, l.parts, l.size, l.bold])).toEqual([
      ['Jane Doe', ['Jane Doe'], 2, true],
      ['Planner, Acme 2019 – 2021', ['Planner, Acme', '2019 – 2021'], 1, false],
      ['Route planning for 40 trucks.', ['Route planning for 40 trucks.'], 1, false],
    ]);
  });
});

describe('letter-spaced capitals on a PDF line', () => {
  const item = (text: string, x: number, w: number, size = 11): TextItem => ({ text, x, y: 100, w, size });
  const lineOf = (items: TextItem[]) => inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items: [...items, { text: 'Body text of the page', x: 40, y: 300, w: 100, size: 11 }] }] })[0];

  it('are one part of words where their items stand a word’s gap apart ("G R A P H I C" · "D E S I G N E R")', () => {
    expect(lineOf([item('G R A P H I C', 232, 68.5), item('D E S I G N E R', 310.8, 78.8)])).toMatchObject({ text: 'GRAPHIC DESIGNER', parts: ['GRAPHIC DESIGNER'] });
    expect(lineOf([item('A B O U T', 229.6, 49), item('M E', 286.9, 19.3)])).toMatchObject({ text: 'ABOUT ME', parts: ['ABOUT ME'] });
    expect(lineOf([item('S E N I O R  P R O D U C T', 221, 120, 12)])).toMatchObject({ text: 'SENIOR PRODUCT', parts: ['SENIOR PRODUCT'] });
  });
  it('control: items set far apart stay parts of their own', () => {
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items: [item('S K I L L S', 40, 60), item('L E V E L', 160, 50)] }] });
    expect(lines.flatMap((l) => l.parts)).toEqual(['SKILLS', 'LEVEL']);
  });
});

describe('a date column beside dense text (Europass, tabular CVs)', () => {
  const item = (text: string, x: number, y: number): TextItem => ({ text, x, y, w: text.length * 5, size: 10 });

  it('is read row by row, not as a column of its own', () => {
    const items: TextItem[] = [];
    for (let job = 0; job < 6; job++) {
      const y = 100 + job * 75;
      items.push(item(`0${job + 1}/2019 – 0${job + 2}/2020`, 40, y), item(`Role ${job}`, 200, y), item(`Company ${job}, Groningen`, 200, y + 13));
      for (let b = 0; b < 3; b++) items.push(item(`Achievement ${b} of job ${job}`, 210, y + 26 + b * 13));
    }
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(lines.map((l) => l.text).slice(0, 2)).toEqual(['01/2019 – 02/2020 Role 0', 'Company 0, Groningen']);
    expect(new Set(lines.map((l) => l.column))).toEqual(new Set([0]));
  });
});

describe('readable lines', () => {
  it('normalises text and parts and drops lines with nothing left', () => {
    const lines = readableLines([line('\uf0e0  jane@example.com', { parts: ['\uf0e0', 'jane@example.com'] }), line('\u200b'), line('Soft\u00adware  engineer')]);
    expect(lines.map((l) => [l.text, l.parts])).toEqual([
      ['jane@example.com', ['jane@example.com']],
      ['Software engineer', ['Software engineer']],
    ]);
  });
});

describe('an icon bullet read as a letter', () => {
  it('drops Markdown heading marks at a line’s start, as a resume made to look like a README prints them, and keeps a "#" of a text', () => {
    const [a, b, c] = readableLines([line('## experience', { parts: ['##', 'experience'] }), line('### Cloudflare — Senior Systems Engineer'), line('#1 in regional sales; C# and F#')]);
    expect([a.text, a.parts, b.text, b.parts, c.text]).toEqual(['experience', ['experience'], 'Cloudflare — Senior Systems Engineer', ['Cloudflare — Senior Systems Engineer'], '#1 in regional sales; C# and F#']);
  });

  it('is a bullet when a lone consonant starts the line before a capital or Japanese text', () => {
    const [a, b, c] = readableLines([line('f Progettazione di un carter'), line('f 循環棚卸を導入'), line('y Juan fue director')]);
    expect(a.text).toBe('• Progettazione di un carter');
    expect(b.text).toBe('• 循環棚卸を導入');
    expect(c.text).toBe('y Juan fue director');
  });
});

describe('an icon bullet read as a letter of its own', () => {
  it('is the bullet of the text after it', () => {
    const [l] = readableLines([row(['03-2025', 'f', 'Formação de 20 novos colaboradores'])]);
    expect(l.parts).toEqual(['03-2025', '• Formação de 20 novos colaboradores']);
  });
});

describe('a date column with wrapped ranges', () => {
  const item = (text: string, x: number, y: number): TextItem => ({ text, x, y, w: text.length * 5, size: 10 });
  it('is no page column of its own', () => {
    const items: TextItem[] = [];
    for (let job = 0; job < 6; job++) {
      const y = 100 + job * 40;
      items.push(item(`${2010 + job}年3月 –`, 40, y), item(`${2011 + job}年5月`, 40, y + 13), item(`株式会社サンプル${job} エンジニア`, 200, y));
      items.push(item('設計業務を担当', 210, y + 13), item('品質改善を推進', 210, y + 26));
    }
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(new Set(lines.map((l) => l.column))).toEqual(new Set([0]));
  });
});

describe('dates in the right margin beside dense text', () => {
  const item = (text: string, x: number, y: number): TextItem => ({ text, x, y, w: text.length * 5, size: 10 });
  it('stay on their company’s line, with the section labels of that margin', () => {
    const items: TextItem[] = [item('Contact', 479, 20), item('About', 495, 50), item('Work', 503, 80), item('Skills', 495, 620)];
    for (let job = 0; job < 5; job++) {
      const y = 100 + job * 100;
      items.push(item(`Company ${job}`, 22, y), item(`${2010 + job}-03 — ${2011 + job}-05`, 480, y), item(`Role ${job}`, 22, y + 20), item('Highlights', 22, y + 40));
      for (let b = 0; b < 2; b++) items.push(item(`Achievement ${b} of job ${job} in some words`, 52, y + 60 + b * 20));
    }
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(lines.find((l) => l.text.startsWith('Company 0'))?.parts).toEqual(['Company 0', '2010-03 — 2011-05']);
  });
});

describe('a label column of capitals with dates on the entries’ baselines (Europass)', () => {
  const item = (text: string, x: number, y: number): TextItem => ({ text, x, y, w: text.length * 5, size: 10 });
  it('is read row by row', () => {
    const stack = (texts: string[], y: number) => texts.map((t, k) => item(t, 40, y + k * 12));
    const items: TextItem[] = [
      ...stack(['INFORMATIONS', 'PERSONNELLES', 'EMPLOI RECHERCHÉ', 'EXPÉRIENCE', 'PROFESSIONNELLE'], 30),
      ...stack(['APTITUDES ET', 'COMPÉTENCES', 'PERSONNELLES', 'Langue(s) maternelle(s)', 'Autre(s) langue(s)', 'Compétences numériques', 'Bénévolat', 'Certifications'], 480),
    ];
    for (let job = 0; job < 5; job++) {
      const y = 110 + job * 70;
      items.push(item(`${2010 + job}-01 - ${2011 + job}-06`, 40, y), item(`Infirmière ${job}`, 200, y), item(`Polyclinique ${job}, Strasbourg`, 200, y + 13));
      for (let b = 0; b < 3; b++) items.push(item(`Tâche ${b} du poste ${job} décrite en quelques mots`, 210, y + 26 + b * 13));
    }
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(lines.find((l) => l.text.startsWith('2010-01'))?.text).toBe('2010-01 - 2011-06 Infirmière 0');
  });
});

describe('periods a date column stacks beside the entries', () => {
  const item = (text: string, x: number, y: number): TextItem => ({ text, x, y, w: text.length * 5, size: 10 });

  it('are one period each, on the line of the entry they start beside', () => {
    const items: TextItem[] = [];
    const periods = [['December 2022', '— Present', '4 years'], ['May 2018', '—', 'August 2022', '4 years'], ['January 2016', '—', 'April 2018', 'a year']];
    periods.forEach((cells, job) => {
      const y = 100 + job * 90;
      items.push(item(`Role ${job}, Company ${job}`, 40, y + 4));
      for (let b = 0; b < 4; b++) items.push(item(`Achievement ${b} of job ${job} told in a sentence`, 40, y + 18 + b * 14));
      cells.forEach((c, k) => items.push(item(c, 470, y + k * 14)));
    });
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(new Set(lines.map((l) => l.column))).toEqual(new Set([0]));
    expect(lines.filter((l) => l.text.startsWith('Role')).map((l) => l.parts)).toEqual([
      ['Role 0, Company 0', 'December 2022 — Present 4 years'],
      ['Role 1, Company 1', 'May 2018 — August 2022 4 years'],
      ['Role 2, Company 2', 'January 2016 — April 2018 a year'],
    ]);
  });

  it('go on the line they start beside also when that line runs on under them', () => {
    const items: TextItem[] = [];
    for (let job = 0; job < 3; job++) {
      const y = 100 + job * 90;
      items.push({ text: `Responsable des opérations at a long company name ${job}`, x: 40, y: y + 4, w: 450, size: 10 });
      for (let b = 0; b < 4; b++) items.push(item(`Achievement ${b} of job ${job} told in a sentence`, 40, y + 18 + b * 14));
      ['January 2014', '—', 'May 2015', 'a year'].forEach((c, k) => items.push(item(c, 470, y + k * 14)));
    }
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(lines.filter((l) => l.text.startsWith('Responsable')).map((l) => l.text.endsWith('January 2014 — May 2015 a year'))).toEqual([true, true, true]);
  });

  it('in Word paragraphs of their own are one line, and a period printed again right under itself is printed once', () => {
    const lines = docxLines({
      kind: 'docx',
      links: [],
      blocks: ['Planner, Rijnhaven Foods', 'June 2022 — March 2025 3 years', 'June 2022', '—', 'March 2025', '3 years', 'Buyer, Van Dijk', 'May 2019', '— Present'].map((text) => ({ text, heading: 0 })),
    });
    expect(lines.map((l) => l.text)).toEqual(['Planner, Rijnhaven Foods', 'June 2022 — March 2025 3 years', 'Buyer, Van Dijk', 'May 2019 — Present']);
  });
});

describe('a justified line', () => {
  it('keeps its words together however far apart justification set them, and sets the dates beside them apart', () => {
    const words = ['Project', 'Engineer', 'Senior,', 'Olimpia', 'Impianti,'];
    const items: TextItem[] = [];
    let x = 165;
    for (const w of words) {
      items.push({ text: w, x, y: 320, w: w.length * 6, size: 10.9 });
      x += w.length * 6 + 8.6;
    }
    items.push({ text: 'maggio 2021 al giugno 2023', x: x + 12, y: 320, w: 140, size: 10.9 });
    const [l] = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(l.parts).toEqual(['Project Engineer Senior, Olimpia Impianti,', 'maggio 2021 al giugno 2023']);
  });

  it('is told from tags set a font size or more apart', () => {
    const items: TextItem[] = ['CATIA V5', 'ANSYS', 'MATLAB', 'GD&T', 'Abaqus'].map((t, k) => ({ text: t, x: 130 + k * 60, y: 686, w: 46, size: 10.8 }));
    const [l] = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(l.parts).toEqual(['CATIA V5', 'ANSYS', 'MATLAB', 'GD&T', 'Abaqus']);
  });
});

describe('two columns under a full-width header', () => {
  const item = (text: string, x: number, y: number, w = text.length * 5): TextItem => ({ text, x, y, w, size: 10 });
  it('are read column by column, the header first', () => {
    const items: TextItem[] = [item('Valentina Li Causi', 30, 40, 300), item('CFO with 19 years in finance, now in Padova, looking for a team that cares about quality.', 30, 70, 520), item('and more responsibility in the years to come.', 30, 84, 400)];
    const skills = ['Skills', 'Budget', 'Controlling', 'Annual accounts', 'Month-end close', 'IFRS', 'Languages', 'Italian', 'English'];
    skills.forEach((t, k) => items.push(item(t, 30, 110 + k * 22, 90)));
    items.push(item('Experience', 190, 97));
    for (let job = 0; job < 4; job++) {
      const y = 110 + job * 56;
      items.push(item(`Company ${job}`, 190, y), item(`20${10 + job} – 20${11 + job}`, 480, y), item(`Role ${job}`, 190, y + 14), item(`Achievement of job ${job} told in a sentence`, 190, y + 28, 220));
    }
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    const texts = lines.map((l) => l.text);
    expect(texts.slice(0, 3)).toEqual(['Valentina Li Causi', 'CFO with 19 years in finance, now in Padova, looking for a team that cares about quality.', 'and more responsibility in the years to come.']);
    expect(texts.slice(3, 3 + skills.length)).toEqual(skills);
    expect(texts.slice(3 + skills.length, 5 + skills.length)).toEqual(['Experience', 'Company 0 2010 – 2011']);
  });

  it('are found when the header’s wide line is printed in many items', () => {
    const items: TextItem[] = [item('藤原 健一', 30, 40, 300)];
    for (let k = 0; k < 13; k++) items.push(item('医療現場の現場で五年以上', 30 + k * 40, 70, 40));
    for (let k = 0; k < 6; k++) items.push(item('協力しながら成果を出す', 30 + k * 40, 84, 40));
    const skills = ['Skills', 'Excel', 'Word', 'Kubernetes', 'Terraform', 'Languages', '日本語', 'English'];
    skills.forEach((t, k) => items.push(item(t, 30, 110 + k * 22, 90)));
    items.push(item('Experience', 190, 97));
    for (let job = 0; job < 4; job++) {
      const y = 110 + job * 56;
      items.push(item(`Company ${job}`, 190, y), item(`20${10 + job} – 20${11 + job}`, 480, y), item(`Role ${job}`, 190, y + 14), item(`Achievement of job ${job} told in a sentence`, 190, y + 28, 220));
    }
    const texts = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] }).map((l) => l.text);
    const at = texts.indexOf('Skills');
    expect(texts.slice(at, at + skills.length)).toEqual(skills);
  });

  it('are no columns when one side is the entries’ dates', () => {
    const at = (text: string, x: number, x2: number, y: number, size: number): TextItem => ({ text, x, y, w: x2 - x, size });
    const items: TextItem[] = [at('Arben Gjoka', 43, 160, 76, 14), at('Head of the technical office', 43, 200, 95, 11), at('Profile', 43, 80, 150, 11)];
    items.push(at('Head of the technical office with a solid background in production, known for industrial projects and a', 43, 544, 169, 9.5), at('precise way of working.', 43, 253, 182, 9.5), at('Experience', 43, 179, 208, 11));
    for (let job = 0; job < 3; job++) {
      const y = 228 + job * 75;
      items.push(at(`Company ${job}`, 43, 127, y, 10), at(`Role ${job}`, 151, 267, y + 13, 9.5), at(`July 20${10 + job} –`, 43, 87, y + 12, 8.5), at(`20${12 + job}`, 43, 58, y + 24, 8.5), at('(2 years)', 60, 111, y + 24, 8.5));
      items.push(at('Verona', 151, 176, y + 25, 8.5), at(`What job ${job} was about, in a sentence`, 151, 430, y + 37, 9.5), at(`Achievement of job ${job} told in a sentence`, 162, 378, y + 53, 9.5));
    }
    items.push(at('Education', 43, 100, 470, 11));
    for (let study = 0; study < 2; study++) {
      const y = 490 + study * 40;
      items.push(at(`February 20${14 + study * 4} – July`, 43, 130, y, 8.5), at(`20${17 + study * 3}`, 43, 60, y + 12, 8.5), at(`Master in Engineering ${study}`, 151, 300, y, 9.5), at(`Polytechnic ${study}`, 151, 240, y + 13, 9.5));
    }
    ['Skills', '▪ Lean manufacturing', '▪ FMEA', 'Languages', 'Albanian Native', 'Italian Fluent'].forEach((t, k) => items.push(at(t, 43, 43 + t.length * 5, 590 + k * 14, 9.5)));
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    expect(lines.some((l) => l.pageColumn)).toBe(false);
  });
});

describe('a page footer', () => {
  it('is no line of the resume', () => {
    const lines = readableLines([line('Katie Pemberton · katiepemberton@example.org · Page 1 of 2'), line('Excel, SQL'), line('Loïc Chappuis · Page 2 sur 2')]);
    expect(lines.map((l) => l.text)).toEqual(['Excel, SQL']);
  });
});

describe('a Word document with its body text in a heading style', () => {
  it('reads those paragraphs as body text, the name (its first paragraph) as a heading', () => {
    const h1 = (text: string, bold = false): Block => ({ text, heading: 1, bold });
    const lines = docxLines({
      kind: 'docx',
      links: [],
      blocks: [
        h1('Gian-Luca von Wattenwyl'),
        { text: 'Experience', heading: 0 },
        { text: 'Hotel Kranich', heading: 3 },
        h1('Stellvertretender Hoteldirektor', true),
        h1('2023 - Present'),
        h1('Organisation von Hochzeiten und Tagungen mit bis zu 500 Gästen'),
        h1('Führung einer Küchenbrigade von 16 Köchen'),
        h1('Einarbeitung von 24 neuen Mitarbeitenden in Service und Allergenkennzeichnung'),
        { text: 'Gasthof Schmidt', heading: 3 },
        h1('Servicekraft', true),
        h1('2019 - 2020'),
        h1('Gästezufriedenheit innerhalb einer Saison um 29 % gesteigert'),
      ],
    });
    expect(lines.map((l) => l.heading)).toEqual([1, 0, 3, 0, 0, 0, 0, 0, 3, 0, 0, 0]);
    expect(lines[3]).toMatchObject({ bold: true, size: 1 });
  });
});

describe('a web page’s own links', () => {
  it('are no lines of the resume', () => expect(readableLines([line('Go to top'), line('Download this resume'), line('Experience')]).map((l) => l.text)).toEqual(['Experience']));
});

describe('a period set apart in cells', () => {
  it('is one part, a word in capitals spaced out letter by letter read as the word, the description beside it a part of its own', () => {
    const [l] = readableLines([row(['2020-11', 'T O', 'P R E S E N T', 'Planning and purchasing for a food manufacturer.'])]);
    expect(l.parts).toEqual(['2020-11 T O PRESENT', 'Planning and purchasing for a food manufacturer.']);
  });
  it('keeps parts that make no period apart', () => {
    expect(readableLines([row(['Planner, Acme', '2019', 'Rotterdam'])])[0].parts).toEqual(['Planner, Acme', '2019', 'Rotterdam']);
  });
});

describe('a document title wrapped over the first lines', () => {
  it('is one line, a title (never a name or headline), and a name on the first line stays its own', () => {
    const [title, name] = readableLines([line('FORMATO EUROPEO', { bold: true }), line('PER IL CURRICULUM', { bold: true }), line('VITAE', { bold: true }), line('Informazioni personali')]);
    expect(title.text).toBe('FORMATO EUROPEO PER IL CURRICULUM VITAE');
    expect(name.text).toBe('Informazioni personali');
    expect(readableLines([line('Jane Doe'), line('Curriculum Vitae'), line('Experience')]).map((l) => l.text)).toEqual(['Jane Doe', 'Curriculum Vitae', 'Experience']);
  });
});

describe('two texts a conversion to Word ran into each other', () => {
  it('are set apart in a Word paragraph', () => {
    const [job, name] = readableLines([line('Logistics ManagerKestrel Logistics Limited · Nairobi, KE', { paragraph: true }), line('Dennis OtienoLogistics Manager', { paragraph: true })]);
    expect(job.text).toBe('Logistics Manager · Kestrel Logistics Limited · Nairobi, KE');
    expect(name.text).toBe('Dennis Otieno · Logistics Manager');
  });
  it('are set apart before a legal form with its full stop, and in two words when the first names a role', () => {
    const texts = readableLines([
      line('Sales ManagerOlimpia Soluzioni S.a.s.', { paragraph: true }),
      line('BaristaStonebridge Hotels Inc.', { paragraph: true }),
      line('BautechnikerRheinblick Wohnbau', { paragraph: true }),
      line('Docent BiologieBasisschool De Vlietland', { paragraph: true }),
      line('Responsable contenuDe Villiers Conseil EURL', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['Sales Manager · Olimpia Soluzioni S.a.s.', 'Barista · Stonebridge Hotels Inc.', 'Bautechniker · Rheinblick Wohnbau', 'Docent Biologie · Basisschool De Vlietland', 'Responsable contenu · De Villiers Conseil EURL']);
  });
  it('leave two words alone when the first names no role, and a sentence ending in a full stop', () => {
    const texts = readableLines([
      line('MasterCard Inc.', { paragraph: true }),
      line('DreamWorks Animation', { paragraph: true }),
      line('SketchUp Pro and AutoCAD', { paragraph: true }),
      line('Led the HubSpot migration for the sales team of the Munich office.', { paragraph: true }),
      line('Trained the sales ManagerTeam on negotiation.', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['MasterCard Inc.', 'DreamWorks Animation', 'SketchUp Pro and AutoCAD', 'Led the HubSpot migration for the sales team of the Munich office.', 'Trained the sales ManagerTeam on negotiation.']);
  });
  it('are set apart where a name runs into its headline, and where a German compound ends in a job word', () => {
    const texts = readableLines([
      line('Emre ÖztürkStationsleitung', { paragraph: true }),
      line('Marek LewandowskiVertretungslehrer', { paragraph: true }),
      line('AußendienstmitarbeiterElbtal Vertrieb e.K.', { paragraph: true }),
      line('PhysiotherapeutPflegedienst Von Wattenwyl', { paragraph: true }),
      line('Anna MüllerPowerPoint', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['Emre Öztürk · Stationsleitung', 'Marek Lewandowski · Vertretungslehrer', 'Außendienstmitarbeiter · Elbtal Vertrieb e.K.', 'Physiotherapeut · Pflegedienst Von Wattenwyl', 'Anna MüllerPowerPoint']);
  });
  it('are set apart in Japanese where a job word meets a company, either way round', () => {
    const texts = readableLines([
      line('配車担当富士見物流 · 札幌, JP', { paragraph: true }),
      line('倉庫作業員株式会社森運輸', { paragraph: true }),
      line('物流スタッフ有限会社富士見物流 · 仙台, JP', { paragraph: true }),
      line('看護師市立病院', { paragraph: true }),
      line('富士見物流株式会社配車担当', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['配車担当 · 富士見物流 · 札幌, JP', '倉庫作業員 · 株式会社森運輸', '物流スタッフ · 有限会社富士見物流 · 仙台, JP', '看護師 · 市立病院', '富士見物流株式会社 · 配車担当']);
  });
  it('are set apart where the page names one of the texts again, set apart: a name run into its headline, a known title into its company', () => {
    const texts = readableLines([
      line('藤原 さくら配車担当', { paragraph: true }),
      line('配車担当 · 富士見物流 · 札幌, JP', { paragraph: true }),
      line('作業所長 · みらい建設有限会社', { paragraph: true }),
      line('作業所長東邦ハウジング · 大阪, JP', { paragraph: true }),
      line('富士見物流株式会社', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['藤原 さくら · 配車担当', '配車担当 · 富士見物流 · 札幌, JP', '作業所長 · みらい建設有限会社', '作業所長 · 東邦ハウジング · 大阪, JP', '富士見物流株式会社']);
    const latin = readableLines([line('Shu Fen OngTrainee Site Engineer', { paragraph: true }), line('Trainee Site Engineer · Campbell Construction Pte Ltd', { paragraph: true })]).map((l) => l.text);
    expect(latin).toEqual(['Shu Fen Ong · Trainee Site Engineer', 'Trainee Site Engineer · Campbell Construction Pte Ltd']);
  });
  it('leave texts alone that the page names only on their own (a skill, a heading), or not at all', () => {
    const texts = readableLines([
      line('松本 ひなた看護助手', { paragraph: true }),
      line('看護', { paragraph: true }),
      line('看護計画', { paragraph: true }),
      line('准看護師千代田訪問看護ステーション · 大阪, JP', { paragraph: true }),
      line('物流スタッフとして倉庫で勤務', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['松本 ひなた看護助手', '看護', '看護計画', '准看護師千代田訪問看護ステーション · 大阪, JP', '物流スタッフとして倉庫で勤務']);
  });
  it('leave a Japanese company whose name holds a job word, a title alone and a sentence whole', () => {
    const texts = readableLines([
      line('東京コンサルタント株式会社', { paragraph: true }),
      line('富士通エンジニアリング株式会社', { paragraph: true }),
      line('主任システムエンジニア', { paragraph: true }),
      line('品質管理部で製品の検査を担当しました', { paragraph: true }),
      line('株式会社メルカリ', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['東京コンサルタント株式会社', '富士通エンジニアリング株式会社', '主任システムエンジニア', '品質管理部で製品の検査を担当しました', '株式会社メルカリ']);
  });
  it('leave names written in camel case (brands that name no role or company), sentences and PDF lines alone', () => {
    const texts = readableLines([
      line('Senior PowerPoint Designer at McDonald Studios', { paragraph: true }),
      line('Built the LinkedIn campaign for the new product line.', { paragraph: true }),
      line('Logistics ManagerKestrel Logistics Limited'),
      line('ManageEngine ServiceDesk Plus, Active Directory', { paragraph: true }),
    ]).map((l) => l.text);
    expect(texts).toEqual(['Senior PowerPoint Designer at McDonald Studios', 'Built the LinkedIn campaign for the new product line.', 'Logistics ManagerKestrel Logistics Limited', 'ManageEngine ServiceDesk Plus, Active Directory']);
  });
});

describe('a label column of headings beside their content', () => {
  const at = (text: string, x: number, y: number, size = 10, w = text.length * size * 0.5): TextItem => ({ text, x, y, w, size });
  it('reads each heading before the row it heads, and a heading the column wrapped as one', () => {
    const items: TextItem[] = [at('Dennis Otieno', 240, 40, 18), at('Logistics Manager', 250, 60)];
    // The headings are larger and set against the top of their row: their baselines fall a little under the first line beside them.
    items.push(at('Email', 200, 100), at('otieno.dennis@example.com', 330, 100), at('CONTACT', 40, 106, 14), at('Phone', 200, 114), at('+254 795 491473', 330, 114));
    items.push(at('Supply chain: Lean, Freight forwarding, Route planning,', 200, 150), at('PROFESSIONAL SKILLS', 40, 156, 14), at('Demand planning, Warehouse operations', 200, 164), at('SUMMARY', 40, 172, 14), at('Soft skills: Teamwork, Attention to detail', 200, 180));
    items.push(at('WORK EXPERIENCE', 40, 226, 14), at('Logistics Manager at Kestrel Logistics Limited', 200, 220), at('Planning and purchasing for a food manufacturer.', 200, 234));
    const texts = readableLines(inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] })).map((l) => l.text);
    expect(texts.slice(2)).toEqual([
      'CONTACT',
      'Email otieno.dennis@example.com',
      'Phone +254 795 491473',
      'PROFESSIONAL SKILLS SUMMARY',
      'Supply chain: Lean, Freight forwarding, Route planning,',
      'Demand planning, Warehouse operations',
      'Soft skills: Teamwork, Attention to detail',
      'WORK EXPERIENCE',
      'Logistics Manager at Kestrel Logistics Limited',
      'Planning and purchasing for a food manufacturer.',
    ]);
  });
});

describe('a label column’s heading in the middle of its row', () => {
  const at = (text: string, x: number, y: number, size = 10): TextItem => ({ text, x, y, w: text.length * size * 0.5, size });
  it('heads its paragraph from the first line, also when it shares a baseline with a line of it', () => {
    const items: TextItem[] = [at('Luis Fernando Flores González', 200, 40, 18), at('Técnico de Obra', 240, 60)];
    items.push(at('Email', 200, 100), at('luis@example.com', 330, 100), at('CONTACT', 40, 106, 14));
    items.push(at('LOCATION', 40, 140, 14));
    // A wrapped skills paragraph of three lines 14 pt apart; the heading beside the second and third, on the third one's baseline within a point or two.
    items.push(at('Construcción: Planificación de obra, Dirección de obra,', 200, 180), at('Mediciones y presupuestos, Prevención de riesgos', 200, 194));
    items.push(at('PROFESSIONAL SKILLS', 40, 204, 14), at('laborales', 200, 208), at('SUMMARY', 40, 220, 14), at('Programas: MS Project, Presto', 200, 226));
    const texts = readableLines(inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] })).map((l) => l.text);
    expect(texts.slice(texts.indexOf('LOCATION'))).toEqual([
      'LOCATION',
      'PROFESSIONAL SKILLS SUMMARY',
      'Construcción: Planificación de obra, Dirección de obra,',
      'Mediciones y presupuestos, Prevención de riesgos',
      'laborales',
      'Programas: MS Project, Presto',
    ]);
  });
});

describe('a label column of headings and periods beside the rows they head', () => {
  const at = (text: string, x: number, y: number, size = 10): TextItem => ({ text, x, y, w: text.length * size * 0.5, size });
  it('is no page column, also when its headings and periods sit a little off the rows’ baselines', () => {
    const items: TextItem[] = [at('Olga Iwanowa', 240, 40, 18), at('Online-Marketing-Manager', 240, 60)];
    items.push(at('Email', 200, 100), at('olgai@example.net', 330, 100), at('CONTACT', 40, 106, 14), at('Phone', 200, 114), at('+49 170 9445714', 330, 114));
    items.push(at('Tools: Google Ads, Google Analytics, HubSpot', 200, 150), at('SKILLS', 40, 156, 14), at('Marketing: Social-Media-Marketing, Markenführung', 200, 164));
    items.push(at('Online-Marketing-Manager at Rheinblick Brands', 200, 210), at('WORK EXPERIENCE', 40, 216, 14), at('2021-08 T O PRESENT', 40, 232, 8), at('Kosten pro Lead um 37 % gesenkt', 210, 226));
    items.push(at('Online-Marketing-Manager at Agentur Alpenwerk', 200, 262), at('2018-07 T O 2021-02', 40, 258, 8), at('Kampagnen für drei Marken geplant', 210, 276));
    items.push(at('Goethe-Universität Frankfurt am Main', 200, 320), at('EDUCATION', 40, 326, 14), at('Bachelor of Science: Kommunikationswissenschaft', 210, 334), at('2015-02 T O 2018-06', 40, 338, 8));
    const lines = readableLines(inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] }));
    expect(lines.some((l) => l.pageColumn)).toBe(false);
    expect(lines.map((l) => l.text)).toContain('EDUCATION');
    const school = lines.findIndex((l) => l.text.includes('Goethe'));
    expect(lines.findIndex((l) => l.text === 'EDUCATION')).toBeLessThan(school);
    // (The period under the row's first line goes on it.)
    expect(lines[school].parts).toEqual(['2015-02 T O 2018-06', 'Goethe-Universität Frankfurt am Main']);
  });
});

describe('a period in a label column off the baselines of its row', () => {
  const at = (text: string, x: number, y: number, size = 9, bold = false): TextItem => ({ text, x, y, w: text.length * size * 0.5, size, bold });
  /** A period as small capitals print it: the dates larger than the joining word's letters, each letter an item of its own. */
  const period = (from: string, to: string, y: number): TextItem[] => [at(from, 37, y, 7.6, true), at('T', 70, y, 5.2, true), at('O', 74, y, 5.2, true), at(to, 82, y, 7.6, true)];
  const read = (items: TextItem[]) => readableLines(inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] })).map((l) => l.parts);

  it('stays one line with its small capitals, on the line of the title a little above its baseline', () => {
    const items = [at('Distribution Centre Manager at Oakridge Logistics Ltd', 201, 365.2, 9.1, true), ...period('2015-11', '2020-06', 367.5), at('Negotiated annual freight rates with 9 hauliers', 226, 378.7)];
    expect(read(items)).toEqual([['2015-11 T O 2020-06', 'Distribution Centre Manager at Oakridge Logistics Ltd'], ['Negotiated annual freight rates with 9 hauliers']]);
  });

  it('goes on the first line of the row it stands beside: under its section’s heading, or lower in a row of two lines', () => {
    const items: TextItem[] = [at('Dennis Otieno', 256, 32, 17), at('Logistics Manager', 271, 48)];
    items.push(at('WORK EXPERIENCE', 37, 248.2, 12.7), at('Logistics Manager at Kestrel Logistics Limited', 201, 249.7, 9.1, true));
    items.push(at('Planning and purchasing for a food manufacturer with 2 sites.', 201, 263.2, 9.1), ...period('2020-11', 'PRESENT', 266.2));
    items.push(at('Cut transport costs by 5% by consolidating loads', 226, 278.2, 9.1), at('Ran a distribution centre shipping 200 orders a day', 226, 293.2, 9.1));
    items.push(at('EDUCATION', 37, 663.7, 12.7), at('Strathmore University', 201, 660.7, 9.1, true), at('MBA: Business Studies', 226, 674.2, 9.1), ...period('2008-09', '2009-12', 681.7));
    items.push(at('University of Nairobi', 201, 701.2, 9.1, true), ...period('2004-09', '2008-09', 707.2), at('BSc (Hons): Business Studies', 226, 714.7, 9.1));
    const lines = read(items);
    expect(lines.slice(2)).toEqual([
      ['WORK EXPERIENCE'],
      ['2020-11 T O PRESENT', 'Logistics Manager at Kestrel Logistics Limited'],
      ['Planning and purchasing for a food manufacturer with 2 sites.'],
      ['Cut transport costs by 5% by consolidating loads'],
      ['Ran a distribution centre shipping 200 orders a day'],
      ['EDUCATION'],
      ['2008-09 T O 2009-12', 'Strathmore University'],
      ['MBA: Business Studies'],
      ['2004-09 T O 2008-09', 'University of Nairobi'],
      ['BSc (Hons): Business Studies'],
    ]);
  });

  it('stays where it is when it hangs below a row of one line that no heading opens (it may be the next entry’s)', () => {
    const items: TextItem[] = [at('Logistics Manager at Kestrel Logistics Limited', 201, 250, 9.1, true), ...period('2020-11', 'PRESENT', 256)];
    items.push(at('Distribution Centre Manager at Oakridge Logistics Ltd', 201, 290, 9.1, true));
    expect(read(items).map((p) => p.join(' | '))).toEqual(['Logistics Manager at Kestrel Logistics Limited', '2020-11 T O PRESENT', 'Distribution Centre Manager at Oakridge Logistics Ltd']);
  });

  it('stays where it is when it stands above its entry’s title, nearer it than the row before', () => {
    const items: TextItem[] = [at('Logistics Manager at Kestrel Logistics Limited', 201, 250, 9.1, true), at('Cut transport costs by 5% by consolidating loads', 226, 264, 9.1)];
    items.push(...period('2015-11', '2020-06', 287), at('Distribution Centre Manager at Oakridge Logistics Ltd', 201, 291, 9.1, true));
    expect(read(items).map((p) => p.join(' | '))).toEqual([
      'Logistics Manager at Kestrel Logistics Limited',
      'Cut transport costs by 5% by consolidating loads',
      '2015-11 T O 2020-06',
      'Distribution Centre Manager at Oakridge Logistics Ltd',
    ]);
  });
});

describe('a tabular CV whose section headings run across its label column into the entries', () => {
  it('is read row by row, not as two columns, also where its labels are as dense as its entries', () => {
    // A generated tabular CV's first page as pdf.js gives it: x, y, width, size, text.
    const page: [number, number, number, number, string][] = [
      [62, 70.5, 27, 19, 'CV'], [62, 104.2, 110, 11, 'Personal Information'],
      [62, 128.2, 54, 10, 'First name:'], [181.3, 128.2, 46, 10, 'Mary Beth'], [62, 146.2, 46, 10, 'Surname:'], [181.3, 146.2, 43, 10, 'Anderson'],
      [62, 164.2, 45, 10, 'Location:'], [181.3, 164.2, 31, 10, 'Boston'], [62, 182.2, 8, 10, 'T:'], [181.3, 182.2, 83, 10, '+1 (212) 555-0197'],
      [62, 200.2, 33, 10, 'E-mail:'], [181.3, 200.2, 118, 10, 'm.anderson@example.org'],
      [62, 234, 128, 11, 'Professional Experience'], [62, 258, 58, 10, '2020 to 2025'], [181.3, 258, 342, 10, 'Front Office Supervisor at Stonebridge House Restaurant Corp., Boston'],
      [193.3, 273, 260, 10, 'Introduced a seasonal menu that increased covers by 19%'], [193.3, 287.2, 272, 10, 'Coordinated weddings and conferences of up to 3,000 guests'],
      [193.3, 300.7, 345, 10, 'Kept food costs below target through tighter stock control and weekly ordering'],
      [62, 321.7, 86, 10, '04.2017 to 11.2019'], [181.3, 321.7, 222, 10, 'Chef de Partie at Clearview Hotels Inc., Boston'],
      [193.3, 336.7, 245, 10, 'Raised guest satisfaction scores by 15% in one season'], [193.3, 351, 292, 10, 'Trained 13 new staff in service standards and allergen procedures'],
      [193.3, 365.2, 260, 10, 'Introduced a seasonal menu that increased covers by 12%'], [193.3, 378.7, 345, 10, 'Kept food costs below target through tighter stock control'],
      [62, 415.5, 73, 11, 'Qualifications'], [62, 439.5, 86, 10, '10.2012 to 09.2016'], [181.3, 439.5, 172, 10, 'Bachelor of Science in Culinary Arts'], [181.3, 453, 94, 10, 'Ohio State University'],
      [62, 486.7, 82, 11, 'Technical Skills'], [62, 510.7, 38, 10, 'Systems'], [181.3, 510.7, 186, 10, 'Excel, Booking.com Extranet, Opera PMS'],
      [62, 528.7, 46, 10, 'Hospitality'], [181.3, 528.7, 306, 10, 'Menu planning, Food safety (HACCP), Wedding and event'], [181.3, 542.2, 55, 10, 'coordination'],
      [62, 576, 60, 11, 'Certificates'], [62, 600, 22, 10, '2017'], [181.3, 600, 146, 10, 'PRINCE2 Foundation (AXELOS)'], [62, 618, 22, 10, '2025'], [181.3, 618, 275, 10, 'WSET Level 2 Award in Wines (WSET)'],
      [62, 651.7, 58, 11, 'Languages'], [62, 675.7, 33, 10, 'English'], [181.3, 675.7, 67, 10, 'Native speaker'], [62, 693.7, 43, 10, 'Japanese'], [181.3, 693.7, 24, 10, 'Basic'],
      [62, 711.7, 28, 10, 'Arabic'], [181.3, 711.7, 67, 10, 'Conversational'], [62, 729.7, 27, 10, 'Italian'], [181.3, 729.7, 12, 10, 'B2'],
    ];
    const items: TextItem[] = page.map(([x, y, w, size, text]) => ({ text, x, y, w, size }));
    const lines = readableLines(inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] }));
    expect(lines.some((l) => l.pageColumn)).toBe(false);
    expect(lines.slice(0, 4).map((l) => l.parts)).toEqual([['CV'], ['Personal Information'], ['First name:', 'Mary Beth'], ['Surname:', 'Anderson']]);
    expect(lines.find((l) => l.text.startsWith('2020'))?.parts).toEqual(['2020 to 2025', 'Front Office Supervisor at Stonebridge House Restaurant Corp., Boston']);
  });
});

describe('a sidebar set flush right', () => {
  const at = (text: string, x2: number, y: number, size = 10): TextItem => ({ text, x: x2 - text.length * size * 0.5, y, w: text.length * size * 0.5, size });
  const left = (text: string, x: number, y: number, size = 10): TextItem => ({ text, x, y, w: text.length * size * 0.5, size });
  it('is a page column of its own, read after the main column, when it opens sections of its own', () => {
    const items: TextItem[] = [left('Experience', 40, 100, 14), at('Skills', 555, 100, 14)];
    for (let job = 0; job < 4; job++) {
      const y = 120 + job * 60;
      items.push(left(`Chef de Sala ${job}`, 40, y, 12), left(`Restaurante ${job}`, 40, y + 14), left(`What job ${job} was about, in a sentence.`, 40, y + 28), at(`20${10 + job} - 20${11 + job}`, 380, y));
    }
    ['Gestão de stocks', 'Liderança', 'Organização de eventos'].forEach((t, k) => items.push(at(t, 555, 127 + k * 14)));
    items.push(at('Education', 555, 187, 14), at('Mestrado Integrado, Turismo', 555, 207), at('Universidade de Lisboa', 555, 221));
    items.push(at('Languages', 555, 257, 14), at('Português · Nativa', 555, 277));
    const lines = inputLines({ kind: 'pdf', links: [], pages: [{ width: 595, height: 842, items }] });
    const sidebar = lines.filter((l) => l.pageColumn && l.column === 2).map((l) => l.text);
    expect(sidebar).toEqual(['Skills', 'Gestão de stocks', 'Liderança', 'Organização de eventos', 'Education', 'Mestrado Integrado, Turismo', 'Universidade de Lisboa', 'Languages', 'Português · Nativa']);
    expect(lines.find((l) => l.text.startsWith('Experience'))?.text).toBe('Experience');
  });
});
