/** `GET organisation/invites/{token}`: what the invite is (no session needed). */
import { useQuery } from '@tanstack/react-query';
import type { InviteLookup } from '../../../../shared/schemas/invites.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const inviteQueryKey = (token: string) => ['invite', token] as const;

/** The page handles every failure (§8: a lookup that fails goes to /not-found). */
export const getInvite = (token: string) => api.get<InviteLookup>(paths.invites.one(token), { errors: 'caller' });

export function useInvite(token: string) {
  return useQuery({ queryKey: inviteQueryKey(token), queryFn: () => getInvite(token), retry: false });
}
