/** Users, profiles, memberships and one-time tokens, always through the tenant scope. */
import { eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Employee } from '../../../shared/schemas/auth.js';
import type { Viewer } from '../../../shared/permissions.js';
import { accounts, accountUsers, employees, oneTimeTokens, pendingSignups, profiles, trustedClients, users } from '../../db/schema.js';
import { preparedQuery, tenantDb, type TenantDb, type TenantScope } from '../../db/tenant.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type OneTimePurpose = 'password_reset' | 'sign_in';
export type PendingSignupRow = typeof pendingSignups.$inferSelect;
export type TrustedKind = 'device' | 'address';
/** A device or address stays trusted this long after the user last signed in from it (decision 013). */
export const TRUSTED_CLIENT_DAYS = 180;

export async function findUserByEmail(scope: TenantScope, email: string): Promise<UserRow | undefined> {
  const [row] = await tenantDb(scope).select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(scope: TenantScope, id: number): Promise<UserRow | undefined> {
  const [row] = await tenantDb(scope).select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's candidate profile; `forUpdate` locks it until the transaction ends. */
export async function findProfile(scope: TenantScope, userId: number, options: { forUpdate?: boolean } = {}): Promise<ProfileRow | undefined> {
  const query = tenantDb(scope).select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateUser(scope: TenantScope, id: number, values: Partial<Omit<typeof users.$inferInsert, 'organisationId'>>): Promise<UserRow> {
  const [row] = await tenantDb(scope).update(users, { ...values, updatedAt: new Date() }, eq(users.id, id)).returning();
  return row;
}

/** Logout and password change: every token signed with the old version stops working. */
export async function bumpTokenVersion(scope: TenantScope, id: number): Promise<UserRow> {
  const [row] = await tenantDb(scope)
    .update(users, { tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }, eq(users.id, id))
    .returning();
  return row;
}

export async function insertUserWithProfile(
  scope: TenantScope,
  user: { email: string; passwordHash: string; locale?: string | null },
  profile: { firstName: string; lastName: string },
): Promise<UserRow> {
  const [row] = await tenantDb(scope).insert(users, { email: user.email.toLowerCase(), passwordHash: user.passwordHash, locale: user.locale ?? null }).returning();
  await tenantDb(scope).insert(profiles, { userId: row.id, ...profile });
  return row;
}

type Membership = {
  accountId: number;
  uuid: string;
  name: string;
  companyName: string;
  companyLogoUrl: string | null;
  isClient: boolean;
  marketplace: boolean;
  agreed: boolean;
  current: boolean;
  employee: Employee | null;
};

/**
 * The user's memberships as one JSON array, ordered current first, then by company and account name:
 * a scalar subquery of the scoped API (its joins and rows are the scope's organisation's),
 * correlated to the outer user.
 */
const membershipsJson = (db: TenantDb) =>
  sql<Membership[]>`coalesce((${db
    .select({
      memberships: sql`json_agg(json_build_object(
        'accountId', ${accounts.id}, 'uuid', ${accounts.uuid}, 'name', ${accounts.name},
        'companyName', ${accounts.companyName}, 'companyLogoUrl', ${accounts.companyLogoUrl},
        'isClient', ${accounts.isClient}, 'marketplace', ${accounts.marketplace},
        'agreed', ${accountUsers.agreed}, 'current', ${accountUsers.current},
        'employee', case when ${employees.id} is null then null else json_build_object(
          'id', ${employees.id},
          'can_manage_account', ${employees.canManageAccount},
          'can_manage_employees', ${employees.canManageEmployees},
          'can_manage_job_posts', ${employees.canManageJobPosts},
          'can_view_job_posts', ${employees.canViewJobPosts},
          'can_manage_associations', ${employees.canManageAssociations},
          'can_manage_agreements', ${employees.canManageAgreements},
          'can_delete_agreements', ${employees.canDeleteAgreements}
        ) end
      ) order by ${accountUsers.current} desc, ${accounts.companyName}, ${accounts.name})`,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(employees, eq(employees.accountId, accountUsers.accountId), eq(employees.userId, accountUsers.userId))
    .where(eq(accountUsers.userId, users.id))}), '[]'::json)`;

/**
 * Everything a guarded request needs about its user, in one round trip: the user, their profile and
 * their memberships. Prepared: this runs on every signed-in request.
 */
const signedInQuery = preparedQuery((db) =>
  db
    .select({ user: users, profile: profiles, memberships: membershipsJson(db) })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('signed_in_user'),
);

export type SignedIn = { user: UserRow; profile: ProfileRow | null; memberships: Membership[] };

export async function findSignedIn(scope: TenantScope, id: number): Promise<SignedIn | undefined> {
  const [row] = await signedInQuery(scope, { id });
  return row;
}

/** The viewer the §6 rules read: user, profile, current account, every account, current employee record. */
export async function loadViewer(scope: TenantScope, user: UserRow): Promise<Viewer> {
  const found = await findSignedIn(scope, user.id);
  return buildViewer(user, found?.profile ?? null, found?.memberships ?? []);
}

export function buildViewer(user: UserRow, profile: ProfileRow | null, memberships: Membership[]): Viewer {
  // The current account: the one marked current, else an agency (non-client) account, else the first.
  const current = memberships.find((m) => m.current) ?? memberships.find((m) => !m.isClient) ?? memberships[0];
  const summary = (m: Membership) => ({
    id: m.accountId,
    uuid: m.uuid,
    name: m.name,
    company: { name: m.companyName, logo_url: m.companyLogoUrl },
    marketplace: m.marketplace,
    isClient: m.isClient,
    agreed: m.agreed,
  });
  return {
    user: {
      id: user.id,
      email: user.email,
      admin: user.admin,
      review_credentials: user.reviewCredentials,
      onboarding: user.onboarding,
      agreedWithTermsAndConditions: !!user.agreedTermsAt,
      locale: user.locale,
    },
    profile: profile
      ? {
          uuid: profile.uuid,
          first_name: profile.firstName,
          last_name: profile.lastName,
          phones: profile.phones,
          avatar: profile.avatar,
          state: profile.state as 'active' | 'reviewing' | 'parsing_cv',
        }
      : null,
    account: current ? summary(current) : null,
    accounts: memberships.map((m) => ({ ...summary(m), employee: m.employee })),
    employee: current?.employee ?? null,
  };
}

export async function agreeToTerms(scope: TenantScope, userId: number, accountId: number | null): Promise<UserRow> {
  if (accountId !== null) {
    await tenantDb(scope).update(accountUsers, { agreed: true }, eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId));
  }
  const [row] = await tenantDb(scope)
    .update(users, { agreedTermsAt: sql`coalesce(${users.agreedTermsAt}, now())`, updatedAt: new Date() }, eq(users.id, userId))
    .returning();
  return row;
}

export async function insertOneTimeToken(scope: TenantScope, userId: number, purpose: OneTimePurpose, tokenHash: string, expiresAt: Date) {
  await tenantDb(scope).insert(oneTimeTokens, { userId, purpose, tokenHash, expiresAt });
}

export async function findOneTimeToken(scope: TenantScope, purpose: OneTimePurpose, tokenHash: string) {
  const [row] = await tenantDb(scope)
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a token used; false when it was already used or has expired (so two requests cannot both use it). */
export async function consumeOneTimeToken(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await tenantDb(scope)
    .update(oneTimeTokens, { usedAt: new Date() }, eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date()))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** A new reset makes every earlier unused link of the same purpose invalid. */
export async function revokeOneTimeTokens(scope: TenantScope, userId: number, purpose: OneTimePurpose) {
  await tenantDb(scope).update(oneTimeTokens, { usedAt: new Date() }, eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt));
}

// ── Trusted clients (decision 013) ─────────────────────────────────────────────────────────────

/** Whether the user has signed in from this device / address within the trusted period. */
const trusted = (db: TenantDb, kind: TrustedKind, digest: string | null) =>
  digest === null
    ? sql<boolean>`false`
    : db.exists(
        trustedClients,
        eq(trustedClients.userId, users.id),
        eq(trustedClients.kind, kind),
        eq(trustedClients.digest, digest),
        gt(trustedClients.lastUsedAt, sql`now() - make_interval(days => ${sql.raw(String(TRUSTED_CLIENT_DAYS))})`),
      );

/**
 * The user of an email with whether the request's device and address are trusted for them, in one
 * query (an unknown email costs the same round trip).
 */
export async function findUserWithTrust(
  scope: TenantScope,
  email: string,
  client: { device: string | null; address: string },
): Promise<{ user: UserRow; knownDevice: boolean; knownAddress: boolean } | undefined> {
  const db = tenantDb(scope);
  const [row] = await db
    .select({ user: users, knownDevice: trusted(db, 'device', client.device), knownAddress: trusted(db, 'address', client.address) })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Records a successful sign-in from a device / address; forgets the user's entries past the trusted period. */
export async function trustClient(scope: TenantScope, userId: number, entries: { kind: TrustedKind; digest: string }[]): Promise<void> {
  if (!entries.length) return;
  await tenantDb(scope)
    .insert(
      trustedClients,
      entries.map((e) => ({ userId, kind: e.kind, digest: e.digest })),
    )
    .onConflictDoUpdate({ target: [trustedClients.userId, trustedClients.kind, trustedClients.digest], set: { lastUsedAt: sql`now()` } });
  await tenantDb(scope).delete(
    trustedClients,
    eq(trustedClients.userId, userId),
    lt(trustedClients.lastUsedAt, sql`now() - make_interval(days => ${sql.raw(String(TRUSTED_CLIENT_DAYS))})`),
  );
}

// ── Pending sign-ups (decision 004) ────────────────────────────────────────────────────────────

export async function insertPendingSignup(
  scope: TenantScope,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; locale: string | null; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tenantDb(scope).insert(pendingSignups, { ...values, email: values.email.toLowerCase() });
}

/** A new sign-up for an email makes its earlier links invalid; expired sign-ups of the organisation are dropped. */
export async function revokePendingSignups(scope: TenantScope, email: string): Promise<void> {
  await tenantDb(scope).update(pendingSignups, { usedAt: new Date() }, eq(pendingSignups.email, email.toLowerCase()), isNull(pendingSignups.usedAt));
  await tenantDb(scope).delete(pendingSignups, lt(pendingSignups.expiresAt, new Date()));
}

/** Marks a pending sign-up's link used and answers it; undefined when unknown, used or expired. */
export async function consumePendingSignup(scope: TenantScope, tokenHash: string): Promise<PendingSignupRow | undefined> {
  const [row] = await tenantDb(scope)
    .update(pendingSignups, { usedAt: new Date() }, eq(pendingSignups.tokenHash, tokenHash), isNull(pendingSignups.usedAt), gt(pendingSignups.expiresAt, new Date()))
    .returning();
  return row;
}
