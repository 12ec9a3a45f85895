/** `GET organisation/job_posts/{id}`: one job post with its prospect counts. */
import { useQuery } from '@tanstack/react-query';
import type { JobPost } from '../../../../shared/schemas/job-posts.js';
import { api, isApiError } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const jobPostQueryKey = (id: number) => [...JOB_POSTS_KEY, 'one', id] as const;

/** The page shows a 404 (a job post the user does not see) itself; only a 401 signs out. */
export const getJobPost = (id: number) => api.get<JobPost>(paths.jobPosts.one(id), { errors: 'reloadOn401' });

export function useJobPost(id: number) {
  return useQuery({
    queryKey: jobPostQueryKey(id),
    queryFn: () => getJobPost(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
