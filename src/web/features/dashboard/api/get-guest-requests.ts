/** `GET organisation/guest_candidate_requests?page=`: CVs the guests of share links said they are interested in. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuestCandidateRequestList } from '../../../../shared/schemas/dashboard.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const guestRequestsQueryKey = (page: number) => ['guest-candidate-requests', page] as const;

/** The page shows a failure itself; §8 standard policy. */
export const getGuestRequests = (page: number) => api.get<GuestCandidateRequestList>(paths.guestCandidateRequests, { query: { page } });

export const useGuestRequests = (page: number, enabled: boolean) =>
  useQuery({ queryKey: guestRequestsQueryKey(page), queryFn: () => getGuestRequests(page), placeholderData: keepPreviousData, enabled });
