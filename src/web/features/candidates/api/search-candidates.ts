/**
 * `POST search/candidates` with the session's search key in `X-Search-Key` (issue 12, §7 candidate
 * search parameters): one page of hits, with the facet counts when asked for.
 *
 * §8: a failed search gives empty results and a toast. The `standard` policy toasts a 401 (and signs
 * out), a 404 and a lost connection; every other failure gets the generic toast here. The page shows
 * the empty answer either way.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_ERROR_MESSAGE, PAGINATION_DEFAULT_PAGE_SIZE } from '../../../../shared/constants.js';
import { SEARCH_KEY_HEADER, type SearchAnswer, type SearchRequest } from '../../../../shared/schemas/search.js';
import { AGREEMENT_LISTS_QUERY_KEY } from '../../../components/api/agreement-lists.js';
import { api, isApiError } from '../../../lib/api.js';
import { notifyError } from '../../../lib/notify.js';
import { paths } from '../../../lib/paths.js';

/** Under the CV lists' root: a CV made, deleted or put in a list anywhere refreshes the search too. */
export const candidateSearchQueryKey = (screen: string, request: SearchRequest) => [...AGREEMENT_LISTS_QUERY_KEY, 'search', screen, request] as const;

export const emptySearchAnswer = (request: SearchRequest): SearchAnswer => ({
  hits: [],
  nbHits: 0,
  page: request.page ?? 0,
  nbPages: 0,
  hitsPerPage: request.hitsPerPage ?? PAGINATION_DEFAULT_PAGE_SIZE,
  processingTimeMS: 0,
});

export const searchCandidates = (key: string, request: SearchRequest, signal?: AbortSignal) =>
  api.post<SearchAnswer>(paths.search.candidates, request, { headers: { [SEARCH_KEY_HEADER]: key }, signal });

/** The search of one screen; `failed` says the answer is the empty one of a failure. */
export async function searchOrEmpty(key: string | null, request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer & { failed?: true }> {
  try {
    if (!key) throw new Error('No search key in the session.');
    return await searchCandidates(key, request, signal);
  } catch (error) {
    if ((error as Error | null)?.name === 'AbortError') throw error;
    if (!(isApiError(error) && error.handled)) notifyError(DEFAULT_ERROR_MESSAGE);
    return { ...emptySearchAnswer(request), failed: true };
  }
}

export function useCandidateSearch(screen: string, key: string | null, request: SearchRequest) {
  return useQuery({
    queryKey: candidateSearchQueryKey(screen, request),
    queryFn: ({ signal }) => searchOrEmpty(key, request, signal),
    // The last hits stay while the next page or filter loads.
    placeholderData: keepPreviousData,
    // A failure already answered empty results (and a toast): nothing to retry.
    retry: false,
    staleTime: 30_000,
  });
}
