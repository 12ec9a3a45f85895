/** Helpers for web unit tests: providers, a JSON fetch stub and realistic sign-in answers. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { AuthData } from '../shared/schemas/auth.js';
import type { Organisation } from '../shared/schemas/organisation.js';
import { setApiHooks } from './lib/api.js';
import { setOrganisation } from './lib/organisation.js';
import { queryClient } from './lib/query-client.js';
import { storeAuth } from './lib/session.js';
import * as toasts from './lib/toast.js';

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

export type StubbedCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Stubs global fetch with a handler; records each call. */
export function stubFetch(handler: (call: StubbedCall) => { status: number; body?: unknown; headers?: Record<string, string> }) {
  const calls: StubbedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: StubbedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const organisation: Organisation = {
  subdomain: 'demo',
  name: 'Demo Recruitment',
  edition: 'europe',
  logo_url: null,
  theme_url: null,
  theme: null,
  company: { name: 'Demo Recruitment Ltd', logo_url: null },
  default_country_code: 'GB',
  default_currency: 'EUR',
  candidate_review_feature: true,
  display_external_provider_feature: false,
  has_associations: false,
  is_managed_by: null,
  agreements_feature: true,
  word_export_feature: false,
  language_switcher: false,
  education_level_hidden: false,
  default_language: 'en',
  custom_fields: {},
};

const noPermissions = {
  can_manage_account: false,
  can_manage_employees: false,
  can_manage_job_posts: false,
  can_view_job_posts: false,
  can_manage_associations: false,
  can_manage_agreements: false,
  can_delete_agreements: false,
};

/** A candidate: a user with a profile, no account, terms agreed. */
export function candidateAuth(overrides: Partial<AuthData['user']> = {}): AuthData {
  return {
    session: { jwt: 'jwt-candidate', expires_at: '2099-01-01T00:00:00.000Z' },
    user: {
      id: 7,
      email: 'cara.candidate@example.com',
      admin: false,
      review_credentials: false,
      onboarding: false,
      agreedWithTermsAndConditions: true,
      locale: null,
      ...overrides,
    },
    profile: { uuid: 'p-7', first_name: 'Cara', last_name: 'Candidate', phones: [], avatar: null, state: 'active' },
    account: null,
    accounts: [],
    employee: null,
    search: null,
  };
}

/** An agency employee on a marketplace account who may manage agreements. */
export function employeeAuth(): AuthData {
  const employee = { id: 3, ...noPermissions, can_manage_agreements: true, can_view_job_posts: true };
  return {
    ...candidateAuth(),
    session: { jwt: 'jwt-employee', expires_at: '2099-01-01T00:00:00.000Z' },
    account: { id: 1, uuid: 'a-1', name: 'Demo', company: { name: 'Demo Ltd', logo_url: null }, marketplace: true, isClient: false, agreed: true },
    accounts: [{ id: 1, uuid: 'a-1', name: 'Demo', company: { name: 'Demo Ltd', logo_url: null }, marketplace: true, isClient: false, agreed: true, employee }],
    employee,
  };
}

/**
 * A page test's start (in `beforeEach`): no cached answers, the demo organisation, a signed-in
 * employee, API hooks and toasts stubbed (the tests read them through the spies).
 */
export function startAsEmployee(): void {
  queryClient.clear();
  setOrganisation(organisation);
  storeAuth(employeeAuth());
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
}
