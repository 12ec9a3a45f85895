/**
 * Data rights (issue 15, beyond the spec; decision 035): a person's copy of everything the product
 * holds about them (GDPR Art. 15/20), erasing a person (Art. 17) — by themselves, by an account
 * manager for a candidate, or by the organisation's retention policy — and the log of erasures.
 *
 * An erasure is one transaction (the rows, the search projection, the log row); the stored files,
 * the outbox mails addressed to the person and their sign-in counters go once it has committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  DATA_RIGHTS_MESSAGES,
  DEFAULT_RETENTION_MONTHS,
  type Erasure,
  type ErasureList,
  type Retention,
  type RetentionReport,
} from '../../../shared/schemas/data-rights.js';
import { inTransaction, tenantScope, type TenantScope } from '../../db/tenant.js';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { FileStorage } from '../../lib/storage.js';
import type { Throttle } from '../../lib/throttle.js';
import type { ZipEntry } from '../../lib/zip.js';
import { PASSWORD_CHANGE_RULES, tooMany } from '../auth/service.js';
import { allOrganisationIds } from '../organisation/repository.js';
import { refreshProjection } from '../search/service.js';
import * as repo from './repository.js';

/** What erasing needs besides the database: the files, the outbox, the sign-in counters, the time and the server log. */
export type ErasureParts = { storage: FileStorage; mailer: Mailer; throttle: Throttle; clock: Clock; log: FastifyBaseLogger };

/**
 * The sign-in, sign-up, reset and password-change counters keyed by the person (the keys of
 * auth/service.ts): exact keys and the prefixes of their per-client keys.
 */
function throttleKeysOf(organisationId: number, userId: number, email: string) {
  const address = email.toLowerCase();
  return {
    keys: [`sign-in:${organisationId}:${address}`, `sign-up:${organisationId}:${address}`, `reset:${organisationId}:${address}`, `password-change:${organisationId}:${userId}`],
    prefixes: [`sign-in-client:${organisationId}:${address}:`, `reset-client:${organisationId}:${address}:`],
  };
}

// ── The copy (GET my/data) ───────────────────────────────────────────────────────────────────

/**
 * Stored values left out of the copy, and why: they are secrets that prove who someone is, not data
 * about them, and a copy that leaks would hand them over.
 */
