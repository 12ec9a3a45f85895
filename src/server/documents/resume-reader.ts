/**
 * One resume read from start to end, as the parse worker runs it (./parse-worker.ts): the file
 * checks (./resume-file.ts), the read (./parse-resume.ts), the CV schema and the HTML sanitiser.
 * The answer is a plain object that crosses the thread boundary: the CV, or the status and message
 * the person uploading sees. Both upload endpoints use it, so they refuse the same files the same way.
 */
import type { ResumeLanguage } from '../../cv/parse/index.js';
import { cvDataSchema, type CvData } from '../../shared/schemas/cv.js';
import { HttpError } from '../lib/errors.js';
import { sanitizeCv } from '../lib/sanitize-cv.js';
import { parseResume, UnreadableResumeError } from './parse-resume.js';
import { checkResumeFile, RESUME_MESSAGES, unreadableMessage, type ResumeKind } from './resume-file.js';

export type ReadOutcome =
  | { ok: true; kind: ResumeKind; data: CvData; unsure: string[]; language: ResumeLanguage }
  /** `problem`: what went wrong inside, for the server's log (never shown to the person). */
  | { ok: false; status: number; message: string; errors?: Record<string, string[]>; problem?: string };

const refused = (error: HttpError): ReadOutcome => ({ ok: false, status: error.statusCode, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
const unreadable = (problem: string): ReadOutcome => ({ ok: false, status: 422, message: RESUME_MESSAGES.unreadable, errors: { file: [RESUME_MESSAGES.unreadable] }, problem });

/** Checks and reads one file. Never throws: a file that cannot be read is a 4xx outcome with a message a person can act on. */
export async function readResumeFile(bytes: Uint8Array): Promise<ReadOutcome> {
  let kind: ResumeKind;
  try {
    kind = await checkResumeFile(bytes);
  } catch (error) {
    if (error instanceof HttpError) return refused(error);
    return unreadable(`file check failed: ${(error as Error).stack ?? String(error)}`);
  }
  let parsed: Awaited<ReturnType<typeof parseResume>>;
  try {
    parsed = await parseResume({ bytes, kind });
  } catch (error) {
    if (error instanceof UnreadableResumeError) {
      const message = unreadableMessage(error.reason);
      return { ok: false, status: 422, message, errors: { file: [message] } };
    }
    return unreadable(`${kind} parser failed: ${(error as Error).stack ?? String(error)}`);
  }
  const data = cvDataSchema.safeParse(parsed.data);
  if (!data.success) return unreadable(`${kind} parser answered data that is not a CV: ${JSON.stringify(data.error.issues.slice(0, 5))}`);
  const unsure = Array.isArray(parsed.unsure) ? [...new Set(parsed.unsure.filter((p): p is string => typeof p === 'string'))] : [];
  return { ok: true, kind, data: sanitizeCv(data.data), unsure, language: parsed.language };
}
