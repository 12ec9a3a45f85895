import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, STORAGE_KEYS } from '../../shared/constants.js';
import { stubFetch } from '../test-utils.js';
import { api, ApiError, setApiHooks } from './api.js';

const hooks = { logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() };

beforeEach(() => {
  hooks.logout = vi.fn();
  hooks.logoutAndReloadToRoot = vi.fn();
  hooks.notifyError = vi.fn();
  setApiHooks(hooks);
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'token-1', expires_at: '2099-01-01' }));
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('API client requests', () => {
  it('sends the Bearer token, a persistent visitor id and a JSON body under /api', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { ok: true } }));
    await api.put('my/terms', { agreed: true });
    await api.get('auth');
    expect(calls[0].url).toBe('/api/my/terms');
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].headers.Authorization).toBe('Bearer token-1');
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].body).toEqual({ agreed: true });
    const visitor = calls[0].headers['X-Visitor-Id'];
    expect(visitor).toMatch(/.{8,}/);
    expect(calls[1].headers['X-Visitor-Id']).toBe(visitor);
    expect(localStorage.getItem(STORAGE_KEYS.visitorId)).toBe(visitor);
  });

  it('sends no Authorization header without a session', async () => {
    localStorage.removeItem(STORAGE_KEYS.session);
    const { calls } = stubFetch(() => ({ status: 200, body: {} }));
    await api.get('organisation');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });
});

describe('API client: the §8 error policy each call states', () => {
  it('standard (unless stated): a 401 shows the generic toast and logs out', async () => {
    stubFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Session expired.' } }));
    const error = await failure(api.get('my/profile/stats'));
    expect(error.status).toBe(401);
    expect(error.kind).toBe('unauthorised');
    expect(hooks.notifyError).toHaveBeenCalledWith(DEFAULT_ERROR_MESSAGE);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(error.handled).toBe(true);
  });

  it('keepSessionOn401 (campaign activation): a 401 neither toasts nor logs out', async () => {
    stubFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorised.' } }));
    await failure(api.put('my/campaigns/activate', { bulk: ['c1'] }, { errors: 'keepSessionOn401' }));
    expect(hooks.notifyError).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('standard: a 404 shows the generic toast without logging out', async () => {
    stubFetch(() => ({ status: 404, body: { statusCode: 404, error: 'Not found.' } }));
    const error = await failure(api.get('roles'));
    expect(error.kind).toBe('notFound');
    expect(hooks.notifyError).toHaveBeenCalledWith(DEFAULT_ERROR_MESSAGE);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('signOut (/auth): any status ≥ 400 logs out and passes the server message on', async () => {
    stubFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Invalid email or password.' } }));
    const error = await failure(api.post('auth/login', { user: { email: 'a@b.co', password: 'x' } }, { errors: 'signOut' }));
    expect(error.message).toBe('Invalid email or password.');
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('session (GET auth): an answer about the session signs out; a server that did not answer (429, 503, unreachable) toasts and keeps it', async () => {
    for (const status of [401, 403, 500]) {
      hooks.logout = vi.fn();
      setApiHooks(hooks);
      stubFetch(() => ({ status, body: { statusCode: status, error: 'No.' } }));
      await failure(api.get('auth', { errors: 'session' }));
      expect(hooks.logout).toHaveBeenCalledTimes(1);
    }
    for (const status of [429, 503]) {
      hooks.logout = vi.fn();
      hooks.notifyError = vi.fn();
      setApiHooks(hooks);
      stubFetch(() => ({ status, body: { statusCode: status, error: 'Busy.' }, headers: { 'Retry-After': '2' } }));
      const error = await failure(api.get('auth', { errors: 'session' }));
      expect(error.unanswered).toBe(true);
      expect(hooks.logout).not.toHaveBeenCalled();
      expect(hooks.notifyError).toHaveBeenCalledWith(DEFAULT_ERROR_MESSAGE);
    }
  });

  it('signOutAndReload (/organisation): a failure logs out and reloads to the root', async () => {
    stubFetch(() => ({ status: 500, body: { statusCode: 500, error: 'Boom.' } }));
    await failure(api.get('organisation/agreements/4', { errors: 'signOutAndReload' }));
    expect(hooks.logoutAndReloadToRoot).toHaveBeenCalledTimes(1);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('a 422 carries the errors map, the 429 its Retry-After, and nothing is toasted', async () => {
    stubFetch((call) =>
      call.url.endsWith('my/password')
        ? { status: 422, body: { statusCode: 422, error: 'Invalid input.', errors: { new_password: ['Too short.'] } } }
        : { status: 429, body: { statusCode: 429, error: 'Too many requests.' }, headers: { 'Retry-After': '42' } },
    );
    const validation = await failure(api.put('my/password', { profile: {} }));
    expect(validation.kind).toBe('validation');
    expect(validation.errors).toEqual({ new_password: ['Too short.'] });
    const throttled = await failure(api.get('my/profile/stats'));
    expect(throttled.retryAfterSeconds).toBe(42);
    expect(hooks.notifyError).not.toHaveBeenCalled();
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('uses the default message when the body has none', async () => {
    stubFetch(() => ({ status: 500 }));
    const error = await failure(api.get('roles'));
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('caller leaves every failure to the caller', async () => {
    stubFetch(() => ({ status: 404, body: { statusCode: 404, error: 'Unknown organisation.' } }));
    await failure(api.get('organisation', { errors: 'caller' }));
    expect(hooks.logoutAndReloadToRoot).not.toHaveBeenCalled();
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('reloadOn401 (the CV styler): a 401 logs out and reloads to the root; a 422 or 404 is only the caller\'s', async () => {
    stubFetch((call) =>
      call.method === 'PUT'
        ? { status: 422, body: { statusCode: 422, error: 'Invalid input.', errors: { 'data.title': ['Too long.'] } } }
        : call.url.endsWith('/4')
          ? { status: 404, body: { statusCode: 404, error: 'Not found.' } }
          : { status: 401, body: { statusCode: 401, error: 'Session expired.' } },
    );
    await failure(api.put('organisation/agreements/4', {}, { errors: 'reloadOn401' }));
    await failure(api.get('organisation/agreements/4', { errors: 'reloadOn401' }));
    expect(hooks.logoutAndReloadToRoot).not.toHaveBeenCalled();
    expect(hooks.notifyError).not.toHaveBeenCalled();
    await failure(api.get('organisation/agreements/5', { errors: 'reloadOn401' }));
    expect(hooks.logoutAndReloadToRoot).toHaveBeenCalledTimes(1);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('a network failure shows the generic toast, except where the caller handles every failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const standard = await failure(api.get('my/profile/stats'));
    expect(standard.status).toBe(0);
    expect(standard.handled).toBe(true);
    expect(hooks.notifyError).toHaveBeenCalledTimes(1);
    await failure(api.get('places/countries', { errors: 'caller' }));
    expect(hooks.notifyError).toHaveBeenCalledTimes(1);
  });
});


