/** The employees of an account and its company profile, always through the tenant scope. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { accounts, accountUsers, employees, profiles, users } from '../../db/schema.js';
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

/** How many employees of the account, other than `exceptId`, manage the account. */
export async function countOtherAccountManagers(scope: TenantScope, accountId: number, exceptId: number): Promise<number> {
  const [row] = await tenantDb(scope)
    .select({ n: count() })
    .from(employees)
    .where(eq(employees.accountId, accountId), eq(employees.canManageAccount, true), ne(employees.id, exceptId));
  return row?.n ?? 0;
}

export async function updatePermissions(scope: TenantScope, id: number, changes: PermissionColumns): Promise<void> {
  await tenantDb(scope).update(employees, { ...changes, updatedAt: new Date() }, eq(employees.id, id));
}

/** Removes the employee record and the user's membership of the account (the user stays). */
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
