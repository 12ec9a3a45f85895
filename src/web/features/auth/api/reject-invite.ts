/** `PUT organisation/invites/{token}/reject`: the invite is declined and used up. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The page shows a refusal itself; a 401 signs out. */
export const rejectInvite = (token: string) => api.put<{ rejected: true }>(paths.invites.reject(token), {}, { errors: 'signOutOn401' });

export function useRejectInvite() {
  return useMutation({ mutationFn: rejectInvite });
}
