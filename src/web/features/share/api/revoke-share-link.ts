/** `PUT organisation/share_links/{id}/revoke`: the client is refused from now on. */
import { useMutation } from '@tanstack/react-query';
import type { ShareLinkDetail } from '../../../../shared/schemas/share-links.js';
import { SHARE_LINKS_QUERY_KEY } from '../../../components/api/create-share-link.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';

/** The page shows a failure as a toast; only a 401 signs out. */
export const revokeShareLink = (id: number) => api.put<{ share_link: ShareLinkDetail }>(paths.shareLinks.revoke(id), {}, { errors: 'reloadOn401' }).then((a) => a.share_link);

export function useRevokeShareLink() {
  return useMutation({ mutationFn: revokeShareLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARE_LINKS_QUERY_KEY }) });
}
