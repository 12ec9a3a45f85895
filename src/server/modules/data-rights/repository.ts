/**
 * Every query of the data rights (decision 035): what the product holds about one person, erasing
 * it, the retention policy, who it would erase, and the log of erasures. All through `tenantDb`.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  accounts,
  accountUsers,
  agreements,
  attachments,
  campaignActivations,
  campaigns,
  candidateReviewDecisions,
  candidateReviewTokens,
  employees,
  erasures,
  invites,
  jobPosts,
  notifications,
  oneTimeTokens,
  pendingSignups,
  profiles,
  prospectComments,
  prospects,
  retentionPolicies,
  shareLinkFeedback,
  shareLinks,
  trustedClients,
  userIdentities,
  users,
} from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type AgreementRow = typeof agreements.$inferSelect;
export type ErasureRow = typeof erasures.$inferSelect;

/** The CVs about a person: those whose candidate email is theirs (case-insensitive; the index of the duplicate check). */
const aboutEmail = (email: string) => sql`lower(${agreements.data}->>'email') = ${email.toLowerCase()}`;

export async function findUser(scope: TenantScope, id: number, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  const query = tenantDb(scope).select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findProfile(scope: TenantScope, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await tenantDb(scope).select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/**
 * A candidate of the organisation: a user who is not an administrator and belongs to no account
 * (neither agency staff nor a client company's user; the factories' and the seed's candidates).
 */
const isCandidate = (scope: TenantScope): SQL =>
  and(
    eq(users.admin, false),
    sql`not ${tenantDb(scope).exists(accountUsers, eq(accountUsers.userId, users.id))}`,
    sql`not ${tenantDb(scope).exists(employees, eq(employees.userId, users.id))}`,
  ) as SQL;

export async function findCandidate(scope: TenantScope, id: number): Promise<UserRow | undefined> {
  const [row] = await tenantDb(scope).select().from(users).where(eq(users.id, id), isCandidate(scope)).limit(1).for('update');
  return row;
}

/** Everything the product holds about one person, row by row (the export reads it in one transaction). */
export async function personRows(scope: TenantScope, user: UserRow) {
  const db = tenantDb(scope);
  const cvs = await db.select().from(agreements).where(aboutEmail(user.email)).orderBy(asc(agreements.id));
  const cvIds = cvs.map((c) => c.id);
  const ofCvs = <T>(load: () => Promise<T[]>) => (cvIds.length ? load() : Promise.resolve([] as T[]));
  return {
    profile: (await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1))[0] ?? null,
    memberships: await db
      .select({ membership: accountUsers, account: { id: accounts.id, name: accounts.name, companyName: accounts.companyName, isClient: accounts.isClient } })
      .from(accountUsers)
      .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
      .where(eq(accountUsers.userId, user.id))
      .orderBy(asc(accountUsers.accountId)),
    employees: await db.select().from(employees).where(eq(employees.userId, user.id)).orderBy(asc(employees.id)),
    campaignActivations: await db
      .select({ activation: campaignActivations, campaign: { token: campaigns.token, name: campaigns.name } })
      .from(campaignActivations)
      .innerJoin(campaigns, eq(campaigns.id, campaignActivations.campaignId))
      .where(eq(campaignActivations.userId, user.id))
      .orderBy(asc(campaignActivations.activatedAt)),
    signIns: await db.select().from(trustedClients).where(eq(trustedClients.userId, user.id)).orderBy(asc(trustedClients.id)),
    identities: await db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)).orderBy(asc(userIdentities.id)),
    oneTimeTokens: await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id)).orderBy(asc(oneTimeTokens.id)),
    pendingSignups: await db.select().from(pendingSignups).where(eq(pendingSignups.email, user.email)).orderBy(asc(pendingSignups.id)),
    invites: await db.select().from(invites).where(sql`lower(${invites.email}) = ${user.email.toLowerCase()}`).orderBy(asc(invites.id)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id)),
    cvs,
    attachments: await ofCvs(() => db.select().from(attachments).where(inArray(attachments.agreementId, cvIds)).orderBy(asc(attachments.id))),
    reviewTokens: await ofCvs(() => db.select().from(candidateReviewTokens).where(inArray(candidateReviewTokens.agreementId, cvIds)).orderBy(asc(candidateReviewTokens.id))),
    reviewDecisions: await ofCvs(() =>
      db.select().from(candidateReviewDecisions).where(inArray(candidateReviewDecisions.agreementId, cvIds)).orderBy(asc(candidateReviewDecisions.id)),
    ),
    prospects: await ofCvs(() =>
      db
        .select({ prospect: prospects, job: { title: jobPosts.title, reference: jobPosts.reference } })
        .from(prospects)
        .innerJoin(jobPosts, eq(jobPosts.id, prospects.jobPostId))
        .where(inArray(prospects.agreementId, cvIds))
        .orderBy(asc(prospects.id)),
    ),
    prospectComments: await ofCvs(() =>
      db
        .select({ comment: prospectComments })
        .from(prospectComments)
        .innerJoin(prospects, eq(prospects.id, prospectComments.prospectId))
        .where(inArray(prospects.agreementId, cvIds))
        .orderBy(asc(prospectComments.id)),
    ),
    shareFeedback: await ofCvs(() => db.select().from(shareLinkFeedback).where(inArray(shareLinkFeedback.agreementId, cvIds))),
  };
}
export type PersonRows = Awaited<ReturnType<typeof personRows>>;

