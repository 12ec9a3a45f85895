import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANISATION_CACHE_MS, STORAGE_KEYS } from '../../shared/constants.js';
import { decideRoute } from '../../shared/permissions.js';
import { setNavigate } from '../lib/navigation.js';
import { setOrganisation } from '../lib/organisation.js';
import { queryClient } from '../lib/query-client.js';
import { candidateAuth, employeeAuth, organisation, stubFetch } from '../test-utils.js';
import type { AuthData } from '../../shared/schemas/auth.js';
import { guardLoader, indexLoader } from './guards.js';

const args = (url: string) => ({ request: new Request(`http://demo.localhost${url}`), params: {}, context: {} }) as never;

/** Runs a loader and returns where it redirected (or null when it let the route load). */
async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

function signIn(auth: AuthData) {
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(auth.session));
}

beforeEach(() => {
  queryClient.clear();
  setOrganisation(null);
  setNavigate(vi.fn());
  localStorage.setItem(STORAGE_KEYS.organisation, JSON.stringify({ data: organisation, expireDate: Date.now() + ORGANISATION_CACHE_MS }));
});

describe('route guard loaders', () => {
  it('sends a candidate who opens the CV styler where decideRoute says (/account/candidates)', async () => {
    const auth = candidateAuth();
    signIn(auth);
    const { calls } = stubFetch(() => ({ status: 200, body: auth }));
    const expected = decideRoute('cvStyler', { viewer: auth, organisation });
    expect(expected).toMatchObject({ allow: false, redirect: '/account/candidates' });
    expect(await redirectOf(guardLoader('cvStyler')(args('/cv-styler/upload')))).toBe('/account/candidates');
    // Every guarded entry asks the server who is signed in, and stores the answer.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth']);
    expect(calls[0].headers.Authorization).toBe('Bearer jwt-candidate');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth)!).user.email).toBe(auth.user.email);
  });

  it('lets an employee who manages agreements into the CV styler', async () => {
    const auth = employeeAuth();
    signIn(auth);
    stubFetch(() => ({ status: 200, body: auth }));
    expect(await redirectOf(guardLoader('cvStyler')(args('/cv-styler/upload')))).toBeNull();
  });

  it('sends a signed-out visitor to /a/login and remembers the requested URL', async () => {
    const { calls } = stubFetch(() => ({ status: 500 }));
    expect(await redirectOf(guardLoader('account.jobs')(args('/account/jobs?page=2')))).toBe('/a/login');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/account/jobs?page=2');
    expect(calls).toHaveLength(0);
  });

  it('does not remember the root as return address', async () => {
    stubFetch(() => ({ status: 500 }));
    expect(await redirectOf(indexLoader(args('/')))).toBe('/a/login');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
  });

  it('logs out and goes to /a/login when GET auth fails', async () => {
    signIn(candidateAuth());
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    const { calls } = stubFetch((call) => (call.method === 'DELETE' ? { status: 204 } : { status: 401, body: { statusCode: 401, error: 'Expired.' } }));
    expect(await redirectOf(guardLoader('profile')(args('/profile')))).toBe('/a/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth', 'DELETE /api/auth/logout']);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    // Logout keeps the chosen language, the organisation and the visitor id.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.organisation)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.visitorId)).not.toBeNull();
  });

  it('keeps the session when the server is busy (503) or cannot be reached: the stored answer decides, nothing is signed out', async () => {
    const auth = employeeAuth();
    signIn(auth);
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ ...auth, session: undefined }));
    for (const failing of [
      () => ({ status: 503, body: { statusCode: 503, error: 'The database is busy. Please try again in a moment.' }, headers: { 'Retry-After': '1' } }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      queryClient.clear();
      const { calls } = stubFetch(failing as never);
      expect(await redirectOf(guardLoader('cvStyler')(args('/cv-styler/upload')))).toBeNull();
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth']);
      expect(localStorage.getItem(STORAGE_KEYS.session)).not.toBeNull();
    }
  });

  it('still signs out on a busy server when no answer was ever stored', async () => {
    signIn(candidateAuth());
    localStorage.removeItem(STORAGE_KEYS.auth);
    const { calls } = stubFetch((call) => (call.method === 'DELETE' ? { status: 204 } : { status: 503, body: { statusCode: 503, error: 'Busy.' } }));
    expect(await redirectOf(guardLoader('profile')(args('/profile')))).toBe('/a/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth', 'DELETE /api/auth/logout']);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('sends a signed-in user away from the login area to their base page', async () => {
    const auth = employeeAuth();
    signIn(auth);
    stubFetch(() => ({ status: 200, body: auth }));
    expect(await redirectOf(guardLoader('auth.public')(args('/a/login')))).toBe('/cv-styler/upload');
  });

  it('sends a user with a pending credential review to /a/review-credentials', async () => {
    const auth = candidateAuth({ review_credentials: true });
    signIn(auth);
    stubFetch(() => ({ status: 200, body: auth }));
    expect(await redirectOf(guardLoader('profile')(args('/profile')))).toBe('/a/review-credentials');
  });

  it('never redirects a refused base page back onto itself', async () => {
    // A client whose current account is not set lands on /marketplace/jobs, whose guard sends to '/'.
    const auth = { ...employeeAuth(), employee: null, account: null };
    auth.accounts = auth.accounts.map((a) => ({ ...a, isClient: true }));
    signIn(auth);
    stubFetch(() => ({ status: 200, body: auth }));
    expect(await redirectOf(guardLoader('marketplace.jobs')(args('/marketplace/jobs')))).toBe('/profile');
  });
});
