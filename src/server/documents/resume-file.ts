/**
 * What an uploaded resume is, decided by its content and never by its name (issue "Documents and
 * intake"): `%PDF-` → pdf; a ZIP holding `word/document.xml` → docx (after a zip-bomb check of its
 * central directory and of what its entries really inflate to, and with no XML part declaring a
 * DOCTYPE or entities); a JSON object with a `basics` object (JSON Resume, at most 2 MB and 32
 * levels deep) → json. Anything else is refused with a message a person can act on, and so are files
 * we know the parser cannot read (password-protected or truncated PDFs).
 *
 * These checks run in the parse worker with the read itself (./parse-pool.ts): a 10 MB file is
 * scanned and inflated off the event loop.
 */
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../lib/errors.js';

export type ResumeKind = 'pdf' | 'docx' | 'json';

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** A JSON Resume is a few kilobytes; 2 MB leaves room for an embedded picture. */
export const MAX_JSON_RESUME_BYTES = 2 * 1024 * 1024;
/** JSON Resume documents nest 4 levels deep; 32 is far beyond any real one. */
export const MAX_JSON_RESUME_DEPTH = 32;

/** Zip-bomb limits: what the entries may unpack to, the packing ratio and the number of entries. */
export type ZipLimits = { maxUncompressedBytes: number; maxRatio: number; maxEntries: number; ratioFloorBytes: number };
export const ZIP_LIMITS: ZipLimits = {
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  maxEntries: 1000,
  /** Ratios are only judged above this size: tiny XML parts legitimately pack very tightly. */
  ratioFloorBytes: 1024 * 1024,
};

export const RESUME_MESSAGES = {
  unsupported: 'Please upload a PDF, a Word (.docx) document or a JSON Resume file.',
  legacyOrProtectedWord: 'This looks like an old Word (.doc) or a password-protected document. Save it as a .docx without a password and upload it again.',
  tooLarge: 'The file is larger than 10 MB.',
  empty: 'The file is empty.',
  encrypted: 'This PDF is password-protected. Remove the password (for example by printing it to a new PDF) and upload it again.',
  noText: 'This PDF has no text we can read (it looks like a scan). Upload the original document or a PDF with selectable text.',
  corrupt: 'This file is damaged and cannot be read. Save or export it again and upload the new file.',
  zipBomb: 'This file unpacks to far more data than a resume holds, so it was not opened.',
  unreadable: 'We could not read this resume. Try another file, or start the CV from scratch.',
  xmlDeclarations: 'This Word file contains XML declarations (a DOCTYPE or entities) that Word never writes, so it was not opened. Open it in Word, save it as a new .docx and upload that.',
  jsonTooLarge: 'This JSON Resume file is larger than 2 MB, far more than a resume holds. Remove embedded pictures or other data and upload it again.',
  jsonTooDeep: 'This JSON Resume file is nested deeper than a resume can be (more than 32 levels). Export it again from the tool that made it.',
  jsonBadText: 'This JSON Resume file contains a character that cannot be stored (a NUL character or a broken Unicode sequence). Remove it and upload the file again.',
  timeLimit: 'Reading this file took too long, so it was stopped. Save it as a simpler PDF or Word file (fewer pages, no embedded objects) and upload it again.',
  memoryLimit: 'Reading this file needed far more memory than a resume does, so it was stopped. Save it as a smaller PDF or Word file (fewer pages, less text) and upload it again.',
  busy: 'Many resumes are being read right now. Please try again in a few seconds.',
  closing: 'The server is restarting. Please upload the file again in a moment.',
} as const;

export const CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json',
};

export const EXTENSIONS: Record<ResumeKind, string> = { pdf: 'pdf', docx: 'docx', json: 'json' };

/** A refused file: 413, 415 or 422 (the 422 names the `file` field, DESIGN §4). */
export function fileError(status: 413 | 415 | 422, message: string): HttpError {
  return status === 422 ? new HttpError(422, message, { file: [message] }) : new HttpError(status, message);
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from = 0, to = bytes.length) => Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.max(0, to - from)).toString('latin1');

const PDF_HEADER = '%PDF-';
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE_COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What the first bytes say: the PDF header may sit anywhere in the first 1 KB (as readers allow). */
export function sniff(bytes: Uint8Array): 'pdf' | 'zip' | 'json' | 'ole' | null {
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes(PDF_HEADER)) return 'pdf';
  if (startsWith(bytes, ZIP_LOCAL_HEADER) || startsWith(bytes, ZIP_EMPTY)) return 'zip';
  if (startsWith(bytes, OLE_COMPOUND)) return 'ole';
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i] === 0x7b ? 'json' : null;
}

/** A PDF name token: `/` and the regular characters after it (PDF 32000-1 §7.3.5). */
const PDF_NAME = /\/[^\s/<>[\]()%{}]+/g;

