/** §4 profile-state redirects, through the app's real routes and guards: where each profile page leads in each state. */
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANISATION_CACHE_MS, STORAGE_KEYS } from '../../shared/constants.js';
import type { AuthData } from '../../shared/schemas/auth.js';
import { setNavigate } from '../lib/navigation.js';
import { setOrganisation } from '../lib/organisation.js';
import { queryClient } from '../lib/query-client.js';
import { candidateAuth, employeeAuth, organisation, renderWithProviders, stubFetch } from '../test-utils.js';
import { routes } from './router.js';

const candidate = candidateAuth();
const inState = (state: 'reviewing' | 'parsing_cv'): AuthData => ({ ...candidate, profile: { ...candidate.profile!, state } });
const notAgreed = candidateAuth({ agreedWithTermsAndConditions: false });
const onboarding = candidateAuth({ onboarding: true });
const reviewer = candidateAuth({ review_credentials: true });
const employee = employeeAuth();
const accountNotAgreed: AuthData = { ...employee, account: { ...employee.account!, agreed: false } };

beforeEach(() => {
  queryClient.clear();
  setNavigate(vi.fn());
  setOrganisation(organisation);
  localStorage.setItem(STORAGE_KEYS.organisation, JSON.stringify({ data: organisation, expireDate: Date.now() + ORGANISATION_CACHE_MS }));
});

describe('profile state redirects (§4)', () => {
  it.each([
    ['reviewing → /profile/review', inState('reviewing'), '/profile/skills', '/profile/review'],
    ['reviewing may stay on /profile/review', inState('reviewing'), '/profile/review', '/profile/review'],
    ['/profile/review only while reviewing', candidate, '/profile/review', '/profile'],
    ['parsing_cv → /profile/parsing-cv', inState('parsing_cv'), '/profile/experience', '/profile/parsing-cv'],
    ['/profile/parsing-cv only while parsing_cv', candidate, '/profile/parsing-cv', '/profile'],
    ['not agreed → /profile/terms-and-conditions', notAgreed, '/profile/preferences', '/profile/terms-and-conditions'],
    ['account not agreed → the terms', accountNotAgreed, '/profile/education', '/profile/terms-and-conditions'],
    ['onboarding flag → /onboarding', onboarding, '/profile', '/onboarding'],
    ['review_credentials → a/review-credentials', reviewer, '/profile/skills', '/a/review-credentials'],
    ['an active candidate stays on the page', candidate, '/profile/preferences', '/profile/preferences'],
  ] as const)('%s', async (_rule, auth, path, expected) => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(auth.session));
    stubFetch((call) => (call.url === '/api/auth' ? { status: 200, body: auth } : { status: 404, body: { error: 'Not found.', statusCode: 404 } }));
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });
});
