/**
 * `npm run bench:parse`: parses the resume corpus (../shared/resume-corpus) with the product's
 * parser, scores it with the corpus's own scorer (its table and overall F1) and prints the parse
 * time per file (p50/p95).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCorpus, percentile } from '../scripts/parse-corpus.js';

const corpus = path.resolve(process.argv[2] ?? '../shared/resume-corpus');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-bench-'));
const { times, failed } = await parseCorpus(corpus, out);
const table = execFileSync(process.execPath, [path.join(corpus, 'score.mjs'), corpus, out, ...process.argv.slice(3)], { encoding: 'utf8' });
console.log(table.trimEnd());
console.log('');
console.log(`files parsed: ${times.length}, failed: ${failed.length}`);
console.log(`parse time per file: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
fs.rmSync(out, { recursive: true, force: true });
