import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cvDataSchema } from '../../src/shared/schemas/cv.js';
import { chromiumMissing, closeCorpusPool } from './chromium.js';
import { FAMILIES } from './families/index.js';
import { PRODUCT_FAMILIES, productPlan } from './families/product.js';
import { generateCorpus, parseArgs, UsageError, type ManifestEntry } from './generate.js';
import { generatePeople } from './people.js';
import { seeded } from './random.js';
import { scoreCorpus } from './score.js';
import { isProductLanguage, toCv } from './to-cv.js';
import type { LayoutFamily, Person, Truth } from './types.js';
import { documentText, verifyTruth } from './verify.js';

afterAll(() => closeCorpusPool());

describe('toCv', () => {
  const people = generatePeople({ count: 96, seed: 21 });

  it('makes valid CV data of every person', () => {
    for (const p of people) {
      const result = cvDataSchema.safeParse(toCv(p));
      expect(result.success, `${p.slug}: ${result.error?.message}`).toBe(true);
    }
  });

  it('keeps names, jobs, studies and languages as the person has them', () => {
    const p = people.find((x) => x.language === 'de' && x.jobs.some((j) => j.bullets.length))!;
    const cv = toCv(p);
    expect([cv.first_name, cv.last_name, cv.title, cv.email]).toEqual([p.first, p.last, p.headline, p.email]);
    expect(cv.location).toEqual({ city: p.city, country: p.countryName, country_code: p.country });
    expect(cv.experience!.map((e) => [e.title, e.company?.name, e.start_year, e.end_year ?? null, e.currently_working])).toEqual(
      p.jobs.map((j) => [j.title, j.company, j.start.year, j.end?.year ?? null, j.end === null]),
    );
    const withBullets = p.jobs.findIndex((j) => j.bullets.length);
    expect(cv.experience![withBullets].summary).toContain(`<li>${p.jobs[withBullets].bullets[0].replace(/&/g, '&amp;')}</li>`);
    expect(cv.custom_fields!.languages!.map((l) => l.name)).toEqual(p.languages.map((l) => l.name));
    expect(cv.custom_fields!.template_language_variant).toBe('de');
    expect(cv.skills).toEqual(p.skillGroups.flatMap((g) => g.keywords));
  });

  it('has settings that say what they leave out', () => {
    const p = people.find((x) => x.language === 'ja')!;
    const plans = Array.from({ length: 40 }, (_, i) => productPlan(p, seeded(i)));
    expect(plans.every((plan) => plan.oldestFirst.includes('experience'))).toBe(true);
    for (const plan of plans) {
      const sections = plan.settings.sections!;
      expect(sections.includes('languages_info')).toBe(!plan.notRendered.includes('languages'));
      expect(sections.includes('brief')).toBe(!plan.notRendered.includes('summary'));
    }
    expect(new Set(plans.flatMap((plan) => plan.notRendered)).size).toBeGreaterThan(3);
  });

  it('offers the product families only in the product\'s languages', () => {
    expect(PRODUCT_FAMILIES.map((f) => f.name)).toEqual(['product-classic', 'product-modern', 'product-executive']);
    for (const f of PRODUCT_FAMILIES) {
      expect(f.group).toBe('product');
      expect(f.languages).toEqual(['en', 'nl', 'de', 'fr', 'it', 'ja']);
    }
    expect(isProductLanguage('es')).toBe(false);
  });
});