/** PDF names may escape any byte as `#xx` (`/Encr#79pt` is `/Encrypt`): decodes the escapes of every name. */
export function decodePdfNames(text: string): string {
  return text.replace(PDF_NAME, (name) => (name.includes('#') ? name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : name));
}

/**
 * A password-protected PDF names an `/Encrypt` dictionary in its trailer (or cross-reference stream's
 * dictionary), however the name is escaped. Only the file outside its streams' data is looked at:
 * an 8 MB photo made latin-1 text and searched for escaped names cost 60–100 ms and two copies of
 * the file per upload. (A stream with no end hides what follows it; pdf.js then meets the
 * encryption itself and the read is refused the same way.)
 */
export function isEncryptedPdf(bytes: Uint8Array): boolean {
  const text = outsideStreams(bytes);
  const encrypt = /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/;
  return encrypt.test(text) || (text.includes('#') && encrypt.test(decodePdfNames(text)));
}

/** The text of a PDF less its streams' data (between `stream` and `endstream`). */
function outsideStreams(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    let start = buf.indexOf('stream', at, 'latin1');
    while (start >= 3 && buf.toString('latin1', start - 3, start) === 'end') start = buf.indexOf('stream', start + 6, 'latin1');
    if (start < 0) {
      parts.push(buf.toString('latin1', at));
      break;
    }
    parts.push(buf.toString('latin1', at, start));
    const end = buf.indexOf('endstream', start + 6, 'latin1');
    if (end < 0) break;
    at = end + 'endstream'.length;
  }
  return parts.join('\n');
}

/** A complete PDF ends with `%%EOF` (readers look in the last 1 KB; we allow 2 KB of trailing bytes). */
export function isTruncatedPdf(bytes: Uint8Array): boolean {
  return !ascii(bytes, Math.max(0, bytes.length - 2048)).includes('%%EOF');
}

/**
 * How deeply a JSON text nests arrays and objects, counted on the bytes before parsing (brackets
 * inside strings do not count); stops counting past `limit`.
 */
export function jsonDepth(bytes: Uint8Array, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c) i++; // backslash: skip the escaped byte
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x7b || b === 0x5b) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (b === 0x7d || b === 0x5d) depth--;
  }
  return max;
}

/** A JSON Resume: a JSON object with a `basics` object. */
export function isJsonResume(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').replace(/^\uFEFF/, ''));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const basics = (value as { basics?: unknown }).basics;
    return !!basics && typeof basics === 'object' && !Array.isArray(basics);
  } catch {
    return false;
  }
}

export class ZipBombError extends Error {}
export class BadZipError extends Error {}
/** An XML part declares a DOCTYPE or entities (external entities, entity expansion): Word never writes these. */
export class XmlDeclarationError extends Error {}

/** `<!DOCTYPE` or `<!ENTITY`, in any case, in UTF-8/ASCII or UTF-16 (either byte order). */
// eslint-disable-next-line no-control-regex -- UTF-16 text has a NUL byte beside each ASCII letter
const XML_DECLARATION = /<(\x00)?!(\x00)?(D(\x00)?O(\x00)?C(\x00)?T(\x00)?Y(\x00)?P(\x00)?E|E(\x00)?N(\x00)?T(\x00)?I(\x00)?T(\x00)?Y)/i;
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/** An entry's bytes, or null as soon as they pass `max` (the declared size is checked, and not trusted). */
export async function entryBytes(zip: ZipFile, entry: Entry, max: number): Promise<Buffer | null> {
  if (entry.uncompressedSize > max) return null;
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The zip's next entry (yauzl with `lazyEntries`), or null at its end. */
export function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = (error: Error) => (cleanup(), reject(error));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/**
 * Inflates one entry, counting bytes; stops as soon as the running total passes `budget`. XML parts
 * are scanned for DOCTYPE and entity declarations on the way (the tail of each chunk is carried
 * over, so a declaration split across chunks is found too).
 */
async function inflatedSize(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  const stream = await zip.openReadStreamPromise(entry);
  const scan = isXmlPart(entry.fileName);
  let size = 0;
  let tail = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      stream.destroy();
      throw new ZipBombError('entries inflate beyond the limit');
    }
    if (scan) {
      const text = tail + chunk.toString('latin1');
      if (XML_DECLARATION.test(text)) {
        stream.destroy();
        throw new XmlDeclarationError(`${entry.fileName} declares a DOCTYPE or entities`);
      }
      tail = text.slice(-32);
    }
  }
  return size;
}

