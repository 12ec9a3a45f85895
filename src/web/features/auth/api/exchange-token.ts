/** `POST auth/exchange/{token}`: a one-time sign-in link (or the link that completes a sign-up) for a session. */
import type { AuthData } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** §8 for /auth: a failure signs out; the page says why the link did not work. */
export const exchangeToken = (token: string) => api.post<AuthData>(paths.auth.exchange(token), {}, { errors: 'signOut' });
