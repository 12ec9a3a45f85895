/** `DELETE organisation/employees/invites/{id}`: the invite is withdrawn; its link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { employeeInvitesQueryKey } from './get-employee-invites.js';

/** The section toasts a failure; only a 401 signs out. */
export const revokeEmployeeInvite = (id: number) => api.delete<void>(paths.employeeInvites.one(id), { errors: 'reloadOn401' });

export function useRevokeEmployeeInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeEmployeeInvite, onSettled: () => queryClient.invalidateQueries({ queryKey: employeeInvitesQueryKey }) });
}
