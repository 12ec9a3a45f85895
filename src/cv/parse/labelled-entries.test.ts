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
