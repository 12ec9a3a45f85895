/**
 * CV render benchmark: view-model + HTML of a three-page CV, per template, warm (goal ≤ 20 ms).
 * `benchCvRender()` is called by bench/run.ts; `node --import tsx bench/cv-render.ts` runs it alone.
 * Font embedding is excluded: the server caches the font CSS per character set.
 */
import { fileURLToPath } from 'node:url';
import { DEMO_CVS } from '../src/cv/demo/index.js';
import type { CvData } from '../src/shared/schemas/cv.js';
import { renderCvHtml } from '../src/cv/render.js';
import { buildCvView, TEMPLATE_KEYS, type TemplateKey } from '../src/cv/view.js';

export type CvRenderFigures = Record<TemplateKey, { p50: number; p95: number; bytes: number }>;

const PARAGRAPH =
  '<p>Led a cross-functional team through a multi-year transformation programme, aligning stakeholders across operations, finance and IT.</p><ul><li>Cut cycle time by 23% through process redesign</li><li>Introduced quarterly business reviews with key accounts</li><li>Mentored five team leads, three since promoted</li></ul>';

/** A CV that prints on about three A4 pages: eight experiences with full summaries, education, qualifications. */
export function threePageCv(): CvData {
  const base = DEMO_CVS.find((cv) => cv.id === 'demo-en-sales') as CvData;
  const experience = Array.from({ length: 8 }, (_, i) => ({
    ...base.experience![i % base.experience!.length],
    id: `bench-${i}`,
    company: { name: `Company ${Math.floor(i / 2)}` },
    summary: PARAGRAPH + PARAGRAPH,
    project_highlights: '<ul><li>Regional launch in six markets</li><li>Partner programme with 40 resellers</li></ul>',
  }));
  return { ...base, experience, skills: [...base.skills!, 'Account planning', 'Coaching', 'CRM', 'Contract law', 'Tendering', 'Market analysis'] };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchCvRender(iterations = 300): Promise<CvRenderFigures> {
  const data = threePageCv();
  const figures = {} as CvRenderFigures;
  for (const template of TEMPLATE_KEYS) {
    const once = () =>
      renderCvHtml(buildCvView({ data, settings: null, version: 'full', template, organisation: { default_currency: 'EUR' } }), {
        branding: { logo_data_url: null, company_name: 'Demo Agency', primary: '#0a3d62', accent: '#e58e26' },
      });
    for (let i = 0; i < 30; i++) once();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < iterations; i++) {
      const t = performance.now();
      bytes = once().length;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    figures[template] = { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
  }
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = await benchCvRender();
  for (const [template, f] of Object.entries(figures)) {
    console.log(`CV render (three pages) ${template.padEnd(10)} p50 ${f.p50.toFixed(2)} ms  p95 ${f.p95.toFixed(2)} ms  ${(f.bytes / 1024).toFixed(0)} KiB   goal ≤ 20 ms`);
  }
}
