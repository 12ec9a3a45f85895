/**
 * The HTML that mammoth makes of a DOCX (h1–h6, p, ul/ol/li, table/tr/td, strong, a, br) as parser
 * blocks: one block per paragraph, heading, list item or table-cell paragraph, in document order.
 */
import { decodeEntities, htmlTokens } from '../../shared/html.js';
import type { Block, DocxInput } from './types.js';

/** `maxChars`: stop once the blocks hold this many characters of text (the rest of the HTML is not read). */
export function htmlToBlocks(html: string, maxChars = Infinity): DocxInput {
  const blocks: Block[] = [];
  const links: string[] = [];
  let text = '';
  let heading = 0;
  let list = 0;
  let boldDepth = 0;
  let boldChars = 0;
  let tableId = -1;
  let chars = 0;
  const tables: { id: number; row: number; col: number }[] = [];
  const flush = () => {
    const t = text.replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n */g, '\n').trim();
    if (t) {
      for (const part of t.split('\n')) {
        const p = part.trim();
        if (!p) continue;
        const cell = tables[tables.length - 1];
        blocks.push({ text: p, heading, bold: boldChars >= p.replace(/\s/g, '').length * 0.8, list: list > 0 || undefined, table: cell ? { ...cell } : undefined });
        chars += p.length;
      }
    }
    text = '';
    boldChars = 0;
  };
  for (const token of htmlTokens(html)) {
    if (chars >= maxChars) break;
    if (token.kind === 'text') {
      const t = decodeEntities(token.raw);
      text += t;
      if (boldDepth > 0) boldChars += t.replace(/\s/g, '').length;
      continue;
    }
    const { closing: close, name: tag } = token;
    switch (tag) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flush();
        heading = close ? 0 : Number(tag[1]);
        break;
      case 'p':
      case 'div':
        flush();
        break;
      case 'li':
        flush();
        break;
      case 'ul':
      case 'ol':
        flush();
        list += close ? -1 : 1;
        break;
      case 'br':
        text += '\n';
        break;
      case 'strong':
      case 'b':
        boldDepth += close ? -1 : 1;
        break;
      case 'table':
        flush();
        if (close) tables.pop();
        else tables.push({ id: ++tableId, row: -1, col: -1 });
        break;
      case 'tr':
        flush();
        if (!close && tables.length) {
          const t = tables[tables.length - 1];
          t.row++;
          t.col = -1;
        }
        break;
      case 'td':
      case 'th':
        flush();
        if (!close && tables.length) tables[tables.length - 1].col++;
        break;
      case 'a':
        if (!close) {
          const href = /href\s*=\s*"([^"]*)"/i.exec(token.attributes);
          if (href) links.push(decodeEntities(href[1]));
        }
        break;
      default:
        break;
    }
  }
  flush();
  return { kind: 'docx', blocks, links };
}
