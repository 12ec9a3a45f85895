import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import * as toasts from '../../lib/toast.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch } from '../../test-utils.js';
import { CvStylerUploadPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['cv', 'pages']);
});
beforeEach(startAsEmployee);

/** An employee who may also delete CVs (§6 can_delete_agreements). */
function deleterAuth(): AuthData {
  const auth = employeeAuth();
  const employee = { ...auth.employee!, can_delete_agreements: true };
  return { ...auth, employee, accounts: auth.accounts.map((a) => ({ ...a, employee })) };
}

function open() {
  const router = createMemoryRouter(
    [
      { path: '/cv-styler/upload', Component: CvStylerUploadPage },
      { path: '/agreement/:id/edit', element: <p>editor</p> },
    ],
    { initialEntries: ['/cv-styler/upload'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const row = (i: number) => ({ id: i, name: `Candidate ${i}`, title: 'Engineer', updated_at: '2025-03-01T10:00:00Z', locked: i === 1, fresh: false });

describe('CV styler landing', () => {
  it('lists recent CVs with the §9 pagination text and links', async () => {
    stubFetch(() => ({ status: 200, body: { agreements: [row(1), row(2)], pagination: { page: 1, per_page: 10, total_count: 12, total_pages: 2 } } }));
    open();
    expect(await screen.findByText('Displaying 1 to 10 of 12 CVs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Candidate 2' }).getAttribute('href')).toBe('/agreement/2/edit');
    expect(screen.getByText('Locked')).toBeTruthy();
  });

  it('shows the empty state, and starts a CV from scratch in the editor', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: { id: 42 } } : { status: 200, body: { agreements: [], pagination: { page: 1, per_page: 10, total_count: 0, total_pages: 0 } } },
    );
    const user = userEvent.setup();
    const router = open();
    expect(await screen.findByText('No CVs yet')).toBeTruthy();
    await user.click(screen.getByTestId('start-from-scratch'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agreement/42/edit'));
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/organisation/agreements/create');
  });

  it('deletes a CV after the §8 confirmation, then refreshes the list with a toast', async () => {
    storeAuth(deleterAuth());
    let rows = [row(2), row(3)];
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/auth') return { status: 200, body: deleterAuth() };
      if (call.method === 'DELETE') {
        rows = rows.filter((r) => `/api/organisation/agreements/${r.id}` !== call.url);
        return { status: 204 };
      }
      return { status: 200, body: { agreements: rows, pagination: { page: 1, per_page: 10, total_count: rows.length, total_pages: 1 } } };
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete the CV of Candidate 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm you want to delete this record.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Candidate 3' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/organisation/agreements/3']);
    expect(screen.getByRole('link', { name: 'Candidate 2' })).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'CV deleted');
  });

  it('says in the interface language why a CV was not deleted (locked: 423)', async () => {
    storeAuth(deleterAuth());
    stubFetch((call) =>
      call.url === '/api/auth'
        ? { status: 200, body: deleterAuth() }
        : call.method === 'DELETE'
        ? { status: 423, body: { statusCode: 423, error: 'This CV is locked by Rosa de Vries. Unlock it to make changes.' } }
        : { status: 200, body: { agreements: [row(1)], pagination: { page: 1, per_page: 10, total_count: 1, total_pages: 1 } } },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete the CV of Candidate 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'This CV is locked, so it cannot be deleted. Unlock it first.'));
    expect(screen.getByRole('link', { name: 'Candidate 1' })).toBeTruthy();
  });

  it('shows no delete action without can_delete_agreements', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth'
        ? { status: 200, body: employeeAuth() }
        : { status: 200, body: { agreements: [row(2)], pagination: { page: 1, per_page: 10, total_count: 1, total_pages: 1 } } },
    );
    open();
    await screen.findByRole('link', { name: 'Candidate 2' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth')).toBe(true));
    expect(screen.queryByTestId('delete-cv')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });
});
