/**
 * CvView → a complete, self-contained HTML document: inline CSS, no scripts, no external URLs
 * (images only as data: URLs; the live preview names assessment attachments by their signed links
 * to this server, `CV_IMAGE_LINK`), A4 print rules. Fonts are embedded by the caller (`src/cv` does no
 * I/O): `requiredFonts` says which faces a view needs and `charactersOf` which characters it
 * contains, so the server embeds only the unicode-range subsets that are actually used — the
 * difference between kilobytes and megabytes for a Japanese CV.
 */
import { createElement } from 'react';
import { decodeEntities, escapeHtmlAttribute, htmlTokens } from '../shared/html.js';
import { HEX_COLOUR } from '../shared/patterns.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { TEMPLATES, type FontFace } from './templates/index.js';
import type { Branding } from './templates/parts.js';
import { isDataUrl, TEMPLATE_KEYS, type CvView, type TemplateKey } from './view.js';

export type CvBranding = { logo_data_url: string | null; company_name: string | null; primary: string | null; accent: string | null };

export type RenderCvOptions = {
  /** Default: the template the view was built for. */
  template?: TemplateKey;
  /** The organisation account's branding; null renders neutral colours and no logo. */
  branding: CvBranding | null;
  /** @font-face rules with data: URLs or `CV_FONTS_PATH` links, built by the server from `requiredFonts`; absent = system fonts. */
  fonts?: { css: string } | null;
  /**
   * The organisation template's style sheet, sandboxed and scoped under `.cv` by the server
   * (src/server/documents/template-css.ts, decision 032); it comes after the design's own rules.
   */
  stylesheet?: string | null;
};

/** A font face to embed. `subsets` names the @fontsource subsets worth looking at; absent = all, chosen by `charactersOf`. */
export type FontRequirement = FontFace & { subsets?: string[] };

const NOTO_JP = { family: 'Noto Sans JP', package: '@fontsource/noto-sans-jp' };
/** Latin fonts only need these subsets for our six CV languages (accents of fr/de/it/nl included). */
const LATIN_SUBSETS = ['latin', 'latin-ext'];

/** Where the server serves the CV font files a linked document names (`{hash}/{file}.woff2`). */
export const CV_FONTS_PATH = '/api/cv-fonts';
/** A link to a CV font file: the path, the first 16 hex digits of the file's SHA-256, its name. */
export const CV_FONT_LINK = /\/api\/cv-fonts\/([0-9a-f]{16})\/([a-z0-9-]{1,100}\.woff2)/;

/** Every face a CV can name, in any template and language. */
export const ALL_FONTS: FontRequirement[] = [
  ...Object.values(TEMPLATES).flatMap((t) => t.faces.map((f) => ({ ...f, subsets: LATIN_SUBSETS }))),
  { ...NOTO_JP, weight: 400, style: 'normal' },
];

