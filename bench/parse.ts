/**
 * `npm run bench:parse`: parses the resume corpus (../shared/resume-corpus) with the product's
 * parser, scores it with the corpus's own scorer (its table and overall F1) and prints the parse
 * time per file (p50/p95). Then reads the worst file the upload limits let through (a 9 MB Word
 * document of 21 MB of XML) in the parse pool (decision 012) and prints how long it took, what it
 * answered, the event loop's worst delay meanwhile and the process's memory before, at peak and after.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createParsePool } from '../src/server/documents/parse-pool.js';
import { heavyDocx } from '../src/server/documents/resume-fixtures.js';
import { parseResume } from '../src/server/documents/parse-resume.js';
import { parseCorpus, percentile } from '../scripts/parse-corpus.js';
import { photoResumePdf } from './photo-resume.js';

const corpus = path.resolve(process.argv[2] ?? '../shared/resume-corpus');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-bench-'));
const { times, failed } = await parseCorpus(corpus, out);
const table = execFileSync(process.execPath, [path.join(corpus, 'score.mjs'), corpus, out, ...process.argv.slice(3)], { encoding: 'utf8' });
console.log(table.trimEnd());
console.log('');
console.log(`files parsed: ${times.length}, failed: ${failed.length}`);
console.log(`parse time per file: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
fs.rmSync(out, { recursive: true, force: true });

// A resume with a large photo: reading its text must not pay for the photo, nor slow the next file.
const photo = await photoResumePdf();
const small = new Uint8Array(fs.readFileSync(path.join(corpus, fs.readdirSync(corpus).find((f) => f.endsWith('.pdf'))!)));
const photoTimes: number[] = [];
const afterTimes: number[] = [];
for (let i = 0; i < 20; i++) {
  let t0 = performance.now();
  await parseResume({ bytes: photo, kind: 'pdf' });
  photoTimes.push(performance.now() - t0);
  t0 = performance.now();
  await parseResume({ bytes: small, kind: 'pdf' });
  afterTimes.push(performance.now() - t0);
}
console.log('');
console.log(`resume with a 4000 × 3000 photo (${(photo.length / 1e6).toFixed(1)} MB PDF): p50 ${percentile(photoTimes, 50).toFixed(1)} ms, p95 ${percentile(photoTimes, 95).toFixed(1)} ms; the file read after it: p50 ${percentile(afterTimes, 50).toFixed(1)} ms, p95 ${percentile(afterTimes, 95).toFixed(1)} ms`);

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
