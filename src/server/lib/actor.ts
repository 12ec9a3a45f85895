/**
 * Who is acting on a guarded request, in the terms the CV styler services need: the tenant scope,
 * the user, their current account and employee record, and every account they belong to.
 */
import type { FastifyRequest } from 'fastify';
import type { TenantScope } from '../db/tenant.js';

export type Actor = {
  scope: TenantScope;
  userId: number;
  employeeId: number | null;
  accountId: number | null;
  accountIds: number[];
};

export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const { viewer } = await request.permissionContext();
  return {
    scope: request.scope,
    userId: request.user.id,
    employeeId: viewer?.employee?.id ?? null,
    accountId: viewer?.account?.id ?? null,
    accountIds: viewer?.accounts.map((a) => a.id) ?? [],
  };
}
