/** `GET organisation/agreements/{id}`: the CV and its choices, as the editor opens it. */
import { useQuery } from '@tanstack/react-query';
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const agreementQueryKey = (id: string) => ['agreement', id] as const;

/** The editor shows a missing or forbidden CV itself; only a 401 signs out. */
export const getAgreement = (id: string) => api.get<Agreement>(paths.agreements.one(id), { errors: 'reloadOn401' });

/** Loaded once per opening of the editor (the form owns the CV from then on). */
export function useAgreement(id: string) {
  return useQuery({ queryKey: agreementQueryKey(id), queryFn: () => getAgreement(id), staleTime: Infinity, gcTime: 0 });
}
