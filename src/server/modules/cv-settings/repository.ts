/** The CV layout settings of an employee (`employees.cv_settings`), through the tenant scope. */
import { eq } from 'drizzle-orm';
import type { CvSettings } from '../../../shared/schemas/cv.js';
import { employees } from '../../db/schema.js';
import { scoped, type TenantScope } from '../../db/tenant.js';

export async function findSettings(scope: TenantScope, employeeId: number): Promise<CvSettings | null> {
  const [row] = await scope.db.select({ settings: employees.cvSettings }).from(employees).where(scoped(scope, employees, eq(employees.id, employeeId))).limit(1);
  return row?.settings ?? null;
}

export async function saveSettings(scope: TenantScope, employeeId: number, settings: CvSettings): Promise<void> {
  await scope.db.update(employees).set({ cvSettings: settings, updatedAt: new Date() }).where(scoped(scope, employees, eq(employees.id, employeeId)));
}
