/** Templates, teams, their members and template assignments, always through the tenant scope. */
import { asc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { employees, profiles, teamMembers, teams, teamTemplates, templates, users } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type TemplateRow = typeof templates.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

export async function listTemplates(scope: TenantScope): Promise<TemplateRow[]> {
  return tenantDb(scope).select().from(templates).where().orderBy(asc(templates.id));
}

export async function findTemplate(scope: TenantScope, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tenantDb(scope).select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

export async function findTemplatesByIds(scope: TenantScope, ids: number[]): Promise<TemplateRow[]> {
  if (!ids.length) return [];
  return tenantDb(scope).select().from(templates).where(inArray(templates.id, ids));
}

/** The templates assigned to any team the employee is a member of, oldest template first. */
export async function templatesOfEmployee(scope: TenantScope, employeeId: number): Promise<TemplateRow[]> {
  const mine = tenantDb(scope)
    .select({ id: teamTemplates.templateId })
    .from(teamTemplates)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teamTemplates.teamId))
    .where(eq(teamMembers.employeeId, employeeId));
  return tenantDb(scope)
    .select()
    .from(templates)
    .where(inArray(templates.id, mine))
    .orderBy(asc(templates.id));
}

export type TeamWithCounts = TeamRow & { templateIds: number[]; memberCount: number };

const teamColumns = {
  id: teams.id,
  organisationId: teams.organisationId,
  accountId: teams.accountId,
  name: teams.name,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
  templateIds: sql<number[]>`coalesce((select array_agg(${teamTemplates.templateId} order by ${teamTemplates.templateId}) from ${teamTemplates} where ${teamTemplates.teamId} = ${teams.id}), '{}')`,
  memberCount: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`,
};

export async function listTeams(scope: TenantScope, accountId: number, ids?: number[]): Promise<TeamWithCounts[]> {
  return tenantDb(scope)
    .select(teamColumns)
    .from(teams)
    .where(eq(teams.accountId, accountId), ids ? inArray(teams.id, ids) : undefined)
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function findTeam(scope: TenantScope, accountId: number, id: number): Promise<TeamWithCounts | undefined> {
  const [row] = await listTeams(scope, accountId, [id]);
  return row;
}

export async function insertTeam(scope: TenantScope, accountId: number, name: string): Promise<TeamRow> {
  const [row] = await tenantDb(scope).insert(teams, { accountId, name }).returning();
  return row;
}

export async function renameTeam(scope: TenantScope, id: number, name: string): Promise<void> {
  await tenantDb(scope).update(teams, { name, updatedAt: new Date() }, eq(teams.id, id));
}

/** Removes the team; its memberships and template assignments go with it (cascade). */
export async function deleteTeam(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(teams, eq(teams.id, id));
}

/** Another team of the account with this name, compared without case; `exceptId` is the team being renamed. */
export async function teamNamed(scope: TenantScope, accountId: number, name: string, exceptId?: number): Promise<{ id: number } | undefined> {
  const [row] = await tenantDb(scope)
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.accountId, accountId), sql`lower(${teams.name}) = lower(${name})`, exceptId ? ne(teams.id, exceptId) : undefined)
    .limit(1);
  return row;
}

const employeeName = sql<string>`trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`;
const employeeColumns = { id: employees.id, name: employeeName, email: users.email };

/** Employees of the account (name from the profile, email from the user) meeting the conditions. */
function employeesOfAccount(scope: TenantScope, accountId: number, ...conditions: (SQL | undefined)[]) {
  return tenantDb(scope)
    .select(employeeColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(employees.accountId, accountId), ...conditions)
    .orderBy(asc(employeeName), asc(employees.id));
}

export type EmployeeSummaryRow = { id: number; name: string; email: string };

/** Employees of the account matching `q` on name or email, not yet in the team. */
export async function searchEmployeesOutsideTeam(scope: TenantScope, accountId: number, teamId: number, q: string | undefined, limit = 20): Promise<EmployeeSummaryRow[]> {
  const inTeam = tenantDb(scope).select({ id: teamMembers.employeeId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return employeesOfAccount(scope, accountId, notInArray(employees.id, inTeam), pattern ? or(ilike(employeeName, pattern), ilike(users.email, pattern)) : undefined).limit(limit);
}

export async function teamMembersOf(scope: TenantScope, accountId: number, teamId: number): Promise<EmployeeSummaryRow[]> {
  const members = tenantDb(scope).select({ id: teamMembers.employeeId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return employeesOfAccount(scope, accountId, inArray(employees.id, members));
}

/** The ids among `ids` that are employees of the account. */
export async function employeeIdsOfAccount(scope: TenantScope, accountId: number, ids: number[]): Promise<number[]> {
  const rows = await tenantDb(scope)
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.accountId, accountId), inArray(employees.id, ids));
  return rows.map((r) => r.id);
}

export async function addMembers(scope: TenantScope, teamId: number, employeeIds: number[]): Promise<void> {
  if (!employeeIds.length) return;
  await tenantDb(scope)
    .insert(
      teamMembers,
      employeeIds.map((employeeId) => ({ teamId, employeeId })),
    )
    .onConflictDoNothing();
}

export async function removeMembers(scope: TenantScope, teamId: number, employeeIds: number[]): Promise<void> {
  await tenantDb(scope).delete(teamMembers, eq(teamMembers.teamId, teamId), inArray(teamMembers.employeeId, employeeIds));
}

export async function assignTemplates(scope: TenantScope, teamIds: number[], templateIds: number[]): Promise<void> {
  const values = teamIds.flatMap((teamId) => templateIds.map((templateId) => ({ teamId, templateId })));
  await tenantDb(scope).insert(teamTemplates, values).onConflictDoNothing();
}

export async function unassignTemplates(scope: TenantScope, teamIds: number[], templateIds: number[]): Promise<void> {
  await tenantDb(scope).delete(teamTemplates, inArray(teamTemplates.teamId, teamIds), inArray(teamTemplates.templateId, templateIds));
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
