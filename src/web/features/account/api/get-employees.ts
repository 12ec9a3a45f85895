/** `GET organisation/employees`: the current account's employees with their §3 permission flags. */
import { useQuery } from '@tanstack/react-query';
import type { TeamEmployee } from '../../../../shared/schemas/team.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const EMPLOYEES_QUERY_KEY = ['my-company', 'employees'] as const;

/** §8 standard policy: 401 signs out, 404 toast. */
export const getEmployees = async () => (await api.get<{ employees: TeamEmployee[] }>(paths.myCompany.employees)).employees;

export const useEmployees = () => useQuery({ queryKey: EMPLOYEES_QUERY_KEY, queryFn: getEmployees });
