/** `POST organisation/job_posts/{id}/invites {invite: {email}}` → 201 `{invite}`; the invite is mailed (a pending one to the same address is renewed). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobInvite } from '../../../../shared/schemas/invites.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { jobInvitesQueryKey } from './get-job-invites.js';

/** A 422 reaches the email field; only a 401 signs out. */
export const inviteToJob = (jobId: number, email: string) => api.post<{ invite: JobInvite }>(paths.invites.ofJob(jobId), { invite: { email } }, { errors: 'reloadOn401' });

export function useInviteToJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteToJob(jobId, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobInvitesQueryKey(jobId) }),
  });
}