/** The faces a view needs in a template: the template's own, plus a CJK face for Japanese text. */
export function requiredFonts(view: CvView, template: TemplateKey = view.template): FontRequirement[] {
  const faces: FontRequirement[] = TEMPLATES[template].faces.map((f) => ({ ...f, subsets: LATIN_SUBSETS }));
  if (view.language === 'ja' || hasCjk(view)) {
    // One weight: Japanese bold is synthesised from it. A real 700 face would embed as many
    // kanji subsets again and make the print of a Japanese CV a third slower (decision 011).
    faces.push({ ...NOTO_JP, weight: 400, style: 'normal' });
  }
  return faces;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;
/** Whether the document holds Japanese (or other CJK) text, whatever the CV language. */
const hasCjk = (view: CvView) => CJK.test(charactersOf(view));

/** Characters the templates add themselves (separators, bullets, quotes). */
const TEMPLATE_GLYPHS = ' –—·▪:()"\'.,;0123456789';

const charactersCache = new WeakMap<CvView, string>();
/** Every distinct character the rendered document can contain, sorted by code point. */
export function charactersOf(view: CvView): string {
  const cached = charactersCache.get(view);
  if (cached !== undefined) return cached;
  const seen = new Set<string>(TEMPLATE_GLYPHS);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      // The text as written and as shown (an entity such as &lt; shows one character).
      if (!value.startsWith('data:')) for (const t of htmlTokens(value)) if (t.kind === 'text') for (const ch of t.raw + decodeEntities(t.raw)) seen.add(ch);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(view);
  const result = [...seen].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
  charactersCache.set(view, result);
  return result;
}

/** Neutral colours for unbranded CVs (and for branding values that are not plain hex colours). */
const NEUTRAL = { primary: '#1f2a37', accent: '#4b6a88' };

function rootCss(template: TemplateKey, branding: CvBranding | null, japanese: boolean, cjk: boolean): string {
  const t = TEMPLATES[template];
  const primary = branding?.primary && HEX_COLOUR.test(branding.primary) ? branding.primary : NEUTRAL.primary;
  const accent = branding?.accent && HEX_COLOUR.test(branding.accent) ? branding.accent : NEUTRAL.accent;
  const jp = japanese ? "'Noto Sans JP'," : '';
  // Japanese puts Noto Sans JP first so kana and kanji never fall back to a system font mid-word;
  // a CV in another language that still holds Japanese text gets it after the template's fonts.
  const after = !japanese && cjk ? "'Noto Sans JP'," : '';
  return `:root{--primary:${primary};--accent:${accent};--ink:#1b1f24;--muted:#5b6470;--rule:#d5dae0;--tint:color-mix(in srgb, ${accent} 9%, white);--display:${jp}${t.display},${after}${japanese ? 'sans-serif' : 'Georgia,serif'}}`;
}

/**
 * The templates' common rules. Pages break between entries and inside a long entry's text, never
 * inside a heading, an entry's head (title, organisation, dates) or a fact, and never right after a
 * heading or a head that something follows (decision 016): the space a page end can leave blank is
 * the height of a section title, a company and a role's head and the first line of its text. A word
 * longer than its line (a name, an email address, a URL) breaks anywhere rather than overflowing
 * the page, where the PDF would cut it off.
 */
const BASE_CSS = `
@page{size:A4;margin:16mm 15mm 18mm}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;color:var(--ink);font-size:10.5pt;line-height:1.45}
.cv{max-width:180mm;margin:0 auto;overflow-wrap:anywhere}
h1,h2,h3,h4,.company-head,.entry-head,.fact,.tags li,.languages li,.contact li{break-inside:avoid;page-break-inside:avoid}
:is(h1,h2,h3,h4,.company-head,.entry-head,.cover-kicker):not(:last-child){break-after:avoid;page-break-after:avoid}
p,li,dd{orphans:2;widows:2}
.rich p{margin:0 0 1.5mm}
.rich ul,.rich ol{margin:0 0 1.5mm;padding-left:5mm}
.rich h3,.rich h4{font-size:1em;margin:2mm 0 1mm}
.highlights{margin-top:1mm}
dl.facts{margin:0}
.facts dd{margin:0 0 1mm}
.languages{list-style:none;padding:0;margin:0}
.duration{white-space:nowrap}
img{max-width:100%}
.report-image{margin:0 0 4mm;break-inside:avoid;page-break-inside:avoid}
.report-image img{display:block;height:auto;max-width:100%;border:1px solid var(--rule)}
.cover-kicker{font-size:8.5pt;text-transform:uppercase;letter-spacing:.12em;color:var(--accent)}
@media screen{body{background:#eef0f3}.cv{background:#fff;padding:16mm 15mm;margin:8mm auto;width:210mm;max-width:none;box-shadow:0 1px 4px rgba(0,0,0,.12)}}
`;

const FONT_LINK = new RegExp(`^${CV_FONT_LINK.source}$`);

/** Caller-supplied font CSS, kept only if it names nothing but embedded data and the CV font files. */
function safeFontCss(css: string | undefined): string {
  if (!css) return '';
  const withoutRemote = css.replace(/url\(\s*(['"]?)([^)]*)\1\s*\)/gi, (whole, _quote: string, url: string) =>
    url.startsWith('data:') || FONT_LINK.test(url) ? whole : 'local("none")',
  );
  return withoutRemote.replace(/<\/?style/gi, '').replace(/@import[^;]*;/gi, '');
}


export function renderCvHtml(view: CvView, options: RenderCvOptions): string {
  const template = options.template && TEMPLATE_KEYS.includes(options.template) ? options.template : view.template;
  const t = TEMPLATES[template];
  const branding: Branding = {
    logoDataUrl: isDataUrl(options.branding?.logo_data_url) ? (options.branding?.logo_data_url ?? null) : null,
    companyName: options.branding?.company_name?.trim() || null,
  };
  const japanese = view.language === 'ja';
  const cjk = japanese || hasCjk(view);
  const body = renderToStaticMarkup(createElement(t.component, { view, branding }));
  const font = `body{font-family:${japanese ? "'Noto Sans JP'," : ''}${t.body},${!japanese && cjk ? "'Noto Sans JP'," : ''}${cjk ? "'Hiragino Sans','Yu Gothic'," : ''}system-ui,sans-serif}`;
  // The sandbox already refused "</"; removing it again keeps the <style> element closed whatever a caller passes.
  const stylesheet = (options.stylesheet ?? '').replace(/<\/|<!--/g, '');
  const css = safeFontCss(options.fonts?.css) + rootCss(template, options.branding, japanese, cjk) + BASE_CSS + font + t.css + stylesheet;
  return (
    `<!DOCTYPE html><html lang="${view.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtmlAttribute(view.documentTitle)}</title><style>${css}</style></head>` +
    `<body class="cv-${view.version}">${body}</body></html>`
  );
}
