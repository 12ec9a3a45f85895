import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import { sectionLines } from '../sections.js';
import type { Line } from '../types.js';
import { gazetteerOf } from '../places.js';
import { readExperience, titleScore, withoutNote } from './experience.js';

const jobs = (lines: Line[]) => readExperience(sectionLines(sectionsOf([heading('Experience'), ...lines]), 'experience'));

describe('jobs', () => {
  it('tells the title from the company by their words, whichever comes first', () => {
    expect(jobs([row(['Ontwerper, Kempen Precisie B.V.', 'mei 2015 – heden'])])[0]).toMatchObject({ title: 'Ontwerper', company: { name: 'Kempen Precisie B.V.' }, start_year: 2015, start_month: 5, currently_working: true });
    expect(jobs([line('Rijnhaven Foods B.V.'), line('Demand Planner'), line('03/2018 – 07/2018')])[0]).toMatchObject({ title: 'Demand Planner', company: { name: 'Rijnhaven Foods B.V.' }, start_month: 3, end_year: 2018, end_month: 7 });
    expect(jobs([row(['Analyst at Bolt', '2019 – 2021'])])[0]).toMatchObject({ title: 'Analyst', company: { name: 'Bolt' } });
  });

  it('reads Brazilian periods ("mar/2019 – atual") on the line under "Company – Title"', () => {
    const read = jobs([
      line('Magazine Luiza – Analista de Marketing Digital'),
      line('mar/2019 – atual'),
      line('• Gestão de campanhas de mídia paga.'),
      line('Localiza Hertz – Assistente de Marketing'),
      line('fev/2017 – fev/2019'),
      line('• Apoio nas campanhas de CRM.'),
    ]);
    expect(read.map((j) => [j.title, j.company?.name, j.start_year, j.start_month, j.end_year, j.end_month, j.currently_working])).toEqual([
      ['Analista de Marketing Digital', 'Magazine Luiza', 2019, 3, null, null, true],
      ['Assistente de Marketing', 'Localiza Hertz', 2017, 2, 2019, 2, false],
    ]);
  });

  it('reads "Title — Company" over a period of years joined by a bare hyphen ("2014-2017") as a job, not the previous job’s description', () => {
    const read = jobs([
      line('Agente de dotation — CGI', { bold: true }),
      line('Mai 2017 à juillet 2020'),
      line('Recrutement de 120 conseillers en TI par année.', { x: 0.05 }),
      line('Technicienne en ressources humaines — Hydro-Québec'),
      line('2014-2017'),
      line('Gestion des dossiers d’employés.', { x: 0.05 }),
    ]);
    expect(read.map((j) => [j.title, j.company?.name, j.start_year, j.end_year])).toEqual([
      ['Agente de dotation', 'CGI', 2017, 2020],
      ['Technicienne en ressources humaines', 'Hydro-Québec', 2014, 2017],
    ]);
  });

  it('takes a period with the sentence going on after it for description text, not a job ("… convenio colectivo 2022-2025 sin conflictos")', () => {
    const read = jobs([
      line('Directora de Recursos Humanos, Grupo Castellana'),
      line('2019 – 2025'),
      line('Negociación del convenio colectivo 2022-2025 sin conflictos'),
      line('Negociación del convenio colectivo 2022-2025 sin', { right: 0.9 }),
      line('conflictos', { right: 0.3 }),
    ]);
    expect(read.map((j) => [j.title, j.start_year, j.end_year])).toEqual([['Directora de Recursos Humanos', 2019, 2025]]);
    // (Control: a header with its period at the end is a job.)
    expect(jobs([line('Analista, Banco Meseta 2013-2018'), line('Gestión de nóminas.')]).map((j) => [j.title, j.company?.name, j.start_year, j.end_year])).toEqual([['Analista', 'Banco Meseta', 2013, 2018]]);
  });

  it('takes a date or a "since" after a bullet sentence’s first words for no job’s period', () => {
    const read = jobs([
      line('Banner Medical Center', { bold: true }),
      row(['Registered Nurse', 'Aug 2021 – Present']),
      line('• Relief charge nurse on a 32-bed unit.'),
      line('• Precept new graduate nurses; trained 9 preceptees since 2022.'),
      line('• Led the falls committee in 2023'),
    ]);
    expect(read.map((j) => [j.title, j.company?.name, j.start_year])).toEqual([['Registered Nurse', 'Banner Medical Center', 2021]]);
    // (Control: a list item that is a job's header with its dates stays a job.)
    expect(jobs([line('• Barista, Café Lumen, since 2022'), line('• Kitchen Porter, The Anchor, 2019 – 2021')]).map((j) => [j.title, j.start_year, j.currently_working])).toEqual([
      ['Barista', 2022, true],
      ['Kitchen Porter', 2019, false],
    ]);
  });

  it('takes the text after the dates on a line that starts with them, under a title and a company, for neither (a place: "· Guadalajara, Jal.")', () => {
    const read = jobs([
      line('Ingeniero de Calidad de Proveedores', { bold: true }),
      line('Flex', { bold: true }),
      line('Jun. 2016 – Dic. 2019 · Zapopan, Jal.', { size: 0.88 }),
      line('Desarrollo y auditoría de 25 proveedores de componentes electrónicos.', { x: 0.04 }),
      line('Practicante de Ingeniería de Procesos', { bold: true }),
      line('Jabil', { bold: true }),
      line('Ene. 2015 – Jul. 2015 · Guadalajara, Jal.', { size: 0.88 }),
      line('Estudios de tiempos y balanceo de líneas SMT.', { x: 0.04 }),
    ]);
    expect(read.map((j) => [j.title, j.company?.name, j.start_year, j.start_month, j.end_month])).toEqual([
      ['Ingeniero de Calidad de Proveedores', 'Flex', 2016, 6, 12],
      ['Practicante de Ingeniería de Procesos', 'Jabil', 2015, 1, 7],
    ]);
    // (Control: with one header line above, the text beside the dates is the entry's own.)
    expect(jobs([line('Practicante de Ingeniería de Procesos', { bold: true }), line('Ene. 2015 – Jul. 2015 · Jabil'), line('Estudios de tiempos y balanceo de líneas SMT.')])[0]).toMatchObject({ title: 'Practicante de Ingeniería de Procesos', company: { name: 'Jabil' } });
  });

  it('reads a Mexican state after a town as a place ("Zapopan, Jal.", "Monterrey, N.L.")', () => {
    const places = gazetteerOf([{ name: 'Zapopan', country: 'MX', population: 1_200_000 }, { name: 'Monterrey', country: 'MX', population: 1_100_000 }]);
    const read = (lines: Line[]) => readExperience(sectionLines(sectionsOf([heading('Experiencia'), ...lines]), 'experience'), places);
    expect(read([row(['Ingeniero de Calidad, Flex, Zapopan, Jal.', '2016 – 2019']), row(['Analista, Cemex, Monterrey, N.L.', '2014 – 2016'])]).map((j) => j.company?.name)).toEqual(['Flex', 'Cemex']);
  });

  it('reads a short tail after a comma as a town where the section writes its jobs "Company, Town"', () => {
    const places = gazetteerOf([{ name: 'Stoke-on-Trent', country: 'GB', population: 372_775 }, { name: 'Newcastle-under-Lyme', country: 'GB', population: 75_794 }]);
    const read = (lines: Line[]) => readExperience(sectionLines(sectionsOf([heading('Employment History'), ...lines]), 'experience'), places);
    const jobsOf = (companies: string[]) => companies.flatMap((c, k) => [line(`Care Assistant – ${c}`, { bold: true }), line(`${2019 - 2 * k} – ${2020 - 2 * k}`), line('Personal care for residents.', { x: 0.05 })]);
    expect(read(jobsOf(['Bluebird Care, Stoke-on-Trent', 'Hilltop Manor Care Home, Newcastle-under-Lyme', 'Wilko, Hanley', 'Smith, Jones & Partners'])).map((j) => j.company?.name)).toEqual([
      'Bluebird Care',
      'Hilltop Manor Care Home',
      'Wilko',
      'Smith, Jones & Partners',
    ]);
    // (Control: with one known town only, an unknown tail stays the company's.)
    expect(read(jobsOf(['Bluebird Care, Stoke-on-Trent', 'Wilko, Hanley'])).map((j) => j.company?.name)).toEqual(['Bluebird Care', 'Wilko, Hanley']);
  });

  it('reads a README-style job: "### Company — Title" over "start → end · place"', () => {
    const read = jobs([
      line('### Cloudflare — Senior Systems Engineer', { bold: true, size: 1.07 }),
      row(['2022-04 → present', '·', 'remote']),
      line('Tech lead for the config distribution service (Go, Kafka, Postgres).', { x: 0.04 }),
      line('### Cloudflare — Systems Engineer', { bold: true, size: 1.07 }),
      row(['2020-01 → 2022-03', '·', 'Austin,', 'TX']),
      line('Rewrote the log shipping sidecar in Rust.', { x: 0.04 }),
    ]);
    expect(read.map((j) => [j.title, j.company?.name, j.start_year, j.start_month, j.end_year, j.end_month, j.currently_working])).toEqual([
      ['Senior Systems Engineer', 'Cloudflare', 2022, 4, null, null, true],
      ['Systems Engineer', 'Cloudflare', 2020, 1, 2022, 3, false],
    ]);
    // (Control: a company whose last word names it stays the company: "Acme Systems".)
    expect(titleScore('Senior Systems Engineer')).toBeGreaterThan(titleScore('Acme Systems'));
  });

  it('reads a 職務経歴書: a company with its period in brackets over its facts and a table of roles is a group, no job', () => {
    const read = readExperience(
      sectionLines(
        sectionsOf([
          nameLine('佐藤 健太'),
          heading('■職務経歴'),
          line('富士通株式会社（2014年4月～2020年3月）'),
          row(['事業内容：ICTサービス', '資本金：3,246億円', '従業員数：約124,000名（連結） 雇用形態：正'], { size: 0.9 }),
          line('社員', { size: 0.9 }),
          row(['期間', '業務内容'], { x: 0.1 }),
          row(['2014年4月～2017年3月', 'システムエンジニア（金融システム事業本部）']),
          line('【プロジェクト】地方銀行向け勘定系システム更改', { x: 0.25 }),
          line('預金・為替業務の詳細設計、Javaによる開発', { x: 0.27 }),
          row(['2017年4月～2020年3月', '主任システムエンジニア（金融システム事業本部）']),
          line('【プロジェクト】ネット銀行向けAPI基盤構築', { x: 0.25 }),
          line('株式会社メルカリ（2020年4月～現在）'),
          row(['事業内容：フリマアプリ', '従業員数：約2,000名'], { size: 0.9 }),
          row(['期間', '業務内容'], { x: 0.1 }),
          row(['2020年4月～2022年3月', 'バックエンドエンジニア（メルペイ 決済基盤チーム）']),
          line('Go・gRPCによる決済マイクロサービスの設計・開発', { x: 0.27 }),
          row(['2022年4月～現在', 'テックリード（メルペイ 決済基盤チーム）']),
          line('設計レビュー、採用面接を担当', { x: 0.27 }),
        ]),
        'experience',
      ),
    );
    expect(read.map((j) => [j.title, j.company?.name, j.start_year, j.end_year, j.currently_working])).toEqual([
      ['システムエンジニア', '富士通株式会社', 2014, 2017, false],
      ['主任システムエンジニア', '富士通株式会社', 2017, 2020, false],
      ['バックエンドエンジニア', '株式会社メルカリ', 2020, 2022, false],
      ['テックリード', '株式会社メルカリ', 2022, null, true],
    ]);
  });

  it('reads the place a page sets apart after the company as a place, not as words of the company', () => {
    const places = gazetteerOf([{ name: 'Seattle', country: 'US', population: 740_000 }, { name: 'München', country: 'DE', population: 1_500_000 }]);
    const read = (lines: Line[]) => readExperience(sectionLines(sectionsOf([heading('Experience'), ...lines]), 'experience'), places);
    expect(read([row(['Software Engineer Intern', 'June 2018 – July 2018']), row(['Amazon', 'Seattle, WA']), line('• Built the team’s release tooling')])[0]).toMatchObject({
      title: 'Software Engineer Intern',
      company: { name: 'Amazon' },
      start_month: 6,
      end_month: 7,
    });
    expect(read([row(['Werkstudent', '04/2019 – 09/2019']), row(['Siemens', 'München'])])[0]).toMatchObject({ title: 'Werkstudent', company: { name: 'Siemens' } });
  });

  it('keeps a job whose period holds a later job’s (a visiting post during it) a job of its own, not a company group', () => {
    const places = gazetteerOf([{ name: 'Boston', country: 'US', population: 650_000 }, { name: 'Stockholm', country: 'SE', population: 980_000 }]);
    const read = readExperience(sectionLines(sectionsOf([heading('Experience'),
      line('Dana-Farber Cancer Institute — Biostatistician II'),
      line('Boston • September 2017 - February 2021'),
      line('• Designed and analysed investigator-initiated trials.', { list: true }),
      line('Karolinska Institutet — Visiting Researcher'),
      line('Stockholm • June 2018 - July 2018'),
      line('• Linked registry data to trial cohorts.', { list: true }),
    ]), 'experience'), places);
    expect(read.map((j) => [j.title, j.company?.name, j.start_year, j.end_year])).toEqual([
      ['Biostatistician II', 'Dana-Farber Cancer Institute', 2017, 2021],
      ['Visiting Researcher', 'Karolinska Institutet', 2018, 2018],
    ]);
  });

  it('takes the line under a title set alone beside its dates for the company when it names one or ends in a place', () => {
    const places = gazetteerOf([{ name: 'Bonn', country: 'DE', population: 330_000 }, { name: 'Köln', country: 'DE', population: 1_080_000 }]);
    const read = readExperience(
      sectionLines(
        sectionsOf([
          heading('Beruflicher Werdegang'),
          row(['10/2014 – heute', 'Senior Controllerin bei REWE Group, Köln']),
          line('– Verantwortung für das Vertriebscontrolling der Region West', { x: 0.26 }),
          row(['08/2011 – 09/2014', 'Controllerin']),
          line('Deutsche Post DHL Group, Bonn', { x: 0.26 }),
          line('– Kostenstellencontrolling und Abweichungsanalysen', { x: 0.26 }),
        ]),
        'experience',
      ),
      places,
    );
    expect(read.map((j) => [j.title, j.company?.name])).toEqual([
      ['Senior Controllerin', 'REWE Group'],
      ['Controllerin', 'Deutsche Post DHL Group'],
    ]);
    expect(read[1].summary).not.toContain('Deutsche Post');
    expect(read[1].summary).toContain('Kostenstellencontrolling');
  });

  it('leaves a note in brackets after the company out, but not a bracket of its name', () => {
    expect(withoutNote('Boulangeries Dupont SAS, Villeurbanne (12 magasins, 85 salariés)')).toBe('Boulangeries Dupont SAS, Villeurbanne');
    expect(withoutNote('Jumbo Supermarkten (via Randstad)')).toBe('Jumbo Supermarkten');
    expect(withoutNote('Acme (UK)')).toBe('Acme (UK)');
    expect(withoutNote('Siemens (Schweiz) AG')).toBe('Siemens (Schweiz) AG');
  });

  it('keeps each job’s description as its summary', () => {
    const read = jobs([row(['Planner, Van Dijk Logistics', '2016 – 2019']), line('Route planning for 40 trucks.', { right: 0.5 }), line('• Cut fuel use by a tenth', { right: 0.4 })]);
    expect(read[0].summary).toBe('<p>Route planning for 40 trucks.</p><ul><li>Cut fuel use by a tenth</li></ul>');
  });

  it('gives a role without a company of its own the company of the role before it', () => {
    const read = jobs([row(['Senior Controllerin, Hanse Logistik AG', '2015 – 2019']), row(['Controllerin', '2012 – 2015'])]);
    expect(read.map((e) => [e.title, e.company?.name])).toEqual([
      ['Senior Controllerin', 'Hanse Logistik AG'],
      ['Controllerin', 'Hanse Logistik AG'],
    ]);
  });

  it('ends a single-year job in its year', () => {
    expect(jobs([row(['Intern, Acme Ltd', '2014'])])[0]).toMatchObject({ start_year: 2014, end_year: 2014, currently_working: false });
  });

  it('scores job words up and company and school words down', () => {
    expect(titleScore('Teamleiterin')).toBeGreaterThan(0);
    expect(titleScore('Hanse Logistik AG')).toBeLessThan(0);
    expect(titleScore('Universität Hamburg')).toBeLessThan(0);
  });
});

