import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePeople } from './people.js';
import { diceSimilarity, formatTable, linkedinHandle, newCounts, normalise, overall, sameEducationTitle, samePhone, scoreCorpus, scoreOne, SCORED_FIELDS, summaryFigures, tokenF1, tokensOf, type Counts } from './score.js';
import { truthFor } from './truth.js';
import type { LayoutFamily, Truth } from './types.js';

const family = (name: string, group = 'g'): LayoutFamily => ({ name, group, formats: ['pdf'], available: async () => null, render: async () => Promise.reject(new Error('unused')) });

/** Truth files of generated people, as a family that prints everything would have them. */
const truths = generatePeople({ count: 16, seed: 5 }).map((p, i) =>
  truthFor(p, family(i % 2 ? 'odd' : 'even'), { bytes: new Uint8Array(), format: 'pdf', producedBy: 'test', notRendered: i % 3 ? [] : ['experience.month'] }, `${p.slug}.pdf`),
);
const withoutMeta = (t: Truth) => {
  const copy = structuredClone(t) as Partial<Truth>;
  delete copy._meta;
  return copy;
};
const tally = (c: Counts, field: (typeof SCORED_FIELDS)[number]) => c.fields[field];

const base: Truth = {
  _meta: { file: 'a.pdf', family: 'f', theme: 'f', group: 'g', language: 'en', format: 'pdf', produced_by: 't', not_rendered: [] },
  first_name: 'Anna',
  last_name: 'van der Berg',
  title: 'Engineer',
  email: 'a@example.com',
  phones: ['+44 (0)131 496 0123'],
  linkedin: 'https://www.linkedin.com/in/anna-vdb',
  location: { city: 'Edinburgh', country: 'GB' },
  experience: [
    { title: 'Engineer', company: 'Acme Ltd', start_year: 2019, start_month: 3, end_year: null, end_month: null, currently_working: true, summary: 'Built the platform\nLed a team of five' },
    { title: 'Intern', company: 'Globex', start_year: 2018, start_month: null, end_year: 2018, end_month: null, currently_working: false },
  ],
  education: [{ title: 'MSc Computer Science', institution: 'University of Edinburgh', start_year: 2016, graduation_year: 2017 }],
  skills: ['Go', 'SQL', 'C#'],
  languages: ['English'],
  summary: 'Engineer with five years of experience.',
};

