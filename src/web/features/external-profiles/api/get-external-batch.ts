/** `GET organisation/external_profile_batches/{id}`: one batch with its profiles and the counts per status (404: not there). */
import { useQuery } from '@tanstack/react-query';
import type { ExternalBatch } from '../../../../shared/schemas/external-profiles.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { EXTERNAL_QUERY_KEY } from './get-external-providers.js';

export const externalBatchQueryKey = (id: number) => [...EXTERNAL_QUERY_KEY, 'batch', id] as const;

/** The page shows "not found" itself; only a 401 signs out. */
export const getExternalBatch = (id: number) => api.get<ExternalBatch>(paths.externalProfiles.batch(id), { errors: 'signOutOn401' });

export function useExternalBatch(id: number | null) {
  return useQuery({ queryKey: externalBatchQueryKey(id ?? 0), queryFn: () => getExternalBatch(id!), enabled: id !== null, retry: false });
}

/**
 * A batch as an answer (start, push) gave it: shown at once, and the batch list refreshes. A read of
 * the batch still on its way was asked before this answer, so it is dropped; and as pushes only add
 * profiles, an answer that arrives after a later push's keeps the later one.
 */
export async function storeExternalBatch(batch: ExternalBatch) {
  const key = externalBatchQueryKey(batch.id);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<ExternalBatch>(key, (shown) => (shown && shown.counts.total > batch.counts.total ? shown : batch));
  void queryClient.invalidateQueries({ queryKey: [...EXTERNAL_QUERY_KEY, 'batches'] });
}