describe('a header line that names both title and company', () => {
  it('is the whole header: the lines under it, bullets without a stop, are the description', () => {
    const read = jobs([
      row(['Apr 2021 - Dez 2022', 'Chef de Partie bei Gasthof Von Bergen']),
      line('Einarbeitung von 3 neuen Mitarbeitenden in Service und Allergenkennzeichnung'),
      line('Gästezufriedenheit innerhalb einer Saison um 33 % gesteigert'),
      row(['Sep 2019 - Okt 2020', 'Servicekraft at Gasthof Schmidt']),
      line('Einführung einer saisonalen Speisekarte'),
    ]);
    expect(read.map((e) => [e.title, e.company?.name, e.start_year])).toEqual([
      ['Chef de Partie', 'Gasthof Von Bergen', 2021],
      ['Servicekraft', 'Gasthof Schmidt', 2019],
    ]);
  });

  it('control: "en" and "em" join a title’s own words, so a title line with them and a company line under it stay two', () => {
    const read = jobs([row(['Técnico en Electrónica', '2018 – 2020']), line('Siemens Gamesa Renewable Energy')]);
    expect(read.map((e) => [e.title, e.company?.name])).toEqual([['Técnico en Electrónica', 'Siemens Gamesa Renewable Energy']]);
  });
});

