/** `GET organisation/job_posts/{id}/invites`: the job's invites by email, newest first (agency staff who manage jobs). */
import { useQuery } from '@tanstack/react-query';
import type { JobInvite } from '../../../../shared/schemas/invites.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const jobInvitesQueryKey = (jobId: number) => [...JOB_POSTS_KEY, jobId, 'invites'] as const;

/** The dialog shows its failure itself; only a 401 signs out. */
export const getJobInvites = (jobId: number, signal?: AbortSignal) => api.get<{ invites: JobInvite[] }>(paths.invites.ofJob(jobId), { errors: 'reloadOn401', signal });

export function useJobInvites(jobId: number, enabled = true) {
  return useQuery({ queryKey: jobInvitesQueryKey(jobId), queryFn: ({ signal }) => getJobInvites(jobId, signal), enabled });
}
