/**
 * The teams of the current account (§7 Teams): `GET/POST organisation/teams`, `PUT`/`DELETE
 * organisation/teams/{id}`, members (`team_members`, `employees_search`, `employees_add`,
 * `employees_remove`) and template assignments, plus the organisation's templates (`GET templates`).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmployeeSummary, Team, templateListSchema } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';

export const TEAMS_QUERY_KEY = ['teams'] as const;
const membersQueryKey = (teamId: number) => [...TEAMS_QUERY_KEY, 'members', teamId] as const;
/** Assigning templates changes what the template picker offers the team's members. */
const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ['templates'] })]);

/** The page shows a failure itself; only a 401 signs out. */
const quiet = { errors: 'signOutOn401' } as const;

export function useTeams() {
  return useQuery({ queryKey: [...TEAMS_QUERY_KEY, 'list'], queryFn: () => api.get<{ teams: Team[] }>(paths.teams.list, quiet) });
}

/** Every template of the organisation (not only the user's). */
export function useOrganisationTemplates() {
  return useQuery({
    queryKey: ['templates', 'organisation'],
    queryFn: () => api.get<z.infer<typeof templateListSchema>>(paths.templates, quiet),
  });
}

export function useTeamMembers(teamId: number | null) {
  return useQuery({
    queryKey: membersQueryKey(teamId ?? 0),
    queryFn: () => api.get<{ employees: EmployeeSummary[] }>(paths.teams.members, { ...quiet, query: { team_id: teamId! } }),
    enabled: teamId !== null,
  });
}

/** Employees of the account matching `q`, not yet in the team (the member typeahead). */
export const searchEmployees = (teamId: number, q: string, signal?: AbortSignal) =>
  api.get<{ employees: EmployeeSummary[] }>(paths.teams.employeesSearch(teamId), { ...quiet, query: { q }, signal }).then((r) => r.employees);

export function useSaveTeam() {
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) =>
      id === null ? api.post<Team>(paths.teams.list, { team: { name } }, quiet) : api.put<Team>(paths.teams.one(id), { team: { name } }, quiet),
    onSuccess: refresh,
  });
}

export function useDeleteTeam() {
  return useMutation({ mutationFn: (id: number) => api.delete<void>(paths.teams.one(id), quiet), onSuccess: refresh });
}

export function useChangeMembers() {
  return useMutation({
    mutationFn: ({ teamId, ids, change }: { teamId: number; ids: number[]; change: 'add' | 'remove' }) =>
      api.post<{ team: Team }>(change === 'add' ? paths.teams.employeesAdd(teamId) : paths.teams.employeesRemove(teamId), { ids }, quiet),
    onSuccess: refresh,
  });
}

export function useChangeTemplates() {
  return useMutation({
    mutationFn: ({ teamId, templateId, change }: { teamId: number; templateId: number; change: 'assign' | 'unassign' }) =>
      api.post<{ teams: Team[] }>(change === 'assign' ? paths.teams.assignTemplates : paths.teams.unassignTemplates, { team_ids: [teamId], template_ids: [templateId] }, quiet),
    onSuccess: refresh,
  });
}