describe('Japanese jobs', () => {
  it('tell the title from the company by their words, and a company and title written apart by a space', () => {
    const doc = sectionsOf([nameLine('小林 隆'), heading('職務経歴'), row(['2022年9月 – 至', '株式会社朝日エンジニアリング（仙台） 設計課長']), line('現在'), row(['2015年3月 – 2017年5月', '研究開発エンジニア']), line('大和精機')]);
    expect(readExperience(sectionLines(doc, 'experience')).map((j) => [j.title, j.company?.name, j.start_year, j.currently_working])).toEqual([
      ['設計課長', '株式会社朝日エンジニアリング', 2022, true],
      ['研究開発エンジニア', '大和精機', 2015, false],
    ]);
  });
});

describe('a title the page wrapped', () => {
  it('is joined again where its second line starts in lower case', () => {
    const doc = sectionsOf([heading('Experiencia'), line('Estudiante de Enfermería en'), line('prácticas'), line('Hospital Ferrari'), line('09/2013 – 06/2015')]);
    expect(readExperience(sectionLines(doc, 'experience')).map((e) => [e.title, e.company?.name])).toEqual([['Estudiante de Enfermería en prácticas', 'Hospital Ferrari']]);
  });
});

describe('a company set under its title in heading styles', () => {
  it('is the company when the heading over the single job reads as its title', () => {
    const read = jobs([
      line('Academia Levante', { heading: 3, size: 1.45 }),
      line('Jefa de Departamento', { heading: 1, size: 2, bold: true }),
      line('2024 - 2025'),
      line('Coordinación de un equipo de 6 docentes de idiomas.'),
      line('Colegio San Agustín', { heading: 3, size: 1.45 }),
      line('Coordinador de Ciclo', { heading: 1, size: 2, bold: true }),
      line('2020 - 2023'),
    ]);
    expect(read.map((e) => [e.title, e.company?.name])).toEqual([
      ['Jefa de Departamento', 'Academia Levante'],
      ['Coordinador de Ciclo', 'Colegio San Agustín'],
    ]);
  });
});

