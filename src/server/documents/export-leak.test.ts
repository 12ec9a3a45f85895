/**
 * The anonymous leak check on every export format (issue "Documents and intake", Guarantees): for
 * every demo CV × every template × (the CV's language and en), the anonymous PDF — its text on every
 * page extracted with pdf.js, and its Info dictionary and XMP metadata — and the anonymous DOCX — its
 * document, headers, footers and document properties — contain none of the candidate's identifying
 * values (src/cv/test-support/identifying-values.ts, shared with the HTML leak test).
 *
 * The documents come from the real export pipeline (`exportPdf`, `exportDocx`: fonts, branding logo,
 * Chromium print), with every section switched on so that nothing is hidden merely by the defaults.
 */
import os from 'node:os';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { buildCvDocx } from '../../cv/docx.js';
import type { CvData, CvLanguage } from '../../shared/schemas/cv.js';
import { renderCvHtml } from '../../cv/render.js';
import { findLeaks, identifyingValues } from '../../cv/test-support/identifying-values.js';
import { TEMPLATE_KEYS, type CvView, type TemplateKey } from '../../cv/view.js';
import type { OrganisationRow } from '../modules/organisation/repository.js';
import { createChromiumPool, printPdf } from './chromium-pool.js';
import { exportDocx, exportPdf } from './export.js';
import { styledCvView, type StyledCvInput } from './styled-cv.js';
import { EVERY_SECTION } from '../../cv/test-support/cv-settings.js';

const pool = createChromiumPool({ size: Math.min(2, os.availableParallelism()), queueLimit: 1000, timeoutMs: 20_000 });
afterAll(() => pool.close());

const organisation = { name: 'Brightpath Recruitment', defaultCurrency: 'EUR', theme: { primary: '#0b5394', accent: '#e69138' } } as unknown as OrganisationRow;

function input(cv: CvData, template: TemplateKey, language: CvLanguage, anonymous = true): StyledCvInput {
  return {
    data: cv,
    template,
    branding: { name: 'Brightpath Recruitment', logo_url: '/brand/demo-logo.svg' },
    consultant: { name: 'Rachel Adeyemi', email: 'rachel@agency.example' },
    office: { name: 'Amsterdam office', address: 'Herengracht 1, Amsterdam', phone: '+31 20 000 0000' },
    organisation,
    settings: EVERY_SECTION,
    anonymous,
    language,
  };
}

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Every page's text (items joined with and without spaces) and the document's Info and XMP metadata. */
async function pdfText(pdf: Uint8Array): Promise<{ text: string; metadata: string; info: Record<string, unknown> }> {
  const { getDocument } = await loadPdfjs();
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const items = (await page.getTextContent()).items.flatMap((i) => ('str' in i ? [i.str] : []));
      pages.push(items.join(''), items.join(' '));
    }
    const { info, metadata } = await doc.getMetadata();
    const xmp = metadata ? JSON.stringify([...metadata]) : '';
    return { text: pages.join('\n'), metadata: `${JSON.stringify(info)}\n${xmp}`, info: info as Record<string, unknown> };
  } finally {
    await doc.destroy();
  }
}

/** The DOCX parts a reader sees or Word shows as properties: raw XML plus its text runs joined. */
async function docxText(docx: Uint8Array): Promise<{ parts: string[]; text: string }> {
  const zip = await JSZip.loadAsync(docx);
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$|^docProps\/.+\.xml$/.test(name));
  const xml = await Promise.all(parts.map((name) => zip.file(name)!.async('string')));
  const runs = xml.map((x) => x.replace(/<[^>]+>/g, ''));
  return { parts, text: [...xml, ...runs].join('\n') };
}

const languagesOf = (cv: CvData): CvLanguage[] => [...new Set<CvLanguage>([cv.custom_fields?.template_language_variant ?? 'en', 'en'])];

describe.concurrent('anonymous exports leak no identifying value (PDF and DOCX)', () => {
  for (const cv of DEMO_CVS) {
    for (const language of languagesOf(cv)) {
      for (const template of TEMPLATE_KEYS) {
        it(`${cv.id} · ${language} · ${template}`, async () => {
          const values = identifyingValues(cv, language);
          const [pdf, docx] = await Promise.all([exportPdf(pool, input(cv, template, language)), exportDocx(pool, input(cv, template, language))]);

          const { text, metadata, info } = await pdfText(pdf.body);
          expect(text.length).toBeGreaterThan(200); // the extraction found the CV's text
          expect(findLeaks(text, values), 'PDF text').toEqual([]);
          expect(findLeaks(metadata, values), 'PDF metadata').toEqual([]);
          expect(info.Title).toBe(pdf.view.documentTitle);
          expect(info.Author ?? null).toBeNull();

          const { parts, text: docxXml } = await docxText(docx.body);
          expect(parts).toEqual(expect.arrayContaining(['word/document.xml', 'docProps/core.xml', 'docProps/app.xml']));
          expect(parts.some((p) => p.startsWith('word/header'))).toBe(true);
          expect(docxXml).toContain('<w:drawing>'); // the branding logo, rasterised from its SVG
          expect(findLeaks(docxXml, values), 'DOCX').toEqual([]);

          expect(findLeaks(pdf.fileName, values), 'PDF file name').toEqual([]);
          expect(findLeaks(docx.fileName, values), 'DOCX file name').toEqual([]);
        }, 60_000);
      }
    }
  }
});

