/** `PUT organisation/invites/{token}/accept` of an employee invite: the user becomes an employee; answers the new `GET auth` answer. */
import { useMutation } from '@tanstack/react-query';
import type { AuthData } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The page handles a refusal itself (403 another email, 404 no longer valid, 409 §8 sign-out); a 401 signs out. */
export const acceptEmployeeInvite = (token: string) => api.put<AuthData>(paths.invites.accept(token), {}, { errors: 'signOutOn401' });

export function useAcceptEmployeeInvite() {
  return useMutation({ mutationFn: acceptEmployeeInvite });
}
