/**
 * `GET organisation/agreements/{id}?token=`: the candidate's fetch, without a session (§7). The page
 * handles every failure itself (410 → the expired page, anything else → `/`).
 */
import { useQuery } from '@tanstack/react-query';
import type { CandidateReview } from '../../../../shared/schemas/candidate-review.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const candidateReviewQueryKey = (id: string, token: string) => ['candidate-review', id, token] as const;

export const getCandidateReview = (id: string, token: string) => api.get<CandidateReview>(paths.agreements.one(id), { query: { token }, errors: 'caller' });

export function useCandidateReview(id: string, token: string) {
  return useQuery({ queryKey: candidateReviewQueryKey(id, token), queryFn: () => getCandidateReview(id, token), retry: false, staleTime: Infinity });
}
