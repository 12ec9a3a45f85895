/**
 * Local and session storage behind one small wrapper. When the browser refuses storage (cookies
 * disabled), reads and writes fall back to memory so the app can still show the 'Cookies required'
 * modal instead of crashing.
 */
import { STORAGE_KEYS_KEPT_ON_LOGOUT } from '../../shared/constants.js';

function probe(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const store = window[kind];
    const key = '__tf_probe__';
    store.setItem(key, key);
    store.removeItem(key);
    return store;
  } catch {
    return null;
  }
}

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.has(key) ? this.data.get(key)! : null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

const local: Storage = probe('localStorage') ?? new MemoryStorage();
const session: Storage = probe('sessionStorage') ?? new MemoryStorage();

/** Whether the browser lets us keep data (local storage and cookies); §2 'Cookies required'. */
export function storageAvailable(): boolean {
  const cookies = typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
  return cookies && probe('localStorage') !== null;
}

function makeStore(store: Storage) {
  return {
    get(key: string): string | null {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value simply is not kept.
      }
    },
    remove(key: string) {
      try {
        store.removeItem(key);
      } catch {
        // See set().
      }
    },
    getJSON<T>(key: string): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key: string, value: unknown) {
      this.set(key, JSON.stringify(value));
    },
    /** Removes every key except the listed ones. */
    clearExcept(kept: readonly string[]) {
      try {
        const keys: string[] = [];
        for (let i = 0; i < store.length; i++) {
          const k = store.key(i);
          if (k !== null && !kept.includes(k)) keys.push(k);
        }
        for (const k of keys) store.removeItem(k);
      } catch {
        // Nothing stored that we could clear.
      }
    },
  };
}

export const localStore = makeStore(local);
export const sessionStore = makeStore(session);

/** Logout clears local storage except invite, organisation, visitor id and the chosen language (§4). */
export function clearLocalStorageOnLogout() {
  localStore.clearExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
}
