/** `GET organisation/employees/invites`: the current account's invites waiting for an answer, newest first (those who manage employees). */
import { useQuery } from '@tanstack/react-query';
import type { EmployeeInvite } from '../../../shared/schemas/invites.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';

export const employeeInvitesQueryKey = ['employee-invites'] as const;

/** The section shows its failure itself; only a 401 signs out. */
export const getEmployeeInvites = (signal?: AbortSignal) => api.get<{ invites: EmployeeInvite[] }>(paths.employeeInvites.list, { errors: 'reloadOn401', signal });

export function useEmployeeInvites() {
  return useQuery({ queryKey: employeeInvitesQueryKey, queryFn: ({ signal }) => getEmployeeInvites(signal) });
}
