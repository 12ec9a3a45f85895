/**
 * Resume intake (issue "Documents and intake", Intake; issue 7): a file is checked by content and
 * read by the product's parser in the parse worker pool (../../documents/parse-pool.ts), and
 * becomes either a new CV of the organisation (with the original kept in the file storage) or the
 * CV data of a candidate's own profile (§4 state parsing_cv while it is read). Both endpoints run
 * the same checks and the same read before they answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { cvLanguageOf, type ResumeLanguage } from '../../../cv/parse/detect-language.js';
import type { AgreementImport, DuplicateOf } from '../../../shared/schemas/agreements.js';
import type { ResumeStatus } from '../../../shared/schemas/auth.js';
import type { CvData } from '../../../shared/schemas/cv.js';
import { cleanText } from '../../../shared/text.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import { ParseBusyError, ParseLimitError, ParsePoolClosedError, ParseWorkerError, type ParsePool } from '../../documents/parse-pool.js';
import { CONTENT_TYPES, EXTENSIONS, fileError, RESUME_MESSAGES, type ResumeKind } from '../../documents/resume-file.js';
import type { SignedInContext } from '../../lib/context.js';
import { conflict, HttpError, notFound, tooManyRequests } from '../../lib/errors.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import * as agreements from '../agreements/service.js';
import * as repo from './repository.js';

export type Upload = { bytes: Uint8Array; fileName: string | undefined };
export type ReadResume = { kind: ResumeKind; data: CvData; unsure: string[] };
/** What reads resumes: the parse pool (`app.documents.parser`). */
export type ResumeParser = Pick<ParsePool, 'read'>;

/** The name the file was uploaded with, cleaned (no NUL or control characters), without any path and at most 200 characters. */
export const originalName = (name: string | undefined, kind: ResumeKind) =>
  cleanText(name ?? '')
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, 200) || `resume.${EXTENSIONS[kind]}`;

/**
 * Checks and reads one resume in a parse worker; the CV is set to the resume's language. Every
 * failure is an HttpError with a message for the person uploading: 413/415/422 from the file checks
 * and the read, 422 when the read passed its time or memory limit, 429 with Retry-After when the
 * parse queue is full, 503 while the server stops. A parser failure is logged and answered as an unreadable file: bad input never gives a 500.
 */
export async function readResume(parser: ResumeParser, bytes: Uint8Array, log?: FastifyBaseLogger): Promise<ReadResume> {
  let outcome: Awaited<ReturnType<ResumeParser['read']>>;
  try {
    outcome = await parser.read(bytes);
  } catch (error) {
    if (error instanceof ParseBusyError) throw tooManyRequests(error.retryAfterSeconds, RESUME_MESSAGES.busy);
    if (error instanceof ParseLimitError) {
      log?.warn({ limit: error.limit, bytes: bytes.length }, 'a resume read passed its limit and its worker was replaced');
      throw fileError(422, error.limit === 'time' ? RESUME_MESSAGES.timeLimit : RESUME_MESSAGES.memoryLimit);
    }
    if (error instanceof ParsePoolClosedError) throw new HttpError(503, RESUME_MESSAGES.closing);
    if (error instanceof ParseWorkerError && !error.starting) {
      log?.error({ err: error, bytes: bytes.length }, 'the parse worker crashed on a resume');
      throw fileError(422, RESUME_MESSAGES.unreadable);
    }
    throw error;
  }
  if (!outcome.ok) {
    if (outcome.problem) log?.warn({ problem: outcome.problem }, 'resume parser failed');
    throw new HttpError(outcome.status, outcome.message, outcome.errors);
  }
  return { kind: outcome.kind, data: inResumeLanguage(outcome.data, outcome.language), unsure: outcome.unsure };
}

/**
 * The CV in the language the resume is written in (`custom_fields.template_language_variant`, which
 * the CV is rendered in); a Spanish or Portuguese resume becomes an English CV (`cvLanguageOf`).
 */
function inResumeLanguage(data: CvData, language: ResumeLanguage): CvData {
  return { ...data, custom_fields: { ...data.custom_fields, template_language_variant: data.custom_fields?.template_language_variant ?? cvLanguageOf(language) } };
}

