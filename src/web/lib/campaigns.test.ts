import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants.js';
import { resetFirstNavigation, rootLoader } from '../app/guards.js';
import { stubFetch } from '../test-utils.js';
import { setApiHooks } from './api.js';
import { activateCampaigns, storedCampaigns } from './campaigns.js';

const hooks = { logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() };
const visit = (url: string) => rootLoader({ request: new Request(`http://demo.localhost${url}`), params: {}, context: {} } as never);
const signIn = () => localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'jwt-1', expires_at: '2099-01-01' }));

beforeEach(() => {
  hooks.logout = vi.fn();
  hooks.notifyError = vi.fn();
  setApiHooks(hooks);
  resetFirstNavigation();
});

describe('campaignID capture', () => {
  it('stores campaignID tokens from any route, once each, without calling the server when signed out', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: {} }));
    await visit('/a/signup?campaignID=spring');
    await visit('/terms-and-conditions?campaignID=spring&campaignID=autumn');
    expect(storedCampaigns()).toEqual(['spring', 'autumn']);
    expect(calls).toHaveLength(0);
  });

  it('activates stored tokens once signed in, then clears them', async () => {
    localStorage.setItem(STORAGE_KEYS.campaigns, JSON.stringify(['spring']));
    signIn();
    const { calls } = stubFetch(() => ({ status: 200, body: { activated: ['spring', 'autumn'], unknown: [] } }));
    await visit('/profile?campaignID=autumn');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/my/campaigns/activate', body: { bulk: ['spring', 'autumn'] } });
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.campaigns)).toBeNull());
  });

  it('keeps the tokens on a 401 (without logging out) and clears them on other errors', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.campaigns, JSON.stringify(['spring']));
    stubFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Expired.' } }));
    await activateCampaigns();
    expect(storedCampaigns()).toEqual(['spring']);
    expect(hooks.logout).not.toHaveBeenCalled();

    stubFetch(() => ({ status: 422, body: { statusCode: 422, error: 'Invalid.', errors: { bulk: ['Too many.'] } } }));
    await activateCampaigns();
    expect(storedCampaigns()).toEqual([]);
  });
});

describe('return address', () => {
  it('remembers the first requested URL unless it is the root', async () => {
    stubFetch(() => ({ status: 200, body: {} }));
    await visit('/');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
    resetFirstNavigation();
    await visit('/account/jobs?status=open');
    await visit('/profile');
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/account/jobs?status=open');
  });
});
