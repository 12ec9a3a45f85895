import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../test-support/resume-lines.js';
import { readEducation } from './fields/education.js';
import { readExperience } from './fields/experience.js';
import { labelField } from './labelled-entries.js';
import { sectionLines } from './sections.js';

describe('Europass labels', () => {
  it.each([
    ['Occupation or position held', 'role'],
    ['Função ou cargo ocupado', 'role'],
    ['Name und Adresse des Arbeitgebers', 'organisation'],
    ['Nome e tipo da organização de ensino ou', 'organisation'],
    ['Datum', 'dates'],
    ['Wichtigste Tätigkeiten und Zuständigkeiten', 'activities'],
    // Other wordings, by their key words.
    ['Intitulé du diplôme délivré', 'role'],
    ['Employer', 'organisation'],
    ['Nome dell’istituto di istruzione', 'organisation'],
  ])('%s introduces the %s', (label, field) => expect(labelField(label)).toBe(field));

  it('are not found in ordinary text', () => {
    expect(labelField('Senior Nurse')).toBeNull();
    expect(labelField('Da')).toBeNull();
  });
});

describe('a section written as labelled fields', () => {
  const doc = sectionsOf([
    nameLine('Djamila Sousa'),
    heading('Experiência profissional'),
    row(['Datas', '2022/11 - presente']),
    row(['Função ou cargo ocupado', 'Fisioterapeuta Sénior']),
    row(['Principais actividades e responsabilidades', '• Articulação das altas com a rede de cuidados continuados']),
    line('• Redução de 9% das quedas com um novo protocolo'),
    row(['Nome e morada do empregador', 'Hospital São José, Lisboa']),
    row(['Datas', '2014/02 - 2016/06']),
    row(['Função ou cargo ocupado', 'Técnico de Enfermagem']),
    row(['Nome e morada do empregador', 'Hospital Santa Luzia']),
    heading('Educação e formação'),
    row(['Datas', '2007/09 - 2011/09']),
    row(['Designação da qualificação atribuída', 'Bacharelado em Enfermagem']),
    row(['Nome e tipo da organização de ensino ou', 'Universidade de Lisboa']),
    line('formação'),
    heading('Aptidões e competências pessoais'),
    row(['Língua(s) materna(s)', 'Português']),
  ]);

  it('gives one job per dates label, with its role, employer (without the place) and activities', () => {
    const jobs = readExperience(sectionLines(doc, 'experience'));
    expect(jobs.map((j) => [j.title, j.company?.name, j.start_year, j.start_month, j.end_year, j.currently_working])).toEqual([
      ['Fisioterapeuta Sénior', 'Hospital São José', 2022, 11, null, true],
      ['Técnico de Enfermagem', 'Hospital Santa Luzia', 2014, 2, 2016, false],
    ]);
    expect(jobs[0].summary).toContain('Redução de 9% das quedas');
  });

  it('gives one study per dates label, and the wrapped rest of a label is no value', () => {
    expect(readEducation(sectionLines(doc, 'education')).map((e) => [e.title, e.institution?.name, e.start_year, e.graduation_year])).toEqual([
      ['Bacharelado em Enfermagem', 'Universidade de Lisboa', 2007, 2011],
    ]);
  });
});

describe('the first Europass (formato europeo): labels with a bullet, a label over its values, employers with their address', () => {
  const doc = sectionsOf([
    nameLine('Chiara Bellandi'),
    heading('Esperienza lavorativa'),
    row(['• Date (da – a)', 'Dal 01/11/2016 ad oggi']),
    row(['• Nome e indirizzo del datore di lavoro', 'Villa Donatello S.p.A., Viale Ugo Bassi 1, 50137 Firenze']),
    row(['• Tipo di azienda o settore', 'Casa di cura privata accreditata con il SSN']),
    row(['• Tipo di impiego', 'Infermiera']),
    line('• Principali mansioni e responsabilità'),
    line('• turni diurni e notturni, coordinamento di 3 operatori socio-sanitari per turno'),
    row(['• Date (da – a)', '01/09/2011 – 28/02/2013']),
    row(['• Nome e indirizzo del datore di lavoro', 'Fondazione Don Carlo Gnocchi Onlus, Via di Scandicci 269, 50143 Firenze']),
    row(['• Tipo di impiego', 'Infermiera – contratto a tempo determinato']),
  ]);
  it('reads each job by its labels: the sector is no employer, the address no part of its name', () => {
    const jobs = readExperience(sectionLines(doc, 'experience'));
    expect(jobs.map((j) => [j.title, j.company?.name, j.start_year, j.end_year, j.currently_working])).toEqual([
      ['Infermiera', 'Villa Donatello S.p.A.', 2016, null, true],
      ['Infermiera – contratto a tempo determinato', 'Fondazione Don Carlo Gnocchi Onlus', 2011, 2013, false],
    ]);
    expect(jobs[0].summary).toContain('turni diurni e notturni');
    expect(jobs[0].summary).not.toContain('Principali mansioni');
  });
  it('reads a labelled study as any other: its grade and the town after its school left out', () => {
    const studies = sectionsOf([
      nameLine('Chiara Bellandi'),
      heading('Istruzione e formazione'),
      row(['• Date (da – a)', '2007 – 2010']),
      row(['• Nome e tipo di istituto di istruzione o formazione', 'Liceo Scientifico Statale "Leonardo da Vinci", Firenze']),
      row(['• Qualifica conseguita', 'Diploma di maturità scientifica, voto 98/100']),
    ]);
    expect(readEducation(sectionLines(studies, 'education')).map((e) => [e.title, e.institution?.name, e.start_year, e.graduation_year])).toEqual([
      ['Diploma di maturità scientifica', 'Liceo Scientifico Statale "Leonardo da Vinci"', 2007, 2010],
    ]);
  });
  it('knows the labels in other languages of that form', () => {
    expect(['Dates (from – to)', 'Datum (von – bis)', 'Fechas (de – a)', '• Tipo di azienda o settore', 'Livello nella classificazione nazionale (se pertinente)', 'Principali materie / abilità professionali oggetto dello studio'].map(labelField)).toEqual(['dates', 'dates', 'dates', 'sector', 'level', 'subjects']);
  });
});

