/** `GET organisation/templates`: the organisation's templates with their style sheets and teams. */
import { useQuery } from '@tanstack/react-query';
import type { OrganisationTemplate } from '../../../../shared/schemas/organisation-templates.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const ORGANISATION_TEMPLATES_QUERY_KEY = ['organisation-templates'] as const;

/** §8 standard policy (401 signs out, 404 toast); the page shows a failure itself. */
export const getOrganisationTemplates = () => api.get<{ templates: OrganisationTemplate[] }>(paths.organisationTemplates.list);

export function useOrganisationTemplates() {
  return useQuery({ queryKey: ORGANISATION_TEMPLATES_QUERY_KEY, queryFn: getOrganisationTemplates });
}
