/**
 * `PUT my/profile` with `{profile: {...}}`: the parts one profile page saves; the answer is the whole
 * profile. The counts of the guide and the session's name and picture follow.
 */
import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfileAnswer, ProfileInput } from '../../../../shared/schemas/profile.js';
import { api } from '../../../lib/api.js';
import { AUTH_QUERY_KEY } from '../../../lib/auth-api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { profileQueryKey } from './get-profile.js';
import { profileStatsQueryKey } from './get-profile-stats.js';

export const saveProfile = async (profile: ProfileInput): Promise<Profile> => (await api.put<ProfileAnswer>(paths.my.profile, { profile })).profile;

export function useSaveProfile() {
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return Promise.all([queryClient.invalidateQueries({ queryKey: profileStatsQueryKey }), queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY })]);
    },
  });
}
