/** `GET {module}/projects?q=&status=&page=`: a page of projects, open ones first (a marketplace client's: its own companies'). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectList, ProjectStatus } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export type ProjectsApi = 'organisation' | 'marketplace';
export type ProjectFilter = { q?: string; status?: ProjectStatus; page: number };

export const PROJECTS_QUERY_KEY = ['projects'] as const;
export const projectsQueryKey = (module: ProjectsApi, filter: ProjectFilter) => [...PROJECTS_QUERY_KEY, module, 'list', filter] as const;

/** The page shows a failure itself; §8 standard policy (401 signs out, 404 toast). */
export const getProjects = (module: ProjectsApi, filter: ProjectFilter) =>
  api.get<ProjectList>(paths.projects.list(module), { query: { q: filter.q || undefined, status: filter.status, page: filter.page } });

export function useProjects(module: ProjectsApi, filter: ProjectFilter) {
  return useQuery({ queryKey: projectsQueryKey(module, filter), queryFn: () => getProjects(module, filter), placeholderData: keepPreviousData });
}
