/**
 * Stage 4, the profile: the CV's description (`details`, paragraphs and lists) from the prose of the
 * summary sections, else from an unlabelled paragraph in the header block under the name.
 */
import { EMAIL_IN_TEXT as EMAIL_RE } from '../../../shared/validation.js';
import { bodyHtml } from '../body-html.js';
import type { SectionLine, Sections } from '../sections.js';
import { isBulletText, URL_RE, words } from '../text.js';

/** A line of contact details: an e-mail, a web address or a phone number. */
const isContactDetail = (t: string) => EMAIL_RE.test(t) || URL_RE.test(t) || /(?:\d[\s().\-/]*){7,}/.test(t);

/** A line of running text: six words or more, or a sentence of three or more. */
const isProse = (l: SectionLine) => !isContactDetail(l.text) && (words(l.text).length >= 6 || (/[.!?]$/.test(l.text) && words(l.text).length >= 3));

/**
 * The prose of some lines: lines of running text, the lines a page wrapped them onto (they go on in
 * lower case), and list items of three words or more; none when no line is running text (a sidebar
 * "About" that holds contact details and skills).
 */
function proseOf(lines: SectionLine[]): SectionLine[] {
  if (!lines.some(isProse)) return [];
  const out: SectionLine[] = [];
  lines.forEach((l, i) => {
    const continues = i > 0 && out.includes(lines[i - 1]) && /^\p{Ll}/u.test(l.text) && !isContactDetail(l.text);
    const item = (l.list || isBulletText(l.text)) && words(l.text).length >= 3 && !isContactDetail(l.text);
    if (isProse(l) || continues || item) out.push(l);
  });
  return out;
}

/**
 * An unlabelled profile: the running text of the header block on the first page, before the first
 * entry's period, without the headline and list items (contact details, achievements); at least
 * eight words.
 */
function headerProse(doc: Sections, headline: string | undefined): SectionLine[] {
  const header: SectionLine[] = [];
  for (const [i, l] of doc.lines.entries()) {
    if (l.dates.some((d) => d.end !== null || d.current)) break;
    if (l.section === 'header' && !doc.headings.has(i) && l.page === 0 && !l.list && !(headline && l.text.startsWith(headline))) header.push(l);
  }
  // (A line led by a glyph — a bullet, or an icon a font left unmapped — is an item, not a paragraph.)
  const prose = proseOf(header).filter((l) => !isBulletText(l.text) && /^[\p{L}\p{N}"“„'‘(]/u.test(l.text));
  return prose.reduce((n, l) => n + words(l.text).length, 0) >= 8 ? prose : [];
}

/** The profile as HTML, if the resume has one; `headline` is the CV's title (never part of the profile). */
export function readSummary(doc: Sections, headline?: string): string | undefined {
  const labelled = proseOf(doc.lines.filter((l, i) => l.section === 'summary' && !doc.headings.has(i)));
  return bodyHtml(labelled.length ? labelled : headerProse(doc, headline));
}
