/** `GET organisation/job_posts/all?client_id=&status[]=`: every job post of a client company (the project form's job list). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { JOB_POST_STATUSES, type jobPostAllSchema } from '../../../../shared/schemas/job-posts.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const clientJobPostsQueryKey = (clientId: number) => ['projects', 'client-job-posts', clientId] as const;

/** A failure leaves the list empty (the form still saves its other fields). */
export const getClientJobPosts = async (clientId: number) => {
  const url = `${paths.projects.clientJobPosts}?${JOB_POST_STATUSES.map((s) => `status[]=${s}`).join('&')}`;
  return (await api.get<z.infer<typeof jobPostAllSchema>>(url, { query: { client_id: clientId }, errors: 'caller' })).job_posts;
};

export const useClientJobPosts = (clientId: number | null) =>
  useQuery({ queryKey: clientJobPostsQueryKey(clientId ?? 0), queryFn: () => getClientJobPosts(clientId!), enabled: clientId !== null });
