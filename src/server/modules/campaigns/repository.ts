/** Campaigns and their activations, always through the tenant scope. */
import { eq, inArray } from 'drizzle-orm';
import { campaignActivations, campaigns } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

/** The organisation's active campaigns among `tokens`. */
export async function findActiveCampaigns(scope: TenantScope, tokens: string[]): Promise<{ id: number; token: string }[]> {
  return tenantDb(scope)
    .select({ id: campaigns.id, token: campaigns.token })
    .from(campaigns)
    .where(inArray(campaigns.token, tokens), eq(campaigns.active, true));
}

/** Records that the user activated these campaigns; an activation made before stays as it was. */
export async function insertActivations(scope: TenantScope, userId: number, campaignIds: number[]): Promise<void> {
  if (!campaignIds.length) return;
  await tenantDb(scope)
    .insert(
      campaignActivations,
      campaignIds.map((campaignId) => ({ campaignId, userId })),
    )
    .onConflictDoNothing();
}
