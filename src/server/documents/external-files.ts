/**
 * Files pushed to an external profile batch (§7 external_profile_batches/push), read into profiles:
 * JSON Resume files (one .json, or a .zip of them) and LinkedIn data exports (a .zip of CSV files).
 * Decided by content, never by name. A file that cannot be a batch's input at all (too large, empty,
 * another kind, a zip bomb, a damaged ZIP, a ZIP without anything to read) is refused as a whole
 * with a message a person can act on (413/422); inside a good ZIP, each entry that cannot be read
 * becomes a profile in error with its own message, so one bad file does not hold back the others.
 *
 * The files are small text (a JSON Resume is kilobytes, an export's CSVs too) and every read is
 * capped: the archive passes the zip-bomb checks of ./resume-file.ts first, each entry inflates
 * (zlib, off the event loop) to at most its cap, and JSON is parsed only after its size and depth
 * were checked on the bytes.
 */
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { jsonResumeToCv } from '../../cv/parse/json-resume.js';
import { LINKEDIN_FILES, LinkedInExportError, linkedInExportToCv, type LinkedInFile } from '../../cv/parse/linkedin-export.js';
import type { ParseResult } from '../../cv/parse/types.js';
import { EXTERNAL_BATCH_MAX_PROFILES, type ExternalProviderKey } from '../../shared/schemas/external-profiles.js';
import { cleanText, findTextBreach } from '../../shared/text.js';
import { HttpError } from '../lib/errors.js';
import {
  BadZipError,
  entryBytes,
  fileError,
  inspectZip,
  isJsonResume,
  jsonDepth,
  MAX_JSON_RESUME_BYTES,
  MAX_JSON_RESUME_DEPTH,
  MAX_RESUME_BYTES,
  RESUME_MESSAGES,
  nextEntry,
  sniff,
  ZIP_LIMITS,
  ZipBombError,
  XmlDeclarationError,
} from './resume-file.js';

/** One CSV of an export may be this large (an export's CSVs are kilobytes; Positions.csv of a long career some tens). */
export const MAX_LINKEDIN_CSV_BYTES = 5 * 1024 * 1024;

export const EXTERNAL_FILE_MESSAGES = {
  tooLarge: RESUME_MESSAGES.tooLarge,
  empty: RESUME_MESSAGES.empty,
  zipBomb: 'This ZIP unpacks to far more data than profiles hold, so it was not opened.',
  corruptZip: 'This ZIP is damaged and cannot be opened. Make it again (or download the export again) and upload the new file.',
  notJsonResume: 'Upload JSON Resume files (.json, each with a "basics" object) or a .zip of them.',
  noJsonInZip: 'This ZIP holds no .json files. Put the JSON Resume files in the ZIP (or upload them one by one).',
  tooManyProfiles: `A batch holds at most ${EXTERNAL_BATCH_MAX_PROFILES} profiles. Split the files over several batches.`,
  linkedInNoProfile:
    'This is not a LinkedIn data export: it has no Profile.csv. Download your data from LinkedIn (Settings → Data privacy → Get a copy of your data) and upload the ZIP as it came.',
  linkedInNoName: 'Profile.csv of this export has no first or last name.',
  linkedInBadCsv: (file: string) => `${file} of this export cannot be read as CSV. Download the export again and upload the ZIP as it came.`,
  notLinkedInZip: 'Upload the LinkedIn data export as the .zip file LinkedIn sent (Settings → Data privacy → Get a copy of your data).',
  entryNotJson: 'This file is not valid JSON. Export it again from the tool that made it.',
  entryNotJsonResume: 'This file is JSON but not a JSON Resume (it has no "basics" object).',
  entryTooLarge: RESUME_MESSAGES.jsonTooLarge,
  entryTooDeep: RESUME_MESSAGES.jsonTooDeep,
  entryBadText: RESUME_MESSAGES.jsonBadText,
  entryEncrypted: 'This file in the ZIP is password-protected. Make the ZIP again without a password.',
  csvTooLarge: (file: string) => `${file} of this export is larger than 5 MB, far more than a profile holds.`,
  csvNotUtf8: (file: string) => `${file} of this export is not UTF-8 text. Download the export again and upload the ZIP as it came.`,
} as const;

/** A profile read from a pushed file: its data, or why it could not be read. */
export type ReadProfile = { fileName: string } & ({ ok: true; read: ParseResult } | { ok: false; error: string });


/** The entries of a ZIP that passed `inspectZip`, each given to `visit` (which reads it or not); yauzl's complaints are a damaged ZIP. */
async function eachEntry(bytes: Uint8Array, visit: (zip: ZipFile, entry: Entry) => Promise<void>): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw fileError(422, EXTERNAL_FILE_MESSAGES.corruptZip);
  }
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) await visit(zip, entry);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fileError(422, /too large|size/i.test((error as Error).message) ? EXTERNAL_FILE_MESSAGES.zipBomb : EXTERNAL_FILE_MESSAGES.corruptZip);
  } finally {
    zip.close();
  }
}

/** The zip-bomb and damage checks of resume uploads, answered as this upload's messages. */
async function checkZip(bytes: Uint8Array): Promise<void> {
  try {
    await inspectZip(bytes, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipBombError) throw fileError(422, EXTERNAL_FILE_MESSAGES.zipBomb);
    if (error instanceof BadZipError || error instanceof XmlDeclarationError) throw fileError(422, EXTERNAL_FILE_MESSAGES.corruptZip);
    throw error;
  }
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;
/** Folders, macOS resource forks and hidden files are not the person's files. */
const isJunk = (path: string) => path.endsWith('/') || /(^|\/)__MACOSX\//.test(path) || baseName(path).startsWith('.');

/** Strings as they may be stored: control characters dropped; empty strings in lists dropped. */
function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings).filter((v) => !(typeof v === 'string' && !v.trim())) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v)])) as T;
  return value;
}

