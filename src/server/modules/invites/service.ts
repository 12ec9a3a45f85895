/**
 * Job invites (spec §3 Invite, §4 Invites, §7 job post invites; issue 13; decision 024).
 * Agency staff who manage job posts invite a person by email to follow a job: the mail carries a
 * link to `/a/invite/{token}/choose-account`, where the person signs in (or signs up) and accepts
 * with the account they choose. Accepting makes them a user of the job's client company who may
 * view its job posts (on the marketplace, as the client company's other users are), once; the
 * inviter is notified. The token starts with `j` (§3); only its SHA-256 is stored (decision 004).
 */
import { randomBytes } from 'node:crypto';
import { dayMonthYear } from '../../../shared/formatters.js';
import { escapeHtmlText } from '../../../shared/html.js';
import { JOB_INVITE_PREFIX, JOB_INVITE_TTL_DAYS, type InviteAccepted, type InviteLookup, type JobInvite } from '../../../shared/schemas/invites.js';
import { inTransaction } from '../../db/tenant.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { conflict, gone, notFound } from '../../lib/errors.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { tokenDigest } from '../../lib/tokens.js';
import * as agreementsRepo from '../agreements/repository.js';
import { brandedHtml } from '../candidate-review/mails.js';
import * as jobsRepo from '../job-posts/repository.js';
import { MESSAGES as JOB_MESSAGES } from '../job-posts/service.js';
import * as notificationEvents from '../notifications/events.js';
import { NOTIFICATION_URLS } from '../notifications/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  invalid: 'This invite link is not valid. Check that you opened the whole link from your mail.',
  expired: 'This invite has expired. Ask the person who invited you for a new one.',
  accepted: 'This invite has already been accepted.',
  agencyStaff: 'You work for the agency that sent this invite: you already see its jobs. Sign in with the account the invite is meant for.',
  draft: (job: string) => `${job} is a draft: open it before inviting people to it.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type InviteServices = { mailer: Mailer; organisationUrl: (subdomain: string, path: string) => string };

const newToken = () => `${JOB_INVITE_PREFIX}${randomBytes(32).toString('base64url')}`;
const inviteUrl = (services: InviteServices, ctx: RequestContext, token: string) => services.organisationUrl(ctx.organisation.subdomain, `/a/invite/${token}/choose-account`);

function present(row: repo.InviteRow, people: Map<number, { name: string }>, now: Date): JobInvite {
  const person = (id: number | null) => (id === null || !people.has(id) ? null : { id, name: people.get(id)!.name });
  return {
    id: row.id,
    email: row.email,
    invited_by: person(row.invitedById),
    created_at: row.createdAt.toISOString(),
    expire_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    accepted_by: person(row.acceptedById),
    status: row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'pending',
  };
}

async function presentAll(ctx: RequestContext, rows: repo.InviteRow[]): Promise<JobInvite[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.invitedById, r.acceptedById]).filter((x): x is number => x !== null))];
  const people = await agreementsRepo.findPeople(ctx, ids);
  const now = new Date();
  return rows.map((r) => present(r, people, now));
}

async function mustFindJob(scope: RequestContext, id: number) {
  const job = await jobsRepo.findJobPost(scope, id);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

/** `GET organisation/job_posts/{id}/invites`: the job's invites, the newest first. */
export async function list(ctx: SignedInContext, jobPostId: number): Promise<{ invites: JobInvite[] }> {
  await mustFindJob(ctx, jobPostId);
  return { invites: await presentAll(ctx, await repo.invitesOfJob(ctx, jobPostId)) };
}

function inviteMail(input: { to: string; organisation: RequestContext['organisation']; inviter: string; job: { title: string; reference: string | null; client: string }; url: string; until: string }): Mail {
  const job = input.job.reference ? `${input.job.title} (#${input.job.reference})` : input.job.title;
  const lines = [
    'Hello,',
    `${input.inviter} of ${input.organisation.name} invites you to follow the job ${job} for ${input.job.client}: the candidates presented for it, their CVs and how the search goes.`,
    'Open the invite to accept it with your account, or to create one:',
  ];
  const after = [`The invite is valid until ${input.until}.`, 'If you did not expect this mail, you can ignore it.'];
  const theme = input.organisation.theme;
  return {
    to: input.to,
    subject: `${input.inviter} invited you to the job ${job}`,
    text: [...lines, '', input.url, '', ...after].join('\n'),
    html: brandedHtml(
      { name: input.organisation.name, logoUrl: null, colour: theme?.primary ?? '#1c4e80', contrast: theme?.primary_contrast ?? '#ffffff' },
      'en',
      lines.map(escapeHtmlText),
      { label: 'Open the invite', url: input.url },
      after.map(escapeHtmlText),
    ),
  };
}

/**
 * `POST organisation/job_posts/{id}/invites`: invites `email` to the job and mails the link. Inviting
 * an address that already has a pending invite to the job renews it (a new link, a new expiry; the
 * earlier link stops working) instead of making a second one.
 */
