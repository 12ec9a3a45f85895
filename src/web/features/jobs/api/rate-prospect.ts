/** `PUT organisation/job_posts/{id}/prospects/{pid}/rating {rating}`: 1 to 5 (agency staff who manage jobs; a client who manages its company's jobs). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prospect } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const rateProspect = (jobId: number, pid: number, rating: number) => api.put<Prospect>(paths.jobPosts.rating(jobId, pid), { rating }, { errors: 'reloadOn401' });

export function useRateProspect(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pid, rating }: { pid: number; rating: number }) => rateProspect(jobId, pid, rating),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }),
  });
}
