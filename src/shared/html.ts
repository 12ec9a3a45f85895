/**
 * The one reader of HTML fragments (rich-text fields, the HTML mammoth makes of a Word file): a
 * tokeniser and what is built on it. The view sanitises with it, the Word export and the resume
 * parser walk its tokens, the model's rules read the text of a summary with it. Writing stored HTML
 * safe is the server's `sanitize-html` (on write) and the view's sanitiser (on render).
 */

export type HtmlToken =
  /** Text between tags, as written (entities not decoded; a stray `<` or `>` kept). */
  | { kind: 'text'; raw: string }
  /** An opening or closing tag, its name lower-cased; `attributes` is the rest of the tag as written. */
  | { kind: 'tag'; name: string; closing: boolean; attributes: string };

/** A comment, or a tag whose name starts with a letter; `[^>]*` ends the tag at its first `>`. */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
/** Elements whose content is not text to show: dropped whole, content included (when they are closed). */
const NOT_TEXT = new Set(['script', 'style', 'template', 'iframe', 'object', 'svg', 'math']);

/**
 * The tokens of an HTML fragment in document order, read lazily (a reader that stops early leaves the
 * rest unread). Comments and script-like elements yield nothing.
 */
export function* htmlTokens(html: string): Generator<HtmlToken, void, undefined> {
  const re = new RegExp(TOKEN.source, 'g');
  // Text on both sides of a dropped comment or element is one token, so a value split by one (a
  // name in an anonymous CV) is still seen whole by whoever reads the text.
  let text = '';
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    text += html.slice(last, m.index);
    last = re.lastIndex;
    if (m[2] === undefined) continue; // a comment
    const name = m[2].toLowerCase();
    const closing = m[1] === '/';
    if (!closing && NOT_TEXT.has(name)) {
      const end = new RegExp(`<\\/${name}\\s*>`, 'gi');
      end.lastIndex = last;
      if (end.exec(html)) {
        last = re.lastIndex = end.lastIndex;
        continue;
      }
    }
    if (text) yield { kind: 'text', raw: text };
    text = '';
    yield { kind: 'tag', name, closing, attributes: m[3] };
  }
  text += html.slice(last);
  if (text) yield { kind: 'text', raw: text };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Named (the common ones), decimal and hex character references decoded; an invalid code point is dropped. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment: tags become spaces, entities are decoded, white space is collapsed. */
export function plainText(html: string | null | undefined): string {
  return Array.from(htmlTokens(html ?? ''))
    .map((t) => (t.kind === 'text' ? decodeEntities(t.raw) : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text made safe to place between tags. */
export const escapeHtmlText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text made safe to place in a double-quoted attribute value. */
export const escapeHtmlAttribute = (s: string): string => escapeHtmlText(s).replace(/"/g, '&quot;');
