/**
 * The choose-account page of a job invite (issue 13; §2 a/invite/{token}/choose-account, §4 Invites,
 * §8 invite lookup failure → /not-found): the invite is kept in local storage, a signed-out person
 * is offered sign-in and sign-up, a signed-in one accepts and lands on the job.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { pendingInvitePath } from '../../lib/invite.js';
import { setOrganisation } from '../../lib/organisation.js';
import { queryClient } from '../../lib/query-client.js';
import { storeAuth } from '../../lib/session.js';
import * as toasts from '../../lib/toast.js';
import { candidateAuth, organisation, renderWithProviders, stubFetch } from '../../test-utils.js';
import { ChooseAccountPage } from './choose-account-page.js';

const TOKEN = `j${'A'.repeat(43)}`;
const lookup = { kind: 'job', email: 'nina@example.com', expire_at: '2030-01-15T10:00:00.000Z', invited_by: 'Rosa de Vries', job_post: { id: 5, title: 'Planner', reference: 'NW-7', client: { company_name: 'Harbour Freight B.V.', company_logo_url: null } } };

beforeAll(async () => {
  await i18next.loadNamespaces(['auth', 'messages']);
});
beforeEach(() => {
  queryClient.clear();
  setOrganisation(organisation);
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  const router = createMemoryRouter(
    [
      { path: '/a/invite/:token/choose-account', element: <ChooseAccountPage /> },
      { path: '/a/login', element: <p>Sign-in page</p> },
      { path: '/not-found', element: <p>Page not found!</p> },
      { path: '/marketplace/jobs/:id', element: <p>The job</p> },
    ],
    { initialEntries: [`/a/invite/${TOKEN}/choose-account`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('choose account', () => {
  it('signed out: shows the invite, keeps it for after sign-in, and offers sign-in and sign-up', async () => {
    stubFetch(() => ({ status: 200, body: lookup }));
    const router = open();
    expect((await screen.findByTestId('invite-summary')).textContent).toBe('Rosa de Vries invited you to follow the job Planner (#NW-7) for Harbour Freight B.V..');
    expect(screen.getByText('The invite was sent to nina@example.com.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.invite)).toContain(TOKEN);
    expect(pendingInvitePath()).toBe(`/a/invite/${TOKEN}/choose-account`);
    await userEvent.click(screen.getByTestId('invite-sign-in'));
    expect(router.state.location.pathname).toBe('/a/login');
    expect(screen.queryByTestId('invite-accept')).toBeNull();
  });

  it('signed in: accepts with this account, forgets the invite, says so and opens the job', async () => {
    storeAuth(candidateAuth());
    const { calls } = stubFetch((call) => {
      if (call.method === 'PUT') return { status: 200, body: { job_post_id: 5, client_id: 9, url: '/marketplace/jobs/5' } };
      if (call.url.startsWith('/api/auth')) return { status: 200, body: candidateAuth() };
      return { status: 200, body: lookup };
    });
    const router = open();
    expect((await screen.findByText('You are signed in as cara.candidate@example.com.'))).toBeTruthy();
    await userEvent.click(screen.getByTestId('invite-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/jobs/5'));
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe(`/api/organisation/invites/${TOKEN}/accept`);
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Invite Accepted');
    expect(pendingInvitePath()).toBeNull();
  });

  it('an accepted or expired invite says why; an unknown one goes to /not-found (§8)', async () => {
    stubFetch(() => ({ status: 410, body: { statusCode: 410, error: 'This invite has expired. Ask the person who invited you for a new one.' } }));
    open();
    expect((await screen.findByTestId('invite-unusable')).textContent).toBe('This invite has expired. Ask the person who invited you for a new one.');
    queryClient.clear();
    vi.unstubAllGlobals();
    stubFetch(() => ({ status: 404, body: { statusCode: 404, error: 'This invite link is not valid. Check that you opened the whole link from your mail.' } }));
    const router = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
