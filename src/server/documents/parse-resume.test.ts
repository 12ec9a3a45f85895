import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { newCounts, overall, scoreOne, summaryFigures } from '../../../scripts/corpus/score.js';
import { describeSavability, savability } from '../../../scripts/corpus/savable.js';
import { toCorpusFields } from '../../cv/parse/corpus-adapter.js';
import { validateCvForSave, type CvLanguage } from '../../shared/schemas/cv.js';
import { cvToJsonResume, jsonResumeToCv } from '../../cv/parse/json-resume.js';
import { parseBackExpected, parseBackScore } from '../../cv/parse/parse-back.js';
import type { OrganisationRow } from '../modules/organisation/repository.js';
import { createChromiumPool, printPdf } from './chromium-pool.js';
import { exportDocx, exportPdf } from './export.js';
import { parseResume, UnreadableResumeError } from './parse-resume.js';
import { pdfWithLines } from './resume-fixtures.js';

/** The labelled corpus beside the project, when there is one (a clone standing alone has none; `npm run bench:parse` measures it). */
const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/resume-corpus');
const hasCorpus = existsSync(CORPUS);
/** Measured 0.982 on the 80 files (goal 0.93: met); the floor catches regressions. */
const CORPUS_F1_FLOOR = 0.97;
/**
 * Share of name, e-mail, phones, experience titles/companies/years and skills recovered from the
 * product's own PDF exports. Expected values are what each export
 * shows (its CV view: merged company groups, hidden company names, no hidden entries). Measured
 * 0.984 (1320/1341); the goal of the documents issue is 0.98: met. The floor catches regressions.
 */
const PARSE_BACK_FLOOR = 0.98;
/** The same measure on the product's DOCX exports. Measured 0.998 (1338/1341); goal 0.98: met. */
const PARSE_BACK_DOCX_FLOOR = 0.99;

type Scorer = { scoreOne: (t: unknown, p: unknown, c?: unknown) => unknown; overall: (c: unknown) => number };

