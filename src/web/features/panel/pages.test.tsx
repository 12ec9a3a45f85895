import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { PanelOrganisation } from '../../../shared/schemas/panel.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import { candidateAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { PanelNewOrganisationPage, PanelOrganisationPage, PanelOrganisationsPage, PanelPage } from './pages.js';

const adminAuth = (): AuthData => candidateAuth({ admin: true });

const THEME = { primary: '#123456', primary_contrast: '#ffffff', accent: '#f28c28', navbar: '#ffffff', navbar_text: '#1d2733', sidenav: '#12263f', sidenav_text: '#e8eef6' };

const organisation = (id: number, extra: Partial<PanelOrganisation> = {}): PanelOrganisation => ({
  id,
  subdomain: `agency-${id}`,
  name: `Agency ${String(id).padStart(2, '0')}`,
  company_name: `Agency ${String(id).padStart(2, '0')}`,
  edition: 'europe',
  default_language: 'de',
  default_country_code: 'DE',
  default_currency: 'EUR',
  candidate_review_feature: false,
  agreements_feature: true,
  word_export_feature: false,
  display_external_provider_feature: false,
  has_associations: false,
  logo_url: null,
  theme: null,
  url: `http://agency-${id}.localhost:3000/`,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  ...extra,
});

beforeAll(async () => {
  await i18next.loadNamespaces(['panel', 'messages']);
});
beforeEach(() => {
  startAsEmployee();
  storeAuth(adminAuth());
});

const withSidebar = { organisationSidebar: true };

function show(path: string, answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/auth')) return { status: 200, body: adminAuth() };
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/panel/organisations' && call.method === 'GET') {
      const n = Number(url.searchParams.get('page'));
      const ids = n === 2 ? [11, 12] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      return { status: 200, body: { organisations: ids.map((id) => organisation(id)), pagination: { page: n, per_page: 10, total_count: 12, total_pages: 2 } } };
    }
    const one = /^\/api\/panel\/organisations\/(\d+)$/.exec(url.pathname);
    if (one && call.method === 'GET') return { status: 200, body: { organisation: organisation(Number(one[1])) } };
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  const routes: RouteObject[] = [
    { path: '/panel', element: <PanelPage /> },
    { path: '/panel/organisations', element: <PanelOrganisationsPage />, handle: withSidebar },
    { path: '/panel/organisations/new', element: <PanelNewOrganisationPage />, handle: withSidebar },
    { path: '/panel/organisations/:id', element: <PanelOrganisationPage />, handle: withSidebar },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router, user: userEvent.setup() };
}

describe('/panel', () => {
  it('counts the organisations and links to them, without the organisation sidebar', async () => {
    show('/panel');
    await waitFor(() => expect(screen.getByTestId('panel-organisation-count').textContent).toBe('12 organisations'));
    expect(screen.getByRole('link', { name: 'Manage organisations' }).getAttribute('href')).toBe('/panel/organisations');
    expect(screen.getByRole('link', { name: 'New organisation' }).getAttribute('href')).toBe('/panel/organisations/new');
    expect(screen.queryByTestId('organisation-sidebar')).toBeNull();
  });
});

