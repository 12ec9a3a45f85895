/** The CV layout settings of an employee (`employees.cv_settings`), through the tenant scope. */
import { eq } from 'drizzle-orm';
import type { CvSettings } from '../../../shared/schemas/cv.js';
import { employees } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export async function findSettings(scope: TenantScope, employeeId: number): Promise<CvSettings | null> {
  const [row] = await tenantDb(scope).select({ settings: employees.cvSettings }).from(employees).where(eq(employees.id, employeeId)).limit(1);
  return row?.settings ?? null;
}

export async function saveSettings(scope: TenantScope, employeeId: number, settings: CvSettings): Promise<void> {
  await tenantDb(scope).update(employees, { cvSettings: settings, updatedAt: new Date() }, eq(employees.id, employeeId));
}