/**
 * Reads the central directory (yauzl, from the buffer) and refuses zip bombs: more than 1,000
 * entries, more than 50 MB unpacked in total, or a packing ratio above 100:1 (the archive's, or one
 * entry's). The declared sizes are then checked against what the entries really inflate to (yauzl
 * validates each entry's size and the total is capped), so a lying directory cannot get past.
 * Answers whether the archive is a Word document (`word/document.xml`); a Word document whose XML
 * parts declare a DOCTYPE or entities is refused (`XmlDeclarationError`).
 */
export async function inspectZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Promise<{ docx: boolean }> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    throw new BadZipError((error as Error).message);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new ZipBombError(`${zip.entryCount} entries`);
    const entries: Entry[] = [];
    let uncompressed = 0;
    let compressed = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      entries.push(entry);
      if (entries.length > limits.maxEntries) throw new ZipBombError('too many entries');
      uncompressed += entry.uncompressedSize;
      compressed += entry.compressedSize;
      if (uncompressed > limits.maxUncompressedBytes) throw new ZipBombError('unpacks beyond the limit');
      if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
        throw new ZipBombError(`entry ${entry.fileName} packs more than ${limits.maxRatio}:1`);
      }
    }
    if (uncompressed > limits.ratioFloorBytes && uncompressed > limits.maxRatio * Math.max(1, compressed)) throw new ZipBombError('archive packs too tightly');
    const docx = entries.some((e) => e.fileName === 'word/document.xml');
    if (!docx) return { docx };
    let budget = limits.maxUncompressedBytes;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) throw new BadZipError('encrypted entry');
      budget -= await inflatedSize(zip, entry, budget);
    }
    return { docx };
  } catch (error) {
    if (error instanceof ZipBombError || error instanceof BadZipError || error instanceof XmlDeclarationError) throw error;
    // yauzl's own complaints (bad headers, sizes that do not match the directory, bad data).
    if (/too large|size/i.test((error as Error).message)) throw new ZipBombError((error as Error).message);
    throw new BadZipError((error as Error).message);
  } finally {
    zip.close();
  }
}

/**
 * The checks every resume upload passes before it is parsed. Answers the kind by content, or
 * throws the HttpError the client sees (413 too large, 415 not a resume type, 422 unreadable).
 */
export async function checkResumeFile(bytes: Uint8Array): Promise<ResumeKind> {
  if (bytes.length > MAX_RESUME_BYTES) throw fileError(413, RESUME_MESSAGES.tooLarge);
  if (bytes.length === 0) throw fileError(422, RESUME_MESSAGES.empty);
  switch (sniff(bytes)) {
    case 'pdf':
      if (isEncryptedPdf(bytes)) throw fileError(422, RESUME_MESSAGES.encrypted);
      if (isTruncatedPdf(bytes)) throw fileError(422, RESUME_MESSAGES.corrupt);
      return 'pdf';
    case 'zip':
      try {
        const { docx } = await inspectZip(bytes);
        if (!docx) throw fileError(415, RESUME_MESSAGES.unsupported);
        return 'docx';
      } catch (error) {
        if (error instanceof ZipBombError) throw fileError(422, RESUME_MESSAGES.zipBomb);
        if (error instanceof BadZipError) throw fileError(422, RESUME_MESSAGES.corrupt);
        if (error instanceof XmlDeclarationError) throw fileError(422, RESUME_MESSAGES.xmlDeclarations);
        throw error;
      }
    case 'json':
      if (bytes.length > MAX_JSON_RESUME_BYTES) throw fileError(422, RESUME_MESSAGES.jsonTooLarge);
      if (jsonDepth(bytes, MAX_JSON_RESUME_DEPTH) > MAX_JSON_RESUME_DEPTH) throw fileError(422, RESUME_MESSAGES.jsonTooDeep);
      if (!isJsonResume(bytes)) throw fileError(415, RESUME_MESSAGES.unsupported);
      return 'json';
    case 'ole':
      throw fileError(415, RESUME_MESSAGES.legacyOrProtectedWord);
    default:
      throw fileError(415, RESUME_MESSAGES.unsupported);
  }
}

/** The message for each reason the parser gives up (`UnreadableResumeError.reason`). */
export function unreadableMessage(reason: 'encrypted' | 'no_text' | 'corrupt' | 'bad_text' | string): string {
  if (reason === 'encrypted') return RESUME_MESSAGES.encrypted;
  if (reason === 'no_text') return RESUME_MESSAGES.noText;
  if (reason === 'corrupt') return RESUME_MESSAGES.corrupt;
  if (reason === 'bad_text') return RESUME_MESSAGES.jsonBadText;
  return RESUME_MESSAGES.unreadable;
}

/** A download name made of safe characters only, keeping the extension of the kind. */
export function safeFileName(name: string | undefined, kind: ResumeKind): string {
  const base = (name ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 120);
  return `${base || 'resume'}.${EXTENSIONS[kind]}`;
}
