/** Campaign activation after sign-in (spec §4/§7): the organisation's known tokens are activated once, the others named. */
import type { CampaignsActivated } from '../../../shared/schemas/auth.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import * as repo from './repository.js';


export async function activate(scope: TenantScope, userId: number, bulk: string[]): Promise<CampaignsActivated> {
  const tokens = [...new Set(bulk)];
  if (!tokens.length) return { activated: [], unknown: [] };
  return inTransaction(scope, async (tx) => {
    const found = await repo.findActiveCampaigns(tx, tokens);
    await repo.insertActivations(tx, userId, found.map((c) => c.id));
    const activated = found.map((c) => c.token);
    return { activated, unknown: tokens.filter((t) => !activated.includes(t)) };
  });
}
