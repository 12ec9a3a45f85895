/** `GET my/resume/status`: the state of the candidate's resume and why its last read was given up, if it was. */
import type { ResumeStatus } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** Read once after a parse ends; a failure is ignored by the page. */
export const getResumeStatus = () => api.get<ResumeStatus>(paths.my.resumeStatus, { errors: 'caller' });
