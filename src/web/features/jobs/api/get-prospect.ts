/** `GET organisation/job_posts/{id}/prospects/{pid}`: one prospect with its timeline (agency staff). */
import { useQuery } from '@tanstack/react-query';
import type { ProspectDetail } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const prospectQueryKey = (jobId: number, pid: number) => [...JOB_POSTS_KEY, jobId, 'prospect', pid] as const;

/** The drawer shows a failure itself; only a 401 signs out. */
export const getProspect = (jobId: number, pid: number) => api.get<ProspectDetail>(paths.jobPosts.prospect(jobId, pid), { errors: 'reloadOn401' });

export const useProspect = (jobId: number, pid: number | null) =>
  useQuery({ queryKey: prospectQueryKey(jobId, pid ?? 0), queryFn: () => getProspect(jobId, pid!), enabled: pid !== null });
