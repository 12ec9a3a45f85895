/** `GET my/profile`: the candidate's own profile, which every profile page edits a part of. */
import { useQuery } from '@tanstack/react-query';
import type { Profile, ProfileAnswer } from '../../../../shared/schemas/profile.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const profileQueryKey = ['my/profile'] as const;

export const getProfile = async (): Promise<Profile> => (await api.get<ProfileAnswer>(paths.my.profile)).profile;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
