/**
 * The page count of a styled CV comes from its layout (decision 015); it must be the page count of
 * the PDF the export prints, for every demo CV × template × version.
 */
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { TEMPLATE_KEYS } from '../../shared/schemas/agreements.js';
import type { OrganisationRow } from '../modules/organisation/repository.js';
import { createChromiumPool, layoutPageCount, pdfPageCount, printPdf, splitFontFaces } from './chromium-pool.js';
import { styledCvHtml } from './styled-cv.js';
import { EVERY_SECTION } from '../../cv/test-support/cv-settings.js';

const pool = createChromiumPool({ size: Math.min(2, os.availableParallelism()), queueLimit: 1000, timeoutMs: 20_000 });
afterAll(() => pool.close());

const organisation = { name: 'Brightpath Recruitment', defaultCurrency: 'EUR', theme: { primary: '#0b5394', accent: '#e69138' } } as unknown as OrganisationRow;

describe('page count from layout', () => {
  it('equals the printed PDF’s page count for every demo CV, template and version, with the default and with every section', async () => {
    const cases = DEMO_CVS.flatMap((data) =>
      TEMPLATE_KEYS.flatMap((template) => [false, true].flatMap((anonymous) => [null, EVERY_SECTION].map((settings) => ({ data, template, anonymous, settings })))),
    );
    const results = await Promise.all(
      cases.map(async ({ data, template, anonymous, settings }) => {
        const html = styledCvHtml({
          data,
          template,
          anonymous,
          branding: { name: 'Brightpath Recruitment', logo_url: '/brand/demo-logo.svg' },
          consultant: { name: 'Rachel Adeyemi', email: 'rachel@agency.example' },
          office: { name: 'Amsterdam office', address: 'Herengracht 1, Amsterdam', phone: '+31 20 000 0000' },
          organisation,
          settings,
        });
        const [layout, printed] = await Promise.all([layoutPageCount(pool, html), printPdf(pool, html).then(pdfPageCount)]);
        return { cv: data.id, template, anonymous, sections: settings ? 'every' : 'default', html, layout, printed };
      }),
    );
    expect(results.filter((r) => r.layout !== r.printed).map(({ html: _, ...r }) => r)).toEqual([]);
    // Counted again with nothing printed in between: the pages keep the fonts of the documents before
    // (decision 015), and every document is laid out with exactly its own faces.
    expect(results.every((r) => (splitFontFaces(r.html)?.faces.length ?? 0) > 0)).toBe(true);
    const warm = await Promise.all(results.map(async ({ html, printed, ...r }) => ({ ...r, printed, layout: await layoutPageCount(pool, html) })));
    expect(warm.filter((r) => r.layout !== r.printed)).toEqual([]);
    // The demo CVs print on one to four pages: the count is really tested.
    expect(new Set(results.map((r) => r.printed)).size).toBeGreaterThan(2);
  }, 300_000);

  it('counts forced page breaks and a one-page document', async () => {
    const pages = (n: number) =>
      `<!doctype html><html><head><style>@page{size:A4;margin:20mm} p{height:40mm;margin:0}</style></head><body>${'<p>x</p>'.repeat(n)}</body></html>`;
    for (const n of [1, 6, 7, 20]) expect(await layoutPageCount(pool, pages(n))).toBe(pdfPageCount(await printPdf(pool, pages(n))));
  }, 60_000);
});
