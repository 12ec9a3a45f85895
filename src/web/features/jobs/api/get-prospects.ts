/** `GET organisation/job_posts/{id}/prospects?page=&per_page=&sort=&order=`: the job's prospects (a client: presented or later). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProspectList, ProspectListQuery } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const prospectsQueryKey = (jobId: number, query: ProspectListQuery) => [...JOB_POSTS_KEY, jobId, 'prospects', query] as const;

/** The page shows its failures itself; only a 401 signs out. */
export const getProspects = (jobId: number, query: ProspectListQuery, signal?: AbortSignal) =>
  api.get<ProspectList>(paths.jobPosts.prospects(jobId), { query: { ...query }, errors: 'reloadOn401', signal });

export function useProspects(jobId: number, query: ProspectListQuery, enabled = true) {
  return useQuery({ queryKey: prospectsQueryKey(jobId, query), queryFn: ({ signal }) => getProspects(jobId, query, signal), placeholderData: keepPreviousData, enabled });
}
