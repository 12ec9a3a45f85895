/** Session calls of spec §7 Authentication used across the app (guards, sign-in pages, logout). */
import type { AuthData } from '../../shared/schemas/auth.js';
import { api } from './api.js';
import { paths } from './paths.js';
import { queryClient } from './query-client.js';
import { storeAuth } from './session.js';

export const AUTH_QUERY_KEY = ['auth'] as const;

/**
 * `GET auth`: the session info, stored on every successful answer. §8: a failure signs out (and goes
 * to /a/login), unless the server did not answer at all (the `session` policy).
 */
export async function fetchAuth(): Promise<AuthData> {
  const data = await api.get<AuthData>(paths.auth.session, { errors: 'session' });
  storeAuth(data);
  return data;
}

/** Runs `GET auth` through the query cache (parallel guards share one request). */
export function loadAuth(): Promise<AuthData> {
  return queryClient.fetchQuery({ queryKey: AUTH_QUERY_KEY, queryFn: fetchAuth, staleTime: 0 });
}

/** Keeps a fresh sign-in answer (login, signup, reset, exchange, terms…) in storage and cache. */
export function acceptAuth(data: AuthData) {
  storeAuth(data);
  queryClient.setQueryData(AUTH_QUERY_KEY, data);
}
