/** `POST organisation/templates {template}` (201) and `PUT organisation/templates/{id} {template}`: a 422 reaches the form's fields. */
import { useMutation } from '@tanstack/react-query';
import type { OrganisationTemplate, OrganisationTemplateInput } from '../../../../shared/schemas/organisation-templates.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { ORGANISATION_TEMPLATES_QUERY_KEY } from './get-organisation-templates.js';

/** The form shows 413, 415 and 422 itself; only a 401 signs out. */
export const saveOrganisationTemplate = (id: number | null, template: OrganisationTemplateInput) =>
  id === null
    ? api.post<{ template: OrganisationTemplate }>(paths.organisationTemplates.list, { template }, { errors: 'signOutOn401' })
    : api.put<{ template: OrganisationTemplate }>(paths.organisationTemplates.one(id), { template }, { errors: 'signOutOn401' });

export function useSaveOrganisationTemplate() {
  return useMutation({
    mutationFn: ({ id, template }: { id: number | null; template: OrganisationTemplateInput }) => saveOrganisationTemplate(id, template),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANISATION_TEMPLATES_QUERY_KEY }),
  });
}
