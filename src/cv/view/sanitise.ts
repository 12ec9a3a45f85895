/** Rich text hygiene: candidate HTML reduced to attribute-free allow-listed tags, balanced, text escaped. */
import { decodeEntities, escapeHtmlText, htmlTokens, plainText } from '../../shared/html.js';

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'blockquote']);

/**
 * Rich text reduced to an allow-list of attribute-free tags, balanced, with text escaped. The server
 * sanitises on write too; doing it here as well keeps the renderer safe for any input (drafts,
 * imports) and makes text scrubbing reliable, since no attribute can hide a value.
 */
export function sanitizeRichText(input: string | null | undefined, mapText: (text: string) => string = (t) => t): string {
  const out: string[] = [];
  const open: string[] = [];
  for (const token of htmlTokens(input ?? '')) {
    if (token.kind === 'text') {
      out.push(escapeHtmlText(mapText(decodeEntities(token.raw.replace(/[<>]/g, ' ')))));
      continue;
    }
    const { name } = token;
    if (!ALLOWED_TAGS.has(name)) continue;
    if (name === 'br') out.push('<br>');
    else if (!token.closing) {
      out.push(`<${name}>`);
      open.push(name);
    } else {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
    }
  }
  while (open.length) out.push(`</${open.pop()}>`);
  const html = out.join('').trim();
  return plainText(html) ? html : '';
}
