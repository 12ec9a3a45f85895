/**
 * The invite a person opened (§4 Invites: kept in local storage, and kept across logout): after any
 * sign-in, sign-up or sign-in link, they go back to the invite's page (choose-account for a job invite,
 * `/a/invite/{token}` for an employee invite) to answer it.
 */
import { STORAGE_KEYS } from '../../shared/constants.js';
import { localStore } from './storage.js';

export const storeInvite = (token: string) => localStore.set(STORAGE_KEYS.invite, token);
export const clearInvite = () => localStore.remove(STORAGE_KEYS.invite);

/** Where a pending invite is answered (an employee invite on its own page, a job invite on choose-account), or null without one. */
export function pendingInvitePath(): string | null {
  const token = localStore.get(STORAGE_KEYS.invite);
  if (!token || !/^[ej][\w-]+$/.test(token)) return null;
  return token.startsWith('e') ? `/a/invite/${encodeURIComponent(token)}` : `/a/invite/${encodeURIComponent(token)}/choose-account`;
}
