/**
 * Resume intake (issue 4): the bytes of an uploaded PDF, DOCX or JSON Resume file → CV data, the
 * list of fields the parser is unsure of and the language the resume is written in. Text and layout
 * come from pdf.js (positioned text items, font sizes, bold fonts, link annotations) and mammoth
 * (DOCX → HTML → blocks); the parsing itself is the pure parser of src/cv/parse.
 *
 * Reading is bounded: at most `MAX_PAGES` pages of a PDF and `MAX_TEXT_CHARS` characters of text are
 * read (the rest is not looked at), and every string of the CV the parser answers is made storable
 * with `cleanText` (a NUL from an icon font would otherwise reach the database), as are links and the
 * text of Word blocks. The API runs this in the
 * parse worker pool (./parse-pool.ts), never on the event loop.
 */
import { parseResumeInput } from '../../cv/parse/index.js';
import { htmlToBlocks } from '../../cv/parse/html-blocks.js';
import { resumeGazetteer } from './gazetteer.js';
import { jsonResumeToCv } from '../../cv/parse/json-resume.js';
import type { ParseResult, PdfInput, PdfPage, TextItem } from '../../cv/parse/types.js';
import { cleanText, findTextBreach } from '../../shared/text.js';
import { isLetterSpaced, withWordGaps } from '../../cv/parse/text.js';
import { readFirstPageHeader } from './docx-header.js';
import { installSyncInflate } from './sync-inflate.js';

export class UnreadableResumeError extends Error {
  constructor(
    message: string,
    readonly reason: 'encrypted' | 'no_text' | 'corrupt' | 'bad_text',
  ) {
    super(message);
    this.name = 'UnreadableResumeError';
  }
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | null = null;

/** pdf.js's worker code (it ships no types for it), run in this thread as pdf.js does in Node. */
const PDF_WORKER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * Built-ins the legacy pdf.js bundles replace with core-js versions written in JavaScript although
 * Node's own are correct for everything pdf.js and the parser do: with them replaced every `push`
 * and every JSON read or write of the process ran several times slower (a third of the read time of
 * a resume with many fonts). The natives are put back once both bundles have loaded; what core-js
 * only adds (`Promise.withResolvers`, `Map.prototype.getOrInsertComputed`, …) stays.
 */
const NATIVE_BUILTINS = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
] as const;

async function importPdfJs(): Promise<PdfJs> {
  const natives = NATIVE_BUILTINS.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)!] as const);
  try {
    // (pdf.js inflates through DecompressionStream; Node's makes a thread-pool round trip per chunk.)
    installSyncInflate();
    // The worker code is loaded here, not by pdf.js at the first file, so that its bundle's
    // replacements are undone too.
    const [pdfjs, pdfWorker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(PDF_WORKER) as Promise<unknown>]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfWorker;
    return pdfjs;
  } finally {
    for (const [owner, key, descriptor] of natives) Object.defineProperty(owner, key, descriptor);
  }
}
const loadPdfJs = () => (pdfjsPromise ??= importPdfJs());

/** Pages of a PDF that are read; a resume has two or three, the rest is not looked at. */
export const MAX_PAGES = 20;
/** Characters of text that are read (a dense 20-page resume holds about 60,000); the rest is not looked at. */
export const MAX_TEXT_CHARS = 100_000;

