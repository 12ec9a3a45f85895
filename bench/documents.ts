/**
 * CV exports, in process on the real pipeline (`exportPdf`, `exportDocx`: view, embedded fonts,
 * branding, the warm Chromium pool): PDF latency of a two-page CV (sequential, warm), PDF throughput
 * with the pool saturated (4× its size in concurrent requests for about 5 s), DOCX build time, and
 * how the demo CVs fill their pages: the most blank space at the bottom of a page before the last
 * (decision 016), over every demo CV × template × version in its own language.
 *
 * Alone: `node --import tsx bench/documents.ts`. Goals (issue "Documents and intake"): PDF p95 ≤
 * 150 ms, ≥ 6 PDF/s on 2 cores.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { DEMO_CVS } from '../src/cv/demo/index.js';
import type { CvData } from '../src/shared/schemas/cv.js';
import { TEMPLATE_KEYS, type TemplateKey } from '../src/shared/schemas/agreements.js';
import { createChromiumPool, measurePageLayout, pdfPageCount } from '../src/server/documents/chromium-pool.js';
import { exportDocx, exportPdf } from '../src/server/documents/export.js';
import { styledCvHtml, type StyledCvInput } from '../src/server/documents/styled-cv.js';
import type { OrganisationRow } from '../src/server/modules/organisation/repository.js';

export type DocumentsBench = {
  poolSize: number;
  pdf: { p50: number; p95: number; pages: number; cv: string };
  saturated: { pdfsPerSecond: number; concurrency: number; seconds: number; busy: number };
  docx: { p50: number; p95: number };
  /** Pages before the last: how many, how many more than 15 % blank at the bottom, the most blank (a share of the content height) and where. */
  pageEnds: { documents: number; pages: number; over15: number; mostBlank: number; where: string };
};

const organisation = { name: 'Brightpath Recruitment', defaultCurrency: 'EUR', theme: { primary: '#0b5394', accent: '#e69138' } } as unknown as OrganisationRow;
const input = (data: CvData, anonymous = false, template: TemplateKey = 'classic'): StyledCvInput => ({
  data,
  template,
  branding: { name: 'Brightpath Recruitment', logo_url: '/brand/demo-logo.svg' },
  consultant: { name: 'Rosa de Vries', email: 'recruiter@demo.test' },
  office: null,
  organisation,
  settings: null,
  anonymous,
});

/** The page-end figure as `npm run bench` prints it. */
export function describePageEnds(e: DocumentsBench['pageEnds']): string {
  return `most blank ${(e.mostBlank * 100).toFixed(1)} %, ${e.over15} of ${e.pages} pages ≥ 15 %`;
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p95: at(95) };
}

export async function benchDocuments(options: { iterations?: number; saturateMs?: number; poolSize?: number } = {}): Promise<DocumentsBench> {
  const iterations = options.iterations ?? 60;
  const saturateMs = options.saturateMs ?? 5000;
  const pool = createChromiumPool({ size: options.poolSize });
  try {
    await pool.preload();
    await pool.warm();
    // Every demo CV once (the first render of a CV builds its font CSS), and find a two-page one.
    let twoPage: CvData | null = null;
    for (const cv of DEMO_CVS) {
      const { body } = await exportPdf(pool, input(cv));
      if (!twoPage && pdfPageCount(body) === 2) twoPage = cv;
    }
    const cv = twoPage ?? DEMO_CVS[0];
    for (let i = 0; i < 10; i++) await exportPdf(pool, input(cv, i % 2 === 1));

    const times: number[] = [];
    let pages = 0;
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      const { body } = await exportPdf(pool, input(cv));
      times.push(performance.now() - started);
      pages = pdfPageCount(body);
    }

    // Saturated: 4× the pool size in flight, for about `saturateMs`.
    const concurrency = pool.size * 4;
    let done = 0;
    let busy = 0;
    const started = performance.now();
    const deadline = started + saturateMs;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        let i = worker;
        while (performance.now() < deadline) {
          try {
            await exportPdf(pool, input(DEMO_CVS[i++ % DEMO_CVS.length], i % 2 === 0));
            done++;
          } catch {
            busy++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const docxTimes: number[] = [];
    for (let i = 0; i < iterations + 10; i++) {
      const t0 = performance.now();
      await exportDocx(pool, input(DEMO_CVS[i % DEMO_CVS.length], i % 2 === 1));
      if (i >= 10) docxTimes.push(performance.now() - t0);
    }

    const documents = DEMO_CVS.flatMap((cv) => TEMPLATE_KEYS.flatMap((template) => [false, true].map((anonymous) => ({ cv, template, anonymous }))));
    // As many at a time as the pool has pages: its queue is bounded.
    const waiting = [...documents];
    const ends: { share: number; where: string }[] = [];
    await Promise.all(
      Array.from({ length: pool.size }, async () => {
        for (let next = waiting.shift(); next; next = waiting.shift()) {
          const { cv, template, anonymous } = next;
          const { blank } = await measurePageLayout(pool, styledCvHtml(input(cv, anonymous, template)));
          blank.slice(0, -1).forEach((share, i) => ends.push({ share, where: `${cv.id} ${template} ${anonymous ? 'anonymous' : 'full'}, page ${i + 1}` }));
        }
      }),
    );
    const most = ends.reduce((a, b) => (b.share > a.share ? b : a), { share: 0, where: '' });

    return {
      poolSize: pool.size,
      pdf: { ...percentiles(times), pages, cv: cv.id ?? '' },
      saturated: { pdfsPerSecond: done / seconds, concurrency, seconds, busy },
      docx: percentiles(docxTimes),
      pageEnds: { documents: documents.length, pages: ends.length, over15: ends.filter((e) => e.share >= 0.15).length, mostBlank: most.share, where: most.where },
    };
  } finally {
    await pool.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchDocuments();
  console.log(`cores ${os.availableParallelism()}, pool ${r.poolSize}`);
  console.log(`PDF, ${r.pdf.pages}-page CV (${r.pdf.cv}), warm, sequential   p50 ${r.pdf.p50.toFixed(0)} ms, p95 ${r.pdf.p95.toFixed(0)} ms   goal p95 ≤ 150 ms`);
  console.log(
    `PDF, pool saturated (${r.saturated.concurrency} concurrent, ${r.saturated.seconds.toFixed(1)} s)   ${r.saturated.pdfsPerSecond.toFixed(1)} PDF/s${r.saturated.busy ? `, ${r.saturated.busy} busy` : ''}   goal ≥ 6 PDF/s on 2 cores`,
  );
  console.log(`DOCX build (view + docx + pack)   p50 ${r.docx.p50.toFixed(1)} ms, p95 ${r.docx.p95.toFixed(1)} ms`);
  console.log(`${describePageEnds(r.pageEnds)}   goal < 15 % (${r.pageEnds.where})`);
}
