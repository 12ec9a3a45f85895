import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeSavability, savability, saveRule, truthShowsSavable } from './savable.js';

const shows = {
  _meta: { not_rendered: [] as string[] },
  first_name: 'Anna',
  last_name: 'van der Berg',
  summary: 'Site engineer with ten years on bridges.',
  skills: ['AutoCAD', 'Revit', 'Concrete', 'Steel', 'Surveying'],
  experience: [{ title: 'Site Engineer', company: 'Bam' }],
  education: [{ title: 'MSc Civil Engineering', institution: 'TU Delft' }],
};

describe('truthShowsSavable', () => {
  it('holds when the resume shows both names, a profile, five skills, a job and whole studies', () => {
    expect(truthShowsSavable(shows)).toBe(true);
    expect(truthShowsSavable({ ...shows, education: [{ title: 'MSc', institution: { name: 'TU Delft' } }] })).toBe(true);
  });

  it.each([
    ['four skills', { skills: shows.skills.slice(0, 4) }],
    ['no profile', { summary: null }],
    ['a profile the layout does not print', { _meta: { not_rendered: ['summary'] } }],
    ['skills the layout does not print', { _meta: { not_rendered: ['skills'] } }],
    ['no job', { experience: [] }],
    ['a study without its institution', { education: [{ title: 'MSc', institution: null }] }],
    ['no last name', { last_name: ' ' }],
  ])('fails with %s', (_, change) => {
    expect(truthShowsSavable({ ...shows, ...change })).toBe(false);
  });
});

describe('savability', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savable-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (stem: string, truth: object) => fs.writeFileSync(path.join(dir, `${stem}.truth.json`), JSON.stringify(truth));
  write('a', shows);
  write('b', shows);
  write('c', shows);
  write('short', { ...shows, skills: ['Revit'] });

  it('counts the files whose resume shows what a save needs, those that save, and the rules that stopped the others', () => {
    const s = savability(dir, { a: [], b: ['skills', 'education.0.title', 'education.1.title'], c: ['details'], short: ['skills'] });
    expect(s).toEqual({ eligible: 3, savable: 1, blockers: { skills: 1, education: 1, details: 1 } });
    expect(describeSavability(s)).toBe('savable as imported: 1 of 3 files whose resume shows what a save needs (33 %); stopped by skills 1, education 1, details 1');
  });

  it('leaves out the files that were not parsed', () => {
    expect(savability(dir, { a: [] })).toEqual({ eligible: 1, savable: 1, blockers: {} });
    expect(saveRule('education.2.institution.name')).toBe('education');
  });
});
