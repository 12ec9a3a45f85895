/** `GET organisation/job_posts?q=&status[]=&page=`: a page of job posts (the screen starts with draft and open, as the API). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JOB_POST_STATUSES, type JobPostList, type JobPostStatus } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export type JobPostListQuery = { q: string; statuses: readonly JobPostStatus[]; page: number };

export const jobPostsQueryKey = (query: JobPostListQuery) => [...JOB_POSTS_KEY, 'list', query] as const;

/** The list shows its failures itself; only a 401 signs out. */
export const getJobPosts = (query: JobPostListQuery, signal?: AbortSignal) =>
  api.get<JobPostList>(paths.jobPosts.list, {
    // No status chosen is every status (the API's own default is draft and open).
    query: { q: query.q.trim() || undefined, 'status[]': query.statuses.length ? query.statuses : JOB_POST_STATUSES, page: query.page },
    errors: 'reloadOn401',
    signal,
  });

export function useJobPosts(query: JobPostListQuery) {
  return useQuery({ queryKey: jobPostsQueryKey(query), queryFn: ({ signal }) => getJobPosts(query, signal), placeholderData: keepPreviousData });
}
