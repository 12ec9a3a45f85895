/** Rich text hygiene: candidate HTML reduced to attribute-free allow-listed tags, balanced, text escaped. */
import { plainText } from '../../shared/schemas/cv.js';

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'blockquote']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Rich text reduced to an allow-list of attribute-free tags, balanced, with text escaped. The server
 * sanitises on write too; doing it here as well keeps the renderer safe for any input (drafts,
 * imports) and makes text scrubbing reliable, since no attribute can hide a value.
 */
export function sanitizeRichText(input: string | null | undefined, mapText: (text: string) => string = (t) => t): string {
  const source = (input ?? '').replace(/<(script|style|template|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  const out: string[] = [];
  const open: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  const pushText = (raw: string) => {
    if (raw) out.push(escapeText(mapText(decodeEntities(raw.replace(/[<>]/g, ' ')))));
  };
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    pushText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1].toLowerCase();
    if (!ALLOWED_TAGS.has(name)) continue;
    if (name === 'br') out.push('<br>');
    else if (m[0][1] !== '/') {
      out.push(`<${name}>`);
      open.push(name);
    } else {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
    }
  }
  pushText(source.slice(last));
  while (open.length) out.push(`</${open.pop()}>`);
  const html = out.join('').trim();
  return plainText(html) ? html : '';
}
