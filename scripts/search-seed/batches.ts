/**
 * The seed's batches (`npm run search:seed`): each batch of synthetic candidates drawn, written and
 * indexed in one transaction — the agreements and their list memberships in one statement each,
 * read from the batch's JSON, then their search rows by the search module's own projection
 * (`refreshProjection`, the same code every CV write goes through).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { tenantScope } from '../../src/server/db/tenant.js';
import { refreshProjection } from '../../src/server/modules/search/service.js';
import { batchJson, syntheticCandidates, type SeedTarget } from './candidates.js';

/** Candidates `from` … `from + count − 1` of `seed`, in batches of `batch`; this runner takes every `stride`-th batch from `first`. */
export type SeedPlan = { seed: number; from: number; count: number; batch: number; first: number; stride: number };

/** Agreement ids for a batch, from the table's sequence, so list memberships can name them. */
async function reserveIds(db: Db, n: number): Promise<number[]> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('agreements', 'id'))::int as id from generate_series(1, ${n}::int)`);
  // Both drivers (node-postgres, PGlite) answer rows as `rows`.
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

export async function runBatches(db: Db, target: SeedTarget, plan: SeedPlan, onBatch: (written: number) => void): Promise<void> {
  const batches = Math.ceil(plan.count / plan.batch);
  for (let k = plan.first; k < batches; k += plan.stride) {
    const start = plan.from + k * plan.batch;
    const ids = await reserveIds(db, Math.min(plan.batch, plan.from + plan.count - start));
    const json = batchJson(syntheticCandidates(target, { seed: plan.seed, start, ids }));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into agreements (id, organisation_id, account_id, created_by_id, consultant_id, consultant2_id, data, template_id, fresh, marketplace_at, hidden, is_spec_cv, candidate_approved, candidate_approved_at, created_at, updated_at)
        select id, organisation_id, account_id, created_by_id, consultant_id, consultant2_id, data, template_id, fresh, marketplace_at, hidden, is_spec_cv, candidate_approved, candidate_approved_at, created_at, updated_at
        from json_populate_recordset(null::agreements, ${json.agreements}::json)`);
      await tx.execute(sql`
        insert into agreement_list_items (organisation_id, list_id, agreement_id, added_by_id)
        select organisation_id, list_id, agreement_id, added_by_id
        from json_populate_recordset(null::agreement_list_items, ${json.listItems}::json)`);
      await refreshProjection(tenantScope(tx, target.organisationId), ids, target.now);
    });
    onBatch(ids.length);
  }
}
