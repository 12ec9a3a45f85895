/** `GET shared/{token}/cvs/{id}`: one shared CV's styled HTML (records that the client read it). */
import { useQuery } from '@tanstack/react-query';
import type { SharedCv } from '../../../../shared/schemas/share-links.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const sharedCvQueryKey = (token: string, agreementId: number) => ['shared', token, 'cv', agreementId] as const;

/** The client's page shows every failure itself. */
export const getSharedCv = (token: string, agreementId: number) => api.get<{ cv: SharedCv }>(paths.shared.cv(token, agreementId), { errors: 'caller' }).then((a) => a.cv);

export function useSharedCv(token: string, agreementId: number | null) {
  return useQuery({
    queryKey: sharedCvQueryKey(token, agreementId ?? 0),
    queryFn: () => getSharedCv(token, agreementId!),
    enabled: agreementId !== null,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
