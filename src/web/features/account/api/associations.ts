/**
 * Associations, "groups" on the screens (§7 Associations): `GET organisation/associations`, `POST`
 * (upload-marked, the logo as base64), `PUT {id}` (a new name) and `DELETE {id}`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Association, AssociationList } from '../../../../shared/schemas/associations.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';

export const ASSOCIATIONS_QUERY_KEY = ['associations'] as const;
const refresh = () => queryClient.invalidateQueries({ queryKey: ASSOCIATIONS_QUERY_KEY });

/** The page and its forms show failures themselves; only a 401 signs out. */
const quiet = { errors: 'signOutOn401' } as const;

export function useAssociations() {
  return useQuery({ queryKey: ASSOCIATIONS_QUERY_KEY, queryFn: () => api.get<AssociationList>(paths.associations.list, quiet) });
}

export type AssociationInput = { id: number | null; company_name: string; logo: string | null };

/** A new group goes as an upload (its logo, a data URL, inside the JSON body); a rename as a plain `PUT`. */
export function useSaveAssociation() {
  return useMutation({
    mutationFn: ({ id, company_name, logo }: AssociationInput) =>
      id === null
        ? api.uploadJson<Association>(paths.associations.list, { association: { company_name, logo } }, quiet)
        : api.put<Association>(paths.associations.one(id), { association: { company_name } }, quiet),
    onSuccess: refresh,
  });
}

export function useDeleteAssociation() {
  return useMutation({ mutationFn: (id: number) => api.delete<void>(paths.associations.one(id), quiet), onSuccess: refresh });
}
