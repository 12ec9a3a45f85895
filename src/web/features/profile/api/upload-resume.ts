/** `POST my/resume`: the candidate's own resume (multipart); answers once the file has been read (§4 parsing_cv). */
import { useMutation } from '@tanstack/react-query';
import type { ResumeStatus } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { AUTH_QUERY_KEY } from '../../../lib/auth-api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { profileQueryKey } from './get-profile.js';
import { profileStatsQueryKey } from './get-profile-stats.js';

/** The card shows why a file was refused. */
export const uploadResume = (file: File) => api.upload<ResumeStatus>(paths.my.resume, file, { errors: 'caller' });

export function useUploadResume() {
  return useMutation({
    mutationFn: uploadResume,
    // The file has been read: the profile, its state and counts changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: profileStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
