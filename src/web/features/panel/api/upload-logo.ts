/** `POST panel/organisations/{id}/logo {image}`: a PNG or JPEG as base64, sent as an upload (§7 uploads carry the upload marker). */
import { useMutation } from '@tanstack/react-query';
import type { PanelOrganisation } from '../../../../shared/schemas/panel.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { PANEL_ORGANISATIONS_QUERY_KEY } from './get-organisations.js';

/** The page shows a refused image itself; only a 401 signs out. */
export const uploadPanelLogo = async (id: number, image: string) =>
  (await api.uploadJson<{ organisation: PanelOrganisation }>(paths.panel.logo(id), { image }, { errors: 'signOutOn401' })).organisation;

export function useUploadPanelLogo(id: number) {
  return useMutation({
    mutationFn: (image: string) => uploadPanelLogo(id, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PANEL_ORGANISATIONS_QUERY_KEY }),
  });
}
