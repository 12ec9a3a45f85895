/**
 * What an uploaded resume is, decided by its content and never by its name (issue "Documents and
 * intake"): `%PDF-` → pdf; a ZIP holding `word/document.xml` → docx (after a zip-bomb check of its
 * central directory and of what its entries really inflate to); a JSON object with a `basics`
 * object (JSON Resume) → json. Anything else is refused with a message a person can act on, and
 * so are files we know the parser cannot read (password-protected or truncated PDFs).
 */
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../lib/errors.js';

export type ResumeKind = 'pdf' | 'docx' | 'json';

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

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

/** A password-protected PDF names an `/Encrypt` dictionary in its trailer (or cross-reference stream). */
export function isEncryptedPdf(bytes: Uint8Array): boolean {
  return /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(ascii(bytes));
}

/** A complete PDF ends with `%%EOF` (readers look in the last 1 KB; we allow 2 KB of trailing bytes). */
export function isTruncatedPdf(bytes: Uint8Array): boolean {
  return !ascii(bytes, Math.max(0, bytes.length - 2048)).includes('%%EOF');
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

function nextEntry(zip: ZipFile): Promise<Entry | null> {
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

/** Inflates one entry, counting bytes; stops as soon as the running total passes `budget`. */
async function inflatedSize(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  const stream = await zip.openReadStreamPromise(entry);
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      stream.destroy();
      throw new ZipBombError('entries inflate beyond the limit');
    }
  }
  return size;
}

/**
 * Reads the central directory (yauzl, from the buffer) and refuses zip bombs: more than 1,000
 * entries, more than 50 MB unpacked in total, or a packing ratio above 100:1 (the archive's, or one
 * entry's). The declared sizes are then checked against what the entries really inflate to (yauzl
 * validates each entry's size and the total is capped), so a lying directory cannot get past.
 * Answers whether the archive is a Word document (`word/document.xml`).
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
    if (error instanceof ZipBombError || error instanceof BadZipError) throw error;
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
        throw error;
      }
    case 'json':
      if (!isJsonResume(bytes)) throw fileError(415, RESUME_MESSAGES.unsupported);
      return 'json';
    case 'ole':
      throw fileError(415, RESUME_MESSAGES.legacyOrProtectedWord);
    default:
      throw fileError(415, RESUME_MESSAGES.unsupported);
  }
}

/** The message for each reason the parser gives up (`UnreadableResumeError.reason`). */
export function unreadableMessage(reason: 'encrypted' | 'no_text' | 'corrupt' | string): string {
  if (reason === 'encrypted') return RESUME_MESSAGES.encrypted;
  if (reason === 'no_text') return RESUME_MESSAGES.noText;
  if (reason === 'corrupt') return RESUME_MESSAGES.corrupt;
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