describe('headers as typeset pages break and word them', () => {
  it('joins a word the page broke with a hyphen beside the dates', () => {
    const read = jobs([row(['Responsable marketing digital, Agence Ri-', 'juin 2022 - mars 2025']), line('viera Ltd., Montréal.'), line('Campagnes pour des clients de la distribution et du voyage, en agence.')]);
    expect(read.map((e) => [e.title, e.company?.name])).toEqual([['Responsable marketing digital', 'Agence Riviera Ltd.']]);
  });

  it('reads "en", "at" before a word in lower case as part of the title', () => {
    expect(jobs([row(['Estudiante de Enfermería en prácticas, Hospital Ferrari', '2015 – 2017'])])[0]).toMatchObject({ title: 'Estudiante de Enfermería en prácticas', company: { name: 'Hospital Ferrari' } });
  });

  it('reads the company after the first "at" or "en" followed by a capital', () => {
    expect(jobs([row(['Técnico de Obra en prácticas at Construcciones Goikoetxea S.A. de C.V.', '2021 – 2025'])])[0]).toMatchObject({ title: 'Técnico de Obra en prácticas', company: { name: 'Construcciones Goikoetxea S.A. de C.V.' } });
  });
});

describe('titles and companies in the CV languages', () => {
  it.each([
    ['Infirmière coordinatrice', 'Polyclinique Atlantique'],
    ['Enfermero', 'Clínica Meseta'],
    ['Maître d’hôtel', 'Auberge Cévennes Sàrl'],
    ['Buchhalterin', 'Wagner Treuhand e.K.'],
    ['Planeador de Transportes', 'Algarve Cargas'],
  ])('%s at %s, in either order', (title, company) => {
    expect(jobs([line(company), line(title), line('2019 – 2021')])[0]).toMatchObject({ title, company: { name: company } });
    expect(jobs([line(title), line(company), line('2019 – 2021')])[0]).toMatchObject({ title, company: { name: company } });
  });
});
