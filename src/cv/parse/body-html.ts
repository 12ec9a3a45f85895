/** Lines of running text (an entry's description, a profile) as the CV's rich text: paragraphs and lists. */
import { escapeHtmlText } from '../../shared/html.js';
import { isBulletText } from './text.js';
import type { Line } from './types.js';

/** A bullet before an item's text: a bullet glyph, or a dash or asterisk followed by a space (not the minus of "-5 %"). */
const BULLET = /^(?:[•·▪◦●■►✓➢➤]\s*|[-–*]\s+)/;

const JAPANESE_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、]$/u;
const JAPANESE_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/** A PDF line that runs to (nearly) the column's right edge: the page may have wrapped the text after it. */
const FULL_LINE = 0.8;

/**
 * Lines as HTML: bullet lines (and Word list items) as a list, other lines as paragraphs. A line the
 * page wrapped joins the one before it: no bullet of its own, the line before it ran (nearly) to the
 * column's edge without ending a sentence — or it goes on in lower case. A Word paragraph is whole:
 * it never continues another.
 */
export function bodyHtml(lines: Line[]): string | undefined {
  const blocks: { list: boolean; text: string }[] = [];
  let previous: Line | null = null;
  for (const l of lines) {
    const text = l.text.trim();
    if (!text) continue;
    const bullet = Boolean(l.list) || isBulletText(text) || /^[•▪◦●■►✓➢➤]/.test(text);
    const clean = bullet ? text.replace(BULLET, '').trim() : text;
    if (!clean) continue;
    const last = blocks.at(-1);
    const wrapped = previous !== null && !previous.paragraph && !l.paragraph && (/^\p{Ll}/u.test(clean) || (previous.right >= FULL_LINE && !/[.!?:;。]$/.test(last?.text ?? '')));
    // (Japanese is written without spaces: a line wrapped between two of its characters joins with none.)
    const joinsTight = (/-$/.test(last?.text ?? '') && /^\p{Ll}/u.test(clean)) || (JAPANESE_END.test(last?.text ?? '') && JAPANESE_START.test(clean));
    if (last && !bullet && wrapped) last.text = joinsTight ? `${last.text}${clean}` : `${last.text} ${clean}`;
    else blocks.push({ list: bullet, text: clean });
    previous = l;
  }
  if (!blocks.length) return undefined;
  let html = '';
  blocks.forEach((b, i) => {
    if (b.list && !blocks[i - 1]?.list) html += '<ul>';
    html += b.list ? `<li>${escapeHtmlText(b.text)}</li>` : `<p>${escapeHtmlText(b.text)}</p>`;
    if (b.list && !blocks[i + 1]?.list) html += '</ul>';
  });
  return html;
}
