/** `POST organisation/job_posts` (create, 201) and `PUT organisation/job_posts/{id}` (edit), both `{job_post}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobPost, jobPostInputSchema } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { JOB_POSTS_KEY } from '../../../components/api/job-posts-key.js';

export type JobPostInput = z.input<typeof jobPostInputSchema>;

/** A 422 reaches the form's fields; only a 401 signs out. */
export const saveJobPost = (id: number | null, input: JobPostInput) =>
  id === null
    ? api.post<JobPost>(paths.jobPosts.list, { job_post: input }, { errors: 'reloadOn401' })
    : api.put<JobPost>(paths.jobPosts.one(id), { job_post: input }, { errors: 'reloadOn401' });

export function useSaveJobPost(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobPostInput) => saveJobPost(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_POSTS_KEY }),
  });
}
