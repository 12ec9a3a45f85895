/** `PUT organisation/job_posts/open|close|archive {bulk: {ids}}`: the §4 job post states, all or nothing (409 names a refused one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobPostMove, jobPostBulkSchema } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

/** The screen shows the 409's message; only a 401 signs out. */
export const moveJobPosts = (action: JobPostMove, ids: readonly number[]) =>
  api.put<z.infer<typeof jobPostBulkSchema>>(paths.jobPosts.move(action), { bulk: { ids } }, { errors: 'reloadOn401' });

export function useMoveJobPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: JobPostMove; ids: readonly number[] }) => moveJobPosts(action, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }),
  });
}
