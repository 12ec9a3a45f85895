/** Job and employee invites and the memberships accepting one makes; always through the tenant scope. */
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { EmployeeInvitePermissions } from '../../../shared/schemas/invites.js';
import { accounts, accountUsers, employees, invites, users } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

type UserRow = typeof users.$inferSelect;

export type InviteRow = {
  id: number;
  kind: string;
  email: string;
  jobPostId: number | null;
  accountId: number | null;
  invitedById: number | null;
  acceptedAt: Date | null;
  acceptedById: number | null;
  rejectedAt: Date | null;
  permissions: EmployeeInvitePermissions | null;
  expiresAt: Date;
  createdAt: Date;
};

const columns = {
  id: invites.id,
  kind: invites.kind,
  email: invites.email,
  jobPostId: invites.jobPostId,
  accountId: invites.accountId,
  invitedById: invites.invitedById,
  acceptedAt: invites.acceptedAt,
  acceptedById: invites.acceptedById,
  rejectedAt: invites.rejectedAt,
  permissions: invites.permissions,
  expiresAt: invites.expiresAt,
  createdAt: invites.createdAt,
};

/** The job post's invites, the newest first. */
export async function invitesOfJob(scope: TenantScope, jobPostId: number): Promise<InviteRow[]> {
  return (await tenantDb(scope)
    .select(columns)
    .from(invites)
    .where(eq(invites.kind, 'job'), eq(invites.jobPostId, jobPostId))
    .orderBy(desc(invites.createdAt), desc(invites.id))) as InviteRow[];
}

/** The job post's pending invite of `email` (not accepted), locked until the transaction ends. */
export async function pendingInvite(scope: TenantScope, jobPostId: number, email: string): Promise<InviteRow | undefined> {
  const [row] = await tenantDb(scope)
    .select(columns)
    .from(invites)
    .where(eq(invites.kind, 'job'), eq(invites.jobPostId, jobPostId), eq(invites.email, email), isNull(invites.acceptedAt))
    .orderBy(desc(invites.id))
    .limit(1)
    .for('update');
  return row as InviteRow | undefined;
}

export async function insertInvite(scope: TenantScope, values: { tokenDigest: string; email: string; jobPostId: number; accountId: number; invitedById: number; expiresAt: Date; createdAt: Date }): Promise<InviteRow> {
  const [row] = await tenantDb(scope)
    .insert(invites, { token: values.tokenDigest, kind: 'job', email: values.email, jobPostId: values.jobPostId, accountId: values.accountId, invitedById: values.invitedById, expiresAt: values.expiresAt, createdAt: values.createdAt })
    .returning(columns);
  return row as InviteRow;
}

/** A new token (and expiry) for a pending invite: the earlier link stops working. */
export async function renewInvite(scope: TenantScope, id: number, values: { tokenDigest: string; invitedById: number; expiresAt: Date; createdAt: Date }): Promise<InviteRow> {
  const [row] = await tenantDb(scope)
    .update(invites, { token: values.tokenDigest, invitedById: values.invitedById, expiresAt: values.expiresAt, createdAt: values.createdAt }, eq(invites.id, id))
    .returning(columns);
  return row as InviteRow;
}

