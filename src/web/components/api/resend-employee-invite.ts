/** `POST organisation/employees/invites/{id}/resend`: a new link and expiry, mailed again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeInvite } from '../../../shared/schemas/invites.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { employeeInvitesQueryKey } from './get-employee-invites.js';

/** The section toasts a failure; only a 401 signs out. */
export const resendEmployeeInvite = (id: number) => api.post<{ invite: EmployeeInvite }>(paths.employeeInvites.resend(id), {}, { errors: 'reloadOn401' });

export function useResendEmployeeInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendEmployeeInvite, onSettled: () => queryClient.invalidateQueries({ queryKey: employeeInvitesQueryKey }) });
}