/** The stored files of a person: their own resume, and the imported resumes and attachments of the CVs about them. */
export async function fileKeysOf(scope: TenantScope, userId: number, email: string): Promise<{ keys: string[]; cvIds: number[] }> {
  const db = tenantDb(scope);
  const [profile] = await db.select({ key: profiles.cvFileKey }).from(profiles).where(eq(profiles.userId, userId));
  const cvs = await db.select({ id: agreements.id, key: agreements.sourceFileKey }).from(agreements).where(aboutEmail(email));
  const cvIds = cvs.map((c) => c.id);
  const images = cvIds.length ? await db.select({ key: attachments.fileKey }).from(attachments).where(inArray(attachments.agreementId, cvIds)) : [];
  const keys = [profile?.key, ...cvs.map((c) => c.key), ...images.map((i) => i.key)].filter((k): k is string => !!k);
  return { keys: [...new Set(keys)], cvIds };
}

/** The names a person goes by here: their profile's and those of the CVs about them (what other people's notifications may quote). */
export async function namesOf(scope: TenantScope, userId: number, email: string): Promise<string[]> {
  const db = tenantDb(scope);
  const [profile] = await db.select({ first: profiles.firstName, last: profiles.lastName }).from(profiles).where(eq(profiles.userId, userId));
  const cvs = await db.select({ data: agreements.data }).from(agreements).where(aboutEmail(email));
  const names = [profile ? `${profile.first} ${profile.last}` : '', ...cvs.flatMap((c) => [c.data.name ?? '', `${c.data.first_name ?? ''} ${c.data.last_name ?? ''}`])];
  return [...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length > 0))];
}

/** Accounts where this user is the only employee who can manage the account (erasing them would leave it unmanaged). */
export async function accountsOnlyManagedBy(scope: TenantScope, userId: number): Promise<number[]> {
  const db = tenantDb(scope);
  const mine = await db.select({ accountId: employees.accountId }).from(employees).where(eq(employees.userId, userId), eq(employees.canManageAccount, true));
  if (!mine.length) return [];
  const ids = mine.map((m) => m.accountId);
  const others = await db
    .select({ accountId: employees.accountId })
    .from(employees)
    .where(inArray(employees.accountId, ids), ne(employees.userId, userId), eq(employees.canManageAccount, true));
  return ids.filter((id) => !others.some((o) => o.accountId === id));
}

