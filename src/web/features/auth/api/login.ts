/** `POST auth/login` with `{user: {email, password}}`: a session. */
import type { AuthData, LoginBody } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** §8 for /auth: a failure signs out; the page shows the server's message. */
export const login = (body: LoginBody) => api.post<AuthData>(paths.auth.login, body, { errors: 'signOut' });
