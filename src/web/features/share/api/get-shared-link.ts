/** `GET shared/{token}`: the link as its client opens it, without a session (404 unknown, 410 revoked or expired). */
import { useQuery } from '@tanstack/react-query';
import type { SharedLink } from '../../../../shared/schemas/share-links.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const sharedLinkQueryKey = (token: string) => ['shared', token] as const;

/** The client's page shows every failure itself (no session to sign out of). */
export const getSharedLink = (token: string) => api.get<{ shared: SharedLink }>(paths.shared.link(token), { errors: 'caller' }).then((a) => a.shared);

export function useSharedLink(token: string) {
  return useQuery({ queryKey: sharedLinkQueryKey(token), queryFn: () => getSharedLink(token), retry: false, refetchOnWindowFocus: false });
}
