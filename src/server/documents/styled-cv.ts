/**
 * An agreement's CV as the styled HTML document the web shows and the PDF prints (§3 Styled CV):
 * the CV view-model of src/cv, rendered by the agreement's template with the organisation's
 * branding and the fonts it needs embedded, and the number of A4 pages it prints on, counted from its
 * print layout (decision 015).
 */
import { createHash } from 'node:crypto';
import { buildCvView, type CvAttachmentImage, type CvView } from '../../cv/view.js';
import { charactersOf, renderCvHtml, requiredFonts, type CvBranding } from '../../cv/render.js';
import type { CvData, CvLanguage, CvSettings } from '../../shared/schemas/cv.js';
import type { StyledCv, TemplateKey } from '../../shared/schemas/agreements.js';
import type { OrganisationRow } from '../modules/organisation/repository.js';
import { assetDataUrl } from './assets.js';
import { layoutPageCount, type ChromiumPool } from './chromium-pool.js';
import { buildFontCss, embedLinkedFonts } from './fonts.js';

export type StyledCvInput = {
  data: CvData;
  template: TemplateKey | null;
  /** The template's own style sheet, sandboxed and scoped (decision 032); none when absent. */
  stylesheet?: string | null;
  branding: { name: string; logo_url: string | null } | null;
  consultant?: { name: string; email?: string | null } | null;
  office?: { name?: string; address?: string; phone?: string; email?: string } | null;
  organisation: OrganisationRow;
  settings: CvSettings | null;
  anonymous: boolean;
  language?: CvLanguage;
  /** The CV's assessment report images (embedded for files, linked for the preview); none when absent. */
  attachments?: CvAttachmentImage[];
};

export const DEFAULT_TEMPLATE: TemplateKey = 'classic';

/** The CV view-model of a styled CV: the one view its HTML, PDF and DOCX are all rendered from. */
export function styledCvView(input: StyledCvInput): CvView {
  return buildCvView({
    data: input.data,
    settings: input.settings,
    version: input.anonymous ? 'anonymous' : 'full',
    language: input.language,
    template: input.template ?? DEFAULT_TEMPLATE,
    organisation: { default_currency: input.organisation.defaultCurrency, default_country_code: input.organisation.defaultCountryCode },
    consultant: input.consultant ?? null,
    office: input.office?.name ? { ...input.office, name: input.office.name } : null,
    attachments: input.attachments ?? [],
  });
}

/** The branding a styled CV is rendered with: the account's name and logo, the organisation's colours. */
export function styledCvBranding(input: StyledCvInput): CvBranding | null {
  const theme = input.organisation.theme;
  return input.branding
    ? { logo_data_url: assetDataUrl(input.branding.logo_url), company_name: input.branding.name, primary: theme?.primary ?? null, accent: theme?.accent ?? null }
    : null;
}

/**
 * The CV as an HTML document (no page count): self-contained with its fonts embedded, or with its
 * fonts linked to the server's font files for the live preview (decision 015).
 */
export function styledCvHtml(input: StyledCvInput, view: CvView = styledCvView(input), fontSource: 'embedded' | 'linked' = 'embedded'): string {
  const template = input.template ?? DEFAULT_TEMPLATE;
  const fonts = { css: buildFontCss(requiredFonts(view, template), charactersOf(view), fontSource) };
  return renderCvHtml(view, { template, branding: styledCvBranding(input), fonts, stylesheet: input.stylesheet ?? null });
}

/**
 * Page counts of the documents counted last, by the hash of their HTML (decision 015): the same
 * document prints on the same pages, and a preview is often asked again unchanged (the other
 * version and back, the CV opened again). Least recently used first out.
 */
const pageCounts = new Map<string, number>();
const PAGE_COUNTS_KEPT = 2000;

async function pageCountOf(pool: ChromiumPool, html: string): Promise<number> {
  const key = createHash('sha256').update(html).digest('base64');
  const known = pageCounts.get(key);
  if (known !== undefined) {
    pageCounts.delete(key);
    pageCounts.set(key, known);
    return known;
  }
  const pages = await layoutPageCount(pool, embedLinkedFonts(html));
  pageCounts.set(key, pages);
  if (pageCounts.size > PAGE_COUNTS_KEPT) pageCounts.delete(pageCounts.keys().next().value!);
  return pages;
}

/**
 * `{html, pages, anonymous}`: the document, its fonts linked, and the number of A4 pages it prints
 * on (from layout, no print).
 */
export async function renderStyledCv(pool: ChromiumPool, input: StyledCvInput): Promise<StyledCv> {
  const html = styledCvHtml(input, undefined, 'linked');
  const pages = await pageCountOf(pool, html);
  return { html, pages, anonymous: input.anonymous };
}
