/** `GET organisation/job_posts/{id}/prospects/{pid}/view_resume`: the styled CV as the client may see it (anonymous while the prospect is). */
import { useQuery } from '@tanstack/react-query';
import type { StyledCv } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export const prospectResumeQueryKey = (jobId: number, pid: number) => [...JOB_POSTS_KEY, jobId, 'resume', pid] as const;

/** The drawer shows a failure itself; only a 401 signs out. */
export const getProspectResume = (jobId: number, pid: number, signal?: AbortSignal) =>
  api.get<StyledCv>(paths.jobPosts.viewResume(jobId, pid), { errors: 'reloadOn401', signal });

export const useProspectResume = (jobId: number, pid: number | null) =>
  useQuery({ queryKey: prospectResumeQueryKey(jobId, pid ?? 0), queryFn: ({ signal }) => getProspectResume(jobId, pid!, signal), enabled: pid !== null });
