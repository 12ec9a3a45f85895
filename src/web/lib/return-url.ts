/**
 * The return address (§2): the requested URL, remembered unless it is the root, the login area or a
 * professional-network callback (a one-time code, opened in the sign-in pop-up that shares this
 * storage with the page that opened it).
 */
import { STORAGE_KEYS } from '../../shared/constants.js';
import { localStore } from './storage.js';

export function rememberReturnUrl(url: URL) {
  const path = url.pathname;
  if (path === '/' || path === '' || path.startsWith('/a/') || path === '/a' || path.startsWith('/oauth/')) return;
  localStore.set(STORAGE_KEYS.returnUrl, path + url.search);
}

export function storedReturnUrl(): string | null {
  return localStore.get(STORAGE_KEYS.returnUrl);
}

export function clearReturnUrl() {
  localStore.remove(STORAGE_KEYS.returnUrl);
}