export async function findByDigest(scope: TenantScope, digest: string, options: { forUpdate?: boolean } = {}): Promise<InviteRow | undefined> {
  const query = tenantDb(scope).select(columns).from(invites).where(eq(invites.token, digest)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as InviteRow | undefined;
}

export async function markAccepted(scope: TenantScope, id: number, userId: number, at: Date): Promise<void> {
  await tenantDb(scope).update(invites, { acceptedAt: at, acceptedById: userId }, eq(invites.id, id));
}

/** The user's memberships: account, whether it is a client company, whether it is current, and their employee record in it. */
export async function membershipsOf(scope: TenantScope, userId: number) {
  return tenantDb(scope)
    .select({ accountId: accountUsers.accountId, isClient: accounts.isClient, current: accountUsers.current, employeeId: employees.id })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(employees, and(eq(employees.accountId, accountUsers.accountId), eq(employees.userId, accountUsers.userId)))
    .where(eq(accountUsers.userId, userId));
}

/** The organisation's agency account: its first account that is not a client company. */
export async function agencyAccountId(scope: TenantScope): Promise<number | undefined> {
  const [row] = await tenantDb(scope).select({ id: accounts.id }).from(accounts).where(eq(accounts.isClient, false)).orderBy(asc(accounts.id)).limit(1);
  return row?.id;
}

export async function joinAccount(scope: TenantScope, userId: number, accountId: number, current: boolean, agreed: boolean): Promise<void> {
  await tenantDb(scope).insert(accountUsers, { accountId, userId, current, agreed }).onConflictDoNothing();
}

/** The user's employee record in the account gets the view-job-posts permission (made when missing). */
export async function grantJobView(scope: TenantScope, userId: number, accountId: number): Promise<void> {
  const [existing] = await tenantDb(scope).select({ id: employees.id }).from(employees).where(eq(employees.accountId, accountId), eq(employees.userId, userId)).limit(1);
  if (existing) await tenantDb(scope).update(employees, { canViewJobPosts: true, updatedAt: new Date() }, eq(employees.id, existing.id));
  else await tenantDb(scope).insert(employees, { accountId, userId, canViewJobPosts: true });
}

export async function userTermsAgreed(scope: TenantScope, userId: number): Promise<boolean> {
  const [row] = await tenantDb(scope).select({ agreed: users.agreedTermsAt }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row?.agreed;
}

export async function markRejected(scope: TenantScope, id: number, at: Date): Promise<void> {
  await tenantDb(scope).update(invites, { rejectedAt: at }, eq(invites.id, id));
}

// ── Employee invites (issue 14) ──────────────────────────────────────────────────────────────────

/** The account's employee invites still waiting for an answer (not accepted, not declined) and not expired at `now`, the newest first. */
export async function pendingEmployeeInvites(scope: TenantScope, accountId: number, now: Date): Promise<InviteRow[]> {
  return (await tenantDb(scope)
    .select(columns)
    .from(invites)
    .where(eq(invites.kind, 'employee'), eq(invites.accountId, accountId), isNull(invites.acceptedAt), isNull(invites.rejectedAt), gt(invites.expiresAt, now))
    .orderBy(desc(invites.createdAt), desc(invites.id))) as InviteRow[];
}

/** The account's unanswered employee invite: by id, or else of `email`; locked until the transaction ends. */
export async function unansweredEmployeeInvite(scope: TenantScope, accountId: number, by: { id: number } | { email: string }): Promise<InviteRow | undefined> {
  const [row] = await tenantDb(scope)
    .select(columns)
    .from(invites)
    .where(
      eq(invites.kind, 'employee'),
      eq(invites.accountId, accountId),
      'id' in by ? eq(invites.id, by.id) : eq(invites.email, by.email),
      isNull(invites.acceptedAt),
      isNull(invites.rejectedAt),
    )
    .orderBy(desc(invites.id))
    .limit(1)
    .for('update');
  return row as InviteRow | undefined;
}

export async function insertEmployeeInvite(
  scope: TenantScope,
  values: { tokenDigest: string; email: string; accountId: number; invitedById: number; permissions: EmployeeInvitePermissions; expiresAt: Date; createdAt: Date },
): Promise<InviteRow> {
  const [row] = await tenantDb(scope)
    .insert(invites, { token: values.tokenDigest, kind: 'employee', email: values.email, accountId: values.accountId, invitedById: values.invitedById, permissions: values.permissions, expiresAt: values.expiresAt, createdAt: values.createdAt })
    .returning(columns);
  return row as InviteRow;
}

/** A new token and expiry for an unanswered employee invite (and, when given, new flags and inviter): the earlier link stops working. */
export async function renewEmployeeInvite(
  scope: TenantScope,
  id: number,
  values: { tokenDigest: string; expiresAt: Date; createdAt: Date; invitedById?: number; permissions?: EmployeeInvitePermissions },
): Promise<InviteRow> {
  const [row] = await tenantDb(scope)
    .update(invites, { token: values.tokenDigest, expiresAt: values.expiresAt, createdAt: values.createdAt, ...(values.invitedById === undefined ? {} : { invitedById: values.invitedById }), ...(values.permissions ? { permissions: values.permissions } : {}) }, eq(invites.id, id))
    .returning(columns);
  return row as InviteRow;
}

export async function deleteInvite(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(invites, eq(invites.id, id));
}

/** Whether the user of `email` (any case) is an employee of the account. */
export async function emailIsEmployee(scope: TenantScope, accountId: number, email: string): Promise<boolean> {
  const [row] = await tenantDb(scope)
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.accountId, accountId), eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return !!row;
}

/** Whether the user is an employee of the account. */
export async function isEmployee(scope: TenantScope, accountId: number, userId: number): Promise<boolean> {
  const [row] = await tenantDb(scope).select({ id: employees.id }).from(employees).where(eq(employees.accountId, accountId), eq(employees.userId, userId)).limit(1);
  return !!row;
}

/** Whether anyone of the account may manage it (a new organisation's agency account has nobody yet). */
export async function accountHasManager(scope: TenantScope, accountId: number): Promise<boolean> {
  const [row] = await tenantDb(scope).select({ id: employees.id }).from(employees).where(eq(employees.accountId, accountId), eq(employees.canManageAccount, true)).limit(1);
  return !!row;
}

/** The user is walked through setting the account up at their next page (§4 onboarding). */
export async function startOnboarding(scope: TenantScope, userId: number): Promise<UserRow> {
  const [row] = await tenantDb(scope).update(users, { onboarding: true, updatedAt: new Date() }, eq(users.id, userId)).returning();
  return row;
}

/** The account becomes the user's current one (a membership made when missing, the others no longer current). */
export async function joinAsCurrent(scope: TenantScope, userId: number, accountId: number, agreed: boolean): Promise<void> {
  await tenantDb(scope).update(accountUsers, { current: false }, eq(accountUsers.userId, userId), ne(accountUsers.accountId, accountId));
  await tenantDb(scope)
    .insert(accountUsers, { accountId, userId, current: true, agreed })
    .onConflictDoUpdate({ target: [accountUsers.accountId, accountUsers.userId], set: { current: true } });
}

/** The user's employee record in the account, with exactly these flags. */
export async function insertEmployee(scope: TenantScope, userId: number, accountId: number, permissions: EmployeeInvitePermissions): Promise<void> {
  await tenantDb(scope).insert(employees, {
    accountId,
    userId,
    canManageAccount: permissions.can_manage_account,
    canManageEmployees: permissions.can_manage_employees,
    canManageJobPosts: permissions.can_manage_job_posts,
    canViewJobPosts: permissions.can_view_job_posts,
    canManageAssociations: permissions.can_manage_associations,
    canManageAgreements: permissions.can_manage_agreements,
    canDeleteAgreements: permissions.can_delete_agreements,
  });
}

/** The account an employee invite leads into: its names and logo. */
export async function accountOf(scope: TenantScope, accountId: number) {
  const [row] = await tenantDb(scope)
    .select({ id: accounts.id, name: accounts.name, companyName: accounts.companyName, companyLogoUrl: accounts.companyLogoUrl, isClient: accounts.isClient })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}
