/** `GET panel/organisations?q=&page=`: a page of organisations, by name (admins only). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PanelOrganisationList } from '../../../../shared/schemas/panel.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export type OrganisationFilter = { q?: string; page: number };

export const PANEL_ORGANISATIONS_QUERY_KEY = ['panel', 'organisations'] as const;
export const panelOrganisationsQueryKey = (filter: OrganisationFilter) => [...PANEL_ORGANISATIONS_QUERY_KEY, 'list', filter] as const;

/** The page shows a failure itself; §8 standard policy (401 signs out, 404 toast). */
export const getPanelOrganisations = (filter: OrganisationFilter) =>
  api.get<PanelOrganisationList>(paths.panel.organisations, { query: { q: filter.q || undefined, page: filter.page } });

export function usePanelOrganisations(filter: OrganisationFilter) {
  return useQuery({ queryKey: panelOrganisationsQueryKey(filter), queryFn: () => getPanelOrganisations(filter), placeholderData: keepPreviousData });
}
