/**
 * The first page's header of a Word document as parser blocks. mammoth (the DOCX → HTML reader)
 * reads the body only, and many Word resumes put the name and the contact line in the page header
 * (word/header1.xml …), so without this the parser sees no name, e-mail or phone at all.
 *
 * Which header: the one the first section shows on its first page. That is its `default` header,
 * and, when the section has a title page (`w:titlePg`), its `first` header before it. When the
 * package holds a single header part that one is read without looking further. Footers are never
 * read (page numbers, "Page 1 of 2"), nor paragraphs of a header that hold a page-number field. A
 * header repeated on every page is one part, so it is read once.
 *
 * Reading never fails: a part that is missing, too large, or not XML we understand gives no blocks.
 * The archive has passed the upload checks (./resume-file.ts: zip-bomb limits, no DOCTYPE or entity
 * declarations) before it gets here; the walk below expands no entities other than XML's own and
 * character references, and every part is read with a byte cap of its own.
 */
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { decodeEntities } from '../../shared/html.js';
import type { Block } from '../../cv/parse/types.js';
import { entryBytes, nextEntry } from './resume-file.js';

/** A header or relationships part bigger than this is not read (a real one is a few kilobytes). */
const MAX_PART_BYTES = 1024 * 1024;
/** The main document is only scanned (for its first section's properties), never kept whole. */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/** Characters of header text kept at most. */
const MAX_HEADER_CHARS = 5_000;

/** Fields whose result is a page number: a paragraph holding one is a running line, not content. */
const PAGE_FIELD = /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/i;

type Token = { kind: 'open' | 'close' | 'empty'; name: string; attributes: string } | { kind: 'text'; raw: string };

/** Tags and text of an XML string, local names only (`w:p` → `p`); comments, CDATA and processing instructions are passed over. Never throws. */
function* xmlTokens(xml: string): Generator<Token> {
  const re = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[?!][^>]*>?|<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)|</g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m[5] !== undefined) yield { kind: 'text', raw: m[5] };
    else if (m[2] !== undefined) yield { kind: m[1] ? 'close' : m[4] ? 'empty' : 'open', name: m[2], attributes: m[3] ?? '' };
  }
}

const attribute = (attributes: string, name: string): string | null => {
  const m = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : null;
};
/** `<w:b/>`, `<w:b w:val="true"/>` are on; `w:val="0"`, `"false"`, `"off"` are off. */
const isOn = (attributes: string) => !/^(0|false|off|none)$/i.test(attributes ? (attribute(attributes, 'val') ?? '') : '');

/**
 * The paragraphs of a WordprocessingML part (a header, or any part with `w:p`): runs' text (`w:t`),
 * tabs as a space, breaks as new lines. A paragraph nested in a text box inside another paragraph
 * is its own block, before the paragraph that holds it. Of an `mc:AlternateContent` the first
 * choice is read, and its fallback only when the choice holds no text (both usually hold the same
 * text box). Paragraphs that show a page number are left out. `bold`: most of the text is in bold
 * runs (direct formatting; styles are not looked up).
 */
export function wordXmlBlocks(xml: string, maxChars = MAX_HEADER_CHARS): Block[] {
  const blocks: Block[] = [];
  type Para = { text: string; bold: number; pageField: boolean };
  const paras: Para[] = [];
  let chars = 0;
  let inText = false;
  let runBold = false;
  let inRunProps = false;
  let inParaProps = false;
  let inInstr = false;
  /** Per open `mc:AlternateContent`: whether a branch gave text, and whether the one being read is skipped. */
  const alternates: { gaveText: boolean; skipping: number }[] = [];
  let skipDepth = 0;
  let fieldInstr = '';
  /** Open complex fields (`w:fldChar` begin … end): whether each one is a page-number field. */
  const fields: boolean[] = [];
  for (const token of xmlTokens(xml)) {
    if (chars >= maxChars) break;
    if (token.kind === 'text') {
      if (skipDepth > 0) continue;
      const para = paras[paras.length - 1];
      if (!para) continue;
      if (inInstr) {
        fieldInstr += decodeEntities(token.raw);
        continue;
      }
      if (!inText) continue;
      const t = decodeEntities(token.raw);
      if (fields.some(Boolean)) para.pageField = true;
      para.text += t;
      if (runBold) para.bold += t.replace(/\s/g, '').length;
      if (t.trim()) for (const a of alternates) a.gaveText = true;
      continue;
    }
    const { kind, name, attributes } = token;
    if (name === 'AlternateContent') {
      if (kind === 'open') alternates.push({ gaveText: false, skipping: 0 });
      else if (kind === 'close') alternates.pop();
      continue;
    }
    if ((name === 'Choice' || name === 'Fallback') && alternates.length) {
      const alt = alternates[alternates.length - 1];
      if (kind === 'open' && (alt.gaveText || alt.skipping)) {
        alt.skipping++;
        skipDepth++;
      } else if (kind === 'close' && alt.skipping) {
        alt.skipping--;
        skipDepth--;
      }
      continue;
    }
    if (skipDepth > 0) continue;
    switch (name) {
      case 'p':
        if (kind === 'open') paras.push({ text: '', bold: 0, pageField: false });
        else if (kind === 'close' || kind === 'empty') {
          const para = kind === 'close' ? paras.pop() : undefined;
          if (!para || para.pageField) break;
          const text = para.text.replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n */g, '\n').trim();
          for (const part of text.split('\n')) {
            const p = part.trim().slice(0, Math.max(0, maxChars - chars));
            if (!p) continue;
            blocks.push({ text: p, heading: 0, bold: para.bold >= p.replace(/\s/g, '').length * 0.8 });
            chars += p.length;
          }
        }
        break;
      case 'r':
        if (kind !== 'empty') runBold = false;
        break;
      case 'rPr':
        inRunProps = kind === 'open';
        break;
      case 'pPr':
        inParaProps = kind === 'open';
        break;
      case 'b':
        if (inRunProps) runBold = isOn(attributes);
        break;
      case 't':
        inText = kind === 'open';
        break;
      case 'tab':
      case 'ptab':
        if (!inParaProps && paras.length) paras[paras.length - 1].text += ' ';
        break;
      case 'br':
      case 'cr':
        if (!inParaProps && paras.length) paras[paras.length - 1].text += '\n';
        break;
      case 'instrText':
        inInstr = kind === 'open';
        break;
      case 'fldChar': {
        const type = attribute(attributes, 'fldCharType');
        if (type === 'begin') {
          fields.push(false);
          fieldInstr = '';
        } else if (type === 'separate' && fields.length) fields[fields.length - 1] = PAGE_FIELD.test(fieldInstr);
        else if (type === 'end') fields.pop();
        break;
      }
      case 'fldSimple':
        if (kind === 'open') fields.push(PAGE_FIELD.test(attribute(attributes, 'instr') ?? ''));
        else if (kind === 'close') fields.pop();
        break;
      default:
        break;
    }
  }
  return blocks;
}