describe('/panel/organisations', () => {
  it('lists ten a page with the §9 texts and the page links, in the organisation sidebar', async () => {
    const { user } = show('/panel/organisations');
    await waitFor(() => expect(screen.getAllByTestId('organisation-row')).toHaveLength(10));
    expect(screen.getByTestId('organisation-sidebar')).toBeTruthy();
    expect(screen.getByText('Displaying 1 to 10 of 12 organisations')).toBeTruthy();
    const first = screen.getAllByTestId('organisation-row')[0];
    expect(within(first).getByRole('link', { name: 'Agency 01' }).getAttribute('href')).toBe('/panel/organisations/1');
    expect(within(first).getByText('agency-1')).toBeTruthy();
    expect(within(first).getByText('Europe')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('organisation-row')).toHaveLength(2));
    expect(screen.getByText('Displaying 11 to 12 of 12 organisations')).toBeTruthy();
  });

  it('searches 400 ms after the last key (§5 filter form), from the first page', async () => {
    const { calls, user } = show('/panel/organisations');
    await waitFor(() => expect(screen.getAllByTestId('organisation-row')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('page=2'))).toBe(true));
    const before = calls.length;
    await user.type(screen.getByTestId('organisation-search'), 'nord');
    // Nothing is asked while typing.
    expect(calls.slice(before).filter((c) => c.url.includes('q='))).toEqual([]);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/panel/organisations?q=nord&page=1'))).toBe(true), { timeout: 2000 });
    expect(calls.filter((c) => c.url.includes('q=n&') || c.url.includes('q=no&') || c.url.includes('q=nor&'))).toEqual([]);
  });

  it('says so when nothing matches the search', async () => {
    show('/panel/organisations', (call) =>
      call.url.includes('q=') ? { status: 200, body: { organisations: [], pagination: { page: 1, per_page: 10, total_count: 0, total_pages: 0 } } } : undefined,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('organisation-row')).toHaveLength(10));
    await user.type(screen.getByTestId('organisation-search'), 'zz');
    await waitFor(() => expect(screen.getByText('No organisation matches this search.')).toBeTruthy(), { timeout: 2000 });
  });
});