export async function create(services: InviteServices, ctx: SignedInContext, jobPostId: number, email: string): Promise<{ invite: JobInvite }> {
  const address = email.trim().toLowerCase();
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + JOB_INVITE_TTL_DAYS * DAY_MS);
  const { row, job } = await inTransaction(ctx, async (tx) => {
    const locked = await jobsRepo.lockJobPosts(tx, [jobPostId]);
    if (!locked.length) throw notFound(JOB_MESSAGES.notFound);
    // A client never sees a draft (decision 023): the invited person would land on nothing.
    if (locked[0].status === 'draft') throw conflict(MESSAGES.draft(locked[0].title));
    const job = await mustFindJob(tx, jobPostId);
    const pending = await repo.pendingInvite(tx, jobPostId, address);
    const values = { tokenDigest: tokenDigest(token), invitedById: ctx.user.id, expiresAt, createdAt: now };
    const row = pending
      ? await repo.renewInvite(tx, pending.id, values)
      : await repo.insertInvite(tx, { ...values, email: address, jobPostId, accountId: job.clientAccountId });
    return { row, job };
  });
  const inviter = (await agreementsRepo.findPeople(ctx, [ctx.user.id])).get(ctx.user.id)?.name ?? ctx.organisation.name;
  await services.mailer.send(
    inviteMail({
      to: address,
      organisation: ctx.organisation,
      inviter,
      job: { title: job.title, reference: job.reference, client: job.clientName },
      url: inviteUrl(services, ctx, token),
      until: dayMonthYear(expiresAt, 'UTC'),
    }),
  );
  const [invite] = await presentAll(ctx, [row]);
  return { invite };
}

/** The invite a token names at this organisation: 404 unknown, 409 already accepted, 410 expired. */
async function usable(scope: RequestContext, token: string, options: { forUpdate?: boolean } = {}) {
  const row = await repo.findByDigest(scope, tokenDigest(token), options);
  if (!row || row.kind !== 'job' || row.jobPostId === null) throw notFound(MESSAGES.invalid);
  if (row.acceptedAt) throw conflict(MESSAGES.accepted);
  if (row.expiresAt <= new Date()) throw gone(MESSAGES.expired);
  return row as repo.InviteRow & { jobPostId: number };
}

/** `GET organisation/invites/{token}`: what the invite is (no session needed: the token is the key). */
export async function lookup(ctx: RequestContext, token: string): Promise<InviteLookup> {
  const row = await usable(ctx, token);
  const job = await jobsRepo.findJobPost(ctx, row.jobPostId);
  if (!job) throw notFound(MESSAGES.invalid);
  const inviter = row.invitedById === null ? undefined : (await agreementsRepo.findPeople(ctx, [row.invitedById])).get(row.invitedById);
  return {
    kind: 'job',
    email: row.email,
    expire_at: row.expiresAt.toISOString(),
    invited_by: inviter?.name ?? null,
    job_post: { id: job.id, title: job.title, reference: job.reference, client: { company_name: job.clientName, company_logo_url: job.clientLogoUrl } },
  };
}

/**
 * `PUT organisation/invites/{token}/accept`: the signed-in user joins the job's client company as a
 * user who may view its job posts, in one transaction with the invite's acceptance and the inviter's
 * notification. A user without an account joins the agency's account too (as the client companies'
 * users do: that makes them a marketplace client). Agency staff cannot accept (409).
 */
export async function accept(ctx: SignedInContext, token: string): Promise<InviteAccepted> {
  return inTransaction(ctx, async (tx) => {
    const row = await usable(tx, token, { forUpdate: true });
    const job = await jobsRepo.findJobPost(tx, row.jobPostId);
    if (!job) throw notFound(MESSAGES.invalid);
    const memberships = await repo.membershipsOf(tx, ctx.user.id);
    if (memberships.some((m) => !m.isClient && m.employeeId !== null)) throw conflict(MESSAGES.agencyStaff);
    const agreed = await repo.userTermsAgreed(tx, ctx.user.id);
    if (!memberships.some((m) => m.current)) {
      const agency = await repo.agencyAccountId(tx);
      if (agency !== undefined && !memberships.some((m) => m.accountId === agency)) await repo.joinAccount(tx, ctx.user.id, agency, true, agreed);
    }
    await repo.joinAccount(tx, ctx.user.id, job.clientAccountId, false, agreed);
    await repo.grantJobView(tx, ctx.user.id, job.clientAccountId);
    await repo.markAccepted(tx, row.id, ctx.user.id, new Date());
    await notificationEvents.jobInviteAccepted(tx, ctx.user.id, row.invitedById, { id: job.id, title: job.title });
    return { job_post_id: job.id, client_id: job.clientAccountId, url: NOTIFICATION_URLS.clientJob(job.id) };
  });
}
