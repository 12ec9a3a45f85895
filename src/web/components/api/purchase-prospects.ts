/** `POST organisation/job_posts/{id}/purchase {bulk: {agreement_ids}}`: a marketplace client asks for marketplace CVs for its open job. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseResult } from '../../../shared/schemas/job-posts.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { JOB_POSTS_KEY } from './job-posts-key.js';

export const purchaseProspects = (jobId: number, agreementIds: number[]) =>
  api.post<PurchaseResult>(paths.jobPosts.purchase(jobId), { bulk: { agreement_ids: agreementIds } }, { errors: 'reloadOn401' });

export function usePurchaseProspects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, agreementIds }: { jobId: number; agreementIds: number[] }) => purchaseProspects(jobId, agreementIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }),
  });
}
