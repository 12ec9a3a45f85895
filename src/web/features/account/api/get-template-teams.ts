/** `GET organisation/teams`: the account's teams a template can be given to. */
import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const templateTeamsQueryKey = ['organisation-templates', 'teams'] as const;

/** The form offers no teams when this fails (`caller`: no toast for a select's options). */
export const getTemplateTeams = () => api.get<{ teams: Team[] }>(paths.organisationTemplates.teams, { errors: 'caller' });

export function useTemplateTeams() {
  return useQuery({ queryKey: templateTeamsQueryKey, queryFn: getTemplateTeams });
}
