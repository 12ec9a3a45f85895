/**
 * `POST organisation/share_links`: a client share link for CVs (decision 018). Shared by every place
 * that shares CVs (the CV actions bar, a list of CVs) through the share dialog.
 */
import { useMutation } from '@tanstack/react-query';
import type { ShareLinkCreated, ShareLinkInput } from '../../../shared/schemas/share-links.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';

/** Every query of share links starts with this: a new link refreshes them all. */
export const SHARE_LINKS_QUERY_KEY = ['share-links'] as const;

/** The dialog shows 404 and 422 at its fields or in its own words; only a 401 signs out. */
export const createShareLink = (input: ShareLinkInput) =>
  api.post<{ share_link: ShareLinkCreated }>(paths.shareLinks.list, { share_link: input }, { errors: 'reloadOn401' }).then((a) => a.share_link);

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARE_LINKS_QUERY_KEY }) });
}
