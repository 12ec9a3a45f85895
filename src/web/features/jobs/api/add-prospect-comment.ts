/** `POST organisation/job_posts/{id}/prospects/{pid}/comments {comment: {body}}`: whoever sees the prospect (agency staff, the job's client company). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProspectComment } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { prospectQueryKey } from './get-prospect.js';

export const addProspectComment = (jobId: number, pid: number, body: string) =>
  api.post<ProspectComment>(paths.jobPosts.comments(jobId, pid), { comment: { body } }, { errors: 'reloadOn401' });

export function useAddProspectComment(jobId: number, pid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addProspectComment(jobId, pid, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prospectQueryKey(jobId, pid) }),
  });
}
