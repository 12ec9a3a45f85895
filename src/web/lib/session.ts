/** The signed-in session (§4): stored on login, signup, password reset and token exchange. */
import { STORAGE_KEYS } from '../../shared/constants.js';
import type { AuthData } from '../../shared/schemas/auth.js';
import type { Viewer } from '../../shared/permissions.js';
import { localStore } from './storage.js';

type StoredSession = AuthData['session'];

export function getSessionToken(): string | null {
  return localStore.getJSON<StoredSession>(STORAGE_KEYS.session)?.jwt ?? null;
}

export function hasSession(): boolean {
  return getSessionToken() !== null;
}

/** Stores the session of an `AuthData` answer and the answer itself (without the token). */
export function storeAuth(data: AuthData) {
  localStore.setJSON(STORAGE_KEYS.session, data.session);
  const { session: _session, ...rest } = data;
  localStore.setJSON(STORAGE_KEYS.auth, rest);
}

/** Stores only a new session token (e.g. the answer of a password change). */
export function storeSession(session: StoredSession) {
  localStore.setJSON(STORAGE_KEYS.session, session);
}

export function getStoredViewer(): Viewer | null {
  return hasSession() ? localStore.getJSON<Viewer>(STORAGE_KEYS.auth) : null;
}

export function toViewer(data: AuthData): Viewer {
  return { user: data.user, profile: data.profile, account: data.account, accounts: data.accounts, employee: data.employee };
}

/** The candidate search key of the session (§4: set on sign-in, cleared on sign-out), or null. */
export function getSearchKey(): string | null {
  if (!hasSession()) return null;
  return localStore.getJSON<Pick<AuthData, 'search'>>(STORAGE_KEYS.auth)?.search?.keys.candidates.key ?? null;
}
