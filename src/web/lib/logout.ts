/** Logout (§4): `DELETE auth/logout`, clear local storage except the kept keys, go to /a/login. */
import { api } from './api.js';
import { paths } from './paths.js';
import { navigateTo, reloadTo } from './navigation.js';
import { queryClient } from './query-client.js';
import { hasSession } from './session.js';
import { clearLocalStorageOnLogout } from './storage.js';

let inFlight: Promise<void> | null = null;

/** Clears the local session state without calling the server. */
export function clearClientSession() {
  clearLocalStorageOnLogout();
  queryClient.clear();
}

export function logout(options: { redirect?: boolean } = {}): Promise<void> {
  if (inFlight) return inFlight;
  inFlight = (async () => {
    const signedIn = hasSession();
    if (signedIn) {
      // The server may already consider the token dead (that is often why we are here): ignore failures.
      await api.delete(paths.auth.logout, { errors: 'caller' }).catch(() => undefined);
    }
    clearClientSession();
    const onLoginArea = window.location.pathname.startsWith('/a/');
    if (options.redirect !== false && (signedIn || !onLoginArea)) navigateTo('/a/login', { replace: true });
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export async function logoutAndReloadToRoot() {
  if (hasSession()) await api.delete(paths.auth.logout, { errors: 'caller' }).catch(() => undefined);
  clearClientSession();
  reloadTo('/');
}