describe.skipIf(!hasCorpus)('resume corpus (field-level F1 with the corpus scorer), when the corpus is there', () => {
  it(`scores an overall F1 of at least ${CORPUS_F1_FLOOR}`, async () => {
    const scorer = (await import(path.join(CORPUS, 'score.mjs'))) as Scorer;
    let counts: unknown = undefined;
    const files = readdirSync(CORPUS).filter((f) => /\.(pdf|docx)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const truth = JSON.parse(readFileSync(path.join(CORPUS, f.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8'));
      const { data } = await parseResume({ bytes: new Uint8Array(readFileSync(path.join(CORPUS, f))), kind: f.endsWith('.pdf') ? 'pdf' : 'docx' });
      counts = scorer.scoreOne(truth, toCorpusFields(data), counts);
    }
    expect(scorer.overall(counts)).toBeGreaterThanOrEqual(CORPUS_F1_FLOOR);
  }, 120_000);

  it('round-trips every JSON Resume of the corpus (import ⇄ export)', async () => {
    for (const f of readdirSync(CORPUS).filter((x) => x.endsWith('.jsonresume.json'))) {
      const bytes = new Uint8Array(readFileSync(path.join(CORPUS, f)));
      const { data } = await parseResume({ bytes, kind: 'json' });
      const again = jsonResumeToCv(cvToJsonResume(data)).data;
      expect(parseBackScore(data, again).missed, f).toEqual([]);
      expect(again.education?.map((e) => e.institution?.name)).toEqual(data.education?.map((e) => e.institution?.name));
      expect(again.custom_fields?.languages).toEqual(data.custom_fields?.languages);
    }
  });
});

/** The project's own corpus (`npm run corpus:generate`, committed: every layout family, eight CV languages). */
const OWN_CORPUS = path.resolve(import.meta.dirname, '../../../fixtures/resume-corpus');
/** Every PDF and Word file of a folder parsed and scored against its truth file (the project's scorer), once per folder. */
const scored = new Map<string, ReturnType<typeof readFolder>>();
const scoreFolder = (dir: string) => scored.get(dir) ?? scored.set(dir, readFolder(dir)).get(dir)!;
async function readFolder(dir: string): Promise<{ files: number; counts: ReturnType<typeof newCounts>; saveErrors: Record<string, string[]> }> {
  const files = readdirSync(dir).filter((f) => /\.(pdf|docx)$/.test(f));
  let counts = newCounts();
  const saveErrors: Record<string, string[]> = {};
  for (const f of files) {
    const truth = JSON.parse(readFileSync(path.join(dir, f.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8'));
    const { data } = await parseResume({ bytes: new Uint8Array(readFileSync(path.join(dir, f))), kind: f.endsWith('.pdf') ? 'pdf' : 'docx' });
    counts = scoreOne(truth, toCorpusFields(data), counts);
    saveErrors[f.replace(/\.(pdf|docx)$/, '')] = Object.keys(validateCvForSave(data));
  }
  return { files: files.length, counts, saveErrors };
}

/** Measured 0.930 overall F1 and 0.943 summary token F1 at this version; the floors catch regressions. */
const OWN_CORPUS_F1_FLOOR = 0.92;
const OWN_CORPUS_SUMMARY_FLOOR = 0.93;
/**
 * Of the files whose resume shows what a save needs (`truthShowsSavable`), the share whose CV saves
 * as imported: measured 31 of 38 at this version (the others miss skills a layout sets apart, a
 * profile or a study's title); the floor catches regressions.
 */
const OWN_CORPUS_SAVABLE_FLOOR = 0.8;

describe('the project’s own generated corpus', () => {
  it(`reads every file, at an overall F1 of at least ${OWN_CORPUS_F1_FLOOR} and summaries at a token F1 of at least ${OWN_CORPUS_SUMMARY_FLOOR}`, async () => {
    const { files, counts } = await scoreFolder(OWN_CORPUS);
    expect(files).toBeGreaterThanOrEqual(40);
    expect(overall(counts)).toBeGreaterThanOrEqual(OWN_CORPUS_F1_FLOOR);
    expect(summaryFigures(counts).mean).toBeGreaterThanOrEqual(OWN_CORPUS_SUMMARY_FLOOR);
  }, 120_000);

  it(`gives CVs that save as imported for at least ${OWN_CORPUS_SAVABLE_FLOOR * 100} % of the resumes that show what a save needs`, async () => {
    const { saveErrors } = await scoreFolder(OWN_CORPUS);
    const s = savability(OWN_CORPUS, saveErrors);
    expect(s.eligible).toBeGreaterThanOrEqual(30);
    expect(s.savable / s.eligible, describeSavability(s)).toBeGreaterThanOrEqual(OWN_CORPUS_SAVABLE_FLOOR);
  }, 120_000);
});

/**
 * The hand-written realistic resumes the parser is developed on (`fixtures/realistic-resumes/set-a`,
 * `set-d`, `set-e` and `set-f`, decision 017; the held-out sets B and C are measured by `npm run
 * bench:parse` only). Measured 0.987, 0.967, 0.910 and 0.853 at this version (before the rules
 * written on them: 0.839, 0.695, 0.830 and 0.570); the floors catch regressions.
 */
const REALISTIC_FLOORS: [set: string, floor: number][] = [
  ['set-a', 0.96],
  ['set-d', 0.95],
  ['set-e', 0.89],
  ['set-f', 0.80],
];

describe('hand-written realistic resumes (development sets)', () => {
  it.each(REALISTIC_FLOORS)('%s reads at an overall F1 of at least %s', async (set, floor) => {
    const { files, counts } = await scoreFolder(path.resolve(import.meta.dirname, '../../../fixtures/realistic-resumes', set));
    expect(files).toBeGreaterThanOrEqual(7);
    expect(overall(counts)).toBeGreaterThanOrEqual(floor);
  }, 120_000);
});

describe('JSON Resume', () => {
  it('round-trips every demo CV (export ⇄ import) without losing a field', async () => {
    for (const cv of DEMO_CVS) {
      const bytes = new TextEncoder().encode(JSON.stringify(cvToJsonResume(cv)));
      const { data } = await parseResume({ bytes, kind: 'json' });
      const again = jsonResumeToCv(cvToJsonResume(data)).data;
      expect(parseBackScore(data, again).missed, cv.last_name).toEqual([]);
      expect(again.education?.map((e) => e.institution?.name)).toEqual(data.education?.map((e) => e.institution?.name));
      expect(again.custom_fields?.languages).toEqual(data.custom_fields?.languages);
    }
  });
});

describe('unreadable files', () => {
  it('rejects corrupt PDF, DOCX and JSON files', async () => {
    await expect(parseResume({ bytes: new TextEncoder().encode('%PDF-1.7 garbage'), kind: 'pdf' })).rejects.toMatchObject({ reason: 'corrupt' });
    await expect(parseResume({ bytes: new TextEncoder().encode('PK not a zip'), kind: 'docx' })).rejects.toBeInstanceOf(UnreadableResumeError);
    await expect(parseResume({ bytes: new TextEncoder().encode('{nope'), kind: 'json' })).rejects.toMatchObject({ reason: 'corrupt' });
  });
});

describe('the PDF reader in the process', () => {
  it("leaves Node's own push and JSON in place after pdf.js has loaded (its legacy bundles replace them with slower ones)", async () => {
    const { data } = await parseResume({ bytes: pdfWithLines([{ text: 'Anna Berg', size: 22 }, { text: 'anna.berg@example.com' }]), kind: 'pdf' });
    expect(data.email).toBe('anna.berg@example.com');
    // (core-js also makes this realm's `toString` print '[native code]' for its own functions: another realm's tells.)
    const sourceOf = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
    for (const builtin of [Array.prototype.push, JSON.parse, JSON.stringify]) expect(sourceOf.call(builtin), builtin.name).toMatch(/^function \w+\(\) \{ \[native code\] \}$/);
    // What the bundles only add is still there for pdf.js.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
  });
});

describe('parse-back: the product parses its own PDF and DOCX exports', () => {
  const pool = createChromiumPool({ size: 2, queueLimit: 100, timeoutMs: 30_000 });
  afterAll(() => pool.close());
  const organisation = { name: 'Demo', defaultCurrency: 'EUR', theme: null } as unknown as OrganisationRow;

  it('rejects a PDF without a text layer as no_text', async () => {
    const blank = await printPdf(pool, '<!doctype html><html><head><title>x</title></head><body><div style="width:100px;height:100px;background:#000"></div></body></html>');
    await expect(parseResume({ bytes: blank, kind: 'pdf' })).rejects.toMatchObject({ reason: 'no_text' });
  }, 60_000);

  /**
   * Every demo CV × template × (its own CV language and English), exported in `format` and parsed
   * back; the expected values are what the export shows (its CV view), not the raw CV data.
   */
  async function parseBack(format: 'pdf' | 'docx') {
    let total = 0;
    let recovered = 0;
    const misses: string[] = [];
    const languageMisses: string[] = [];
    for (const cv of DEMO_CVS) {
      const langs = [...new Set([cv.custom_fields?.template_language_variant ?? 'en', 'en'])] as CvLanguage[];
      for (const template of ['classic', 'modern', 'executive'] as const) {
        for (const language of langs) {
          const input = { data: cv, template, branding: null, organisation, settings: null, anonymous: false, language };
          const file = format === 'pdf' ? await exportPdf(pool, input) : await exportDocx(pool, input);
          const { data, language: read } = await parseResume({ bytes: new Uint8Array(file.body), kind: format });
          const score = parseBackScore(parseBackExpected(file.view, cv), data);
          // A CV printed in its own language reads as that language.
          if (language === cv.custom_fields?.template_language_variant && read !== language) languageMisses.push(`${cv.id} ${template} ${language}: read as ${read}`);
          total += score.total;
          recovered += score.recovered;
          for (const m of score.missed) misses.push(`${cv.id} ${template} ${language}: ${m}`);
        }
      }
    }
    return { languageMisses, share: recovered / total, message: `parse-back ${format} ${((recovered / total) * 100).toFixed(1)} % (${recovered}/${total}); first misses:\n${misses.slice(0, 20).join('\n')}` };
  }

  it(`gives back at least ${PARSE_BACK_FLOOR * 100} % of name, e-mail, phones, experience titles/companies/years and skills from PDF exports, and each CV's language`, async () => {
    const { share, message, languageMisses } = await parseBack('pdf');
    expect(share, message).toBeGreaterThanOrEqual(PARSE_BACK_FLOOR);
    expect(languageMisses).toEqual([]);
  }, 300_000);

  it(`gives back at least ${PARSE_BACK_DOCX_FLOOR * 100} % of the same fields from DOCX exports, and each CV's language`, async () => {
    const { share, message, languageMisses } = await parseBack('docx');
    expect(share, message).toBeGreaterThanOrEqual(PARSE_BACK_DOCX_FLOOR);
    expect(languageMisses).toEqual([]);
  }, 300_000);
});