/** One JSON Resume document's bytes → its profile, or the reason it cannot be one. */
export function readJsonResume(bytes: Uint8Array): { ok: true; read: ParseResult } | { ok: false; error: string } {
  if (bytes.length > MAX_JSON_RESUME_BYTES) return { ok: false, error: EXTERNAL_FILE_MESSAGES.entryTooLarge };
  if (jsonDepth(bytes, MAX_JSON_RESUME_DEPTH) > MAX_JSON_RESUME_DEPTH) return { ok: false, error: EXTERNAL_FILE_MESSAGES.entryTooDeep };
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: EXTERNAL_FILE_MESSAGES.entryNotJson };
  }
  if (!isJsonResume(bytes)) return { ok: false, error: EXTERNAL_FILE_MESSAGES.entryNotJsonResume };
  if (findTextBreach(doc)) return { ok: false, error: EXTERNAL_FILE_MESSAGES.entryBadText };
  const read = jsonResumeToCv(doc as Record<string, unknown>);
  return { ok: true, read: { ...read, data: cleanStrings(read.data) } };
}

async function readJsonResumeUpload(bytes: Uint8Array, fileName: string): Promise<ReadProfile[]> {
  const kind = sniff(bytes);
  if (kind === 'json') {
    // A single file: what is wrong with it is wrong with the upload.
    const one = readJsonResume(bytes);
    if (!one.ok) throw fileError(422, one.error === EXTERNAL_FILE_MESSAGES.entryNotJson ? EXTERNAL_FILE_MESSAGES.notJsonResume : one.error);
    return [{ fileName, ...one }];
  }
  if (kind !== 'zip') throw fileError(422, EXTERNAL_FILE_MESSAGES.notJsonResume);
  await checkZip(bytes);
  const profiles: ReadProfile[] = [];
  await eachEntry(bytes, async (zip, entry) => {
    if (isJunk(entry.fileName) || !/\.json$/i.test(entry.fileName)) return;
    if (profiles.length >= EXTERNAL_BATCH_MAX_PROFILES) throw fileError(422, EXTERNAL_FILE_MESSAGES.tooManyProfiles);
    const name = `${fileName} › ${cleanText(entry.fileName)}`;
    if (entry.isEncrypted()) return void profiles.push({ fileName: name, ok: false, error: EXTERNAL_FILE_MESSAGES.entryEncrypted });
    const read = await entryBytes(zip, entry, MAX_JSON_RESUME_BYTES);
    profiles.push({ fileName: name, ...(read ? readJsonResume(read) : { ok: false, error: EXTERNAL_FILE_MESSAGES.entryTooLarge }) });
  });
  if (!profiles.length) throw fileError(422, EXTERNAL_FILE_MESSAGES.noJsonInZip);
  return profiles;
}

async function readLinkedInUpload(bytes: Uint8Array, fileName: string): Promise<ReadProfile[]> {
  if (sniff(bytes) !== 'zip') throw fileError(422, EXTERNAL_FILE_MESSAGES.notLinkedInZip);
  await checkZip(bytes);
  const files: Partial<Record<LinkedInFile, string>> = {};
  const problems: string[] = [];
  await eachEntry(bytes, async (zip, entry) => {
    if (isJunk(entry.fileName)) return;
    const known = LINKEDIN_FILES.find((f) => f.toLowerCase() === baseName(entry.fileName).toLowerCase());
    if (!known || files[known] !== undefined) return;
    if (entry.isEncrypted()) return void problems.push(EXTERNAL_FILE_MESSAGES.entryEncrypted);
    const read = await entryBytes(zip, entry, MAX_LINKEDIN_CSV_BYTES);
    if (!read) return void problems.push(EXTERNAL_FILE_MESSAGES.csvTooLarge(known));
    try {
      files[known] = new TextDecoder('utf-8', { fatal: true }).decode(read);
    } catch (error) {
      if (error instanceof TypeError) problems.push(EXTERNAL_FILE_MESSAGES.csvNotUtf8(known));
      else throw error;
    }
  });
  // Not an export at all: the person chose the wrong file.
  if (files['Profile.csv'] === undefined && !problems.length) throw fileError(422, EXTERNAL_FILE_MESSAGES.linkedInNoProfile);
  if (problems.length) return [{ fileName, ok: false, error: problems[0] }];
  try {
    const read = linkedInExportToCv(files);
    return [{ fileName, ok: true, read: { ...read, data: cleanStrings(read.data) } }];
  } catch (error) {
    if (error instanceof LinkedInExportError) {
      const message = error.reason === 'badCsv' ? EXTERNAL_FILE_MESSAGES.linkedInBadCsv(error.file ?? 'A file') : error.reason === 'noName' ? EXTERNAL_FILE_MESSAGES.linkedInNoName : EXTERNAL_FILE_MESSAGES.linkedInNoProfile;
      return [{ fileName, ok: false, error: message }];
    }
    throw error;
  }
}

/**
 * A pushed file → the profiles it holds (in the order of the ZIP), or an HttpError for the whole
 * file: 413 above 10 MB, 422 for everything else a person must fix.
 */
export async function readExternalUpload(provider: ExternalProviderKey, bytes: Uint8Array, fileName: string): Promise<ReadProfile[]> {
  if (bytes.length > MAX_RESUME_BYTES) throw fileError(413, EXTERNAL_FILE_MESSAGES.tooLarge);
  if (bytes.length === 0) throw fileError(422, EXTERNAL_FILE_MESSAGES.empty);
  return provider === 'json_resume' ? readJsonResumeUpload(bytes, fileName) : readLinkedInUpload(bytes, fileName);
}
