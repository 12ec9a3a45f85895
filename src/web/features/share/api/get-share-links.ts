/** `GET organisation/share_links?agreement_id=&page=&per_page=`: the organisation's share links, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../../../../shared/constants.js';
import type { ShareLinkList } from '../../../../shared/schemas/share-links.js';
import { SHARE_LINKS_QUERY_KEY } from '../../../components/api/create-share-link.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const shareLinksQueryKey = (page: number, agreementId?: number) => [...SHARE_LINKS_QUERY_KEY, 'list', page, agreementId ?? null] as const;

/** The page shows a failure itself; only a 401 signs out. */
export const getShareLinks = (page: number, agreementId?: number) =>
  api.get<ShareLinkList>(paths.shareLinks.list, { query: { page, per_page: PAGINATION_DEFAULT_PAGE_SIZE, agreement_id: agreementId }, errors: 'reloadOn401' });

export function useShareLinks(page: number, agreementId?: number) {
  return useQuery({ queryKey: shareLinksQueryKey(page, agreementId), queryFn: () => getShareLinks(page, agreementId), placeholderData: keepPreviousData });
}