export const NOT_EXPORTED: Record<string, string> = {
  password_hash: 'The argon2id hash of your password: a secret, not data about you.',
  token_hash: 'The SHA-256 of a one-time link: a secret.',
  token_digest: 'The SHA-256 of a review link: a secret.',
  nonce: 'What a review link is derived from: a secret.',
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as the copy shows it: snake_case keys (the database's column names), times in ISO 8601, secrets left out. */
function plain(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = snake(key);
    if (name in NOT_EXPORTED) continue;
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A file name safe inside the ZIP: no path, only plain characters. */
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';

type ExportFile = { path: string; key: string; about: string; name: string | null; content_type: string | null };

/** The manifest (`data.json`) and the files to put beside it. */
export async function exportManifest(ctx: SignedInContext, throttle: Throttle, now: Date): Promise<{ manifest: Record<string, unknown>; files: ExportFile[] }> {
  const signedIn = await repo.findUser(ctx, ctx.user.id);
  if (!signedIn) throw notFound();
  // The counters are no tenant's rows (decision 013): read with the throttle, before the transaction
  // (on the embedded database a statement outside a running transaction would wait for it).
  const counted = throttleKeysOf(ctx.organisationId, signedIn.id, signedIn.email);
  const attempts = await throttle.entries(counted.keys, counted.prefixes);
  return inTransaction(ctx, async (tx) => {
    const user = await repo.findUser(tx, ctx.user.id);
    if (!user) throw notFound();
    const rows = await repo.personRows(tx, user);
    const files: ExportFile[] = [];
    if (rows.profile?.cvFileKey) {
      files.push({ path: `files/profile/${safeName(rows.profile.cvFileName ?? 'resume')}`, key: rows.profile.cvFileKey, about: 'profile', name: rows.profile.cvFileName, content_type: rows.profile.cvFileType });
    }
    const cvs = rows.cvs.map((cv) => {
      if (cv.sourceFileKey) files.push({ path: `files/cvs/${cv.id}/${safeName(cv.sourceFileName ?? 'resume')}`, key: cv.sourceFileKey, about: `cv ${cv.id}`, name: cv.sourceFileName, content_type: cv.sourceFileType });
      const images = rows.attachments.filter((a) => a.agreementId === cv.id);
      for (const image of images) {
        files.push({ path: `files/cvs/${cv.id}/attachments/${image.id}-${image.category}.${image.contentType.split('/')[1] ?? 'bin'}`, key: image.fileKey, about: `cv ${cv.id} attachment ${image.id}`, name: null, content_type: image.contentType });
      }
      const prospects = rows.prospects.filter((p) => p.prospect.agreementId === cv.id);
      return {
        ...plain(cv),
        attachments: images.map(plain),
        review_links: rows.reviewTokens.filter((t) => t.agreementId === cv.id).map(plain),
        review_decisions: rows.reviewDecisions.filter((d) => d.agreementId === cv.id).map(plain),
        job_applications: prospects.map((p) => ({ ...plain(p.prospect), job: p.job })),
        comments: rows.prospectComments.filter((c) => prospects.some((p) => p.prospect.id === c.comment.prospectId)).map((c) => plain(c.comment)),
        client_feedback: rows.shareFeedback.filter((f) => f.agreementId === cv.id).map(plain),
      };
    });
    const manifest = {
      format: 'talentfolio-data-export',
      version: 1,
      exported_at: now.toISOString(),
      organisation: { id: ctx.organisation.id, subdomain: ctx.organisation.subdomain, name: ctx.organisation.name },
      not_included: NOT_EXPORTED,
      user: plain(user),
      profile: plain(rows.profile),
      memberships: rows.memberships.map((m) => ({ ...plain(m.membership), account: plain(m.account) })),
      employee_records: rows.employees.map(plain),
      consents: {
        terms_agreed_at: user.agreedTermsAt?.toISOString() ?? null,
        account_terms: rows.memberships.map((m) => ({ account_id: m.membership.accountId, account: m.account.name, agreed: m.membership.agreed })),
        campaign_activations: rows.campaignActivations.map((a) => ({ ...plain(a.activation), campaign: a.campaign })),
      },
      sign_in_history: rows.signIns.map(plain),
      /** Professional networks the person signs in with (their subject id there and the email they gave). */
      connected_networks: rows.identities.map(plain),
      sign_in_attempts: attempts.map(plain),
      one_time_links: rows.oneTimeTokens.map(plain),
      pending_signups: rows.pendingSignups.map(plain),
      invitations: rows.invites.map(plain),
      notifications: rows.notifications.map(plain),
      cvs,
      files: files.map(({ key: _key, ...file }) => file),
    };
    return { manifest, files };
  });
}

/** The entries of the ZIP: `data.json`, then each stored file read as it is written (a file gone from the storage is named in `missing.json`). */
export async function* exportEntries(ctx: SignedInContext, storage: FileStorage, throttle: Throttle, now: Date): AsyncGenerator<ZipEntry> {
  const { manifest, files } = await exportManifest(ctx, throttle, now);
  yield { name: 'data.json', bytes: new TextEncoder().encode(JSON.stringify(manifest, null, 2)) };
  const missing: string[] = [];
  for (const file of files) {
    const stored = await storage.get(file.key);
    if (stored) yield { name: file.path, bytes: stored.bytes, store: !/json|text/.test(stored.meta.contentType) };
    else missing.push(file.path);
  }
  if (missing.length) yield { name: 'missing.json', bytes: new TextEncoder().encode(JSON.stringify({ missing }, null, 2)) };
}

// ── Erasure ──────────────────────────────────────────────────────────────────────────────────

type Erased = { userId: number; email: string; keys: string[]; cvIds: number[] };

/** Erases one person's rows and their CVs' search rows inside `tx`; answers what to remove after the commit. */
async function eraseInTransaction(tx: TenantScope, user: repo.UserRow): Promise<Erased> {
  const { keys, cvIds } = await repo.fileKeysOf(tx, user.id, user.email);
  const names = await repo.namesOf(tx, user.id, user.email);
  await repo.erasePersonRows(tx, user, names);
  await refreshProjection(tx, cvIds);
  return { userId: user.id, email: user.email, keys, cvIds };
}

/**
 * After the commit: the stored files, the outbox mails addressed to them, and the sign-in counters
 * keyed by their address (the keys of auth/service.ts). A failure here is logged, never undoes the
 * erasure of the rows.
 */
async function eraseOutside(scope: TenantScope, parts: ErasureParts, erased: Erased[]): Promise<void> {
  for (const person of erased) {
    for (const key of person.keys) await parts.storage.delete(key).catch((error: unknown) => parts.log.error({ err: error, key }, 'data rights: could not remove a file of an erased person'));
    const counted = throttleKeysOf(scope.organisationId, person.userId, person.email);
    try {
      await parts.mailer.forget?.(person.email);
      for (const key of counted.keys) await parts.throttle.clear(key);
      for (const prefix of counted.prefixes) await parts.throttle.clearPrefix(prefix);
    } catch (error) {
      parts.log.error({ err: error, userId: person.userId }, 'data rights: could not remove the mails or sign-in counters of an erased person');
    }
  }
}

function presentErasure(row: repo.ErasureRow, ranBy: string | null): Erasure {
  return {
    id: row.id,
    reason: row.reason,
    ran_by: ranBy,
    months: row.months,
    user_count: row.userCount,
    user_ids: row.userIds,
    cv_count: row.cvCount,
    file_count: row.fileCount,
    at: row.at.toISOString(),
  };
}

/** Erases the people `pick` chooses inside one transaction, logs it (table and server log) and cleans up after the commit. */
async function runErasure(
  scope: TenantScope,
  parts: ErasureParts,
  how: { reason: repo.ErasureRow['reason']; ranById: number | null; ranBy: string | null; months?: number },
  pick: (tx: TenantScope) => Promise<repo.UserRow[]>,
): Promise<Erasure> {
  const { erased, row } = await inTransaction(scope, async (tx) => {
    const people = await pick(tx);
    const erased: Erased[] = [];
    for (const person of people) erased.push(await eraseInTransaction(tx, person));
    const row = await repo.insertErasure(tx, {
      reason: how.reason,
      ranById: how.ranById,
      months: how.months ?? null,
      userCount: erased.length,
      userIds: erased.map((e) => e.userId),
      cvCount: erased.reduce((n, e) => n + e.cvIds.length, 0),
      fileCount: erased.reduce((n, e) => n + e.keys.length, 0),
      at: parts.clock.now(),
    });
    return { erased, row };
  });
  await eraseOutside(scope, parts, erased);
  parts.log.info(
    { erasure: row.id, organisationId: scope.organisationId, reason: row.reason, ranById: row.ranById, userIds: row.userIds, cvs: row.cvCount, files: row.fileCount, months: row.months },
    `data rights: ${row.userCount} person(s) erased (${row.reason})`,
  );
  return presentErasure(row, how.ranBy);
}

/**
 * `DELETE my/account`: the password confirms it (a wrong one counts against the same limits as a
 * password change: 422, then 429). The last account manager of an account cannot leave it without one (409).
 */
export async function eraseOwnAccount(ctx: SignedInContext, parts: ErasureParts, password: string, address: string): Promise<Erasure> {
  const user = await repo.findUser(ctx, ctx.user.id);
  if (!user) throw notFound();
  const keys = { user: `password-change:${ctx.organisationId}:${user.id}`, address: `password-change-address:${address}` };
  const wait = await parts.throttle.retryAfter([keys.user, keys.address]);
  if (wait > 0) throw tooMany(wait);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const locked = Math.max(await parts.throttle.hit(keys.user, PASSWORD_CHANGE_RULES.user), await parts.throttle.hit(keys.address, PASSWORD_CHANGE_RULES.address));
    if (locked > 0) throw tooMany(locked);
    throw unprocessable({ password: [DATA_RIGHTS_MESSAGES.invalidPassword] }, DATA_RIGHTS_MESSAGES.invalidPassword);
  }
  return runErasure(ctx, parts, { reason: 'self', ranById: null, ranBy: null }, async (tx) => {
    const locked = await repo.findUser(tx, user.id, { forUpdate: true });
    if (!locked) throw notFound();
    if ((await repo.accountsOnlyManagedBy(tx, user.id)).length) throw conflict(DATA_RIGHTS_MESSAGES.lastManager);
    return [locked];
  });
}

/** `DELETE organisation/candidates/{user_id}`: an account manager erases a candidate of the organisation (404 for anyone else). */
export async function eraseCandidate(ctx: SignedInContext, parts: ErasureParts, userId: number): Promise<Erasure> {
  const me = await repo.findUser(ctx, ctx.user.id);
  return runErasure(ctx, parts, { reason: 'organisation', ranById: ctx.user.id, ranBy: me?.email ?? null }, async (tx) => {
    const candidate = await repo.findCandidate(tx, userId);
    if (!candidate) throw notFound(DATA_RIGHTS_MESSAGES.noCandidate);
    return [candidate];
  });
}

// ── Retention ────────────────────────────────────────────────────────────────────────────────

export async function retention(scope: TenantScope): Promise<Retention> {
  const policy = await repo.findPolicy(scope);
  return { months: policy?.months ?? DEFAULT_RETENTION_MONTHS, updated_at: policy?.updatedAt.toISOString() ?? null };
}

export async function saveRetention(ctx: SignedInContext, clock: Clock, months: number): Promise<Retention> {
  const row = await repo.savePolicy(ctx, months, ctx.user.id, clock.now());
  return { months: row.months, updated_at: row.updatedAt.toISOString() };
}

/** Activity before this moment is older than the policy allows (`months` calendar months before `now`). */
export function cutoffOf(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** `GET organisation/retention/report`: the dry run — who a purge now would erase, changing nothing. */
export async function retentionReport(scope: TenantScope, clock: Clock): Promise<RetentionReport> {
  const { months } = await retention(scope);
  const cutoff = cutoffOf(clock.now(), months);
  return inTransaction(scope, async (tx) => {
    const candidates = await repo.inactiveCandidates(tx, cutoff);
    let files = 0;
    for (const c of candidates) files += (await repo.fileKeysOf(tx, c.id, c.email)).keys.length;
    return {
      months,
      cutoff: cutoff.toISOString(),
      candidate_count: candidates.length,
      cv_count: candidates.reduce((n, c) => n + c.cvCount, 0),
      file_count: files,
      candidates: candidates.map((c) => ({
        user_id: c.id,
        name: `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(),
        email: c.email,
        last_activity_at: c.lastActivity.toISOString(),
        cv_count: c.cvCount,
      })),
    };
  });
}

/**
 * A retention purge of one organisation: every candidate inactive for longer than the policy, in one
 * transaction, logged even when it erased nobody (so a purge is never silent). `ranBy` null: the daily job.
 */
export async function purge(scope: TenantScope, parts: ErasureParts, ranBy: { id: number; email: string } | null): Promise<Erasure> {
  const { months } = await retention(scope);
  const cutoff = cutoffOf(parts.clock.now(), months);
  return runErasure(scope, parts, { reason: 'retention', ranById: ranBy?.id ?? null, ranBy: ranBy?.email ?? null, months }, async (tx) => {
    const stale = await repo.inactiveCandidates(tx, cutoff);
    const people: repo.UserRow[] = [];
    for (const c of stale) {
      const row = await repo.findCandidate(tx, c.id);
      if (row) people.push(row);
    }
    return people;
  });
}

/** `POST organisation/retention/purge`: an account manager runs the purge now. */
export async function purgeNow(ctx: SignedInContext, parts: ErasureParts): Promise<Erasure> {
  const me = await repo.findUser(ctx, ctx.user.id);
  return purge(ctx, parts, { id: ctx.user.id, email: me?.email ?? '' });
}

/** The daily job: every organisation's purge, one after the other; one organisation's failure is logged and the others still run. */
export async function purgeEverywhere(db: Executor, parts: ErasureParts): Promise<Erasure[]> {
  const done: Erasure[] = [];
  for (const id of await allOrganisationIds(db)) {
    try {
      done.push(await purge(tenantScope(db, id), parts, null));
    } catch (error) {
      parts.log.error({ err: error, organisationId: id }, 'data rights: the retention purge failed for an organisation');
    }
  }
  return done;
}

/** `GET organisation/erasures`: the latest erasures of the organisation (at most 50). */
export async function erasureLog(scope: RequestContext): Promise<ErasureList> {
  const rows = await repo.listErasures(scope, 50);
  return { erasures: rows.map((r) => presentErasure(r.erasure, r.ranByEmail)) };
}