describe('the leak check looks in the right place', () => {
  const cv = DEMO_CVS[0];
  const values = identifyingValues(cv, 'nl');

  it('finds the candidate in the full PDF and DOCX', async () => {
    const [pdf, docx] = await Promise.all([exportPdf(pool, input(cv, 'classic', 'nl', false)), exportDocx(pool, input(cv, 'classic', 'nl', false))]);
    const pdfLeaks = findLeaks((await pdfText(pdf.body)).text, values);
    expect(pdfLeaks).toEqual(expect.arrayContaining([cv.email!.toLowerCase(), 'sanne']));
    expect(findLeaks((await pdfText(pdf.body)).metadata, values)).toContain('sanne'); // the full version's title is the name
    expect(findLeaks((await docxText(docx.body)).text, values)).toEqual(expect.arrayContaining([cv.email!.toLowerCase(), 'sanne']));
  }, 60_000);

  it('reads Japanese text out of the PDF (CJK names would be caught too)', async () => {
    const kenta = DEMO_CVS.find((c) => c.id === 'demo-ja-software')!;
    const pdf = await exportPdf(pool, input(kenta, 'classic', 'ja', false));
    expect(findLeaks((await pdfText(pdf.body)).text, identifyingValues(kenta, 'ja'))).toEqual(expect.arrayContaining(['健太', '佐藤']));
  }, 60_000);

  it('catches a planted leak: a phone number and an email slipped into an anonymous section', async () => {
    const view = styledCvView(input(cv, 'modern', 'nl'));
    const planted: CvView = {
      ...view,
      sections: [...view.sections, { kind: 'rich', key: 'other_info', title: 'Extra', html: `<p>Bel <strong>06-1234 5678</strong> of mail ${cv.email}</p>` }],
    };
    const pdf = await printPdf(pool, renderCvHtml(planted, { branding: null }));
    expect(findLeaks((await pdfText(pdf)).text, values)).toEqual(expect.arrayContaining([cv.email!.toLowerCase(), '06 1234 5678']));
    const docx = await (await import('docx')).Packer.toBuffer(buildCvDocx(planted, { branding: null }));
    expect(findLeaks((await docxText(docx)).text, values)).toEqual(expect.arrayContaining([cv.email!.toLowerCase(), '06 1234 5678']));
  }, 60_000);

  it('writes a neutral phrase where a planted value stood, in the anonymous PDF and DOCX alike', async () => {
    const planted: CvData = { ...cv, anonymous_brief: `<p>Bereikbaar via 06-12345678 voor referenties. Tel: ${cv.email}. Leidde een team van 120.</p>` };
    const [pdf, docx] = await Promise.all([exportPdf(pool, input(planted, 'classic', 'de')), exportDocx(pool, input(planted, 'classic', 'de'))]);
    const pdfText_ = (await pdfText(pdf.body)).text.replace(/\s+/g, ' ');
    const docxText_ = (await docxText(docx.body)).text;
    for (const text of [pdfText_, docxText_]) {
      expect(findLeaks(text, identifyingValues(cv, 'de'))).toEqual([]);
      expect(text).toContain('Bereikbaar via die Telefonnummer Ihres Ansprechpartners voor referenties. Leidde een team van 120.');
    }
  }, 60_000);
});

describe('the exports print phones and countries as the CV view does', () => {
  it('has the international phone format and the country in the CV language in the full PDF and DOCX', async () => {
    const sanne = DEMO_CVS[0];
    for (const language of ['de', 'ja'] as const) {
      const [pdf, docx] = await Promise.all([exportPdf(pool, input(sanne, 'classic', language, false)), exportDocx(pool, input(sanne, 'classic', language, false))]);
      const country = language === 'de' ? 'Niederlande' : 'オランダ';
      for (const text of [(await pdfText(pdf.body)).text, (await docxText(docx.body)).text]) {
        expect(text).toContain('+31 6 12345678');
        expect(text).toContain(country);
        expect(text).not.toContain('Nederland,');
      }
    }
  }, 60_000);
});
