/** `GET organisation/job_posts/suggest?q=`: the job selector's typeahead (open and draft job posts first, at most 10). */
import type { z } from 'zod';
import type { JobPostStatus, jobPostSuggestSchema } from '../../../shared/schemas/job-posts.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useTypeahead } from '../../lib/use-typeahead.js';

export type JobPostSuggestion = z.infer<typeof jobPostSuggestSchema>['job_posts'][number];

/** §8: a failure gives an empty list (the typeahead's). */
export const suggestJobPosts = async (q: string, signal: AbortSignal, status?: JobPostStatus): Promise<JobPostSuggestion[]> =>
  (await api.get<z.infer<typeof jobPostSuggestSchema>>(paths.jobPosts.suggest, { query: { q: q || undefined, status }, errors: 'caller', signal })).job_posts;

/** The first suggestions show before anything is typed; `status` keeps to job posts in that status. */
export const useJobPostSuggestions = (query: string, enabled = true, status?: JobPostStatus) =>
  useTypeahead(['job-post-suggestions', status ?? 'any'], query, (q, signal) => suggestJobPosts(q, signal, status), { minLength: 0, enabled });