describe('jobs whose fields are labelled and whose period stands alone above them', () => {
  it('are read by their labels, each period alone the dates of the fields under it', () => {
    const doc = sectionsOf([
      nameLine('Sergio Navarro Gil'),
      heading('Experiencia laboral'),
      line('Mayo 2018 – Actualidad'),
      line('Empresa: SAICA'),
      line('Puesto: Oficial de 1ª de mantenimiento electromecánico'),
      line('Funciones:'),
      line('• Diagnóstico de averías en autómatas Siemens S7-1500.'),
      line('Septiembre 2015 – Abril 2018'),
      line('Empresa: BSH Electrodomésticos'),
      line('Puesto: Técnico de mantenimiento (contratado a través de ETT hasta 2016)'),
    ]);
    const jobs = readExperience(sectionLines(doc, 'experience'));
    expect(jobs.map((j) => [j.title, j.company?.name, j.start_year, j.start_month, j.end_year, j.currently_working])).toEqual([
      ['Oficial de 1ª de mantenimiento electromecánico', 'SAICA', 2018, 5, null, true],
      ['Técnico de mantenimiento (contratado a través de ETT hasta 2016)', 'BSH Electrodomésticos', 2015, 9, 2018, false],
    ]);
    expect(jobs[0].summary).toContain('Diagnóstico de averías');
  });
});

describe('jobs written as labelled lines, the dates last', () => {
  it('reads "Company: …" / "Designation: …" / "Duration: …" as one job each, without the labels', () => {
    const doc = sectionsOf([
      nameLine('Priya Venkataraman'),
      heading('Work Experience'),
      line('Company: Infosys Limited'),
      line('Designation: Senior Systems Engineer'),
      line('Duration: June 2021 – Till Date'),
      line('Roles and Responsibilities:', { bold: true }),
      line('Developing REST APIs in Spring Boot for a private sector bank.', { list: true }),
      line('Company: Tata Consultancy Services'),
      line('Designation: Systems Engineer'),
      line('Duration: July 2018 – May 2021'),
    ]);
    expect(readExperience(sectionLines(doc, 'experience')).map((j) => [j.title, j.company?.name, j.start_year, j.end_year, j.currently_working])).toEqual([
      ['Senior Systems Engineer', 'Infosys Limited', 2021, null, true],
      ['Systems Engineer', 'Tata Consultancy Services', 2018, 2021, false],
    ]);
  });
});

describe('studies written as a table under a row of column labels', () => {
  it('reads each row by its columns: the first of two institution columns, the year, no grade', () => {
    const doc = sectionsOf([
      nameLine('Priya Venkataraman'),
      heading('Educational Qualifications'),
      row(['Qualification', 'Institution', 'Board / University', 'Year of Passing', 'Percentage / CGPA'], { bold: true }),
      row(['B.E. (Computer Science and Engineering)', 'PSG College of Technology', 'Anna University', '2018', '8.4 CGPA']),
      row(['Class XII', 'Kendriya Vidyalaya Adyar', 'CBSE', '2014', '91.2%']),
    ]);
    expect(readEducation(sectionLines(doc, 'education')).map((e) => [e.title, e.institution?.name, e.graduation_year])).toEqual([
      ['B.E. (Computer Science and Engineering)', 'PSG College of Technology', 2018],
      ['Class XII', 'Kendriya Vidyalaya Adyar', 2014],
    ]);
  });
});
