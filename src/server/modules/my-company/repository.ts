/** The employees of an account and its company profile, always through the tenant scope. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, accountUsers, agreements, employees, profiles, users } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

const employeeName = sql<string>`trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`;

const employeeColumns = {
  id: employees.id,
  userId: employees.userId,
  name: employeeName,
  email: users.email,
  canManageAccount: employees.canManageAccount,
  canManageEmployees: employees.canManageEmployees,
  canManageJobPosts: employees.canManageJobPosts,
  canViewJobPosts: employees.canViewJobPosts,
  canManageAssociations: employees.canManageAssociations,
  canManageAgreements: employees.canManageAgreements,
  canDeleteAgreements: employees.canDeleteAgreements,
};

export type EmployeeRow = {
  id: number;
  userId: number;
  name: string;
  email: string;
  canManageAccount: boolean;
  canManageEmployees: boolean;
  canManageJobPosts: boolean;
  canViewJobPosts: boolean;
  canManageAssociations: boolean;
  canManageAgreements: boolean;
  canDeleteAgreements: boolean;
};

export type PermissionColumns = Partial<Omit<EmployeeRow, 'id' | 'userId' | 'name' | 'email'>>;

/** The account's employees, by name then id; with `id`, only that one. */
export async function listEmployees(scope: TenantScope, accountId: number, id?: number): Promise<EmployeeRow[]> {
  return tenantDb(scope)
    .select(employeeColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(employees.accountId, accountId), id === undefined ? undefined : eq(employees.id, id))
    .orderBy(asc(employeeName), asc(employees.id));
}

export async function findEmployee(scope: TenantScope, accountId: number, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await listEmployees(scope, accountId, id);
  return row;
}

/**
 * The ids of the account's employees who manage it, their rows locked until the transaction ends: two
 * managers taking Manage account from each other at once are decided one after the other, so the
 * account never ends up with nobody who manages it.
 */
export async function lockAccountManagers(scope: TenantScope, accountId: number): Promise<number[]> {
  const rows = await tenantDb(scope)
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.accountId, accountId), eq(employees.canManageAccount, true))
    .orderBy(asc(employees.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updatePermissions(scope: TenantScope, id: number, changes: PermissionColumns): Promise<void> {
  await tenantDb(scope).update(employees, { ...changes, updatedAt: new Date() }, eq(employees.id, id));
}

/** Removes the employee record and the user's membership of the account (the user stays). */
/** The CVs whose consultant is the user (the search rows name the consultant's employee record). */
export async function agreementIdsOfConsultant(scope: TenantScope, userId: number): Promise<number[]> {
  const rows = await tenantDb(scope).select({ id: agreements.id }).from(agreements).where(eq(agreements.consultantId, userId));
  return rows.map((row) => row.id);
}

export async function removeEmployee(scope: TenantScope, accountId: number, employee: { id: number; userId: number }): Promise<void> {
  await tenantDb(scope).delete(employees, eq(employees.id, employee.id));
  await tenantDb(scope).delete(accountUsers, and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, employee.userId)));
}

export type CompanyRow = { id: number; companyName: string; companyLogoUrl: string | null; industry: string | null };

export async function findCompany(scope: TenantScope, accountId: number): Promise<CompanyRow | undefined> {
  const [row] = await tenantDb(scope)
    .select({ id: accounts.id, companyName: accounts.companyName, companyLogoUrl: accounts.companyLogoUrl, industry: accounts.industry })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

export async function updateCompany(scope: TenantScope, accountId: number, changes: Partial<Omit<CompanyRow, 'id'>>): Promise<void> {
  await tenantDb(scope).update(accounts, { ...changes, updatedAt: new Date() }, eq(accounts.id, accountId));
}
