/** Agreements (CVs), always through the tenant scope. `data` is parsed by the CV schema on every write. */
import { and, desc, eq, ilike, inArray, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { cvDataSchema, type CvData } from '../../../shared/schemas/cv.js';
import { accounts, agreementListItems, agreements, profiles, templates, users } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';
import { escapeLike, type TemplateRow } from '../teams/repository.js';

export type AgreementRow = typeof agreements.$inferSelect;
type AgreementInsert = typeof agreements.$inferInsert;
export type AgreementChanges = Partial<Omit<AgreementInsert, 'id' | 'organisationId' | 'createdAt'>>;

/** The one gate every CV write passes: the stored data always has the shared schema's shape. */
const checked = <T extends { data?: CvData }>(values: T): T => (values.data === undefined ? values : { ...values, data: cvDataSchema.parse(values.data) });

export async function findAgreement(scope: TenantScope, id: number, options: { forUpdate?: boolean } = {}): Promise<AgreementRow | undefined> {
  const query = tenantDb(scope).select().from(agreements).where(eq(agreements.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertAgreement(scope: TenantScope, values: Omit<AgreementInsert, 'id' | 'organisationId'>): Promise<AgreementRow> {
  const [row] = await tenantDb(scope).insert(agreements, checked(values)).returning();
  return row;
}

export async function updateAgreement(scope: TenantScope, id: number, changes: AgreementChanges): Promise<AgreementRow> {
  const [row] = await tenantDb(scope)
    .update(agreements, checked({ ...changes, updatedAt: new Date() }), eq(agreements.id, id))
    .returning();
  return row;
}

export async function deleteAgreement(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(agreements, eq(agreements.id, id));
}

const displayName = sql<string>`trim(coalesce(nullif(${agreements.data}->>'name', ''), coalesce(${agreements.data}->>'first_name', '') || ' ' || coalesce(${agreements.data}->>'last_name', '')))`;
const displayTitle = sql<string>`coalesce(${agreements.data}->>'title', '')`;
/** A draft (`isDraft` of the shared schema): fresh and not imported from a file. */
const isDraftRow = sql`(${agreements.fresh} and ${agreements.sourceFileKey} is null)`;
/** The candidate email of the CV as duplicates are matched by it: lower case (as `agreements_organisation_email_idx`). */
const candidateEmail = sql<string>`lower(${agreements.data}->>'email')`;

export type AgreementSummaryRow = { id: number; name: string; title: string; updatedAt: Date; locked: boolean; fresh: boolean };

/**
 * The newest CV of the organisation, other than `exceptId` and not a draft, imported from a file
 * with this SHA-256, else (when an email is given) whose candidate email is this one.
 */
export async function findDuplicate(
  scope: TenantScope,
  match: { sha256: string; email: string | null; exceptId: number },
): Promise<{ id: number; name: string; matchedBy: 'file' | 'email' } | undefined> {
  const newest = (condition: SQL) =>
    tenantDb(scope)
      .select({ id: agreements.id, name: displayName })
      .from(agreements)
      .where(condition, ne(agreements.id, match.exceptId), not(isDraftRow))
      .orderBy(desc(agreements.updatedAt), desc(agreements.id))
      .limit(1)
      .then((rows) => rows[0]);
  const byFile = await newest(eq(agreements.sourceFileSha256, match.sha256));
  if (byFile) return { ...byFile, matchedBy: 'file' };
  const email = match.email?.trim().toLowerCase();
  const byEmail = email ? await newest(eq(candidateEmail, email)) : undefined;
  return byEmail ? { ...byEmail, matchedBy: 'email' } : undefined;
}

/**
 * One page of the organisation's agreements, newest first, matching `q` on name or title; drafts are
 * not listed. With `listId`, only the CVs of that candidate list.
 */
export async function listAgreements(
  scope: TenantScope,
  options: { q?: string; page: number; perPage: number; listId?: number },
): Promise<{ rows: AgreementSummaryRow[]; total: number }> {
  const pattern = options.q ? `%${escapeLike(options.q)}%` : undefined;
  const inList =
    options.listId === undefined
      ? undefined
      : inArray(agreements.id, tenantDb(scope).select({ id: agreementListItems.agreementId }).from(agreementListItems).where(eq(agreementListItems.listId, options.listId)));
  const where = and(not(isDraftRow), pattern ? or(ilike(displayName, pattern), ilike(displayTitle, pattern)) : undefined, inList);
  const [rows, [{ total }]] = await Promise.all([
    tenantDb(scope)
      .select({ id: agreements.id, name: displayName, title: displayTitle, updatedAt: agreements.updatedAt, locked: sql<boolean>`${agreements.lockedAt} is not null`, fresh: agreements.fresh })
      .from(agreements)
      .where(where)
      .orderBy(desc(agreements.updatedAt), desc(agreements.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    tenantDb(scope).select({ total: sql<number>`count(*)::int` }).from(agreements).where(where),
  ]);
  return { rows, total };
}

/** Drafts among `ids` (the others are saved or imported CVs), locked against deletion until the transaction ends. */
export async function findForMembership(scope: TenantScope, ids: number[]): Promise<{ id: number; draft: boolean }[]> {
  if (!ids.length) return [];
  return tenantDb(scope)
    .select({ id: agreements.id, draft: sql<boolean>`${isDraftRow}` })
    .from(agreements)
    .where(inArray(agreements.id, ids))
    .for('key share');
}

/** Deletes the drafts last changed before `before` (a closed tab's "Start from scratch"); answers how many. */
export async function deleteDraftsBefore(scope: TenantScope, before: Date): Promise<number> {
  const rows = await tenantDb(scope).delete(agreements, isDraftRow, lt(agreements.updatedAt, before)).returning({ id: agreements.id });
  return rows.length;
}

export type PersonRow = { id: number; name: string; email: string };

/** Users of the organisation by id, named from their profile (email when there is no name). */
export async function findPeople(scope: TenantScope, ids: number[]): Promise<Map<number, PersonRow>> {
  if (!ids.length) return new Map();
  const rows = await tenantDb(scope)
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), ''), ${users.email})`,
      email: users.email,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export type AgreementRelations = {
  template: TemplateRow | null;
  branding: { accountId: number; name: string; logoUrl: string | null } | null;
  people: Map<number, PersonRow>;
};

/** A branding account (company name and logo) of the organisation. */
export async function findBrandingAccount(scope: TenantScope, accountId: number) {
  const [row] = await tenantDb(scope)
    .select({ accountId: accounts.id, name: accounts.companyName, logoUrl: accounts.companyLogoUrl })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** What an agreement's answer shows besides its own columns: template, branding account and people. */
export async function loadRelations(scope: TenantScope, row: AgreementRow): Promise<AgreementRelations> {
  const personIds = [row.consultantId, row.consultant2Id, row.lockedById].filter((id): id is number => id !== null);
  const [template, branding, people] = await Promise.all([
    row.templateId === null
      ? Promise.resolve(undefined)
      : tenantDb(scope).select().from(templates).where(eq(templates.id, row.templateId)).limit(1).then((r) => r[0]),
    row.brandingAccountId === null ? Promise.resolve(undefined) : findBrandingAccount(scope, row.brandingAccountId),
    findPeople(scope, personIds),
  ]);
  return { template: template ?? null, branding: branding ?? null, people };
}
