/**
 * Where a styled CV breaks across pages (decision 016), measured in the print layout of the pooled
 * Chromium (the layout decision 015 counts pages from, equal to the printed PDF's): a page other
 * than the last never ends with more than 15 % of its content height blank; a heading, a company's
 * or an entry's head is never left at the end of a page nor split; and a word longer than its line
 * never runs past the page's edge.
 */
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { TEMPLATE_KEYS } from '../../shared/schemas/agreements.js';
import { CV_LANGUAGES, type CvData, type CvLanguage, type CvSettings } from '../../shared/schemas/cv.js';
import type { TemplateKey } from '../../shared/schemas/agreements.js';
import type { OrganisationRow } from '../modules/organisation/repository.js';
import { createChromiumPool, measurePageLayout, type KeepRules } from './chromium-pool.js';
import { styledCvHtml } from './styled-cv.js';
import { EVERY_SECTION } from '../../cv/test-support/cv-settings.js';

const pool = createChromiumPool({ size: Math.min(2, os.availableParallelism()), queueLimit: 1000, timeoutMs: 20_000 });
afterAll(() => pool.close());

const organisation = { name: 'Brightpath Recruitment', defaultCurrency: 'EUR', theme: { primary: '#0b5394', accent: '#e69138' } } as unknown as OrganisationRow;

/** The largest blank at the bottom of a page that is not the last, as a share of its content height. */
const MOST_BLANK = 0.15;

/** What a page end may not separate or split: a heading from what it heads, an entry's title from its dates. */
const RULES: KeepRules = {
  together: 'h1,h2,h3,h4,.company-head,.entry-head,.fact',
  withNext: '.section-title,.company-head,.entry-head:not(:last-child),.entry-title',
};

type Case = { data: CvData; template: TemplateKey; language?: CvLanguage; anonymous: boolean; settings?: CvSettings | null };

async function measure({ data, template, language, anonymous, settings = null }: Case) {
  const html = styledCvHtml({
    data,
    template,
    language,
    anonymous,
    branding: { name: 'Brightpath Recruitment', logo_url: '/brand/demo-logo.svg' },
    consultant: { name: 'Rachel Adeyemi', email: 'rachel@agency.example' },
    office: { name: 'Amsterdam office', address: 'Herengracht 1, Amsterdam', phone: '+31 20 000 0000' },
    organisation,
    settings,
  });
  const layout = await measurePageLayout(pool, html, RULES);
  const name = [data.id, template, language ?? data.custom_fields?.template_language_variant, anonymous ? 'anonymous' : 'full', settings ? 'every section' : ''];
  return { document: name.filter(Boolean).join(' '), ...layout };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Every page but the last, most blank first; the worst are printed with the test's output. */
function pagesBeforeTheLast(results: Measured[], title: string) {
  const pages = results
    .flatMap((r) => r.blank.slice(0, -1).map((blank, i) => ({ document: r.document, page: `${i + 1} of ${r.pages}`, blank })))
    .sort((a, b) => b.blank - a.blank);
  console.log(
    `${title}: ${results.length} documents, ${pages.length} pages before the last; most blank at the bottom:\n` +
      pages
        .slice(0, 8)
        .map((p) => `  ${(p.blank * 100).toFixed(1).padStart(5)} %  ${p.document}, page ${p.page}`)
        .join('\n'),
  );
  return pages;
}

describe('page breaks', () => {
  it('leave less than 15 % of a page blank before the last page, for every demo CV × template × CV language × version', async () => {
    // The default sections in every CV language, and every section in the CV's own language.
    const cases = DEMO_CVS.flatMap((data) =>
      TEMPLATE_KEYS.flatMap((template) => [
        ...CV_LANGUAGES.flatMap((language) => [false, true].map((anonymous) => ({ data, template, language, anonymous }))),
        ...[false, true].map((anonymous) => ({ data, template, anonymous, settings: EVERY_SECTION })),
      ]),
    );
    const results = await Promise.all(cases.map(measure));
    const pages = pagesBeforeTheLast(results, 'demo CVs');
    expect(pages.filter((p) => p.blank >= MOST_BLANK)).toEqual([]);
    expect(results.flatMap((r) => r.broken.map((b) => `${r.document}: ${b}`))).toEqual([]);
    // The matrix has page ends to measure, in every template.
    for (const template of TEMPLATE_KEYS) expect(pages.filter((p) => p.document.includes(` ${template} `)).length).toBeGreaterThan(20);
  }, 300_000);

  it('leave less than 15 % blank wherever the page ends: a brief that grows moves every section and entry across it', async () => {
    // A longer brief pushes everything after it down by a fraction of a line at a time, so that the
    // page end falls before, inside and after each section title, company and entry in turn.
    const words = 'Experienced professional with a record of delivery across teams and markets'.split(' ');
    const brief = (k: number) => `<p>${Array.from({ length: k * 6 }, (_, i) => words[i % words.length]).join(' ')}</p>`;
    const cases = ['demo-nl-logistics', 'demo-ja-software'].flatMap((id) => {
      const data = DEMO_CVS.find((cv) => cv.id === id)!;
      return TEMPLATE_KEYS.flatMap((template) =>
        Array.from({ length: 23 }, (_, step) => ({ data: { ...data, id: `${id} +${step * 2}`, details: brief(step * 2) }, template, anonymous: false })),
      );
    });
    const results = await Promise.all(cases.map(measure));
    const pages = pagesBeforeTheLast(results, 'growing brief');
    expect(pages.filter((p) => p.blank >= MOST_BLANK)).toEqual([]);
    expect(results.flatMap((r) => r.broken.map((b) => `${r.document}: ${b}`))).toEqual([]);
    expect(pages.length).toBeGreaterThan(100);
  }, 300_000);

  it('wrap a 60-character unbroken name, title, email address and URL within the page width in every template and version', async () => {
    const long = (start: string) => `${start}${'abcdefghijklmnopqrstuvwxyz'.repeat(3)}`.slice(0, 60);
    const [sanne] = DEMO_CVS;
    const data: CvData = {
      ...sanne,
      id: 'long-words',
      first_name: 'Sanne',
      last_name: long('Vanderheijden'),
      anon_name: long('Logistiekmanager'),
      title: long('Logistiekmanager'),
      email: `${long('sanne')}@example.nl`,
      linkedin: `https://www.linkedin.com/in/${long('sanne')}`,
      skills: [long('Warehousemanagement'), ...(sanne.skills ?? [])],
      top_skills: [long('Warehousemanagement')],
      experience: (sanne.experience ?? []).map((e) => ({ ...e, title: long('Logistiekmanager'), company: { ...e.company, name: long('Distributiecentrum') } })),
    };
    const results = await Promise.all(TEMPLATE_KEYS.flatMap((template) => [false, true].map((anonymous) => measure({ data, template, anonymous }))));
    expect(results.map((r) => ({ document: r.document, overflow: Math.round(r.overflow) }))).toEqual(results.map((r) => ({ document: r.document, overflow: 0 })));
  }, 120_000);
});
