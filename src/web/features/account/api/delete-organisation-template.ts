/** `DELETE organisation/templates/{id}` (204). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { ORGANISATION_TEMPLATES_QUERY_KEY } from './get-organisation-templates.js';

/** §8 standard policy: 401 signs out, 404 (removed meanwhile) a toast; the list reloads either way. */
export const deleteOrganisationTemplate = (id: number) => api.delete<void>(paths.organisationTemplates.one(id));

export function useDeleteOrganisationTemplate() {
  return useMutation({
    mutationFn: deleteOrganisationTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANISATION_TEMPLATES_QUERY_KEY }),
  });
}
