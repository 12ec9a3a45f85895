/** `POST organisation/agreements/create`: a new, empty CV (the landing's "start from scratch"). */
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The landing shows the server's message; only a 401 signs out. */
export const createAgreement = () => api.post<Agreement>(paths.agreements.create, {}, { errors: 'reloadOn401' });
