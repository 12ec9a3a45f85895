/** `PUT organisation/job_posts/{id}/attach_prospects {bulk: {agreement_ids}}`: CVs become the job's prospects (new); attaching twice is harmless. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { prospectBulkSchema } from '../../../shared/schemas/job-posts.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { JOB_POSTS_KEY } from './job-posts-key.js';

/** The dialog shows a 404 or 422 itself; only a 401 signs out. */
export const attachProspects = (jobId: number, agreementIds: readonly number[]) =>
  api.put<z.infer<typeof prospectBulkSchema>>(paths.jobPosts.attach(jobId), { bulk: { agreement_ids: agreementIds } }, { errors: 'reloadOn401' });

export function useAttachProspects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, agreementIds }: { jobId: number; agreementIds: readonly number[] }) => attachProspects(jobId, agreementIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }),
  });
}