/** The text of an XML part's bytes: UTF-8, or UTF-16 when it starts with that byte-order mark. */
function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * The first section's properties (`w:sectPr` … `</w:sectPr>`) of the main document, scanned as it
 * inflates and kept only in a sliding window: the scan stops as soon as they are found.
 */
async function firstSectionProperties(zip: ZipFile, entry: Entry): Promise<string | null> {
  const stream = await zip.openReadStreamPromise(entry);
  let window = '';
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_DOCUMENT_BYTES) return null;
      window += chunk.toString('utf8');
      const start = window.search(/<(?:[\w.-]+:)?sectPr[\s>/]/);
      if (start < 0) {
        window = window.slice(-64);
        continue;
      }
      window = window.slice(start);
      const selfClosed = /^<[^>]*\/>/.exec(window);
      if (selfClosed) return selfClosed[0];
      const end = window.search(/<\/(?:[\w.-]+:)?sectPr\s*>/);
      if (end >= 0) return window.slice(0, end);
      if (window.length > MAX_PART_BYTES) return null;
    }
    return null;
  } finally {
    stream.destroy();
  }
}

/** The part a relationship target points to, from `word/` (`header1.xml`, `/word/header1.xml`, `../word/header1.xml`). */
function partName(target: string): string {
  const parts: string[] = target.startsWith('/') ? [] : ['word'];
  for (const seg of target.replace(/^\/+/, '').split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

/** The blocks of the page header of the document's first page (see the module comment); [] when there is none or it cannot be read. */
export async function readFirstPageHeader(bytes: Uint8Array): Promise<Block[]> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return [];
  }
  try {
    const entries = new Map<string, Entry>();
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entries.size >= 1000) break;
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
    }
    const relsEntry = entries.get('word/_rels/document.xml.rels');
    const rels = relsEntry ? await entryBytes(zip, relsEntry, MAX_PART_BYTES) : null;
    if (!rels) return [];
    /** Header relationships of the main document: id → part name. */
    const headers = new Map<string, string>();
    for (const token of xmlTokens(decodeXml(rels))) {
      if (token.kind === 'text' || token.name !== 'Relationship') continue;
      const type = attribute(token.attributes, 'Type') ?? '';
      const id = attribute(token.attributes, 'Id');
      const target = attribute(token.attributes, 'Target');
      if (!/\/header$/.test(type) || !id || !target || attribute(token.attributes, 'TargetMode') === 'External') continue;
      headers.set(id, partName(target));
    }
    if (!headers.size) return [];
    let chosen: string[];
    if (new Set(headers.values()).size === 1) chosen = [...headers.values()];
    else {
      const documentEntry = entries.get('word/document.xml');
      const section = documentEntry ? await firstSectionProperties(zip, documentEntry) : null;
      if (section === null) chosen = [...headers.values()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).slice(0, 1);
      else {
        /** The section's headers by type (`default`, `first`, `even`). */
        const refs = new Map<string, string>();
        for (const token of xmlTokens(section)) {
          if (token.kind === 'text' || token.name !== 'headerReference') continue;
          const id = attribute(token.attributes, 'id');
          const target = id ? headers.get(id) : undefined;
          if (target) refs.set(attribute(token.attributes, 'type') ?? 'default', target);
        }
        let hasTitlePage = false;
        for (const token of xmlTokens(section)) if (token.kind !== 'text' && token.name === 'titlePg' && isOn(token.attributes)) hasTitlePage = true;
        chosen = [...new Set([hasTitlePage ? refs.get('first') : undefined, refs.get('default')].filter((x): x is string => Boolean(x)))];
      }
    }
    const blocks: Block[] = [];
    const seen = new Set<string>();
    for (const name of chosen) {
      const entry = entries.get(name);
      const xml = entry ? await entryBytes(zip, entry, MAX_PART_BYTES) : null;
      if (!xml) continue;
      for (const block of wordXmlBlocks(decodeXml(xml))) {
        if (seen.has(block.text)) continue;
        seen.add(block.text);
        blocks.push(block);
      }
    }
    return blocks;
  } catch {
    return [];
  } finally {
    zip.close();
  }
}
