/**
 * `npm run parse:corpus -- <corpus-dir> <predictions-dir>`: parses every PDF/DOCX under the corpus
 * folder with the product's parser and writes `X.json` (the corpus's truth field names) per file X.
 * Prints the parse time per file (p50/p95) as JSON on its last line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseResume, preloadReaders } from '../src/server/documents/parse-resume.js';
import { toCorpusFields } from '../src/cv/parse/corpus-adapter.js';
import { validateCvForSave } from '../src/shared/schemas/cv.js';

/**
 * Parses every PDF/DOCX under `corpus` into `out`; answers the parse times, the files that failed,
 * and per file stem (path without extension) the error paths of a save of the CV as imported.
 */
export async function parseCorpus(corpus: string, out: string, log = console.log): Promise<{ times: number[]; failed: string[]; saveErrors: Record<string, string[]> }> {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(corpus, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else if (/\.(pdf|docx)$/i.test(e.name)) files.push(r);
    }
  };
  walk('');
  files.sort();
  const times: number[] = [];
  const failed: string[] = [];
  const saveErrors: Record<string, string[]> = {};
  // Warm-up, as a parse worker starts (pdf.js, its worker code, mammoth, the gazetteer), then one
  // file of each kind, so the timings are per-file parse times.
  await preloadReaders();
  for (const kind of ['pdf', 'docx'] as const) {
    const first = files.find((f) => f.toLowerCase().endsWith(`.${kind}`));
    if (first) await parseResume({ bytes: new Uint8Array(fs.readFileSync(path.join(corpus, first))), kind }).catch(() => undefined);
  }
  for (const f of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(corpus, f)));
    const t0 = performance.now();
    try {
      const { data } = await parseResume({ bytes, kind: f.toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx' });
      times.push(performance.now() - t0);
      const stem = f.replace(/\.(pdf|docx)$/i, '');
      saveErrors[stem] = Object.keys(validateCvForSave(data));
      const target = path.join(out, `${stem}.json`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, JSON.stringify(toCorpusFields(data), null, 2));
    } catch (err) {
      failed.push(f);
      log(`failed: ${f}: ${(err as Error).message}`);
    }
  }
  return { times, failed, saveErrors };
}

export const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const [corpus, out] = process.argv.slice(2);
  if (!corpus || !out) {
    console.error('usage: npm run parse:corpus -- <corpus-dir> <predictions-dir>');
    process.exit(2);
  }
  const { times, failed } = await parseCorpus(corpus, out);
  console.log(`parsed ${times.length} files (${failed.length} failed) into ${out}`);
  console.log(JSON.stringify({ p50_ms: +percentile(times, 50).toFixed(1), p95_ms: +percentile(times, 95).toFixed(1) }));
}
