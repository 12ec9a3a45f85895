/** `POST panel/organisations {organisation}` (201) and `PUT panel/organisations/{id} {organisation}`: a 422 reaches the form's fields. */
import { useMutation } from '@tanstack/react-query';
import type { PanelOrganisation, PanelOrganisationCreateInput, PanelOrganisationUpdateInput } from '../../../../shared/schemas/panel.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { PANEL_ORGANISATIONS_QUERY_KEY } from './get-organisations.js';

type Saved = { organisation: PanelOrganisation };

/** The form shows 404 and 422 itself; only a 401 signs out. */
export const createPanelOrganisation = async (organisation: PanelOrganisationCreateInput) =>
  (await api.post<Saved>(paths.panel.organisations, { organisation }, { errors: 'signOutOn401' })).organisation;

export const updatePanelOrganisation = async (id: number, organisation: PanelOrganisationUpdateInput) =>
  (await api.put<Saved>(paths.panel.organisation(id), { organisation }, { errors: 'signOutOn401' })).organisation;

export function useCreatePanelOrganisation() {
  return useMutation({
    mutationFn: createPanelOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PANEL_ORGANISATIONS_QUERY_KEY }),
  });
}

export function useUpdatePanelOrganisation(id: number) {
  return useMutation({
    mutationFn: (organisation: PanelOrganisationUpdateInput) => updatePanelOrganisation(id, organisation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PANEL_ORGANISATIONS_QUERY_KEY }),
  });
}
