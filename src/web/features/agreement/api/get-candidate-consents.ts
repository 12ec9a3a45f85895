/** `GET organisation/agreements/{id}/candidate_consents`: the candidate's decisions kept as consent evidence. */
import { useQuery } from '@tanstack/react-query';
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { CandidateConsentList } from '../../../../shared/schemas/candidate-review.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const candidateConsentsQueryKey = (id: Agreement['id']) => ['agreement', String(id), 'candidate-consents'] as const;

/** The evidence dialog shows a failure itself; only a 401 signs out. */
export const getCandidateConsents = (id: Agreement['id']) => api.get<CandidateConsentList>(paths.agreements.candidateConsents(id), { errors: 'reloadOn401' });

/** Loaded when the evidence dialog opens, fresh each time. */
export function useCandidateConsents(id: Agreement['id'], enabled: boolean) {
  return useQuery({ queryKey: candidateConsentsQueryKey(id), queryFn: () => getCandidateConsents(id), enabled, staleTime: 0 });
}
