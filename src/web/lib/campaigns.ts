/**
 * Campaign tokens (§2, §4): a `campaignID` query parameter on any route is stored and activated once
 * the user is signed in; cleared after activation or any error except 401 (then kept for later).
 */
import { STORAGE_KEYS } from '../../shared/constants.js';
import { api, isApiError } from './api.js';
import { paths } from './paths.js';
import { hasSession } from './session.js';
import { localStore } from './storage.js';

export const CAMPAIGN_QUERY_PARAM = 'campaignID';

export function storedCampaigns(): string[] {
  const list = localStore.getJSON<unknown>(STORAGE_KEYS.campaigns);
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string' && t.length > 0) : [];
}

/** Stores every `campaignID` of the URL; returns true when a new token was added. */
export function captureCampaigns(url: URL): boolean {
  const tokens = url.searchParams
    .getAll(CAMPAIGN_QUERY_PARAM)
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tokens.length) return false;
  const list = storedCampaigns();
  const added = tokens.filter((t) => !list.includes(t));
  if (!added.length) return false;
  localStore.setJSON(STORAGE_KEYS.campaigns, [...list, ...added]);
  return true;
}

let inFlight: Promise<void> | null = null;

/** `PUT my/campaigns/activate {bulk}` when signed in and tokens are waiting. */
export function activateCampaigns(): Promise<void> {
  if (inFlight) return inFlight;
  const tokens = storedCampaigns();
  if (!tokens.length || !hasSession()) return Promise.resolve();
  inFlight = api
    .put(paths.my.activateCampaigns, { bulk: tokens }, { errors: 'keepSessionOn401' })
    .then(() => {
      localStore.remove(STORAGE_KEYS.campaigns);
    })
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) return;
      localStore.remove(STORAGE_KEYS.campaigns);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
