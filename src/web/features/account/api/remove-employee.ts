/** `DELETE organisation/employees/{id}`: the employee leaves the account (409 for the last who manages it). */
import { useMutation } from '@tanstack/react-query';
import type { TeamEmployee } from '../../../../shared/schemas/team.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { EMPLOYEES_QUERY_KEY } from './get-employees.js';

/** The page shows 403 and 409 as their message; only a 401 signs out. */
export const removeEmployee = (id: number) => api.delete<void>(paths.myCompany.employee(id), { errors: 'signOutOn401' });

export function useRemoveEmployee() {
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: (_answer, id) => queryClient.setQueryData<TeamEmployee[]>(EMPLOYEES_QUERY_KEY, (list) => list?.filter((e) => e.id !== id)),
  });
}
