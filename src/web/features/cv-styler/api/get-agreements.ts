/** `GET organisation/agreements?page=&per_page=`: the organisation's CVs, latest first (the landing's recent CVs). */
import { useQuery } from '@tanstack/react-query';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../../../../shared/constants.js';
import type { AgreementList } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const agreementsQueryKey = (page: number) => ['agreements', 'recent', page] as const;

/** The landing shows a failure itself; only a 401 signs out. */
export const getAgreements = (page: number) =>
  api.get<AgreementList>(paths.agreements.list, { query: { page, per_page: PAGINATION_DEFAULT_PAGE_SIZE }, errors: 'reloadOn401' });

export function useAgreements(page: number) {
  return useQuery({ queryKey: agreementsQueryKey(page), queryFn: () => getAgreements(page) });
}
