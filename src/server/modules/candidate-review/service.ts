/**
 * The candidate review link (spec §3 Candidate token, §4, §7; issue 11; decision 020). A recruiter
 * makes a link for a CV; the candidate opens it without an account, sees the styled full CV and
 * approves or rejects it; each decision is kept as consent evidence. The token opens that one CV at
 * that one organisation: it is looked up through the tenant scope and must name the agreement of the
 * path. Expired or replaced links answer 410; the candidate may ask for a new one once.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { dayMonthYear } from '../../../shared/formatters.js';
import {
  CANDIDATE_TOKEN_TTL_DAYS,
  type AgreementTokenStatus,
  type CandidateConsentList,
  type CandidateDecision,
  type CandidateLinkMailed,
  type CandidateReview,
  type CandidateToken,
} from '../../../shared/schemas/candidate-review.js';
import { CV_LANGUAGES, type CvLanguage } from '../../../shared/schemas/cv.js';
import type { ChromiumPool } from '../../documents/chromium-pool.js';
import { renderStyledCv } from '../../documents/styled-cv.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import * as notificationEvents from '../notifications/events.js';
import { refreshProjection } from '../search/service.js';
import type { Clock } from '../../lib/clock.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { conflict, forbidden, gone, notFound, tooManyRequests, unprocessable } from '../../lib/errors.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import type { Throttle, ThrottleRule } from '../../lib/throttle.js';
import { tokenDigest } from '../../lib/tokens.js';
import * as agreementsRepo from '../agreements/repository.js';
import { MESSAGES as AGREEMENT_MESSAGES } from '../agreements/service.js';
import { contentDigest, cvDigest } from './digest.js';
import { candidateLinkMail, newUrlRequestMail, rejectionMail, type MailBrand } from './mails.js';
import * as repo from './repository.js';
import { savedRenderInput } from '../documents/service.js';

export const MESSAGES = {
  featureOff: 'Candidate review is not enabled for this organisation.',
  linkInvalid: 'This review link is not valid. Check that you opened the whole link from your mail.',
  linkExpired: 'This review link has expired. You can ask for a new one.',
  linkReplaced: 'This review link was replaced by a newer one. Open the newest link you received, or ask for a new one.',
  notSaved: 'Save the CV before you send it to the candidate.',
  noEmail: 'This CV has no email address. Enter the candidate’s email address.',
  cvChanged: 'This CV was changed while you were reviewing it. Reload the page to see the current version.',
  alreadyRequested: 'A new link has already been requested for this one. Your recruiter will send it to you.',
  tooManyMails: 'This CV’s link was mailed several times in the last hour. Please wait before sending it again.',
  tooManyDecisions: 'You changed your decision several times in the last hour. Please wait a while before trying again.',
} as const;

/** Mails of one CV's link: 5 an hour, so a slip of the hand cannot flood a candidate's inbox. */
export const LINK_MAIL_RULE: ThrottleRule = { free: 5, lockSeconds: 3600, maxLockSeconds: 3600, forgetSeconds: 3600 };