/** SHA-256 of a file's bytes, hex: how a second upload of the same file is recognised. */
export const fileDigest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * `POST organisation/agreements/import`: check and read (worker) → one transaction that creates the fresh
 * agreement (the CV as parsed, `unsure` kept, the file's SHA-256), looks for a CV of the organisation
 * the resume matches (same file, else same candidate email) and stores the original file. A failure
 * anywhere leaves neither a row nor a file behind. A match does not stop the import: the answer
 * names it in `duplicate_of` and the person decides (keep both, or discard the new CV with
 * `destroy_fresh` and open the existing one).
 */
export async function importAgreement(ctx: SignedInContext, storage: FileStorage, parser: ResumeParser, upload: Upload, log?: FastifyBaseLogger): Promise<AgreementImport> {
  const { kind, data, unsure } = await readResume(parser, upload.bytes, log);
  const key = orgKey(ctx.organisationId, 'agreements', `${randomUUID()}.${EXTENSIONS[kind]}`);
  const fileName = originalName(upload.fileName, kind);
  const sha256 = fileDigest(upload.bytes);
  let stored = false;
  let duplicateOf: DuplicateOf | null = null;
  try {
    const agreement = await agreements.create(ctx, data, {
      source: { fileKey: key, fileName, fileType: kind, unsure, sha256 },
      beforeCommit: async (id, tx) => {
        // One import of this person at a time from here to the commit: the copies of a file sent in
        // one batch find each other (the later one waits, then sees the earlier one's row).
        await repo.lockImporter(tx, ctx.user.id);
        duplicateOf = await agreements.findDuplicate(tx, { sha256, email: data.email, exceptId: id });
        await storage.put(key, upload.bytes, { contentType: CONTENT_TYPES[kind], fileName });
        stored = true;
      },
    });
    return { agreement, unsure, duplicate_of: duplicateOf };
  } catch (error) {
    // The transaction rolled back after the file was written (e.g. the commit failed): remove it.
    if (stored) await storage.delete(key).catch((e: unknown) => log?.error({ err: e, key }, 'could not remove the file of a failed import'));
    throw error;
  }
}

/** `GET organisation/agreements/{id}/source`: the original file, 404 when the CV was not imported. */
export async function agreementSource(scope: TenantScope, storage: FileStorage, id: number) {
  const source = await agreements.sourceFile(scope, id);
  const file = source ? await storage.get(source.key) : null;
  if (!source || !file) throw notFound('This CV was not made from an uploaded file.');
  const kind = (source.type ?? 'pdf') as ResumeKind;
  return { bytes: file.bytes, contentType: file.meta.contentType || CONTENT_TYPES[kind], fileName: source.name ?? `resume.${EXTENSIONS[kind]}`, kind };
}

// ---------------------------------------------------------------------------------------------
// Candidates: their own resume (§4 parsing_cv).

export const PROFILE_MESSAGES = {
  noProfile: 'There is no profile to add a resume to.',
  busy: 'Your resume is still being read. Please wait a moment.',
  stalled: 'Reading your resume took too long. Please upload it again.',
} as const;

/** After this long in parsing_cv with no read running in this process, the state is put back (a restart during a read). */
export const STALLED_AFTER_MS = 2 * 60_000;

type ProfileState = 'active' | 'reviewing';

/**
 * Step 1 of a candidate upload: the profile goes to parsing_cv while its new resume is read (other
 * sessions see it; a second upload meanwhile is a 409). Nothing else changes: the previous file and
 * CV stay. Answers the profile id and the state to go back to.
 */
export async function beginProfileResume(scope: TenantScope, userId: number): Promise<{ profileId: number; previousState: ProfileState }> {
  return inTransaction(scope, async (tx) => {
    const profile = await repo.findProfile(tx, userId, { forUpdate: true });
    if (!profile) throw notFound(PROFILE_MESSAGES.noProfile);
    if (profile.state === 'parsing_cv') throw conflict(PROFILE_MESSAGES.busy);
    await repo.setProfileState(tx, profile.id, 'parsing_cv');
    return { profileId: profile.id, previousState: profile.state as ProfileState };
  });
}

/**
 * Step 2, after a good read: the new file is stored, then the profile switches to it and its CV in
 * one transaction (skills at most 40, experience and education counts) and leaves parsing_cv for
 * `state`; the replaced file is removed after the commit. A failure removes the new file and leaves
 * the previous file and CV in place.
 */
export async function switchProfileResume(
  scope: TenantScope,
  storage: FileStorage,
  profileId: number,
  state: ProfileState,
  upload: Upload & ReadResume,
  log?: FastifyBaseLogger,
): Promise<void> {
  const key = orgKey(scope.organisationId, 'profiles', `${randomUUID()}.${EXTENSIONS[upload.kind]}`);
  const fileName = originalName(upload.fileName, upload.kind);
  // Written before the transaction (which then holds the row only for two statements), removed again if it does not commit.
  await storage.put(key, upload.bytes, { contentType: CONTENT_TYPES[upload.kind], fileName });
  let previousKey: string | null;
  try {
    previousKey = await inTransaction(scope, async (tx) => {
      const profile = await repo.lockProfileFile(tx, profileId);
      if (!profile) throw notFound(PROFILE_MESSAGES.noProfile);
      await repo.saveProfileResume(tx, profileId, state, { key, name: fileName, type: upload.kind }, upload.data);
      return profile.cvFileKey;
    });
  } catch (error) {
    await storage.delete(key).catch((e: unknown) => log?.error({ err: e, key }, 'could not remove the file of a failed resume switch'));
    throw error;
  }
  if (previousKey && previousKey !== key) await storage.delete(previousKey).catch((e: unknown) => log?.warn({ err: e, key: previousKey }, 'could not remove a replaced resume'));
}

/** Puts the profile back to `state` when a read did not succeed (only from parsing_cv); an `error` is kept for GET my/resume/status. */
export async function abandonProfileResume(scope: TenantScope, profileId: number, state: ProfileState, error?: string) {
  await repo.leaveParsing(scope, profileId, state, error);
}

/**
 * `POST my/resume`: parsing_cv → check and read (worker) → switch file and CV → previous state; a
 * file that cannot be read answers its 4xx and changes nothing (the state goes back). `reading`
 * tracks reads in flight in this process (for the stalled-read check of `resumeStatus`).
 */
export async function replaceProfileResume(
  scope: TenantScope,
  userId: number,
  storage: FileStorage,
  parser: ResumeParser,
  upload: Upload,
  reading: Set<number>,
  log?: FastifyBaseLogger,
): Promise<ResumeStatus> {
  const { profileId, previousState } = await beginProfileResume(scope, userId);
  reading.add(profileId);
  try {
    let read: ReadResume;
    try {
      read = await readResume(parser, upload.bytes, log);
    } catch (error) {
      await abandonProfileResume(scope, profileId, previousState);
      throw error;
    }
    try {
      await switchProfileResume(scope, storage, profileId, previousState, { ...upload, ...read }, log);
    } catch (error) {
      await abandonProfileResume(scope, profileId, previousState).catch((e: unknown) => log?.error({ err: e }, 'could not put a profile back after a failed resume switch'));
      throw error;
    }
  } finally {
    reading.delete(profileId);
  }
  return resumeStatus(scope, userId, (id) => reading.has(id));
}

export type { ResumeStatus };

/** `GET my/resume/status`. A read that stalled (no read running here for a while) is put back to active with a message. */
export async function resumeStatus(scope: TenantScope, userId: number, running: (profileId: number) => boolean): Promise<ResumeStatus> {
  let profile = await repo.findProfile(scope, userId);
  if (!profile) throw notFound(PROFILE_MESSAGES.noProfile);
  if (profile.state === 'parsing_cv' && !running(profile.id) && Date.now() - profile.updatedAt.getTime() > STALLED_AFTER_MS) {
    await abandonProfileResume(scope, profile.id, 'active', PROFILE_MESSAGES.stalled);
    profile = (await repo.findProfile(scope, userId))!;
  }
  return {
    state: profile.state as ResumeStatus['state'],
    error: profile.cvParseError,
    file_name: profile.cvFileName,
    skills: profile.skills,
    experience_count: profile.experienceCount,
    education_count: profile.educationCount,
  };
}
