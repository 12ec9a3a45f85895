/**
 * Resume intake (issue "Documents and intake", Intake): a file is checked by content
 * (../../documents/resume-file.ts), parsed by the product's parser, and becomes either a new CV of
 * the organisation (with the original kept in the file storage) or the CV data of a candidate's
 * own profile (§4 state parsing_cv).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cvDataSchema, type CvData } from '../../../cv/model.js';
import { profiles } from '../../db/schema.js';
import { inTransaction, scoped, type TenantScope } from '../../db/tenant.js';
import { parseResume, UnreadableResumeError } from '../../documents/parse-resume.js';
import { checkResumeFile, CONTENT_TYPES, EXTENSIONS, fileError, RESUME_MESSAGES, unreadableMessage, type ResumeKind } from '../../documents/resume-file.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { sanitizeCv } from '../../lib/sanitize-cv.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import * as agreements from '../agreements/service.js';

export type Upload = { bytes: Uint8Array; fileName: string | undefined };
export type ReadResume = { kind: ResumeKind; data: CvData; unsure: string[] };

/** A parse that takes longer than this is given up (the parser's goal is 150 ms at p95). */
export const PARSE_TIMEOUT_MS = 30_000;

/** The name the file was uploaded with, without any path and at most 200 characters. */
export const originalName = (name: string | undefined, kind: ResumeKind) =>
  (name ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200) || `resume.${EXTENSIONS[kind]}`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`parse took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Checks and parses one resume. Every failure is an HttpError with a message for the person
 * uploading: 413/415/422 from the file checks, 422 for what the parser cannot read. A parser failure
 * other than `UnreadableResumeError` (or an answer that is not CV data) is logged and answered as an
 * unreadable file: bad input never gives a 500.
 */
export async function readResume(bytes: Uint8Array, log?: FastifyBaseLogger, kind?: ResumeKind): Promise<ReadResume> {
  const checkedKind = kind ?? (await checkResumeFile(bytes));
  let parsed: Awaited<ReturnType<typeof parseResume>>;
  try {
    parsed = await withTimeout(parseResume({ bytes, kind: checkedKind }), PARSE_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof UnreadableResumeError) throw fileError(422, unreadableMessage(error.reason));
    log?.warn({ err: error, kind: checkedKind }, 'resume parser failed');
    throw fileError(422, RESUME_MESSAGES.unreadable);
  }
  const data = cvDataSchema.safeParse(parsed.data);
  if (!data.success) {
    log?.error({ issues: data.error.issues.slice(0, 5), kind: checkedKind }, 'resume parser answered data that is not a CV');
    throw fileError(422, RESUME_MESSAGES.unreadable);
  }
  const unsure = Array.isArray(parsed.unsure) ? [...new Set(parsed.unsure.filter((p): p is string => typeof p === 'string'))] : [];
  return { kind: checkedKind, data: sanitizeCv(data.data), unsure };
}

/**
 * `POST organisation/agreements/import`: check → parse → one transaction that creates the fresh
 * agreement (the CV as parsed, `unsure` kept) and stores the original file. A failure anywhere
 * leaves neither a row nor a file behind.
 */
export async function importAgreement(actor: Actor, storage: FileStorage, upload: Upload, log?: FastifyBaseLogger) {
  const { kind, data, unsure } = await readResume(upload.bytes, log);
  const key = orgKey(actor.scope.organisationId, 'agreements', `${randomUUID()}.${EXTENSIONS[kind]}`);
  const fileName = originalName(upload.fileName, kind);
  let stored = false;
  try {
    const agreement = await agreements.create(actor, data, {
      source: { fileKey: key, fileName, fileType: kind, unsure },
      beforeCommit: async () => {
        await storage.put(key, upload.bytes, { contentType: CONTENT_TYPES[kind], fileName });
        stored = true;
      },
    });
    return { agreement, unsure };
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

type ProfileRow = typeof profiles.$inferSelect;

async function findProfile(scope: TenantScope, userId: number, forUpdate = false): Promise<ProfileRow | undefined> {
  const query = scope.db.select().from(profiles).where(scoped(scope, profiles, eq(profiles.userId, userId))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Step 1 of a candidate upload (synchronous part): the checked file is stored and the profile goes to
 * parsing_cv, in one transaction. Answers the profile id and the key of a replaced file (to remove).
 */
export async function beginProfileResume(scope: TenantScope, userId: number, storage: FileStorage, upload: Upload & { kind: ResumeKind }) {
  const key = orgKey(scope.organisationId, 'profiles', `${randomUUID()}.${EXTENSIONS[upload.kind]}`);
  const fileName = originalName(upload.fileName, upload.kind);
  let stored = false;
  try {
    return await inTransaction(scope, async (tx) => {
      const profile = await findProfile(tx, userId, true);
      if (!profile) throw notFound(PROFILE_MESSAGES.noProfile);
      if (profile.state === 'parsing_cv') throw conflict(PROFILE_MESSAGES.busy);
      await tx.db
        .update(profiles)
        .set({ state: 'parsing_cv', cvParseError: null, cvFileKey: key, cvFileName: fileName, cvFileType: upload.kind, updatedAt: new Date() })
        .where(scoped(tx, profiles, eq(profiles.id, profile.id)));
      await storage.put(key, upload.bytes, { contentType: CONTENT_TYPES[upload.kind], fileName });
      stored = true;
      return { profileId: profile.id, previousKey: profile.cvFileKey };
    });
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Step 2: the result of the read. Success keeps the CV on the profile and updates its skills (at most
 * 40) and experience and education counts; failure records the message. Either way the state goes
 * back to active (only from parsing_cv: another change of state in between wins).
 */
export async function finishProfileResume(scope: TenantScope, profileId: number, result: { data: CvData } | { error: string }) {
  const changes =
    'data' in result
      ? {
          cvData: result.data,
          cvParseError: null,
          skills: [...new Set((result.data.skills ?? []).map((s) => s.trim()).filter(Boolean))].slice(0, 40),
          experienceCount: result.data.experience?.length ?? 0,
          educationCount: result.data.education?.length ?? 0,
        }
      : { cvParseError: result.error };
  await scope.db
    .update(profiles)
    .set({ ...changes, state: 'active', updatedAt: new Date() })
    .where(scoped(scope, profiles, and(eq(profiles.id, profileId), eq(profiles.state, 'parsing_cv'))));
}

/** Step 2 run in full: parse the stored bytes, then record the result. Never throws. */
export async function readProfileResume(scope: TenantScope, profileId: number, bytes: Uint8Array, kind: ResumeKind, log?: FastifyBaseLogger) {
  try {
    const { data } = await readResume(bytes, log, kind);
    await finishProfileResume(scope, profileId, { data });
  } catch (error) {
    if (!(error instanceof HttpError)) log?.error({ err: error }, 'reading a candidate resume failed');
    await finishProfileResume(scope, profileId, { error: error instanceof HttpError ? error.message : RESUME_MESSAGES.unreadable }).catch((e: unknown) =>
      log?.error({ err: e }, 'could not record the result of a resume read'),
    );
  }
}

export type ResumeStatus = {
  state: 'active' | 'reviewing' | 'parsing_cv';
  error: string | null;
  file_name: string | null;
  skills: string[];
  experience_count: number;
  education_count: number;
};

/** `GET my/resume/status`. A read that stalled (no read running here for a while) is put back to active with a message. */
export async function resumeStatus(scope: TenantScope, userId: number, running: (profileId: number) => boolean): Promise<ResumeStatus> {
  let profile = await findProfile(scope, userId);
  if (!profile) throw notFound(PROFILE_MESSAGES.noProfile);
  if (profile.state === 'parsing_cv' && !running(profile.id) && Date.now() - profile.updatedAt.getTime() > STALLED_AFTER_MS) {
    await finishProfileResume(scope, profile.id, { error: PROFILE_MESSAGES.stalled });
    profile = (await findProfile(scope, userId))!;
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
