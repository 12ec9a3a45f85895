/** `PUT organisation/invites/{token}/accept`: the signed-in user joins the job's client company. */
import { useMutation } from '@tanstack/react-query';
import type { InviteAccepted } from '../../../../shared/schemas/invites.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The page shows a refusal (409, 410) itself; a 401 signs out. */
export const acceptInvite = (token: string) => api.put<InviteAccepted>(paths.invites.accept(token), {}, { errors: 'signOutOn401' });

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
