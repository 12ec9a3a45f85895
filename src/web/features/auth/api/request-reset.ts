/** `POST auth/reset` with `{user: {email}}`: mails a reset link if the address has an account. */
import type { z } from 'zod';
import type { messageSchema, resetRequestBodySchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** §8 for /auth: a failure signs out; the page reports only throttling. */
export const requestReset = (body: z.input<typeof resetRequestBodySchema>) =>
  api.post<z.infer<typeof messageSchema>>(paths.auth.reset, body, { errors: 'signOut' });
