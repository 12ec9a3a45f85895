/** `POST auth/signup` with `{user, local}`: the same answer whether or not the email is registered; a mail follows. */
import type { z } from 'zod';
import type { messageSchema, SignupBody } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** §8 for /auth: a failure signs out; the page shows the server's message or its 422 under the fields. */
export const signup = (body: SignupBody) => api.post<z.infer<typeof messageSchema>>(paths.auth.signup, body, { errors: 'signOut' });
