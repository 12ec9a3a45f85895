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

/** Japanese characters, which have no spaces to count words by. */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** A line of running text: six words or more, or a sentence of three or more; in Japanese, twenty characters or more, or a sentence ("…しました。"). */
const isProse = (l: SectionLine) => {
  if (isContactDetail(l.text)) return false;
  const japanese = l.text.match(JAPANESE)?.length ?? 0;
  return words(l.text).length >= 6 || (/[.!?]$/.test(l.text) && words(l.text).length >= 3) || japanese >= 20 || (japanese >= 5 && /。$/.test(l.text));
};

/**
 * The prose of some lines: lines of running text, the lines a page wrapped them onto (in the same
 * type, after a PDF line that ran to the edge without ending a sentence, or in lower case), and list items of three
 * words or more; none when no line is running text (a sidebar "About" that holds contact details
 * and skills).
 */
function proseOf(lines: SectionLine[]): SectionLine[] {
  if (!lines.some(isProse)) return [];
  const out: SectionLine[] = [];
  lines.forEach((l, i) => {
    const before = lines[i - 1];
    const continues = before && out.includes(before) && l.bold === before.bold && Math.abs(l.size - before.size) < 0.05 && !/[.!?:;。]$/.test(before.text) && (/^\p{Ll}/u.test(l.text) || (!before.paragraph && before.right >= 0.8)) && !isContactDetail(l.text) && !l.list && !isBulletText(l.text);
    const item = (l.list || isBulletText(l.text)) && words(l.text).length >= 3 && !isContactDetail(l.text);
    if (isProse(l) || continues || item) out.push(l);
  });
  return out;
}

/**
 * An unlabelled profile: the running text of the header block on the first page, before the first
 * entry's period, without the headline and list items (contact details, achievements); at least
 * eight words (in Japanese twenty characters) and a whole sentence (an address or a list of
 * languages is no profile).
 */
function headerProse(doc: Sections, headline: string | undefined): SectionLine[] {
  const header: SectionLine[] = [];
  for (const [i, l] of doc.lines.entries()) {
    if (l.dates.some((d) => d.end !== null || d.current)) break;
    // (Not the name and headline in large type, nor a line led by a glyph — a bullet, or an icon a font left unmapped.)
    const text = l.section === 'header' && !doc.headings.has(i) && l.page === 0 && l.size < 1.3;
    if (text && !l.list && !isBulletText(l.text) && /^[\p{L}\p{N}"“„'‘(]/u.test(l.text) && !(headline && isHeadlineLine(l.text, headline))) header.push(l);
  }
  const prose = proseOf(header);
  const length = prose.reduce((n, l) => n + words(l.text).length, 0);
  const japanese = prose.reduce((n, l) => n + (l.text.match(JAPANESE)?.length ?? 0), 0);
  return (length >= 8 || japanese >= 20) && prose.some((l) => /[.!?。]$/.test(l.text)) ? prose : [];
}

/**
 * The headline's line: the headline, alone or as one of the texts a separator sets apart ("Sales
 * Manager | 10 years in retail", "Samuel Price-Williams · Senior Data Engineer"); a sentence that
 * opens with the same words ("Sales Manager with 17 years of experience…") is the profile.
 */
const isHeadlineLine = (text: string, headline: string) =>
  (text.startsWith(headline) && /^(?:$|\s*[|·•,:;–—-])/.test(text.slice(headline.length))) || text.split(/\s+[|·•]\s+/).some((t) => t.trim() === headline);

/** The profile as HTML, if the resume has one; `headline` is the CV's title (never part of the profile). */
export function readSummary(doc: Sections, headline?: string): string | undefined {
  const labelled = proseOf(doc.lines.filter((l, i) => l.section === 'summary' && !doc.headings.has(i)));
  return bodyHtml(labelled.length ? labelled : headerProse(doc, headline));
}
