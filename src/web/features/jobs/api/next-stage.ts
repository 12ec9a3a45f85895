/** `PUT organisation/job_posts/{id}/prospects/{pid}/next_stage`: one stage along (409 for hired and rejected). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prospect } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const moveToNextStage = (jobId: number, pid: number) => api.put<Prospect>(paths.jobPosts.nextStage(jobId, pid), {}, { errors: 'reloadOn401' });

export function useNextStage(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (pid: number) => moveToNextStage(jobId, pid), onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }) });
}
