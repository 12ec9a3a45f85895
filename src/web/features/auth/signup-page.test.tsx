import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { setApiHooks } from '../../lib/api.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { LoginTokenPage } from './login-token-page.js';
import { SignupPage } from './signup-page.js';

const SENT = { message: 'Check your email: we have sent you a message to finish signing up.' };

function openSignup() {
  const router = createMemoryRouter(
    [
      { path: '/a/signup', element: <SignupPage /> },
      { path: '/a/login', element: <p>sign-in page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/a/signup'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function fillAndSubmit(email = 'Sanne.Mulder@Example.test') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/First name/), 'Sanne');
  await user.type(screen.getByLabelText(/Last name/), 'Mulder');
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Signed-up-2026');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(() => {
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
});

describe('sign-up page', () => {
  it('sends the form and asks to check the mail, signing nobody in', async () => {
    const { calls } = stubFetch(() => ({ status: 202, body: SENT }));
    const router = openSignup();
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByTestId('signup-sent').textContent).toBe(
      'We have sent a message to sanne.mulder@example.test. Open the link in it within 24 hours to finish signing up.',
    );
    // Besides asking whether LinkedIn sign-in is set up, one call: the sign-up.
    const sent = calls.filter((call) => call.url !== '/api/auth/oauth');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/signup',
      body: { user: { email: 'sanne.mulder@example.test', password: 'Signed-up-2026', first_name: 'Sanne', last_name: 'Mulder' }, local: 'en' },
    });
    expect(router.state.location.pathname).toBe('/a/signup');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('says how long to wait when sign-ups from here are throttled', async () => {
    stubFetch(() => ({ status: 429, body: { statusCode: 429, error: 'Too many attempts.' }, headers: { 'retry-after': '900' } }));
    openSignup();
    await fillAndSubmit();
    expect((await screen.findByTestId('form-error')).textContent).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(screen.queryByTestId('signup-sent')).toBeNull();
  });

  it("shows the server's field errors under the fields", async () => {
    stubFetch(() => ({ status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'user.email': ['Please enter a valid email.'] } } }));
    openSignup();
    await fillAndSubmit();
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
  });
});

describe('a/login/:token', () => {
  const open = (token: string) => {
    const router = createMemoryRouter(
      [
        { path: '/a/login/:token', element: <LoginTokenPage /> },
        { path: '/profile', element: <p>profile page</p> },
      ],
      { initialEntries: [`/a/login/${token}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return router;
  };

  it('says so when the sign-up link finds the email already registered', async () => {
    stubFetch(() => ({ status: 409, body: { statusCode: 409, error: 'An account with this email already exists.' } }));
    open('a-sign-up-link-token-0000000000000001');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email address already exists. Sign in, or reset your password if you forgot it.',
    );
  });

  it('says the link is invalid when it is unknown or used', async () => {
    stubFetch(() => ({ status: 404, body: { statusCode: 404, error: 'This sign-in link is invalid, expired or already used.' } }));
    open('a-sign-up-link-token-0000000000000002');
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in link is invalid or has already been used.');
  });
});