describe('/panel/organisations/new', () => {
  it('checks the subdomain with the shared rules before sending (a reserved name, a bad shape)', async () => {
    const { calls, user } = show('/panel/organisations/new');
    await user.type(await screen.findByTestId('organisation-subdomain'), 'admin');
    await user.type(screen.getByTestId('organisation-name'), 'Admin Agency');
    await user.click(screen.getByTestId('organisation-save'));
    expect(await screen.findByText('This subdomain is reserved. Choose another one.')).toBeTruthy();
    await user.clear(screen.getByTestId('organisation-subdomain'));
    await user.type(screen.getByTestId('organisation-subdomain'), '-agency');
    await user.click(screen.getByTestId('organisation-save'));
    expect(await screen.findByText('Use lower-case letters, digits and hyphens, not starting or ending with a hyphen.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates the organisation with every field and opens it', async () => {
    const { calls, router, user } = show('/panel/organisations/new', (call) =>
      call.method === 'POST' ? { status: 201, body: { organisation: organisation(42, { subdomain: 'nordic', name: 'Nordic Talent' }) } } : undefined,
    );
    await user.type(await screen.findByTestId('organisation-subdomain'), 'nordic');
    expect(screen.getByText(/The organisation answers at nordic\.localhost/)).toBeTruthy();
    await user.type(screen.getByTestId('organisation-name'), 'Nordic Talent');
    await user.click(screen.getByLabelText('Candidate review links'));
    await user.click(screen.getByTestId('organisation-use-theme'));
    await user.click(screen.getByTestId('organisation-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/organisations/42'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/panel\/organisations$/);
    expect(post.body).toEqual({
      organisation: {
        subdomain: 'nordic',
        name: 'Nordic Talent',
        company_name: 'Nordic Talent',
        edition: 'europe',
        default_language: 'en',
        default_country_code: 'GB',
        default_currency: 'EUR',
        candidate_review_feature: true,
        agreements_feature: true,
        word_export_feature: false,
        display_external_provider_feature: false,
        has_associations: false,
        theme: { primary: '#1c7ed6', primary_contrast: '#ffffff', accent: '#f08c00', navbar: '#ffffff', navbar_text: '#212529', sidenav: '#f8f9fa', sidenav_text: '#212529' },
      },
    });
  });

  it('shows a 422 of the server at its field (a taken subdomain), in the interface language', async () => {
    const { user } = show('/panel/organisations/new', (call) =>
      call.method === 'POST'
        ? { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'organisation.subdomain': ['Another organisation already uses this subdomain.'] } } }
        : undefined,
    );
    await i18next.changeLanguage('de');
    try {
      await user.type(await screen.findByTestId('organisation-subdomain'), 'demo');
      await user.type(screen.getByTestId('organisation-name'), 'Zweite Demo');
      await user.click(screen.getByTestId('organisation-save'));
      expect(await screen.findByText('Eine andere Organisation verwendet diese Subdomain bereits.')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('Bitte korrigieren Sie die markierten Felder.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('/panel/organisations/:id', () => {
  it('edits the organisation: a new theme colour is sent, with the link to its subdomain and the first-admin slot', async () => {
    const saved: unknown[] = [];
    const { user } = show('/panel/organisations/7', (call) => {
      if (call.method !== 'PUT') return undefined;
      saved.push(call.body);
      return { status: 200, body: { organisation: organisation(7, { theme: THEME, updated_at: '2026-03-03T10:00:00.000Z' }) } };
    });
    expect(await screen.findByRole('heading', { name: 'Agency 07' })).toBeTruthy();
    expect(screen.getByTestId('organisation-sidebar')).toBeTruthy();
    const open = screen.getByTestId('organisation-open');
    expect(open.getAttribute('href')).toBe('http://agency-7.localhost:3000/');
    expect(open.textContent).toBe('Open at agency-7.localhost:3000');
    expect(screen.getByTestId('organisation-first-admin')).toBeTruthy();
    expect((screen.getByTestId('organisation-subdomain') as HTMLInputElement).value).toBe('agency-7');
    // No theme of its own yet: the switch is off and no colours show.
    expect((screen.getByTestId('organisation-use-theme') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('organisation-colour-primary')).toBeNull();
    await user.click(screen.getByTestId('organisation-use-theme'));
    const primary = screen.getByTestId('organisation-colour-primary') as HTMLInputElement;
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.click(screen.getByTestId('organisation-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ organisation: { subdomain: 'agency-7', default_language: 'de', theme: { primary: '#123456' } } });
  });

  it('invites the first admin by email, and shows a refused address under the field', async () => {
    const sent: unknown[] = [];
    const { user } = show('/panel/organisations/7', (call) => {
      if (call.method !== 'POST' || !call.url.endsWith('/api/panel/organisations/7/invites')) return undefined;
      sent.push(call.body);
      const email = (call.body as { invite: { email: string } }).invite.email;
      return { status: 201, body: { invite: { id: 3, email, expire_at: '2026-12-01T10:00:00.000Z', created_at: '2026-11-24T10:00:00.000Z', invited_by: null, permissions: {} } } };
    });
    expect(await screen.findByRole('heading', { name: 'Agency 07' })).toBeTruthy();
    await user.click(screen.getByTestId('first-admin-send'));
    expect(sent).toHaveLength(0);
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    await user.type(screen.getByTestId('first-admin-email'), 'owner@agency.test');
    await user.click(screen.getByTestId('first-admin-send'));
    await waitFor(() => expect(sent).toEqual([{ invite: { email: 'owner@agency.test' } }]));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Invite sent to owner@agency.test.');
  });

  it('shows an organisation’s own theme switched on, with its colours', async () => {
    show('/panel/organisations/8', (call) => (call.method === 'GET' && call.url.endsWith('/8') ? { status: 200, body: { organisation: organisation(8, { theme: THEME }) } } : undefined));
    expect(await screen.findByRole('heading', { name: 'Agency 08' })).toBeTruthy();
    expect((screen.getByTestId('organisation-use-theme') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('organisation-colour-primary') as HTMLInputElement).value).toBe('#123456');
  });

  it('says so when the organisation does not exist', async () => {
    show('/panel/organisations/999', (call) => (call.url.endsWith('/999') ? { status: 404, body: { statusCode: 404, error: 'This organisation does not exist.' } } : undefined));
    expect(await screen.findByText('This organisation does not exist.')).toBeTruthy();
  });
});
