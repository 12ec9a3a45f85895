/** The queries of contact details: an employee's own details (a job post's recruiter or client manager). */
import { eq } from 'drizzle-orm';
import { employees, profiles, users, type LocationValue, type PhoneEntry } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type EmployeeContactRow = { firstName: string | null; lastName: string | null; email: string; avatar: string | null; phones: PhoneEntry[] | null; location: LocationValue | null };

/** The person behind an employee record: their name, email, avatar, phones and location from the profile. */
export async function employeeContact(scope: TenantScope, employeeId: number): Promise<EmployeeContactRow | null> {
  const [row] = await tenantDb(scope)
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: users.email, avatar: profiles.avatar, phones: profiles.phones, location: profiles.location })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(employees.id, employeeId))
    .limit(1);
  return (row as EmployeeContactRow | undefined) ?? null;
}
