/**
 * `POST organisation/employees/invites {invite: {email, can_…}}` → 201 `{invite}`; the invite is
 * mailed (an unanswered one to the same address is replaced: new flags, new link).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeInvite, EmployeeInviteBody } from '../../../shared/schemas/invites.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { employeeInvitesQueryKey } from './get-employee-invites.js';

/** A 422 reaches the email field, a 403 or 409 the form; only a 401 signs out. */
export const inviteEmployee = (invite: EmployeeInviteBody['invite']) => api.post<{ invite: EmployeeInvite }>(paths.employeeInvites.list, { invite }, { errors: 'reloadOn401' });

export function useInviteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteEmployee, onSettled: () => queryClient.invalidateQueries({ queryKey: employeeInvitesQueryKey }) });
}
