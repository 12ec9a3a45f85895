/** `GET organisation/agreement_lists/{id}/candidates?page=&per_page=`: one page of a list's CVs (the CV list's summaries). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../../../../shared/constants.js';
import type { AgreementList } from '../../../../shared/schemas/agreements.js';
import { LISTS_QUERY_KEY } from '../../../components/api/lists.js';
import { api, isApiError } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** Under the lists' root: attaching, detaching or deleting a CV anywhere refreshes the page. */
export const listCandidatesQueryKey = (listId: number, page: number) => [...LISTS_QUERY_KEY, 'candidates', listId, page] as const;

/** The page shows a 404 (list deleted) and other failures itself; only a 401 signs out. */
export const getListCandidates = (listId: number, page: number, perPage: number = PAGINATION_DEFAULT_PAGE_SIZE) =>
  api.get<AgreementList>(paths.lists.candidates(listId), { query: { page, per_page: perPage }, errors: 'reloadOn401' });

export function useListCandidates(listId: number, page: number) {
  return useQuery({
    queryKey: listCandidatesQueryKey(listId, page),
    queryFn: () => getListCandidates(listId, page),
    placeholderData: keepPreviousData,
    // A deleted list stays deleted: no retries for a 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
