/** `GET organisation/external_profile_batches?page=`: the organisation's batches, the latest first, with their counts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExternalBatchList } from '../../../../shared/schemas/external-profiles.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { EXTERNAL_QUERY_KEY } from './get-external-providers.js';

export const externalBatchesQueryKey = (page: number) => [...EXTERNAL_QUERY_KEY, 'batches', page] as const;

/** The page shows a failure itself; only a 401 signs out. */
export const getExternalBatches = (page: number) => api.get<ExternalBatchList>(paths.externalProfiles.batches, { query: { page }, errors: 'signOutOn401' });

export function useExternalBatches(page: number) {
  return useQuery({ queryKey: externalBatchesQueryKey(page), queryFn: () => getExternalBatches(page), placeholderData: keepPreviousData });
}
