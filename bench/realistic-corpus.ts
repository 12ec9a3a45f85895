/**
 * The parser measured on hand-written realistic resumes (decision 017, `fixtures/realistic-resumes/`):
 * resumes written the way their owners write them (LaTeX one-pagers, Word CVs with tables, headers
 * and text boxes, Europass, tabular Lebensläufe, two-column designs, a 職務経歴書), each set by another
 * author. Sets A, D, E and F are development sets (their failures were read and fixed by kind; E and F
 * were measured once before any rule was written on them); sets B, C and G are held out: nobody developing the parser opens them, only these figures are printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCorpus, percentile } from '../scripts/parse-corpus.js';
import { describeSavability, savability } from '../scripts/corpus/savable.js';
import { scoreCorpus } from '../scripts/corpus/score.js';

const ROOT = path.resolve('fixtures/realistic-resumes');

export const REALISTIC_SETS = [
  { dir: 'set-a', role: 'development' },
  { dir: 'set-d', role: 'development' },
  { dir: 'set-e', role: 'development' },
  { dir: 'set-f', role: 'development' },
  { dir: 'set-b', role: 'held out' },
  { dir: 'set-c', role: 'held out' },
  { dir: 'set-g', role: 'held out' },
] as const;

const f = (n: number | null | undefined) => (n == null ? 'n/a' : n.toFixed(3));

export async function benchRealisticCorpus(): Promise<void> {
  const times: number[] = [];
  for (const set of REALISTIC_SETS) {
    const dir = path.join(ROOT, set.dir);
    if (!fs.existsSync(dir)) continue;
    const predictions = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-realistic-'));
    const parsed = await parseCorpus(dir, predictions, () => undefined);
    times.push(...parsed.times);
    const s = scoreCorpus(dir, predictions, { by: 'language' });
    const field = (name: keyof typeof s.fields) => f(s.fields[name].f1);
    console.log(
      `realistic ${set.dir} (${set.role}, ${s.files} files): F1 ${f(s.overall)}; experience entries ${field('experience (entries)')}, titles ${field('experience.title')}, companies ${field('experience.company')}; education entries ${field('education (entries)')}; city ${field('location.city')}; names ${field('first_name')}/${field('last_name')}; summaries token F1 ${f(s.summaries.mean)}`,
    );
    console.log(`  by language: ${Object.entries(s.groups).map(([k, g]) => `${k} ${f(g.overall)}`).join(', ')}`);
    console.log(`  ${describeSavability(savability(dir, parsed.saveErrors))}`);
    if (parsed.failed.length) console.log(`  failed to parse: ${parsed.failed.join(', ')}`);
    fs.rmSync(predictions, { recursive: true, force: true });
  }
  console.log(`parse time per realistic file: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} files)`);
}
