/**
 * The HTML every hand-made PDF layout shares: escaping, the document shell (language, fonts, A4
 * page rules), the colours they draw from, and the fragments several of them print the same way —
 * an entry's summary and bullets, a study's title line.
 */
import { escapeHtmlAttribute } from '../../../../src/shared/html.js';
import type { CorpusLanguage, Job, Study } from '../../types.js';
import { fontFaces, fontStack, type Typeface } from './fonts.js';
import type { Plan } from './plan.js';

/** Text made safe to put in HTML (as content or a quoted attribute). */
export const esc = (text: string): string => escapeHtmlAttribute(text);

/** Text made safe to put in a CSS string (`content: "…"`). */
export const cssString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;

/** Accent colours of the layouts: dark enough for white text on them, and for headings on white. */
export const ACCENTS = ['#1f4e79', '#2e6b3a', '#6a2c70', '#9b2c2c', '#00665e', '#37474f', '#8a5a00', '#30408d', '#222222'];

/** A whole document: the language, the embedded faces its text needs, the layout's CSS and body. */
export function htmlDocument(o: { language: CorpusLanguage; title: string; typeface: Typeface; fontSize: number; css: string; body: string }): string {
  const faces = fontFaces(o.typeface, o.language, o.body.replace(/<[^>]*>/g, ''));
  const base = `*{box-sizing:border-box}html{-webkit-print-color-adjust:exact;print-color-adjust:exact}body{margin:0;font-family:${fontStack(o.typeface, o.language)};font-size:${o.fontSize}pt;line-height:1.35;color:#1d1d1d;overflow-wrap:anywhere}ul{margin:.15em 0 .3em;padding-left:1.2em}li{margin:.05em 0}p{margin:.2em 0}h1,h2,h3{margin:0;font-weight:700}`;
  return `<!DOCTYPE html><html lang="${o.language}"><head><meta charset="utf-8"><title>${esc(o.title)}</title><style>${faces}${base}${o.css}</style></head><body>${o.body}</body></html>`;
}

/** An entry's summary paragraph and bullets when the plan prints job details; nothing otherwise. */
export function detailsHtml(plan: Plan, entry: Pick<Job, 'summary' | 'bullets'>): string {
  if (!plan.show.jobDetails) return '';
  const summary = entry.summary ? `<p class="desc">${esc(entry.summary)}</p>` : '';
  const bullets = entry.bullets.length ? `<ul>${entry.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
  return summary + bullets;
}

/** A study's summary when the plan prints it. */
export const studySummaryHtml = (plan: Plan, study: Study): string =>
  plan.show.studySummary && study.summary ? `<p class="desc">${esc(study.summary)}</p>` : '';