/** Positioned text of a PDF (pages top-down, items with size and boldness) and its link targets. */
export async function extractPdf(bytes: Uint8Array): Promise<PdfInput> {
  const pdfjs = await loadPdfJs();
  // pdf.js detaches the buffer it is given and refuses Buffers: hand it a plain Uint8Array copy.
  // `maxImageSize: 0` drops every image from the operator list (read for the fonts' names) instead of
  // decoding it: a 4000 × 3000 photo cost about a second per file, and the garbage the next file.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, stopAtErrors: false, maxImageSize: 0 });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableResumeError('This PDF is password-protected. Remove the password and upload it again.', 'encrypted');
    throw new UnreadableResumeError('This PDF cannot be read: the file is damaged or not a PDF.', 'corrupt');
  }
  try {
    const pages: PdfPage[] = [];
    const links: string[] = [];
    const n = Math.min(doc.numPages, MAX_PAGES);
    let chars = 0;
    let damaged = 0;
    for (let p = 1; p <= n && chars < MAX_TEXT_CHARS; p++) {
      // A page whose content cannot be decoded (a stream cut short, say) is left out; the others are read.
      const page = await doc.getPage(p).catch(() => null);
      if (!page) {
        damaged++;
        continue;
      }
      try {
        const view = page.view; // [x0, y0, x1, y1]
        const height = view[3] - view[1];
        const width = view[2] - view[0];
        const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
        const fontIds = new Set<string>();
        const raw: { str: string; transform: number[]; width: number; fontName: string }[] = [];
        for (const it of content.items) {
          if (!('str' in it)) continue;
          if (chars >= MAX_TEXT_CHARS) break;
          // The parser sees the glyphs as pdf.js gives them: an icon font without a Unicode map extracts
          // as NUL, and those glyphs still mark places on the page the layout reading relies on
          // (dropping them cost 0.02 of corpus F1). What the parser answers is cleaned (`cleanStrings`).
          const str = it.str.slice(0, MAX_TEXT_CHARS - chars);
          chars += str.length;
          raw.push({ ...it, str });
          fontIds.add(it.fontName);
        }
        // Real font names (for bold) are known once the page's operator list has loaded its fonts.
        const bold = new Map<string, boolean>();
        const names = new Map<string, string>();
        if (raw.length) {
          const ops = await page.getOperatorList();
          // Letter-spaced text comes out of pdf.js with a space between every two letters, its wider
          // word gaps lost: the glyphs the page draws (a space where it draws one) give them back.
          if (raw.some((it) => isLetterSpaced(it.str))) {
            const show = new Set([pdfjs.OPS.showText, pdfjs.OPS.showSpacedText, pdfjs.OPS.nextLineShowText, pdfjs.OPS.nextLineSetSpacingShowText]);
            let drawn = '';
            ops.fnArray.forEach((fn, k) => {
              if (!show.has(fn)) return;
              const glyphs = (ops.argsArray[k] as unknown[]).find(Array.isArray) as unknown[] | undefined;
              for (const g of glyphs ?? []) if (g && typeof g === 'object' && typeof (g as { unicode?: unknown }).unicode === 'string') drawn += (g as { unicode: string }).unicode;
            });
            for (const it of raw) it.str = withWordGaps(it.str, drawn);
          }
          for (const id of fontIds) {
            let fontName = '';
            try {
              const font = page.commonObjs.get(id) as { name?: string; bold?: boolean; black?: boolean } | null;
              fontName = font?.name ?? '';
              bold.set(id, Boolean(font?.bold || font?.black) || /bold|black|heavy|semibold|demi/i.test(fontName));
            } catch {
              bold.set(id, false);
            }
            names.set(id, fontName.replace(/^[A-Z]{6}\+/, '') || id);
          }
        }
        const items: TextItem[] = [];
        for (const it of raw) {
          const [a, b, c, d, e, f] = it.transform;
          if (!it.str) continue;
          const size = Math.hypot(c, d) || Math.hypot(a, b);
          items.push({ text: it.str, x: e - view[0], y: view[3] - f, w: it.width, size, font: names.get(it.fontName) ?? it.fontName, bold: bold.get(it.fontName) ?? false });
        }
        pages.push({ width, height, items });
        for (const a of await page.getAnnotations()) {
          const url = (a as { url?: string; unsafeUrl?: string }).url ?? (a as { unsafeUrl?: string }).unsafeUrl;
          if (typeof url === 'string' && url) links.push(cleanText(url));
        }
      } catch {
        damaged++;
      } finally {
        page.cleanup();
      }
    }
    if (damaged && !pages.length) throw new UnreadableResumeError('This PDF cannot be read: the file is damaged or not a PDF.', 'corrupt');
    return { kind: 'pdf', pages, links };
  } finally {
    await doc.destroy();
  }
}

