/** `GET marketplace/candidates/{id}`: a hit of a marketplace client's search, as its anonymous styled CV. */
import { useQuery } from '@tanstack/react-query';
import type { StyledCv } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The page shows a CV that is not (any more) on the marketplace itself; only a 401 signs out. */
export const getMarketplaceCandidate = (id: string) => api.get<StyledCv>(paths.marketplace.candidate(id), { errors: 'reloadOn401' });

export function useMarketplaceCandidate(id: string) {
  return useQuery({ queryKey: ['marketplace', 'candidate', id], queryFn: () => getMarketplaceCandidate(id), retry: false });
}
