/** `GET {module}/projects/{id}`: one project with its job posts (404: not there, or not the client's). */
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { PROJECTS_QUERY_KEY, type ProjectsApi } from './get-projects.js';

export const projectQueryKey = (module: ProjectsApi, id: number) => [...PROJECTS_QUERY_KEY, module, 'one', id] as const;

/** The page shows "not found" itself; only a 401 signs out. */
export const getProject = (module: ProjectsApi, id: number) => api.get<Project>(paths.projects.one(module, id), { errors: 'signOutOn401' });

export function useProject(module: ProjectsApi, id: number) {
  return useQuery({ queryKey: projectQueryKey(module, id), queryFn: () => getProject(module, id), retry: false });
}