describe('matching rules', () => {
  it('normalises strings: NFKC, case, ß, white space, punctuation at the ends but not #', () => {
    expect(normalise('  Ｓｅｎｉｏｒ  Engineer. ')).toBe('senior engineer');
    expect(normalise('Jürgen WEISS')).toBe(normalise('Jürgen Weiß'));
    expect(normalise('C#.')).toBe('c#');
    expect(normalise('(C#)')).toBe('c#');
    expect(normalise('...')).toBeNull();
  });

  it('compares phones by digits, with or without the country code and the trunk zero', () => {
    expect(samePhone('+44 (0)131 496 0123', '0131 496 0123')).toBe(true);
    expect(samePhone('+44 (0)131 496 0123', '+44 131 496 0123')).toBe(true);
    expect(samePhone('+31 6 12345678', '06-12345678')).toBe(true);
    expect(samePhone('0049 30 1234567', '030 1234567')).toBe(true);
    expect(samePhone('+1 (212) 555-0147', '212.555.0147')).toBe(true);
    expect(samePhone('+31 6 12345678', '+31 6 12345679')).toBe(false);
    expect(samePhone('+33 6 12345678', '+31 6 12345678')).toBe(false);
  });

  it('compares LinkedIn by its handle', () => {
    expect(linkedinHandle('https://uk.linkedin.com/in/Some-One/')).toBe('some-one');
    expect(linkedinHandle('linkedin.com/in/some-one')).toBe(linkedinHandle('some-one'));
    expect(linkedinHandle('@some%2Done')).toBe('some-one');
    const c = scoreOne(base, { ...withoutMeta(base), linkedin: 'anna-vdb' });
    expect(tally(c, 'linkedin')).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('treats an education title with the same words in any order, or the same letters, as equal', () => {
    expect(sameEducationTitle('MSc Computer Science', 'Computer Science, MSc')).toBe(true);
    expect(sameEducationTitle('MSc Computer Science', 'MSc in Computer Science')).toBe(true);
    expect(sameEducationTitle('学士 経営学部 経営学科', '学士経営学部経営学科')).toBe(true);
    expect(sameEducationTitle('MSc Computer Science', 'BSc Computer Science')).toBe(false);
    const c = scoreOne(base, { ...withoutMeta(base), education: [{ title: 'Computer Science (MSc)', institution: 'University of Edinburgh', start_year: 2016, graduation_year: 2017 }] });
    expect(tally(c, 'education.title')).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('measures bigram Dice similarity', () => {
    expect(diceSimilarity('Acme Ltd', 'ACME LTD.')).toBe(1);
    expect(diceSimilarity('Acme', 'Globex')).toBeLessThan(0.2);
    expect(diceSimilarity(null, 'x')).toBe(0);
  });
});

describe('scoreOne', () => {
  it('scores a truth against itself as 1', () => {
    expect(overall(scoreOne(base, withoutMeta(base)))).toBe(1);
    const c = newCounts();
    for (const t of truths) scoreOne(t, withoutMeta(t), c);
    expect(overall(c)).toBe(1);
    expect(summaryFigures(c).mean).toBe(1);
  });

  it('scores an empty prediction as 0: every value missed', () => {
    const c = scoreOne(base, null);
    expect(overall(c)).toBe(0);
    expect(tally(c, 'experience.title')).toEqual({ tp: 0, fp: 0, fn: 2 });
    expect(tally(c, 'experience.start_month')).toEqual({ tp: 0, fp: 0, fn: 1 });
  });

  it('pairs entries by similarity, not position', () => {
    const p = withoutMeta(base);
    p.experience = [...p.experience!].reverse();
    p.experience[0] = { ...p.experience[0], company: 'GLOBEX' };
    expect(overall(scoreOne(base, p))).toBe(1);
  });

  it('counts an unpaired truth entry as missed and an unpaired predicted entry as spurious (months of the latter ignored)', () => {
    const p = withoutMeta(base);
    p.experience = [
      p.experience![0],
      { title: 'Volunteer', company: 'Red Cross', start_year: 2015, start_month: 6, end_year: 2016, end_month: 1, currently_working: false },
    ];
    const c = scoreOne(base, p);
    expect(tally(c, 'experience (entries)')).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(tally(c, 'experience.title')).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(tally(c, 'experience.company')).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(tally(c, 'experience.start_year')).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(tally(c, 'experience.end_year')).toEqual({ tp: 0, fp: 1, fn: 1 });
    // The truth's Intern entry has no months: nothing missed; the Red Cross months are not counted.
    expect(tally(c, 'experience.start_month')).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(tally(c, 'experience.end_month')).toEqual({ tp: 0, fp: 0, fn: 0 });
  });

  it('scores a month only where the truth has one', () => {
    const p = withoutMeta(base);
    p.experience = [
      { ...p.experience![0], end_month: 4 },
      { ...p.experience![1], start_month: 7, end_month: 9 },
    ];
    expect(overall(scoreOne(base, p))).toBe(1);
    const wrong = withoutMeta(base);
    wrong.experience = [{ ...wrong.experience![0], start_month: 4 }, wrong.experience![1]];
    expect(tally(scoreOne(base, wrong), 'experience.start_month')).toEqual({ tp: 0, fp: 1, fn: 1 });
  });

  it('counts a wrong value as FP + FN, a value the truth lacks as FP', () => {
    const p = { ...withoutMeta(base), title: 'Senior Engineer', email: null, location: { city: 'Edinburgh', country: 'gb' } };
    const c = scoreOne({ ...base, location: { city: null, country: 'GB' } }, p);
    expect(tally(c, 'title')).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(tally(c, 'email')).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(tally(c, 'location.city')).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(tally(c, 'location.country')).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('scores skills and languages as sets', () => {
    const c = scoreOne(base, { ...withoutMeta(base), skills: ['go', 'SQL', 'C', 'Rust'], languages: [{ name: 'English' }] });
    expect(tally(c, 'skills')).toEqual({ tp: 2, fp: 2, fn: 1 });
    expect(tally(c, 'languages')).toEqual({ tp: 1, fp: 0, fn: 0 });
  });

  it('scores summaries by token F1, apart from the overall F1', () => {
    expect(tokenF1('Built the platform', 'built the platform')).toBe(1);
    expect(tokenF1('a b c d', 'a b')).toBeCloseTo(2 / 3);
    expect(tokenF1('text', null)).toBe(0);
    expect(tokensOf('職務経歴 Go言語')).toEqual(['職', '務', '経', '歴', 'go', '言', '語']);
    const p = withoutMeta(base);
    p.summary = null;
    p.experience = [{ ...p.experience![0], summary: 'Built the platform' }, p.experience![1]];
    const c = scoreOne(base, p);
    expect(overall(c)).toBe(1);
    const s = summaryFigures(c);
    expect(s.byKind.profile).toEqual({ mean: 0, count: 1 });
    expect(s.byKind.experience.count).toBe(1);
    expect(s.byKind.experience.mean).toBeCloseTo(tokenF1('Built the platform\nLed a team of five', 'Built the platform'));
  });

  it('prints a table ending with the overall F1', () => {
    const table = formatTable(scoreOne(base, withoutMeta(base)));
    expect(table).toContain('experience.start_month');
    expect(table.trim().split('\n').at(-1)).toBe('overall F1: 1.000');
  });
});

describe('scoreCorpus', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'score-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const stems = truths.map((t) => t._meta.file.replace(/\.pdf$/, ''));
  truths.forEach((t, i) => fs.writeFileSync(path.join(dir, `${stems[i]}.truth.json`), JSON.stringify(t)));

  it('scores a folder of truth files against predictions from a map or a folder, per group', () => {
    const map = new Map(truths.map((t, i) => [stems[i], withoutMeta(t)]));
    map.delete(stems[0]);
    const fromMap = scoreCorpus(dir, map, { by: 'theme' });
    expect(fromMap.files).toBe(16);
    expect(fromMap.missing).toEqual([stems[0]]);
    expect(fromMap.overall).toBeLessThan(1);
    expect(fromMap.perFile[stems[0]]).toBe(0);
    expect(fromMap.perFile[stems[1]]).toBe(1);
    expect(Object.keys(fromMap.groups)).toEqual(['even', 'odd']);
    expect(fromMap.groups.odd.overall).toBe(1);
    expect(fromMap.groups.even.overall).toBeLessThan(1);

    const preds = path.join(dir, 'predictions');
    fs.mkdirSync(preds);
    for (const [stem, p] of map) fs.writeFileSync(path.join(preds, `${stem}.json`), JSON.stringify(p));
    const fromDir = scoreCorpus(dir, preds);
    expect(fromDir.overall).toBe(fromMap.overall);
    expect(fromDir.fields['experience.title']).toEqual(fromMap.fields['experience.title']);
  });
});

// The labelled corpus's own scorer, where it is beside the project: both must count alike.
const SCORE_MJS = path.resolve(import.meta.dirname, '../../../shared/resume-corpus/score.mjs');
describe.skipIf(!fs.existsSync(SCORE_MJS))('agreement with the labelled corpus\'s score.mjs', () => {
  it('counts every field alike on perturbed predictions', async () => {
    const reference = (await import(SCORE_MJS)) as { scoreOne(t: unknown, p: unknown, c?: unknown): Record<string, { tp: number; fp: number; fn: number }> };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const mine = newCounts();
    let theirs: Record<string, { tp: number; fp: number; fn: number }> | undefined;
    for (const t of [...truths, base]) {
      const p = withoutMeta(t) as Record<string, unknown> & Partial<Truth>;
      if (random() < 0.3) p.first_name = `${p.first_name?.toUpperCase()}.`;
      if (random() < 0.4) p.phones = p.phones!.map((x) => x.replace(/^\+\d+\s*/, '0'));
      if (random() < 0.3) p.experience!.reverse();
      for (const e of p.experience!) {
        if (random() < 0.2) e.start_month = 1;
        if (random() < 0.2) e.title = `${e.title} (intern)`;
        if (random() < 0.1) e.company = 'X';
      }
      if (random() < 0.3) p.experience!.pop();
      if (random() < 0.3) p.experience!.push({ title: 'Volunteer', company: 'Red Cross', start_year: 2010, start_month: 3, end_year: null, end_month: null, currently_working: false });
      for (const e of p.education!) if (random() < 0.3) e.title = e.title?.split(' ').reverse().join(', ') ?? null;
      if (random() < 0.3) p.skills = [...p.skills!.slice(1), 'Foo', 'C#'];
      if (random() < 0.2) (p as Record<string, unknown>).location = 'Utrecht';
      scoreOne(t, p, mine);
      theirs = reference.scoreOne(t, p, theirs);
    }
    for (const f of SCORED_FIELDS) expect(mine.fields[f], f).toEqual(theirs![f]);
  });
});
