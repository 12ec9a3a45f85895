import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import { candidateAuth, employeeAuth, renderWithProviders, startAsEmployee, stubFetch } from '../../test-utils.js';
import { OnboardingPage } from './onboarding-page.js';

const ownerAuth = (): AuthData => {
  const auth = employeeAuth();
  const employee = { ...auth.employee!, can_manage_account: true, can_manage_employees: true };
  return { ...auth, user: { ...auth.user, onboarding: true }, employee, accounts: auth.accounts.map((a) => ({ ...a, employee })) };
};

beforeAll(async () => {
  await i18next.loadNamespaces(['team', 'invites']);
});
beforeEach(() => startAsEmployee());

function show(auth: AuthData) {
  storeAuth(auth);
  const { calls } = stubFetch((call) => {
    if (call.url.endsWith('/api/auth')) return { status: 200, body: auth };
    if (call.url.endsWith('/api/organisation/company')) return { status: 200, body: { company: { id: 1, name: 'Brightpath Recruitment', logo_url: null, industry: null } } };
    if (call.url.includes('/api/autocomplete/industries')) return { status: 200, body: { industries: [] } };
    if (call.url.endsWith('/api/my/onboarding')) return { status: 200, body: { ...auth, user: { ...auth.user, onboarding: false } } };
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  const router = createMemoryRouter(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: ['/onboarding'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, user: userEvent.setup(), router };
}

describe('onboarding (§4)', () => {
  it('walks an account manager through company, team, first resume and finish, every step skippable', async () => {
    const { calls, user, router } = show(ownerAuth());
    expect(screen.getByText('Company profile')).toBeTruthy();
    expect(screen.getByText('Invite your team')).toBeTruthy();
    expect(screen.getByText('First resume', { selector: '.mantine-Stepper-stepLabel' })).toBeTruthy();
    expect(await screen.findByTestId('company-form')).toBeTruthy();
    await user.click(screen.getByTestId('onboarding-skip'));
    // The team step is the invites of My team: the form to invite a colleague.
    expect(await screen.findByTestId('invites-section')).toBeTruthy();
    expect(screen.getByTestId('employee-invite-email')).toBeTruthy();
    // A skipped step says so instead of showing as done.
    expect(screen.getByText('Skipped for now')).toBeTruthy();
    await user.click(screen.getByTestId('onboarding-skip'));
    expect(await screen.findByTestId('onboarding-resume-dropzone')).toBeTruthy();
    await user.click(screen.getByTestId('onboarding-skip'));
    await user.click(await screen.findByTestId('onboarding-finish'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/my/onboarding')).toBe(true));
    // An employee lands on the CV styler upload (§2).
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv-styler/upload'));
  });

  it('shows only the finish step to someone with no account', async () => {
    show({ ...candidateAuth(), user: { ...candidateAuth().user, onboarding: true } });
    expect(screen.queryByText('Company profile')).toBeNull();
    expect(screen.queryByText('Invite your team')).toBeNull();
    expect(await screen.findByTestId('onboarding-finish')).toBeTruthy();
  });
});
