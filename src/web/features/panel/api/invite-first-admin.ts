/** `POST panel/organisations/{id}/invites {invite: {email}}`: mails the organisation's first admin an invite with every permission. */
import { useMutation } from '@tanstack/react-query';
import type { EmployeeInvite } from '../../../../shared/schemas/invites.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The form shows a refused email under its field; only a 401 signs out. */
export const inviteFirstAdmin = async (organisationId: number, email: string) =>
  (await api.post<{ invite: EmployeeInvite }>(paths.employeeInvites.ofOrganisation(organisationId), { invite: { email } }, { errors: 'signOutOn401' })).invite;

export const useInviteFirstAdmin = (organisationId: number) => useMutation({ mutationFn: (email: string) => inviteFirstAdmin(organisationId, email) });
