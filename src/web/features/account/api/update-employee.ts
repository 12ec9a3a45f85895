/** `PUT organisation/employees/{id} {employee: {can_…}}`: the flags named change; the answer is the employee as saved. */
import { useMutation } from '@tanstack/react-query';
import type { PermissionChanges, TeamEmployee } from '../../../../shared/schemas/team.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { EMPLOYEES_QUERY_KEY } from './get-employees.js';

/** The page shows 403, 409 and 422 as their message; only a 401 signs out. */
export const updateEmployee = async (id: number, employee: PermissionChanges) =>
  (await api.put<{ employee: TeamEmployee }>(paths.myCompany.employee(id), { employee }, { errors: 'signOutOn401' })).employee;

export function useUpdateEmployee() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: PermissionChanges }) => updateEmployee(id, changes),
    onSuccess: (saved) => queryClient.setQueryData<TeamEmployee[]>(EMPLOYEES_QUERY_KEY, (list) => list?.map((e) => (e.id === saved.id ? saved : e))),
  });
}
