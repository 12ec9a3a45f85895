/** `GET auth/reset/{token}` (whose link is this) and `PUT auth/reset/{token}` with `{user: {password}}` (a session). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthData, resetSetBodySchema, resetTokenAnswerSchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const resetTokenQueryKey = (token: string) => ['auth', 'reset', token] as const;

/** §8 for /auth: a failure signs out; the page shows an invalid or expired link. */
export const checkResetToken = (token: string) => api.get<z.infer<typeof resetTokenAnswerSchema>>(paths.auth.resetToken(token), { errors: 'signOut' });

export function useResetToken(token: string) {
  return useQuery({ queryKey: resetTokenQueryKey(token), queryFn: () => checkResetToken(token), staleTime: Infinity });
}

export const resetPassword = (token: string, body: z.input<typeof resetSetBodySchema>) =>
  api.put<AuthData>(paths.auth.resetToken(token), body, { errors: 'signOut' });
