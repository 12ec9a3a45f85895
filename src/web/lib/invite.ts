/**
 * The invite a person opened (§4 Invites: kept in local storage, and kept across logout): after any
 * sign-in, sign-up or sign-in link, they go back to the invite's choose-account page to accept it.
 */
import { STORAGE_KEYS } from '../../shared/constants.js';
import { localStore } from './storage.js';

export const storeInvite = (token: string) => localStore.set(STORAGE_KEYS.invite, token);
export const clearInvite = () => localStore.remove(STORAGE_KEYS.invite);

/** Where a pending invite is accepted, or null without one. */
export function pendingInvitePath(): string | null {
  const token = localStore.get(STORAGE_KEYS.invite);
  return token && /^[ej][\w-]+$/.test(token) ? `/a/invite/${encodeURIComponent(token)}/choose-account` : null;
}
