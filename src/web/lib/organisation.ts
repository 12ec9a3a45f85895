/**
 * The organisation of this subdomain (§2, §4): `GET organisation` on start, cached in local storage
 * with an expireDate 15 minutes ahead. A failed load marks it not found.
 */
import { ORGANISATION_CACHE_MS, STORAGE_KEYS } from '../../shared/constants.js';
import type { Organisation } from '../../shared/schemas/organisation.js';
import { api } from './api.js';
import { paths } from './paths.js';
import { localStore } from './storage.js';

type Cached = { data: Organisation; expireDate: number };

let current: Organisation | null = null;

export function getOrganisation(): Organisation | null {
  return current;
}

/** Test and bootstrap hook. */
export function setOrganisation(org: Organisation | null) {
  current = org;
}

function readCache(now: number): Organisation | null {
  const cached = localStore.getJSON<Cached>(STORAGE_KEYS.organisation);
  if (!cached || typeof cached.expireDate !== 'number' || cached.expireDate <= now || !cached.data) return null;
  // The cache belongs to one subdomain; another tab of another subdomain shares no storage anyway.
  return cached.data;
}

/** Returns the organisation, from the cache while it is fresh; null when it cannot be loaded. */
export async function loadOrganisation(now = Date.now()): Promise<Organisation | null> {
  const cached = readCache(now);
  if (cached) {
    current = cached;
    return cached;
  }
  try {
    // §8: a failed load marks the organisation not found (not the logout-and-reload of its other calls).
    const data = await api.get<Organisation>(paths.organisation, { errors: 'caller' });
    localStore.setJSON(STORAGE_KEYS.organisation, { data, expireDate: now + ORGANISATION_CACHE_MS } satisfies Cached);
    current = data;
    return data;
  } catch {
    localStore.remove(STORAGE_KEYS.organisation);
    return current;
  }
}
