/** Users, profiles, memberships and one-time tokens, always through the tenant scope. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Employee } from '../../../shared/schemas/auth.js';
import type { Viewer } from '../../../shared/permissions.js';
import { accounts, accountUsers, employees, oneTimeTokens, profiles, users } from '../../db/schema.js';
import { preparedQuery, scoped, scopedPlaceholder, type TenantScope } from '../../db/tenant.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type OneTimePurpose = 'password_reset' | 'sign_in';

export async function findUserByEmail(scope: TenantScope, email: string): Promise<UserRow | undefined> {
  const [row] = await scope.db.select().from(users).where(scoped(scope, users, eq(users.email, email.toLowerCase()))).limit(1);
  return row;
}

export async function findUserById(scope: TenantScope, id: number): Promise<UserRow | undefined> {
  const [row] = await scope.db.select().from(users).where(scoped(scope, users, eq(users.id, id))).limit(1);
  return row;
}

export async function findProfile(scope: TenantScope, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await scope.db.select().from(profiles).where(scoped(scope, profiles, eq(profiles.userId, userId))).limit(1);
  return row;
}

export async function updateUser(scope: TenantScope, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await scope.db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(scope, users, eq(users.id, id)))
    .returning();
  return row;
}

/** Logout and password change: every token signed with the old version stops working. */
export async function bumpTokenVersion(scope: TenantScope, id: number): Promise<UserRow> {
  const [row] = await scope.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(scoped(scope, users, eq(users.id, id)))
    .returning();
  return row;
}

export async function insertUserWithProfile(
  scope: TenantScope,
  user: { email: string; passwordHash: string; locale?: string | null },
  profile: { firstName: string; lastName: string },
): Promise<UserRow> {
  const [row] = await scope.db
    .insert(users)
    .values({ organisationId: scope.organisationId, email: user.email.toLowerCase(), passwordHash: user.passwordHash, locale: user.locale ?? null })
    .returning();
  await scope.db.insert(profiles).values({ organisationId: scope.organisationId, userId: row.id, ...profile });
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

/** The user's memberships as one JSON array, ordered current first, then by company and account name. */
const membershipsJson = sql<Membership[]>`coalesce((
  select json_agg(json_build_object(
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
  ) order by ${accountUsers.current} desc, ${accounts.companyName}, ${accounts.name})
  from ${accountUsers}
  join ${accounts} on ${accounts.id} = ${accountUsers.accountId} and ${accounts.organisationId} = ${accountUsers.organisationId}
  left join ${employees} on ${employees.accountId} = ${accountUsers.accountId} and ${employees.userId} = ${accountUsers.userId}
  where ${accountUsers.userId} = ${users.id} and ${accountUsers.organisationId} = ${users.organisationId}
), '[]'::json)`;

/**
 * Everything a guarded request needs about its user, in one round trip: the user, their profile and
 * their memberships. Prepared: this runs on every signed-in request.
 */
const signedInQuery = preparedQuery((db) =>
  db
    .select({ user: users, profile: profiles, memberships: membershipsJson })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.organisationId, users.organisationId)))
    .where(scopedPlaceholder(users, eq(users.id, sql.placeholder('id'))))
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
    await scope.db
      .update(accountUsers)
      .set({ agreed: true })
      .where(scoped(scope, accountUsers, eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)));
  }
  const [row] = await scope.db
    .update(users)
    .set({ agreedTermsAt: sql`coalesce(${users.agreedTermsAt}, now())`, updatedAt: new Date() })
    .where(scoped(scope, users, eq(users.id, userId)))
    .returning();
  return row;
}

export async function insertOneTimeToken(scope: TenantScope, userId: number, purpose: OneTimePurpose, tokenHash: string, expiresAt: Date) {
  await scope.db.insert(oneTimeTokens).values({ organisationId: scope.organisationId, userId, purpose, tokenHash, expiresAt });
}

export async function findOneTimeToken(scope: TenantScope, purpose: OneTimePurpose, tokenHash: string) {
  const [row] = await scope.db
    .select()
    .from(oneTimeTokens)
    .where(scoped(scope, oneTimeTokens, eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Marks a token used; false when it was already used or has expired (so two requests cannot both use it). */
export async function consumeOneTimeToken(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(scoped(scope, oneTimeTokens, eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date())))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** A new reset makes every earlier unused link of the same purpose invalid. */
export async function revokeOneTimeTokens(scope: TenantScope, userId: number, purpose: OneTimePurpose) {
  await scope.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(scoped(scope, oneTimeTokens, eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
