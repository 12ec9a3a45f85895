/**
 * `POST organisation/import_external_profiles {external_profiles: {ids}}`: the chosen profiles become
 * CVs, all or none (422 names each profile that cannot be imported, in `errors.ids`).
 */
import { useMutation } from '@tanstack/react-query';
import type { ExternalImport } from '../../../../shared/schemas/external-profiles.js';
import { invalidateAgreementLists } from '../../../components/api/agreement-lists.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { EXTERNAL_QUERY_KEY } from './get-external-providers.js';

/** The page shows a 422 beside the table and other failures as a toast; only a 401 signs out. */
export const importExternalProfiles = (ids: number[]) =>
  api.post<ExternalImport>(paths.externalProfiles.import, { external_profiles: { ids } }, { errors: 'signOutOn401' });

export function useImportExternalProfiles() {
  return useMutation({
    mutationFn: importExternalProfiles,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: EXTERNAL_QUERY_KEY });
      void invalidateAgreementLists();
    },
  });
}
