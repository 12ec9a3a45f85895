/** Notifications of users and who receives them; always through the tenant scope. */
import { count, desc, eq, isNull, or } from 'drizzle-orm';
import { employees, notifications } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type NotificationRow = {
  id: number;
  kind: string;
  params: Record<string, string | number | null>;
  url: string;
  viewedAt: Date | null;
  createdAt: Date;
};

const columns = { id: notifications.id, kind: notifications.kind, params: notifications.params, url: notifications.url, viewedAt: notifications.viewedAt, createdAt: notifications.createdAt };

export type NewNotification = { userId: number; kind: string; params: Record<string, string | number | null>; url: string; actorId: number | null };

export async function insertNotifications(scope: TenantScope, rows: NewNotification[]): Promise<void> {
  if (rows.length) await tenantDb(scope).insert(notifications, rows);
}

/** A page of the user's notifications, the newest first, and how many they have. */
export async function pageOf(scope: TenantScope, userId: number, page: { limit: number; offset: number }): Promise<{ rows: NotificationRow[]; total: number }> {
  const rows = await tenantDb(scope)
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await tenantDb(scope).select({ total: count() }).from(notifications).where(eq(notifications.userId, userId));
  return { rows: rows as NotificationRow[], total };
}

export async function unviewedCount(scope: TenantScope, userId: number): Promise<number> {
  const [{ n }] = await tenantDb(scope)
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId), isNull(notifications.viewedAt));
  return n;
}

/** Marks the user's notification viewed (kept when it already was); undefined when it is not theirs. */
export async function markViewed(scope: TenantScope, userId: number, id: number, at: Date): Promise<NotificationRow | undefined> {
  await tenantDb(scope).update(notifications, { viewedAt: at }, eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.viewedAt));
  const [row] = await tenantDb(scope)
    .select(columns)
    .from(notifications)
    .where(eq(notifications.id, id), eq(notifications.userId, userId))
    .limit(1);
  return row as NotificationRow | undefined;
}

/** Deletes the user's notification; false when it is not theirs. */
export async function remove(scope: TenantScope, userId: number, id: number): Promise<boolean> {
  const deleted = await tenantDb(scope).delete(notifications, eq(notifications.id, id), eq(notifications.userId, userId)).returning({ id: notifications.id });
  return deleted.length > 0;
}

/** The users with an employee record in `accountId` that may view (or manage) its job posts. */
export async function jobViewersOf(scope: TenantScope, accountId: number): Promise<number[]> {
  const rows = await tenantDb(scope)
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.accountId, accountId), or(eq(employees.canViewJobPosts, true), eq(employees.canManageJobPosts, true)));
  return rows.map((r) => r.userId);
}

/** The user behind an employee record. */
export async function userOfEmployee(scope: TenantScope, employeeId: number): Promise<number | undefined> {
  const [row] = await tenantDb(scope).select({ userId: employees.userId }).from(employees).where(eq(employees.id, employeeId)).limit(1);
  return row?.userId;
}