/** Decisions through one link: 10 an hour (each rejection mails the recruiter; the evidence stays readable). */
export const DECISION_RULE: ThrottleRule = { free: 10, lockSeconds: 3600, maxLockSeconds: 3600, forgetSeconds: 3600 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the review use cases need besides the request: time, mail, rendering, the token key, URLs. */
export type ReviewServices = {
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  pool: ChromiumPool;
  /** The HMAC key tokens are derived with (decision 020), itself derived from the server secret. */
  tokenKey: Buffer;
  /** An absolute URL at the request's organisation (`http(s)://<subdomain>.<BASE_DOMAIN><path>`). */
  organisationUrl: (path: string) => string;
  log: FastifyBaseLogger;
};
export type ReviewContext = RequestContext & ReviewServices;

/** The client a candidate decided from, kept as evidence. */
export type Client = { ip: string; userAgent: string };

/** The token of a link: HMAC-SHA-256 of its nonce under the derived key, bound to organisation and agreement (256 bits, base64url). */
export const tokenOf = (key: Buffer, organisationId: number, agreementId: number, nonce: string) =>
  createHmac('sha256', key).update(`candidate-review:${organisationId}:${agreementId}:${nonce}`).digest('base64url');

/** The key tokens are derived with: one of its own, so a token is no session and no other digest. */
export const candidateTokenKey = (secret: string) => createHmac('sha256', secret).update('talentfolio/candidate-review-tokens').digest();

function assertFeature(ctx: RequestContext) {
  if (!ctx.organisation.candidateReviewFeature) throw forbidden(MESSAGES.featureOff);
}

const languageOf = (data: { custom_fields?: { template_language_variant?: string } | null }): CvLanguage => {
  const value = data.custom_fields?.template_language_variant;
  return (CV_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as CvLanguage) : 'en';
};

const candidateName = (data: { first_name?: string; last_name?: string; name?: string }) =>
  [data.first_name, data.last_name].filter((s) => s?.trim()).join(' ') || data.name?.trim() || '';

function brandOf(ctx: ReviewContext): MailBrand {
  const theme = ctx.organisation.theme;
  const logo = ctx.organisation.logoUrl;
  return {
    name: ctx.organisation.name,
    logoUrl: logo ? (/^https?:\/\//.test(logo) ? logo : ctx.organisationUrl(logo.startsWith('/') ? logo : `/${logo}`)) : null,
    colour: theme?.primary ?? '#1c4e80',
    contrast: theme?.primary_contrast ?? '#ffffff',
  };
}

function presentToken(ctx: ReviewContext, row: repo.TokenRow): CandidateToken {
  const token = tokenOf(ctx.tokenKey, ctx.organisationId, row.agreementId, row.nonce);
  return { token, expire_at: row.expiresAt.toISOString(), url: ctx.organisationUrl(`/candidate/review/${row.agreementId}/${token}`) };
}

async function mustFindAgreement(scope: RequestContext, id: number, forUpdate = false) {
  const row = await agreementsRepo.findAgreement(scope, id, { forUpdate });
  if (!row) throw notFound(AGREEMENT_MESSAGES.notFound);
  return row;
}

/**
 * `POST organisation/agreements/{id}/candidate_token`: the CV's live link; without `force` an
 * unexpired one is returned again (the same token, derived anew from its nonce), with `force` (or
 * when it expired) a new one replaces it in the same transaction and the old one stops working.
 */
export async function createToken(ctx: ReviewContext & SignedInContext, id: number, force: boolean): Promise<CandidateToken> {
  assertFeature(ctx);
  return inTransaction(ctx, async (tx) => {
    // The agreement's row is the lock: two requests for one CV's link run one after the other.
    const agreement = await mustFindAgreement(tx, id, true);
    // A draft (started from scratch, never saved) is discarded when its editor is left: no link for it.
    // An imported CV not saved yet is kept and listed, so it may be sent as it is.
    if (agreement.fresh && agreement.sourceFileKey === null) throw conflict(MESSAGES.notSaved);
    const now = ctx.clock.now();
    const live = await repo.findLiveToken(tx, id);
    if (live && !force && live.expiresAt > now) return presentToken(ctx, live);
    if (live) await repo.replaceTokens(tx, id, now);
    const nonce = randomBytes(32).toString('base64url');
    const token = tokenOf(ctx.tokenKey, ctx.organisationId, id, nonce);
    const row = await repo.insertToken(tx, {
      agreementId: id,
      nonce,
      tokenDigest: tokenDigest(token),
      expiresAt: new Date(now.getTime() + CANDIDATE_TOKEN_TTL_DAYS * DAY_MS),
      createdById: ctx.user.id,
      createdAt: now,
    });
    return presentToken(ctx, row);
  });
}

/** `POST organisation/agreements/{id}/candidate_token/mail`: the live link (made when needed) mailed to the candidate. */
export async function mailLink(ctx: ReviewContext & SignedInContext, id: number, email: string | undefined): Promise<CandidateLinkMailed> {
  assertFeature(ctx);
  const agreement = await mustFindAgreement(ctx, id);
  const to = (email ?? agreement.data.email ?? '').trim();
  if (!to) throw unprocessable({ email: [MESSAGES.noEmail] });
  const key = `candidate-link-mail:${ctx.organisationId}:${id}`;
  const wait = await ctx.throttle.retryAfter([key]);
  if (wait > 0) throw tooManyRequests(wait, MESSAGES.tooManyMails);
  const link = await createToken(ctx, id, false);
  await ctx.throttle.hit(key, LINK_MAIL_RULE);
  const relations = await agreementsRepo.loadRelations(ctx, agreement);
  const consultant = agreement.consultantId === null ? null : (relations.people.get(agreement.consultantId) ?? null);
  await ctx.mailer.send(
    candidateLinkMail({
      to,
      language: languageOf(agreement.data),
      brand: brandOf(ctx),
      candidateName: agreement.data.first_name?.trim() || candidateName(agreement.data),
      recruiter: consultant ? { name: consultant.name, email: consultant.email } : null,
      url: link.url,
      expires: dayMonthYear(link.expire_at, 'UTC'),
    }),
  );
  return { sent_to: to, expire_at: link.expire_at };
}

/** The link a token names, at this organisation; refused unless it names this agreement and is live. */
async function liveToken(ctx: ReviewContext, token: string, agreementId: number | null, options: { forUpdate?: boolean } = {}) {
  assertFeature(ctx);
  const row = await repo.findTokenByDigest(ctx, tokenDigest(token), options);
  if (!row || (agreementId !== null && row.agreementId !== agreementId)) throw notFound(MESSAGES.linkInvalid);
  if (row.replacedAt) throw gone(MESSAGES.linkReplaced);
  if (row.expiresAt <= ctx.clock.now()) throw gone(MESSAGES.linkExpired);
  return row;
}

type Shown = { row: agreementsRepo.AgreementRow; html: string; pages: number; cvDigest: string; contentDigest: string; language: CvLanguage; consultant: { name: string; email: string } | null };

/**
 * The styled full CV the candidate is shown: the saved CV with its template, branding and office, in
 * its language, with the CV settings of whoever made the link (as they previewed it).
 */
async function render(ctx: ReviewContext, token: repo.TokenRow): Promise<Shown> {
  const row = await mustFindAgreement(ctx, token.agreementId);
  const settingsOwner = token.createdById ?? row.consultantId;
  const settings = settingsOwner === null ? null : await repo.settingsOfUser(ctx, settingsOwner);
  // (Without the assessment report images: their signed links change with every rendering, and the
  // digest of what the candidate was shown must not.)
  const input = await savedRenderInput(ctx, row.id, { anonymous: false, settings, attachments: null });
  if (!input) throw notFound(MESSAGES.linkInvalid);
  const consultant = input.consultant;
  const styled = await renderStyledCv(ctx.pool, input);
  return {
    row,
    html: styled.html,
    pages: styled.pages,
    cvDigest: cvDigest(styled.html),
    contentDigest: contentDigest(row),
    language: languageOf(row.data),
    consultant: consultant?.email ? { name: consultant.name, email: consultant.email } : null,
  };
}

async function presentReview(ctx: ReviewContext, token: repo.TokenRow, shown: Shown): Promise<CandidateReview> {
  const decision = await repo.latestDecision(ctx, token.agreementId);
  const row = shown.row;
  return {
    id: row.id,
    name: candidateName(row.data),
    language: shown.language,
    candidate_approved: row.candidateApproved,
    candidate_approved_at: row.candidateApprovedAt?.toISOString() ?? null,
    expire_at: token.expiresAt.toISOString(),
    consultant: shown.consultant,
    styled_cv: { html: shown.html, pages: shown.pages },
    cv_digest: shown.cvDigest,
    decision: decision ? { decision: decision.decision, decided_at: decision.decidedAt.toISOString(), reason: decision.reason } : null,
  };
}

/** `GET organisation/agreements/{id}?token=`: the candidate's view of their CV. */
export async function view(ctx: ReviewContext, id: number, token: string): Promise<CandidateReview> {
  const row = await liveToken(ctx, token, id);
  return presentReview(ctx, row, await render(ctx, row));
}

/**
 * `PUT {id}/accept` and `PUT {id}/reject`: the candidate's decision on the version they were shown.
 * The CV is rendered as the candidate sees it; when they name the version they saw (`cv_digest`) and
 * it is no longer the current one, or the CV changes while the decision is recorded, 409. The
 * decision, its evidence and the agreement's approval change in one transaction; a rejection then
 * mails the recruiter (consultant, else the CV's creator, else the link's maker).
 */
export async function decide(
  ctx: ReviewContext,
  id: number,
  input: { token: string; decision: CandidateDecision; reason?: string; cvDigest?: string },
  client: Client,
): Promise<CandidateReview> {
  const token = await liveToken(ctx, input.token, id);
  const throttleKey = `candidate-decision:${ctx.organisationId}:${token.id}`;
  const wait = await ctx.throttle.retryAfter([throttleKey]);
  if (wait > 0) throw tooManyRequests(wait, MESSAGES.tooManyDecisions);
  const shown = await render(ctx, token);
  if (input.cvDigest && input.cvDigest !== shown.cvDigest) throw conflict(MESSAGES.cvChanged);
  const reason = input.decision === 'rejected' ? input.reason?.trim() || null : null;
  const now = ctx.clock.now();
  const updated = await inTransaction(ctx, async (tx) => {
    const row = await mustFindAgreement(tx, id, true);
    if (contentDigest(row) !== shown.contentDigest) throw conflict(MESSAGES.cvChanged);
    const current = await liveToken(tx, input.token, id, { forUpdate: true });
    await repo.insertDecision(tx, {
      agreementId: id,
      tokenId: current.id,
      decision: input.decision,
      reason,
      decidedAt: now,
      ipAddress: client.ip,
      userAgent: client.userAgent.slice(0, 1000),
      cvDigest: shown.cvDigest,
      contentDigest: shown.contentDigest,
      language: shown.language,
    });
    const approved = input.decision === 'approved';
    const changed = await agreementsRepo.updateAgreement(tx, id, {
      candidateApproved: approved,
      candidateApprovedAt: approved ? now : null,
      candidateApprovalDigest: approved ? shown.contentDigest : null,
    });
    // An approval tags the CV ready_for_recruiter_review in the search.
    await refreshProjection(tx, [id]);
    // The recruiter the decision is mailed to (on a rejection) also gets a notification, either way.
    const recruiter = await recruiterOf(tx, changed, current);
    await notificationEvents.candidateDecided(tx, recruiter?.id, { id, candidate: candidateName(changed.data) || `CV ${id}` }, input.decision);
    return changed;
  });
  await ctx.throttle.hit(throttleKey, DECISION_RULE);
  if (input.decision === 'rejected') {
    await notifyRecruiter(ctx, updated, token, (to, name) =>
      rejectionMail({ to, brand: brandOf(ctx), candidateName: name, reason, cvUrl: ctx.organisationUrl(`/agreement/${id}/edit`), at: dayMonthYear(now, 'UTC') }),
    );
  }
  return presentReview(ctx, token, { ...shown, row: updated });
}

/** The CV's recruiter: its consultant, else its creator, else whoever made the review link. */
async function recruiterOf(scope: TenantScope, row: agreementsRepo.AgreementRow, token: repo.TokenRow) {
  const ids = [row.consultantId, row.createdById, token.createdById].filter((x): x is number => x !== null);
  const people = await agreementsRepo.findPeople(scope, ids);
  return ids.map((x) => people.get(x)).find((p) => p);
}

/** Mails the CV's recruiter; a failed mail is logged (the candidate's decision stands). */
async function notifyRecruiter(ctx: ReviewContext, row: agreementsRepo.AgreementRow, token: repo.TokenRow, mail: (to: string, candidate: string) => Mail) {
  const recruiter = await recruiterOf(ctx, row, token);
  if (!recruiter) {
    ctx.log.warn({ agreementId: row.id }, 'candidate review: no recruiter to notify');
    return;
  }
  try {
    await ctx.mailer.send(mail(recruiter.email, candidateName(row.data)));
  } catch (error) {
    ctx.log.error({ err: error, agreementId: row.id }, 'candidate review: the recruiter could not be mailed');
  }
}

function stateOf(ctx: ReviewContext, row: repo.TokenRow): AgreementTokenStatus['status'] {
  if (row.replacedAt) return 'replaced';
  return row.expiresAt <= ctx.clock.now() ? 'expired' : 'valid';
}

/** `GET organisation/agreement_tokens/{token}`: whether the link is valid (404 when it is no link of this organisation). */
export async function status(ctx: ReviewContext, token: string): Promise<AgreementTokenStatus> {
  assertFeature(ctx);
  const row = await repo.findTokenByDigest(ctx, tokenDigest(token));
  if (!row) throw notFound(MESSAGES.linkInvalid);
  const state = stateOf(ctx, row);
  return { valid: state === 'valid', status: state, agreement_id: row.agreementId, expire_at: row.expiresAt.toISOString(), new_url_requested: row.newUrlRequestedAt !== null };
}

/**
 * `POST organisation/agreement_tokens/{token}/request_new_url`: the candidate asks the recruiter for a
 * new link (from the expired page, or with a link that still works but that they want replaced):
 * once per link, the recruiter is mailed; a second request is 409.
 */
export async function requestNewUrl(ctx: ReviewContext, token: string): Promise<{ requested_at: string }> {
  assertFeature(ctx);
  const row = await repo.findTokenByDigest(ctx, tokenDigest(token));
  if (!row) throw notFound(MESSAGES.linkInvalid);
  const state = stateOf(ctx, row);
  const now = ctx.clock.now();
  if (!(await repo.markNewUrlRequested(ctx, row.id, now))) throw conflict(MESSAGES.alreadyRequested);
  const agreement = await agreementsRepo.findAgreement(ctx, row.agreementId);
  if (agreement) {
    await notifyRecruiter(ctx, agreement, row, (to, name) =>
      newUrlRequestMail({
        to,
        brand: brandOf(ctx),
        candidateName: name,
        cvUrl: ctx.organisationUrl(`/agreement/${agreement.id}/edit`),
        state,
        until: dayMonthYear(row.expiresAt, 'UTC'),
      }),
    );
  }
  return { requested_at: now.toISOString() };
}

/** `GET organisation/agreements/{id}/candidate_consents`: the candidate's decisions, newest first, as evidence. */
export async function consents(ctx: SignedInContext, id: number): Promise<CandidateConsentList> {
  const agreement = await mustFindAgreement(ctx, id);
  const current = contentDigest(agreement);
  const rows = await repo.listDecisions(ctx, id);
  return {
    consents: rows.map((r) => ({
      id: r.id,
      decision: r.decision,
      reason: r.reason,
      decided_at: r.decidedAt.toISOString(),
      ip_address: r.ipAddress,
      user_agent: r.userAgent,
      cv_digest: r.cvDigest,
      content_digest: r.contentDigest,
      language: r.language,
      current: r.contentDigest === current,
    })),
  };
}

/** Test control (registered only when NODE_ENV=test): the CV's live link expires now. */
export async function expireForTest(ctx: ReviewContext, id: number): Promise<void> {
  if (!(await repo.expireLiveToken(ctx, id, new Date(ctx.clock.now().getTime() - 1000)))) throw notFound(MESSAGES.linkInvalid);
}
