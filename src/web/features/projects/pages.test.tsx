import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { Project } from '../../../shared/schemas/projects.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { AccountProjectsPage, MarketplaceProjectsPage, ProjectsPaginationText } from './pages.js';

const managerAuth = (): AuthData => {
  const auth = employeeAuth();
  const employee = { ...auth.employee!, can_manage_job_posts: true };
  return { ...auth, employee, accounts: auth.accounts.map((a) => ({ ...a, employee })) };
};
const clientAuth = (): AuthData => {
  const account = { id: 5, uuid: 'a-5', name: 'Northwind', company: { name: 'Northwind Ltd', logo_url: null }, marketplace: true, isClient: true, agreed: true };
  const employee = { ...employeeAuth().employee!, can_manage_job_posts: true };
  return { ...employeeAuth(), account: { ...account, id: 1, isClient: false }, accounts: [{ ...account, id: 1, isClient: false, employee: null }, { ...account, employee }], employee: null };
};

const project = (id: number, extra: Partial<Project> = {}): Project => ({
  id,
  name: `Project ${id}`,
  description: '',
  status: 'open',
  client: { id: 7, company_name: 'Northwind Logistics B.V.', company_logo_url: null, industry: 'Logistics' },
  job_posts: [],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  closed_at: null,
  ...extra,
});

beforeAll(async () => {
  await i18next.loadNamespaces(['recruitment']);
});
let auth: AuthData;
const signIn = (data: AuthData) => {
  auth = data;
  storeAuth(data);
};
beforeEach(() => {
  startAsEmployee();
  signIn(managerAuth());
});

function show(page: ReactElement, path: string, answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/auth')) return { status: 200, body: auth };
    if (call.url.includes('clients.autocomplete')) return { status: 200, body: { clients: [{ id: 7, name: 'Northwind Logistics B.V.', company_logo_url: null }] } };
    if (call.url.includes('job_posts/all')) return { status: 200, body: { job_posts: [] } };
    const n = Number(new URL(call.url, 'http://x').searchParams.get('page'));
    const ids = n === 2 ? [11, 12] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    return { status: 200, body: { projects: ids.map((id) => project(id)), pagination: { page: n, per_page: 10, total_count: 12, total_pages: 2 } } };
  });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, user: userEvent.setup() };
}

describe('account/projects', () => {
  it('lists projects ten a page with the §9 texts, open ones asked for first, and pages on', async () => {
    const { calls, user } = show(<AccountProjectsPage />, '/account/projects');
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(10));
    expect(screen.getByText('Displaying 1 to 10 of 12 projects')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/organisation/projects?status=open&page=1'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Project 1' }).getAttribute('href')).toBe('/account/projects/1');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(2));
    expect(screen.getByText('Displaying 11 to 12 of 12 projects')).toBeTruthy();
  });

  it('shows the client companies of the listed projects as a logo group: six, then +N naming the rest', async () => {
    const names = ['Northwind', 'Acme Foods', 'Brightside', 'Copperfield', 'Delta Harbour', 'Evergreen', 'Fjord Marine', 'Granite Works'];
    show(<AccountProjectsPage />, '/account/projects', () => ({
      status: 200,
      body: {
        // Ten projects for eight companies (the first two twice).
        projects: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => project(id, { client: { id: 100 + ((id - 1) % 8), company_name: names[(id - 1) % 8], company_logo_url: null, industry: null } })),
        pagination: { page: 1, per_page: 10, total_count: 10, total_pages: 1 },
      },
    }));
    const group = await screen.findByRole('list', { name: 'Client companies of the projects shown' });
    expect(within(group).getAllByTestId('company-logo').map((l) => l.getAttribute('aria-label'))).toEqual(names.slice(0, 6));
    expect(within(group).getByTestId('company-logo-more').textContent).toBe('+2');
    expect(within(group).getByTestId('company-logo-more').getAttribute('aria-label')).toBe('2 more companies: Fjord Marine, Granite Works');
  });

  it('the form says what is missing before anything is sent, and shows the server’s 422 on its field', async () => {
    const { calls, user } = show(<AccountProjectsPage />, '/account/projects', (call) =>
      call.method === 'POST' ? { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'project.name': ['This client company already has a project of this name.'] } } } : undefined,
    );
    await user.click(await screen.findByTestId('project-new'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('project-save'));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the client company.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByTestId('project-name'), 'Rotterdam hub');
    await user.click(within(dialog).getByTestId('project-client'));
    await user.click(await screen.findByRole('option', { name: /Northwind Logistics B.V./, hidden: true }));
    await user.click(within(dialog).getByTestId('project-save'));
    expect(await within(dialog).findByText('This client company already has a project of this name.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/api/organisation/projects');
    expect(post.body).toEqual({ project: { name: 'Rotterdam hub', client_id: 7, description: '', job_post_ids: [] } });
  });

  it('closing asks first, names the project, and only then closes it', async () => {
    const { calls, user } = show(<AccountProjectsPage />, '/account/projects', (call) =>
      call.method === 'PUT' ? { status: 200, body: project(3, { status: 'closed', closed_at: '2026-03-03T10:00:00.000Z' }) } : undefined,
    );
    await waitFor(() => expect(screen.getAllByTestId('project-close')).toHaveLength(10));
    await user.click(screen.getAllByTestId('project-close')[2]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Close Project 3? A closed project cannot be changed or opened again.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close project' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/organisation/projects/3/close'))).toBe(true));
  });

  it('in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const { user } = show(<AccountProjectsPage />, '/account/projects');
      expect(await screen.findByText('1 bis 10 von 12 Projekten angezeigt')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Neues Projekt' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByTestId('project-save'));
      // The shared schema's English messages reach the fields in the interface language.
      expect(await within(dialog).findByText('Der Name ist erforderlich.')).toBeTruthy();
      expect(within(dialog).getByText('Wählen Sie das Kundenunternehmen.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('marketplace/projects', () => {
  it('a client reads its projects from marketplace/projects and gets no buttons to change them', async () => {
    signIn(clientAuth());
    const { calls } = show(<MarketplaceProjectsPage />, '/marketplace/projects');
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(10));
    expect(calls.every((c) => !c.url.includes('/api/organisation/projects'))).toBe(true);
    expect(calls.some((c) => c.url.includes('/api/marketplace/projects'))).toBe(true);
    expect(screen.queryByTestId('project-new')).toBeNull();
    expect(screen.queryByTestId('project-close')).toBeNull();
    expect(screen.getByRole('link', { name: 'Project 1' }).getAttribute('href')).toBe('/marketplace/projects/1');
  });
});

describe('the pagination text (§9)', () => {
  it('names the single page by its count, and a page of several by its range', () => {
    renderWithProviders(<ProjectsPaginationText p={{ page: 1, per_page: 10, total_count: 1, total_pages: 1 }} />);
    expect(screen.getByText('Displaying 1 project')).toBeTruthy();
  });
});
