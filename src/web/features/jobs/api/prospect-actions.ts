/**
 * The prospect actions of §4 on `organisation/job_posts/{id}/prospects/…`: the bulk ones (`present`,
 * `reject` with `reason`, `unreject`, `interview` with `availability`, `hire`, `force_status/{status}`,
 * `anonymous`), each `{bulk: {ids, …}}` → `{prospects}`, all or nothing (409 names the refused move).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { prospectBulkSchema, ProspectStatus } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export type ProspectAction =
  | { action: 'present' | 'unreject' | 'hire'; ids: readonly number[] }
  | { action: 'reject'; ids: readonly number[]; reason: string }
  | { action: 'interview'; ids: readonly number[]; availability: string | null }
  | { action: 'anonymous'; ids: readonly number[]; anonymous: boolean }
  | { action: 'force_status'; ids: readonly number[]; status: Exclude<ProspectStatus, 'rejected'> };

/** The screen shows the server's message (a 409, a 422); only a 401 signs out. */
export function runProspectAction(jobId: number, input: ProspectAction) {
  const options = { errors: 'reloadOn401' } as const;
  type Answer = z.infer<typeof prospectBulkSchema>;
  switch (input.action) {
    case 'force_status':
      return api.put<Answer>(paths.jobPosts.forceStatus(jobId, input.status), { bulk: { ids: input.ids } }, options);
    case 'reject':
      return api.put<Answer>(paths.jobPosts.prospectsAction(jobId, 'reject'), { bulk: { ids: input.ids, reason: input.reason } }, options);
    case 'interview':
      return api.put<Answer>(paths.jobPosts.prospectsAction(jobId, 'interview'), { bulk: { ids: input.ids, availability: input.availability } }, options);
    case 'anonymous':
      return api.put<Answer>(paths.jobPosts.prospectsAction(jobId, 'anonymous'), { bulk: { ids: input.ids, anonymous: input.anonymous } }, options);
    default:
      return api.put<Answer>(paths.jobPosts.prospectsAction(jobId, input.action), { bulk: { ids: input.ids } }, options);
  }
}

/** Every answer (also a refusal: the board puts a card back) refreshes the job's counts and prospects. */
export function useProspectAction(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProspectAction) => runProspectAction(jobId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }),
  });
}
