import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANISATION_CACHE_MS, STORAGE_KEYS } from '../../shared/constants.js';
import { setNavigate } from '../lib/navigation.js';
import { setOrganisation } from '../lib/organisation.js';
import { queryClient } from '../lib/query-client.js';
import { candidateAuth, employeeAuth, organisation, renderWithProviders, stubFetch } from '../test-utils.js';
import type { AuthData } from '../../shared/schemas/auth.js';
import { routes } from './router.js';

function open(path: string, auth?: AuthData) {
  if (auth) {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(auth.session));
    // `GET auth` answers the session; the CV styler's landing lists no CVs yet.
    stubFetch((call) => ({ status: 200, body: call.url.startsWith('/api/organisation/agreements') ? { agreements: [], pagination: { page: 1, per_page: 25, total_count: 0, total_pages: 1 } } : auth }));
  } else {
    stubFetch(() => ({ status: 500 }));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  queryClient.clear();
  setNavigate(vi.fn());
  setOrganisation(organisation);
  localStorage.setItem(STORAGE_KEYS.organisation, JSON.stringify({ data: organisation, expireDate: Date.now() + ORGANISATION_CACHE_MS }));
});

describe('app routes', () => {
  it('renders the sign-in page in the login layout with the language menu', async () => {
    open('/a/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('language-menu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/a/forgot-password');
    await waitFor(() => expect(document.title).toBe('Sign in | Marketplace'));
  });

  it("names the page on its way at once: signed in, the tab shows the landing page's title while it loads", async () => {
    const router = open('/a/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in | Marketplace'));
    // Signed in; the landing page's guard is still waiting for `GET auth`.
    const auth = employeeAuth();
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(auth.session));
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    void router.navigate('/cv-styler/upload', { replace: true });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await waitFor(() => expect(document.title).toBe('CV Styler | Marketplace'));
    expect(router.state.location.pathname).toBe('/a/login');
    answer(new Response(JSON.stringify(auth), { status: 200 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv-styler/upload'));
    expect(document.title).toBe('CV Styler | Marketplace');
  });

  it('sends a signed-out visitor of the root to the sign-in page', async () => {
    const router = open('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/a/login');
  });

  it('renders the shell for an employee with sidenav, bell, user menu and footer logo', async () => {
    open('/cv-styler', employeeAuth());
    expect(await screen.findByRole('heading', { name: 'CV Styler' })).toBeTruthy();
    const sidenav = screen.getByTestId('sidenav');
    expect([...sidenav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/account/my-company',
      '/cv-styler/upload',
      '/account/shares',
      '/account/candidates',
      '/account/dashboard',
      '/account/jobs',
      '/account/projects',
    ]);
    expect(screen.getByTestId('navbar')).toBeTruthy();
    expect(screen.getByTestId('notification-bell')).toBeTruthy();
    expect(screen.getByTestId('user-menu').textContent).toContain('Cara Candidate');
    expect(screen.getByTestId('footer-logo').textContent).toContain('Demo Recruitment Ltd');
    // The organisation has no language switcher and the user is no client.
    expect(screen.queryByTestId('language-menu')).toBeNull();
    await waitFor(() => expect(document.title).toBe('CV Styler | Marketplace'));
  });

  it('shows a candidate no bell and sends them from the CV styler to their profile', async () => {
    const router = open('/cv-styler/upload', candidateAuth());
    // The profile page is a lazy chunk with its own catalogue: on a busy machine it takes more than the default second.
    expect(await screen.findByRole('heading', { name: 'Hello Cara Candidate' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('shows the not-found page for unknown routes', async () => {
    const router = open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows access denied with the way back to the profile', async () => {
    open('/access-denied');
    expect(await screen.findByRole('heading', { name: 'Access Denied!' })).toBeTruthy();
    expect(screen.getByText("You don't have access to this page")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my profile' }).getAttribute('href')).toBe('/profile');
  });

  it('turns assist mode on and goes to the profile', async () => {
    const router = open('/profile/assist', candidateAuth());
    await screen.findByRole('heading', { name: 'Hello Cara Candidate' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(sessionStorage.getItem('assistMode')).toBe('true');
  });
});
