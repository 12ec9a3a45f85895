/**
 * Invites: job invites and employee invites, one token scheme (the first letter says the kind, §3).
 *
 * Job invites (spec §3 Invite, §4 Invites, §7 job post invites; issue 13; decision 024).
 * Agency staff who manage job posts invite a person by email to follow a job: the mail carries a
 * link to `/a/invite/{token}/choose-account`, where the person signs in (or signs up) and accepts
 * with the account they choose. Accepting makes them a user of the job's client company who may
 * view its job posts (on the marketplace, as the client company's other users are), once; the
 * inviter is notified. The token starts with `j` (§3); only its SHA-256 is stored (decision 004).
 *
 * Employee invites (issue 14; decision 029): see the second half of this file.
 */
import { randomBytes } from 'node:crypto';
import { dayMonthYear } from '../../../shared/formatters.js';
import { escapeHtmlText } from '../../../shared/html.js';
import { canManageAccount, type Viewer } from '../../../shared/permissions.js';
import { EMPLOYEE_PERMISSION_FLAGS, type AuthData } from '../../../shared/schemas/auth.js';
import {
  EMPLOYEE_INVITE_PREFIX,
  EMPLOYEE_INVITE_TTL_DAYS,
  JOB_INVITE_PREFIX,
  JOB_INVITE_TTL_DAYS,
  type EmployeeInvite,
  type EmployeeInviteLookup,
  type EmployeeInvitePermissions,
  type InviteAccepted,
  type InviteLookup,
  type JobInvite,
  type JobInviteLookup,
} from '../../../shared/schemas/invites.js';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/tenant.js';
import type { Clock } from '../../lib/clock.js';
import { requestContext, type RequestContext, type SignedInContext } from '../../lib/context.js';
import { conflict, forbidden, gone, notFound } from '../../lib/errors.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { tokenDigest } from '../../lib/tokens.js';
import * as agreementsRepo from '../agreements/repository.js';
import type { UserRow } from '../auth/repository.js';
import * as authService from '../auth/service.js';
import { brandedHtml } from '../candidate-review/mails.js';
import * as jobsRepo from '../job-posts/repository.js';
import { MESSAGES as JOB_MESSAGES } from '../job-posts/service.js';
import * as notificationEvents from '../notifications/events.js';
import { NOTIFICATION_URLS } from '../notifications/service.js';
import { organisationById } from '../organisation/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  invalid: 'This invite link is not valid. Check that you opened the whole link from your mail.',
  expired: 'This invite has expired. Ask the person who invited you for a new one.',
  accepted: 'This invite has already been accepted.',
  declined: 'This invite has been declined.',
  agencyStaff: 'You work for the agency that sent this invite: you already see its jobs. Sign in with the account the invite is meant for.',
  draft: (job: string) => `${job} is a draft: open it before inviting people to it.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type InviteServices = {
  mailer: Mailer;
  organisationUrl: (subdomain: string, path: string) => string;
  /** The time expiry goes by. */
  clock: Clock;
  /** The database itself: the panel's invite is made in another organisation than the host's. */
  db: Executor;
};

/** Who accepts or declines: the signed-in user's row and session, and the auth services that make a `GET auth` answer. */
export type SignedInAs = { auth: authService.AuthContext; user: UserRow; session: AuthData['session'] };

const isEmployeeToken = (token: string) => token.startsWith(EMPLOYEE_INVITE_PREFIX);

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

async function presentAll(ctx: RequestContext, rows: repo.InviteRow[], now: Date): Promise<JobInvite[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.invitedById, r.acceptedById]).filter((x): x is number => x !== null))];
  const people = await agreementsRepo.findPeople(ctx, ids);
  return rows.map((r) => present(r, people, now));
}

async function mustFindJob(scope: RequestContext, id: number) {
  const job = await jobsRepo.findJobPost(scope, id);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

/** `GET organisation/job_posts/{id}/invites`: the job's invites, the newest first. */
export async function list(services: InviteServices, ctx: SignedInContext, jobPostId: number): Promise<{ invites: JobInvite[] }> {
  await mustFindJob(ctx, jobPostId);
  return { invites: await presentAll(ctx, await repo.invitesOfJob(ctx, jobPostId), services.clock.now()) };
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
  const now = services.clock.now();
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
  const [invite] = await presentAll(ctx, [row], now);
  return { invite };
}

/** The job invite a token names at this organisation: 404 unknown, 409 already accepted or declined, 410 expired. */
async function usable(services: InviteServices, scope: RequestContext, token: string, options: { forUpdate?: boolean } = {}) {
  const row = await repo.findByDigest(scope, tokenDigest(token), options);
  if (!row || row.kind !== 'job' || row.jobPostId === null) throw notFound(MESSAGES.invalid);
  if (row.acceptedAt) throw conflict(MESSAGES.accepted);
  if (row.rejectedAt) throw conflict(MESSAGES.declined);
  if (row.expiresAt <= services.clock.now()) throw gone(MESSAGES.expired);
  return row as repo.InviteRow & { jobPostId: number };
}

/** `GET organisation/invites/{token}`: what the invite is, by the token's kind (no session needed: the token is the key). */
export async function lookup(services: InviteServices, ctx: RequestContext, token: string): Promise<InviteLookup> {
  return isEmployeeToken(token) ? lookupEmployeeInvite(services, ctx, token) : lookupJobInvite(services, ctx, token);
}

async function lookupJobInvite(services: InviteServices, ctx: RequestContext, token: string): Promise<JobInviteLookup> {
  const row = await usable(services, ctx, token);
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

/** `PUT organisation/invites/{token}/accept`: a job invite answers where the job is, an employee invite the new `GET auth` answer. */
export async function accept(services: InviteServices, ctx: SignedInContext, token: string, signedIn: SignedInAs): Promise<InviteAccepted | AuthData> {
  return isEmployeeToken(token) ? acceptEmployeeInvite(services, ctx, token, signedIn) : acceptJobInvite(services, ctx, token);
}

/** `PUT organisation/invites/{token}/reject`: the invite is declined and used up (an employee invite only by the person it was sent to). */
export async function reject(services: InviteServices, ctx: SignedInContext, token: string, signedIn: SignedInAs): Promise<{ rejected: true }> {
  if (isEmployeeToken(token)) await rejectEmployeeInvite(services, ctx, token, signedIn.user.email);
  else
    await inTransaction(ctx, async (tx) => {
      const row = await usable(services, tx, token, { forUpdate: true });
      await repo.markRejected(tx, row.id, services.clock.now());
    });
  return { rejected: true };
}

/**
 * Accepting a job invite: the signed-in user joins the job's client company as a
 * user who may view its job posts, in one transaction with the invite's acceptance and the inviter's
 * notification. A user without an account joins the agency's account too (as the client companies'
 * users do: that makes them a marketplace client). Agency staff cannot accept (409).
 */
async function acceptJobInvite(services: InviteServices, ctx: SignedInContext, token: string): Promise<InviteAccepted> {
  return inTransaction(ctx, async (tx) => {
    const row = await usable(services, tx, token, { forUpdate: true });
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
    await repo.markAccepted(tx, row.id, ctx.user.id, services.clock.now());
    await notificationEvents.jobInviteAccepted(tx, ctx.user.id, row.invitedById, { id: job.id, title: job.title });
    return { job_post_id: job.id, client_id: job.clientAccountId, url: NOTIFICATION_URLS.clientJob(job.id) };
  });
}

// ── Employee invites (issue 14; decision 029) ───────────────────────────────────────────────────
//
// Someone who manages employees invites a person by email into their current account with some of
// the §3 permission flags: the mail carries a link to `/a/invite/{token}` on the organisation's
// subdomain, where the person signs in (or signs up) with that email and accepts or declines. The
// panel's administrator invites an organisation's first administrator the same way, with every flag.
// The token starts with `e`; only its SHA-256 is stored. An invite is used once and expires after
// EMPLOYEE_INVITE_TTL_DAYS; a used, declined, withdrawn or expired one is simply unknown (404).

export const EMPLOYEE_MESSAGES = {
  unusable: 'This invite is no longer valid: it was used, withdrawn or has expired. Ask the person who invited you for a new one.',
  notFound: 'This invite does not exist, was withdrawn or was already answered.',
  wrongEmail: (email: string) => `This invite was sent to ${email}. Sign in with that email to accept it.`,
  alreadyEmployee: (email: string) => `${email} is already an employee of this account.`,
  /** §8: accepting an employee invite with a conflict. */
  connected: 'This user is already connected to this organisation.',
  manageAccount: 'Only someone who may manage the account can give the Manage account permission.',
  noAgency: 'This organisation has no agency account to invite an administrator into.',
} as const;

const NO_PERMISSIONS = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, false])) as EmployeeInvitePermissions;
const ALL_PERMISSIONS = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, true])) as EmployeeInvitePermissions;

const newEmployeeToken = () => `${EMPLOYEE_INVITE_PREFIX}${randomBytes(32).toString('base64url')}`;

function presentEmployeeInvite(row: repo.InviteRow, people: Map<number, { name: string }>): EmployeeInvite {
  return {
    id: row.id,
    email: row.email,
    expire_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    invited_by: row.invitedById !== null && people.has(row.invitedById) ? { id: row.invitedById, name: people.get(row.invitedById)!.name } : null,
    permissions: { ...NO_PERMISSIONS, ...row.permissions },
  };
}

async function presentEmployeeInvites(scope: RequestContext, rows: repo.InviteRow[]): Promise<EmployeeInvite[]> {
  const people = await agreementsRepo.findPeople(scope, [...new Set(rows.map((r) => r.invitedById).filter((x): x is number => x !== null))]);
  return rows.map((r) => presentEmployeeInvite(r, people));
}

function employeeInviteMail(input: { to: string; organisation: RequestContext['organisation']; inviter: string | null; company: string; administrator: boolean; url: string; until: string }): Mail {
  const role = input.administrator ? `as an administrator of ${input.company}` : `to work in ${input.company}`;
  const lines = [
    'Hello,',
    input.inviter ? `${input.inviter} invites you to join ${input.organisation.name} ${role}.` : `You are invited to join ${input.organisation.name} ${role}.`,
    'Open the invite to accept it, signing in with this email address or creating an account for it:',
  ];
  const after = [`The invite is valid until ${input.until} and can be used once.`, 'If you did not expect this mail, you can ignore it.'];
  const theme = input.organisation.theme;
  return {
    to: input.to,
    subject: input.inviter ? `${input.inviter} invited you to join ${input.organisation.name}` : `You are invited to join ${input.organisation.name}`,
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

/** Mails the invite's link on `scope`'s organisation subdomain. */
async function sendEmployeeInvite(services: InviteServices, scope: RequestContext, row: repo.InviteRow, token: string, inviterId: number | null) {
  const account = await repo.accountOf(scope, row.accountId!);
  const inviter = inviterId === null ? null : ((await agreementsRepo.findPeople(scope, [inviterId])).get(inviterId)?.name ?? null);
  await services.mailer.send(
    employeeInviteMail({
      to: row.email,
      organisation: scope.organisation,
      inviter,
      company: account?.companyName ?? scope.organisation.name,
      administrator: !!row.permissions?.can_manage_account,
      url: services.organisationUrl(scope.organisation.subdomain, `/a/invite/${token}`),
      until: dayMonthYear(row.expiresAt, 'UTC'),
    }),
  );
}

/** Makes (or renews) the unanswered invite of `email` into `accountId` and mails it; refuses an email that is already an employee there (409). */
async function inviteEmployee(services: InviteServices, scope: RequestContext, input: { accountId: number; email: string; invitedById: number; permissions: EmployeeInvitePermissions }) {
  const token = newEmployeeToken();
  const now = services.clock.now();
  const values = { tokenDigest: tokenDigest(token), invitedById: input.invitedById, permissions: input.permissions, expiresAt: new Date(now.getTime() + EMPLOYEE_INVITE_TTL_DAYS * DAY_MS), createdAt: now };
  const row = await inTransaction(scope, async (tx) => {
    if (await repo.emailIsEmployee(tx, input.accountId, input.email)) throw conflict(EMPLOYEE_MESSAGES.alreadyEmployee(input.email));
    // A second invite of the same email replaces the first (decision 029): one invite, the new flags, a new link.
    const pending = await repo.unansweredEmployeeInvite(tx, input.accountId, { email: input.email });
    return pending ? repo.renewEmployeeInvite(tx, pending.id, values) : repo.insertEmployeeInvite(tx, { ...values, email: input.email, accountId: input.accountId });
  });
  await sendEmployeeInvite(services, scope, row, token, input.invitedById);
  return row;
}

/** `GET organisation/employees/invites`: the current account's invites still waiting for an answer, the newest first. */
export async function listEmployeeInvites(services: InviteServices, ctx: SignedInContext): Promise<{ invites: EmployeeInvite[] }> {
  return { invites: await presentEmployeeInvites(ctx, await repo.pendingEmployeeInvites(ctx, ctx.user.accountId!, services.clock.now())) };
}

/**
 * `POST organisation/employees/invites`: invites `email` into the current account with the flags
 * named (the others not given). Only someone who may manage the account may give that flag (403).
 */
export async function createEmployeeInvite(
  services: InviteServices,
  ctx: SignedInContext,
  viewer: Viewer,
  input: { email: string } & Partial<EmployeeInvitePermissions>,
): Promise<{ invite: EmployeeInvite }> {
  const permissions = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, input[f] === true])) as EmployeeInvitePermissions;
  if (permissions.can_manage_account && !canManageAccount(viewer)) throw forbidden(EMPLOYEE_MESSAGES.manageAccount);
  const row = await inviteEmployee(services, ctx, { accountId: ctx.user.accountId!, email: input.email, invitedById: ctx.user.id, permissions });
  const [invite] = await presentEmployeeInvites(ctx, [row]);
  return { invite };
}

async function mustFindUnanswered(scope: SignedInContext, id: number) {
  const row = await repo.unansweredEmployeeInvite(scope, scope.user.accountId!, { id });
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return row;
}

/** `POST organisation/employees/invites/{id}/resend`: a new link and a new expiry, mailed again (the earlier link stops working). */
export async function resendEmployeeInvite(services: InviteServices, ctx: SignedInContext, id: number): Promise<{ invite: EmployeeInvite }> {
  const token = newEmployeeToken();
  const now = services.clock.now();
  const row = await inTransaction(ctx, async (tx) => {
    const found = await mustFindUnanswered(tx, id);
    return repo.renewEmployeeInvite(tx, found.id, { tokenDigest: tokenDigest(token), expiresAt: new Date(now.getTime() + EMPLOYEE_INVITE_TTL_DAYS * DAY_MS), createdAt: now });
  });
  await sendEmployeeInvite(services, ctx, row, token, row.invitedById);
  const [invite] = await presentEmployeeInvites(ctx, [row]);
  return { invite };
}

/** `DELETE organisation/employees/invites/{id}`: the invite is withdrawn; its link no longer works. */
export async function revokeEmployeeInvite(ctx: SignedInContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const found = await mustFindUnanswered(tx, id);
    await repo.deleteInvite(tx, found.id);
  });
}

/**
 * `POST panel/organisations/{id}/invites`: the administrator invites the first administrator of
 * the organisation `organisationId` into its agency account, with every flag; the link is on that
 * organisation's subdomain.
 */
export async function invitePanelAdministrator(services: InviteServices, admin: SignedInContext, organisationId: number, email: string): Promise<{ invite: EmployeeInvite }> {
  const organisation = await organisationById(services.db, organisationId);
  if (!organisation) throw notFound('This organisation does not exist.');
  const scope = requestContext(services.db, organisation);
  const agency = await repo.agencyAccountId(scope);
  if (agency === undefined) throw conflict(EMPLOYEE_MESSAGES.noAgency);
  // The administrator is a user of the organisation the panel runs on, not of this one: the invite names no inviter there.
  const row = await inviteEmployee(services, scope, { accountId: agency, email, invitedById: admin.user.id, permissions: ALL_PERMISSIONS });
  const [invite] = await presentEmployeeInvites(scope, [row]);
  return { invite };
}

/** The employee invite a token names at this organisation, waiting for an answer and not expired; else 404. */
async function usableEmployeeInvite(services: InviteServices, scope: RequestContext, token: string, options: { forUpdate?: boolean } = {}) {
  const row = await repo.findByDigest(scope, tokenDigest(token), options);
  if (!row || row.kind !== 'employee' || row.accountId === null) throw notFound(MESSAGES.invalid);
  if (row.acceptedAt || row.rejectedAt || row.expiresAt <= services.clock.now()) throw notFound(EMPLOYEE_MESSAGES.unusable);
  return row as repo.InviteRow & { accountId: number };
}

async function lookupEmployeeInvite(services: InviteServices, ctx: RequestContext, token: string): Promise<EmployeeInviteLookup> {
  const row = await usableEmployeeInvite(services, ctx, token);
  const account = await repo.accountOf(ctx, row.accountId);
  if (!account) throw notFound(MESSAGES.invalid);
  const inviter = row.invitedById === null ? undefined : (await agreementsRepo.findPeople(ctx, [row.invitedById])).get(row.invitedById);
  return {
    kind: 'employee',
    email: row.email,
    expire_at: row.expiresAt.toISOString(),
    invited_by: inviter?.name ?? null,
    organisation: { name: ctx.organisation.name, subdomain: ctx.organisation.subdomain },
    account: { name: account.name, company_name: account.companyName, company_logo_url: account.companyLogoUrl },
  };
}

/**
 * Accepting an employee invite: only with the email it was sent to (403); the user becomes an
 * employee of the account with exactly the invite's flags, and the account becomes their current
 * one; already an employee there is 409 with the §8 text. Answers the new `GET auth` answer.
 */
async function acceptEmployeeInvite(services: InviteServices, ctx: SignedInContext, token: string, signedIn: SignedInAs): Promise<AuthData> {
  const user = await inTransaction(ctx, async (tx) => {
    const row = await usableEmployeeInvite(services, tx, token, { forUpdate: true });
    if (signedIn.user.email.toLowerCase() !== row.email.toLowerCase()) throw forbidden(EMPLOYEE_MESSAGES.wrongEmail(row.email));
    if (await repo.isEmployee(tx, row.accountId, ctx.user.id)) throw conflict(EMPLOYEE_MESSAGES.connected);
    // The first person who may manage the account (a new organisation's first admin) sets it up: the onboarding (§4).
    const first = !!row.permissions?.can_manage_account && !(await repo.accountHasManager(tx, row.accountId));
    await repo.joinAsCurrent(tx, ctx.user.id, row.accountId, await repo.userTermsAgreed(tx, ctx.user.id));
    await repo.insertEmployee(tx, ctx.user.id, row.accountId, { ...NO_PERMISSIONS, ...row.permissions });
    await repo.markAccepted(tx, row.id, ctx.user.id, services.clock.now());
    return first ? repo.startOnboarding(tx, ctx.user.id) : signedIn.user;
  });
  return authService.authData(signedIn.auth, user, signedIn.session);
}

/** `PUT organisation/invites/{token}/reject`: the person the invite was sent to declines it; it is used up. */
async function rejectEmployeeInvite(services: InviteServices, ctx: SignedInContext, token: string, email: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await usableEmployeeInvite(services, tx, token, { forUpdate: true });
    if (email.toLowerCase() !== row.email.toLowerCase()) throw forbidden(EMPLOYEE_MESSAGES.wrongEmail(row.email));
    await repo.markRejected(tx, row.id, services.clock.now());
  });
}
