/** `POST organisation/job_posts/{id}/prospects/{pid}/download {html}`: the prospect's CV as a PDF (printed by the server from the saved CV). */
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The drawer shows a failure; only a 401 signs out. The `html` sent is the one shown (the server prints the saved CV all the same). */
export const downloadProspect = (jobId: number, pid: number, html?: string) => api.postFile(paths.jobPosts.download(jobId, pid), { html }, { errors: 'reloadOn401' });
