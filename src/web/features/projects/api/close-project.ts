/** `PUT organisation/projects/{id}/close`: the project is closed for good (409 when it already is). */
import { useMutation } from '@tanstack/react-query';
import type { Project } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { PROJECTS_QUERY_KEY } from './get-projects.js';

/** The page shows a failure as a toast; only a 401 signs out. */
export const closeProject = (id: number) => api.put<Project>(paths.projects.close(id), {}, { errors: 'signOutOn401' });

export function useCloseProject() {
  return useMutation({ mutationFn: closeProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }) });
}
