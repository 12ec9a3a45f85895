/** `GET organisation/share_links/{id}`: one link with its openings, views, downloads and the client's feedback. */
import { useQuery } from '@tanstack/react-query';
import type { ShareLinkDetail } from '../../../../shared/schemas/share-links.js';
import { SHARE_LINKS_QUERY_KEY } from '../../../components/api/create-share-link.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const shareLinkQueryKey = (id: number) => [...SHARE_LINKS_QUERY_KEY, 'one', id] as const;

/** The page shows 404 ("this link does not exist") itself; only a 401 signs out. */
export const getShareLink = (id: number) => api.get<{ share_link: ShareLinkDetail }>(paths.shareLinks.one(id), { errors: 'reloadOn401' }).then((a) => a.share_link);

export function useShareLink(id: number) {
  return useQuery({ queryKey: shareLinkQueryKey(id), queryFn: () => getShareLink(id), retry: false });
}
