/** `GET my/profile/stats`: what the candidate's profile holds (counts, completeness). */
import { useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const profileStatsQueryKey = ['my/profile/stats'] as const;

/** The card simply shows no counts when this fails. */
export const getProfileStats = () => api.get<ProfileStats>(paths.my.profileStats, { errors: 'caller' });

export function useProfileStats() {
  // Fresh on every visit: a resume read since the last one changes the counts.
  return useQuery({ queryKey: profileStatsQueryKey, queryFn: getProfileStats, refetchOnMount: 'always' });
}