describe('parseArgs', () => {
  it('reads the options with their defaults', () => {
    expect(parseArgs(['--out', 'x'])).toMatchObject({ people: 20, seed: 1, perPerson: 4, out: path.resolve('x'), families: undefined, languages: undefined, formats: undefined });
    expect(parseArgs(['--people=3', '--seed', '9', '--out', '/tmp/y', '--per-person', '2', '--families', 'a,b', '--languages', 'en,de', '--formats', 'pdf'])).toEqual({
      people: 3,
      seed: 9,
      out: '/tmp/y',
      perPerson: 2,
      families: ['a', 'b'],
      languages: ['en', 'de'],
      formats: ['pdf'],
    });
  });

  it('refuses bad options with a usage error', () => {
    for (const argv of [[], ['--people', '3'], ['--out', 'x', '--people', '0'], ['--out', 'x', '--people', 'many'], ['--out', 'x', '--languages', 'en,xx'], ['--out', 'x', '--formats', 'rtf'], ['--out', 'x', '--colour', 'red'], ['--out'], ['x']]) {
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
  });
});

describe('generateCorpus', () => {
  it('refuses a family it does not know', async () => {
    await expect(generateCorpus({ people: 1, seed: 1, out: os.tmpdir(), perPerson: 1, families: ['no-such-family'], log: () => {} })).rejects.toThrow(UsageError);
  });

  it('knows every family by a name of its own (the files of a document are named after it)', async () => {
    const names = FAMILIES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const twin: LayoutFamily = { ...FAMILIES[0] };
    await expect(generateCorpus({ people: 1, seed: 1, out: os.tmpdir(), perPerson: 1, registry: [FAMILIES[0], twin], log: () => {} })).rejects.toThrow(`family names must be unique: ${FAMILIES[0].name}`);
  });

  it('leaves a person a family refuses to the other families, and says so', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-refuse-'));
    const stub = (name: string, refuses?: LayoutFamily['refuses']): LayoutFamily => ({
      name,
      group: name,
      formats: ['docx'],
      available: async () => null,
      refuses,
      render: async () => ({ bytes: new Uint8Array([80, 75, 3, 4]), format: 'docx', producedBy: 'stub', notRendered: [] }),
    });
    try {
      const lines: string[] = [];
      const registry = [stub('picky', async (p) => (p.language === 'de' ? 'cannot print ß (U+00DF)' : null)), stub('plain')];
      const result = await generateCorpus({ people: 8, seed: 3, out, perPerson: 1, languages: ['en', 'de'], registry, log: (l) => lines.push(l) });
      const german = result.people.filter((p) => p.language === 'de').map((p) => p.slug);
      expect(german.length).toBeGreaterThan(0);
      expect(result.failed).toEqual([]);
      // Every person has a document; no German one comes from the family that refuses them.
      expect(new Set(result.written.map((e) => e.person))).toEqual(new Set(result.people.map((p) => p.slug)));
      for (const e of result.written) if (german.includes(e.person)) expect(e.family).toBe('plain');
      expect(result.written.some((e) => e.family === 'picky')).toBe(true);
      for (const slug of german) expect(lines).toContain(`picky leaves ${slug} to other families: cannot print ß (U+00DF)`);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('writes documents, truth files, people and the manifest for two people through the product family', { timeout: 120_000 }, async (ctx) => {
    const missing = await chromiumMissing();
    if (missing) ctx.skip();
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-generate-'));
    try {
      const lines: string[] = [];
      // Seed 9 gives an English person printed to PDF and a German one to Word: one PDF in all.
      const result = await generateCorpus({ people: 2, seed: 9, out, perPerson: 1, families: ['product-classic'], languages: ['en', 'de'], log: (l) => lines.push(l) });
      expect(result.failed).toEqual([]);
      expect(result.written.map((e) => e.format).sort()).toEqual(['docx', 'pdf']);

      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as ManifestEntry[];
      expect(manifest).toEqual(result.written);
      for (const entry of manifest) {
        expect(Object.keys(entry).sort()).toEqual(['family', 'file', 'format', 'group', 'language', 'person', 'truth']);
        expect(entry).toMatchObject({ family: 'product-classic', group: 'product' });
        expect(entry.file).toBe(`${entry.person}.product-classic.${entry.format}`);
        expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^wrote ${entry.file.replace(/\./g, '\\.')}`)));

        const bytes = new Uint8Array(fs.readFileSync(path.join(out, entry.file)));
        expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe(entry.format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
        const truth = JSON.parse(fs.readFileSync(path.join(out, entry.truth), 'utf8')) as Truth;
        const person = JSON.parse(fs.readFileSync(path.join(out, `${entry.person}.person.json`), 'utf8')) as Person;
        expect(truth._meta).toMatchObject({ file: entry.file, family: 'product-classic', theme: 'product-classic', group: 'product', language: person.language, format: entry.format });
        expect([truth.first_name, truth.last_name]).toEqual([person.first, person.last]);
        expect(truth.experience).toHaveLength(person.jobs.length);
        // Every value of the truth is in the document, and what it leaves out is not.
        expect(verifyTruth(truth, person, await documentText(bytes, entry.format))).toEqual([]);
      }

      // The truth scores 1 against itself in the project's scorer.
      const self = new Map(
        manifest.map((e) => {
          const { _meta, ...fields } = JSON.parse(fs.readFileSync(path.join(out, e.truth), 'utf8')) as Truth;
          void _meta;
          return [e.file.replace(/\.(pdf|docx)$/, ''), fields];
        }),
      );
      expect(scoreCorpus(out, self).overall).toBe(1);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