/**
 * Erases the person's rows (inside the caller's transaction): the CVs about them (their search rows,
 * prospects, review links and consent evidence, attachments and list entries go with them by the
 * foreign keys), invitations and pending sign-ups to their address, other people's notifications
 * that name them, their address on share links, then the user row (profile, memberships, employee
 * records, sign-in history, one-time tokens, campaign activations and their own notifications go
 * with it).
 */
export async function erasePersonRows(scope: TenantScope, user: UserRow, names: string[]): Promise<void> {
  const db = tenantDb(scope);
  const email = user.email.toLowerCase();
  await db.delete(agreements, aboutEmail(user.email));
  await db.delete(invites, sql`lower(${invites.email}) = ${email}`);
  await db.delete(pendingSignups, sql`lower(${pendingSignups.email}) = ${email}`);
  const quoted = [...names, email];
  await db.delete(
    notifications,
    ne(notifications.userId, user.id),
    sql`exists (select 1 from jsonb_each_text(${notifications.params}) as p where lower(p.value) = any(${sql`array[${sql.join(
      quoted.map((n) => sql`${n}`),
      sql`, `,
    )}]::text[]`}))`,
  );
  await db.update(shareLinks, { recipientEmail: null, recipientName: null }, sql`lower(${shareLinks.recipientEmail}) = ${email}`);
  await db.delete(users, eq(users.id, user.id));
}

// ── Retention ─────────────────────────────────────────────────────────────────────────────────

export async function findPolicy(scope: TenantScope) {
  const [row] = await tenantDb(scope).select().from(retentionPolicies).where().limit(1);
  return row;
}

export async function savePolicy(scope: TenantScope, months: number, updatedById: number | null, at: Date) {
  const [row] = await tenantDb(scope)
    .insert(retentionPolicies, { months, updatedById, updatedAt: at })
    .onConflictDoUpdate({ target: retentionPolicies.organisationId, set: { months, updatedById, updatedAt: at } })
    .returning();
  return row;
}

/**
 * A candidate's last activity: the latest of their sign-up, a change of their user row or profile,
 * a sign-in (the trusted device and address records, decision 013), a campaign activation and a
 * notification read.
 */
const lastActivity = sql<Date>`greatest(
  ${users.createdAt}, ${users.updatedAt}, ${profiles.updatedAt},
  (select max(t.last_used_at) from trusted_clients t where t.user_id = ${users.id}),
  (select max(c.activated_at) from campaign_activations c where c.user_id = ${users.id}),
  (select max(n.viewed_at) from notifications n where n.user_id = ${users.id})
)`;

/** Candidates whose last activity is before `cutoff`, oldest first, with the number of CVs about them. */
export async function inactiveCandidates(scope: TenantScope, cutoff: Date) {
  const db = tenantDb(scope);
  const cvCount = sql<number>`(select count(*)::int from agreements a where a.organisation_id = ${users.organisationId} and lower(a.data->>'email') = lower(${users.email}))`;
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName, lastActivity, cvCount })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(isCandidate(scope), sql`${lastActivity} < ${cutoff.toISOString()}::timestamptz`)
    .orderBy(asc(lastActivity), asc(users.id));
  return rows.map((r) => ({ ...r, lastActivity: new Date(r.lastActivity), cvCount: Number(r.cvCount) }));
}

// ── The log ───────────────────────────────────────────────────────────────────────────────────

export async function insertErasure(scope: TenantScope, values: Omit<typeof erasures.$inferInsert, 'id' | 'organisationId'>): Promise<ErasureRow> {
  const [row] = await tenantDb(scope).insert(erasures, values).returning();
  return row;
}

export async function listErasures(scope: TenantScope, limit: number) {
  return tenantDb(scope)
    .select({ erasure: erasures, ranByEmail: users.email })
    .from(erasures)
    .leftJoin(users, eq(users.id, erasures.ranById))
    .where()
    .orderBy(desc(erasures.at), desc(erasures.id))
    .limit(limit);
}
