/** `GET organisation/agreements?page=&per_page=`: the organisation's CVs, latest first, drafts not included (the landing's recent CVs). */
import { useQuery } from '@tanstack/react-query';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../../../../shared/constants.js';
import type { AgreementList } from '../../../../shared/schemas/agreements.js';
import { AGREEMENT_LISTS_QUERY_KEY } from '../../../components/api/agreement-lists.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** Under the root of every CV list: an upload, a discard or a delete refreshes it. */
export const agreementsQueryKey = (page: number) => [...AGREEMENT_LISTS_QUERY_KEY, 'recent', page] as const;

/** The landing shows a failure itself; only a 401 signs out. */
export const getAgreements = (page: number) =>
  api.get<AgreementList>(paths.agreements.list, { query: { page, per_page: PAGINATION_DEFAULT_PAGE_SIZE }, errors: 'reloadOn401' });

export function useAgreements(page: number) {
  return useQuery({ queryKey: agreementsQueryKey(page), queryFn: () => getAgreements(page) });
}
