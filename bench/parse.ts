/**
 * `npm run bench:parse [CORPUS_DIR]`: the resume parser measured.
 * 1. The labelled corpus beside the project (../shared/resume-corpus, or CORPUS_DIR), when it is
 *    there: its own scorer's table and overall F1, and the parse time per file (p50/p95).
 * 2. The project's generated corpus (decision 017): development people and layouts, held-out
 *    people, held-out layout families — F1 overall, by language and by layout group; and the
 *    hand-written realistic resumes (fixtures/realistic-resumes): development and held-out sets.
 * 3. A resume with a large photo read as an upload is (in the parse pool), and the file read after it.
 * 4. The worst file the upload limits let through (a 9 MB Word document of 21 MB of XML) read in
 *    the parse pool (decision 012): how long, what it answered, the event loop's worst delay
 *    meanwhile and the process's memory before, at peak and after.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createParsePool } from '../src/server/documents/parse-pool.js';
import { heavyDocx, pdfWithLines } from '../src/server/documents/resume-fixtures.js';
import { parseCorpus, percentile } from '../scripts/parse-corpus.js';
import { benchGeneratedCorpus } from './generated-corpus.js';
import { benchRealisticCorpus } from './realistic-corpus.js';
import { photoResumePdf } from './photo-resume.js';

// The labelled corpus beside the project (development set), when it is there.
const corpus = path.resolve(process.argv[2] ?? '../shared/resume-corpus');
if (fs.existsSync(path.join(corpus, 'score.mjs'))) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-bench-'));
  const { times, failed } = await parseCorpus(corpus, out);
  const table = execFileSync(process.execPath, [path.join(corpus, 'score.mjs'), corpus, out, ...process.argv.slice(3)], { encoding: 'utf8' });
  console.log(`labelled corpus at ${corpus}:`);
  console.log(table.trimEnd());
  console.log('');
  console.log(`files parsed: ${times.length}, failed: ${failed.length}`);
  console.log(`parse time per file: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  fs.rmSync(out, { recursive: true, force: true });
} else {
  console.log(`labelled corpus: skipped, none at ${corpus} (give its folder as the first argument)`);
}

// The project's generated corpus: development, held-out people, held-out layouts.
console.log('');
await benchGeneratedCorpus();

// Hand-written realistic resumes: development sets and held-out sets.
console.log('');
await benchRealisticCorpus();

// A resume with a large photo, read as an upload is (the file checks and the read, in the parse
// pool with its default limits): reading its text must not pay for the photo, nor slow the next file.
const photo = await photoResumePdf();
const small = pdfWithLines([{ text: 'Anna Berg', size: 22 }, { text: 'anna.berg@example.com' }, { text: 'Experience', bold: true, size: 14 }, { text: 'Nurse, City Hospital, 2019 – 2021' }]);
const photoPool = createParsePool();
await photoPool.read(small);
const photoTimes: number[] = [];
const afterTimes: number[] = [];
const atRest = async () => {
  while (photoPool.load().workers > 1) await new Promise((resolve) => setTimeout(resolve, 20));
};
for (let i = 0; i < 40; i++) {
  // Each photo is an upload to a pool at rest (should a worker be replaced, its successor has started);
  // the file after it comes at once.
  await atRest();
  let t0 = performance.now();
  await photoPool.read(photo);
  photoTimes.push(performance.now() - t0);
  t0 = performance.now();
  await photoPool.read(small);
  afterTimes.push(performance.now() - t0);
}
await photoPool.close();
console.log('');
console.log(`resume with a 4000 × 3000 photo (${(photo.length / 1e6).toFixed(1)} MB PDF), as an upload (checks and read in the parse pool, ${photoPool.stats.recycled} workers replaced): p50 ${percentile(photoTimes, 50).toFixed(1)} ms, p95 ${percentile(photoTimes, 95).toFixed(1)} ms; the file read right after it: p50 ${percentile(afterTimes, 50).toFixed(1)} ms, p95 ${percentile(afterTimes, 95).toFixed(1)} ms`);

// The worst upload, read in the parse pool with the default limits.
const heavy = await heavyDocx();
const pool = createParsePool({ size: 1 });
await pool.read(new TextEncoder().encode(JSON.stringify({ basics: { name: 'Warm Up' } })));
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const t0 = performance.now();
const answer = await pool.read(heavy).then(
  (outcome) => (outcome.ok ? 'read' : `${outcome.status} ${outcome.message}`),
  (error: Error) => `${error.name}: ${error.message}`,
);
const took = performance.now() - t0;
delay.disable();
await new Promise((resolve) => setTimeout(resolve, 1000));
clearInterval(sampler);
console.log('');
console.log(`worst upload (${(heavy.length / 1e6).toFixed(1)} MB DOCX, 21 MB of XML) in the parse pool: ${Math.round(took)} ms → ${answer}`);
console.log(`event loop delay meanwhile (1 ms timer): p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`);
console.log(`process memory (RSS): before ${mb(before)} MB, peak ${mb(peak)} MB, 1 s after ${mb(process.memoryUsage().rss)} MB; workers started ${pool.stats.started}`);
await pool.close();
