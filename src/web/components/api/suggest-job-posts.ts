/** `GET organisation/job_posts/suggest?q=`: the job selector's typeahead (open and draft job posts first, at most 10). */
import type { z } from 'zod';
import type { jobPostSuggestSchema } from '../../../shared/schemas/job-posts.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useTypeahead } from '../../lib/use-typeahead.js';

export type JobPostSuggestion = z.infer<typeof jobPostSuggestSchema>['job_posts'][number];

/** §8: a failure gives an empty list (the typeahead's). */
export const suggestJobPosts = async (q: string, signal: AbortSignal): Promise<JobPostSuggestion[]> =>
  (await api.get<z.infer<typeof jobPostSuggestSchema>>(paths.jobPosts.suggest, { query: { q: q || undefined }, errors: 'caller', signal })).job_posts;

/** The first suggestions show before anything is typed. */
export const useJobPostSuggestions = (query: string, enabled = true) => useTypeahead(['job-post-suggestions'], query, suggestJobPosts, { minLength: 0, enabled });