/** Body blocks this far from the top are looked at for a line the page header repeats. */
const HEADER_REPEAT_WINDOW = 20;

/**
 * DOCX → mammoth HTML → blocks (at most `MAX_TEXT_CHARS` characters of them, cleaned). The first
 * page's header (./docx-header.ts: mammoth reads no headers, and Word resumes often keep the name and
 * contact line there) comes first, unless the top of the body repeats it.
 */
export async function extractDocx(bytes: Uint8Array) {
  const mammoth = (await import('mammoth')).default;
  let html: string;
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { ignoreEmptyParagraphs: true });
    html = result.value;
  } catch {
    throw new UnreadableResumeError('This Word file cannot be read: the file is damaged or not a .docx document.', 'corrupt');
  }
  const input = htmlToBlocks(html, MAX_TEXT_CHARS);
  const top = new Set(input.blocks.slice(0, HEADER_REPEAT_WINDOW).map((b) => b.text.trim()));
  // (A header whose lines the top of the body repeats is a running copy of it: the body has them where they belong.)
  const read = await readFirstPageHeader(bytes);
  const header = read.some((b) => top.has(b.text.trim())) ? [] : read;
  const blocks: typeof input.blocks = [];
  let chars = 0;
  for (const block of [...header, ...input.blocks]) {
    if (chars >= MAX_TEXT_CHARS) break;
    const text = cleanText(block.text).slice(0, MAX_TEXT_CHARS - chars);
    chars += text.length;
    if (text.trim()) blocks.push({ ...block, text });
  }
  return { ...input, blocks, links: input.links.map(cleanText) };
}

/**
 * Every string of the parsed CV made storable with `cleanText`; list entries that were nothing but
 * such characters (an icon glyph read as a skill, say) are dropped.
 */
function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings).filter((v) => !(typeof v === 'string' && !v.trim())) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v)])) as T;
  return value;
}

export async function parseResume(file: { bytes: Uint8Array; kind: 'pdf' | 'docx' | 'json' }): Promise<ParseResult> {
  if (file.kind === 'json') {
    let doc: unknown;
    try {
      doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(file.bytes).replace(/^\uFEFF/, ''));
    } catch {
      throw new UnreadableResumeError('This JSON Resume file cannot be read: it is not valid JSON.', 'corrupt');
    }
    if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new UnreadableResumeError('This file is not a JSON Resume document.', 'corrupt');
    // A file the person can fix: refused rather than silently changed (the API edge refuses the same characters).
    if (findTextBreach(doc)) throw new UnreadableResumeError('This JSON Resume file contains a NUL character or a broken Unicode sequence.', 'bad_text');
    const read = jsonResumeToCv(doc as Record<string, unknown>);
    return { ...read, data: cleanStrings(read.data) };
  }
  const input = file.kind === 'pdf' ? await extractPdf(file.bytes) : await extractDocx(file.bytes);
  const chars = input.kind === 'pdf' ? input.pages.reduce((s, p) => s + p.items.reduce((t, i) => t + i.text.trim().length, 0), 0) : input.blocks.reduce((s, b) => s + b.text.trim().length, 0);
  if (chars < 20) {
    throw new UnreadableResumeError(
      input.kind === 'pdf' ? 'This PDF has no text layer (it looks like a scanned image). Upload the original PDF or a Word file.' : 'This Word file contains no text.',
      'no_text',
    );
  }
  const read = parseResumeInput(input, { places: resumeGazetteer() });
  return { ...read, data: cleanStrings(read.data) };
}

/**
 * Loads pdf.js (with its worker code) and mammoth ahead of the first file; the parse worker does
 * this as it starts.
 */
export async function preloadReaders(): Promise<void> {
  await Promise.all([loadPdfJs(), import('mammoth')]);
  resumeGazetteer();
}
