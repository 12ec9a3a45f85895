/** `POST organisation/projects {project}` (201) and `PUT organisation/projects/{id} {project}`: a 422 reaches the form's fields. */
import { useMutation } from '@tanstack/react-query';
import type { Project, ProjectInput } from '../../../../shared/schemas/projects.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { PROJECTS_QUERY_KEY } from './get-projects.js';

/** The form shows 409 and 422 itself; only a 401 signs out. */
export const saveProject = (id: number | null, project: ProjectInput) =>
  id === null
    ? api.post<Project>(paths.projects.create, { project }, { errors: 'signOutOn401' })
    : api.put<Project>(paths.projects.update(id), { project }, { errors: 'signOutOn401' });

export function useSaveProject() {
  return useMutation({
    mutationFn: ({ id, project }: { id: number | null; project: ProjectInput }) => saveProject(id, project),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
