/**
 * The page an invited person answers an employee invite on (issue 14; §4 Invites: kept across
 * sign-in and sign-up, 'Invite Accepted'; §8 the conflict message and the lookup failure).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { pendingInvitePath } from '../../lib/invite.js';
import { setOrganisation } from '../../lib/organisation.js';
import { queryClient } from '../../lib/query-client.js';
import { storeAuth } from '../../lib/session.js';
import * as toasts from '../../lib/toast.js';
import { candidateAuth, employeeAuth, organisation, renderWithProviders, stubFetch as stubApi, type StubbedCall } from '../../test-utils.js';
import { EmployeeInvitePage } from './employee-invite-page.js';

let signedIn: AuthData | null = null;
function signIn(auth: AuthData) {
  signedIn = auth;
  storeAuth(auth);
}
/** The API stub of these tests: `GET auth` answers the signed-in user, everything else `handler`. */
const stubFetch = (handler: Parameters<typeof stubApi>[0]) =>
  stubApi((call: StubbedCall) => (call.method === 'GET' && call.url.startsWith('/api/auth') && signedIn ? { status: 200, body: signedIn } : handler(call)));
const newEmployee = (): AuthData => ({ ...employeeAuth(), user: candidateAuth().user });

beforeAll(async () => {
  await i18next.loadNamespaces(['invites', 'auth', 'messages', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the employee invite page (a/invite/:token)', () => {
  const TOKEN = `e${'B'.repeat(43)}`;
  const lookup = { kind: 'employee', email: 'cara.candidate@example.com', expire_at: '2030-03-09T09:00:00.000Z', invited_by: 'Rosa de Vries', organisation: { name: 'Brightpath Recruitment', subdomain: 'demo' }, account: { name: 'Brightpath Amsterdam', company_name: 'Brightpath Recruitment', company_logo_url: null } };
  const logout = vi.fn();

  beforeEach(() => {
    queryClient.clear();
    localStorage.clear();
    signedIn = null;
    setOrganisation(organisation);
    setApiHooks({ logout, logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
    vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
  });

  function open() {
    const router = createMemoryRouter(
      [
        { path: '/a/invite/:token', element: <EmployeeInvitePage /> },
        { path: '/a/login', element: <p>Sign-in page</p> },
        { path: '/a/signup', element: <p>Sign-up page</p> },
        { path: '/not-found', element: <p>Page not found!</p> },
        { path: '*', element: <p>Landing</p> },
      ],
      { initialEntries: [`/a/invite/${TOKEN}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return router;
  }

  it('signed out: keeps the invite and offers sign-in and sign-up with the invited email', async () => {
    stubFetch(() => ({ status: 200, body: lookup }));
    const router = open();
    expect((await screen.findByTestId('employee-invite-summary')).textContent).toBe('Rosa de Vries invited you to join Brightpath Recruitment as an employee.');
    expect(localStorage.getItem(STORAGE_KEYS.invite)).toContain(TOKEN);
    expect(pendingInvitePath()).toBe(`/a/invite/${TOKEN}`);
    await userEvent.click(screen.getByTestId('employee-invite-sign-up'));
    expect(router.state.location.pathname).toBe('/a/signup');
    expect(router.state.location.search).toBe('?email=cara.candidate%40example.com');
  });

  it('signed in with the invited email: accepting stores the new session answer, forgets the invite and says Invite Accepted', async () => {
    signIn(candidateAuth());
    const { calls } = stubFetch((call) => (call.method === 'PUT' ? { status: 200, body: newEmployee() } : { status: 200, body: lookup }));
    const router = open();
    await userEvent.click(await screen.findByTestId('employee-invite-accept'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Invite Accepted'));
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe(`/api/organisation/invites/${TOKEN}/accept`);
    expect(pendingInvitePath()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/a/invite/${TOKEN}`));
  });

  it('declining calls reject and forgets the invite', async () => {
    signIn(candidateAuth());
    const { calls } = stubFetch((call) => (call.method === 'PUT' ? { status: 200, body: { rejected: true } } : { status: 200, body: lookup }));
    open();
    await userEvent.click(await screen.findByTestId('employee-invite-decline'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'You declined the invite.'));
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe(`/api/organisation/invites/${TOKEN}/reject`);
    expect(pendingInvitePath()).toBeNull();
  });

  it('signed in with another email: no accept button, a way to sign out instead', async () => {
    signIn(candidateAuth({ email: 'someone.else@example.com' }));
    stubFetch(() => ({ status: 200, body: lookup }));
    open();
    expect((await screen.findByTestId('employee-invite-other-email')).textContent).toContain('the invite was sent to cara.candidate@example.com');
    expect(screen.queryByTestId('employee-invite-accept')).toBeNull();
  });

  it('a conflict signs out with the §8 text; an unknown invite goes to /not-found', async () => {
    signIn(candidateAuth());
    stubFetch((call) => (call.method === 'PUT' ? { status: 409, body: { statusCode: 409, error: 'This user is already connected to this organisation.' } } : { status: 200, body: lookup }));
    open();
    await userEvent.click(await screen.findByTestId('employee-invite-accept'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'This user is already connected to this organisation.'));
    expect(localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();

    queryClient.clear();
    vi.unstubAllGlobals();
    stubFetch(() => ({ status: 404, body: { statusCode: 404, error: 'This invite is no longer valid: it was used, withdrawn or has expired. Ask the person who invited you for a new one.' } }));
    const router = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
