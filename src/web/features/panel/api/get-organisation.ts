/** `GET panel/organisations/{id}`: one organisation as the panel edits it. */
import { useQuery } from '@tanstack/react-query';
import type { PanelOrganisation } from '../../../../shared/schemas/panel.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { PANEL_ORGANISATIONS_QUERY_KEY } from './get-organisations.js';

export const panelOrganisationQueryKey = (id: number) => [...PANEL_ORGANISATIONS_QUERY_KEY, 'one', id] as const;

/** The page shows a failure (a 404 too) itself; only a 401 signs out. */
export const getPanelOrganisation = async (id: number) =>
  (await api.get<{ organisation: PanelOrganisation }>(paths.panel.organisation(id), { errors: 'signOutOn401' })).organisation;

export function usePanelOrganisation(id: number) {
  return useQuery({ queryKey: panelOrganisationQueryKey(id), queryFn: () => getPanelOrganisation(id) });
}
