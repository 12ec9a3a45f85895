import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FlatList } from '../../../shared/schemas/lists.js';
import { i18next } from '../../lib/i18n.js';
import * as toasts from '../../lib/toast.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { ListPage } from './list-page.js';

const LISTS: FlatList[] = [
  { id: 1, name: 'Clients', parent_id: null, count: 0, level: 1 },
  { id: 2, name: 'Acme', parent_id: 1, count: 11, level: 2 },
  { id: 3, name: 'Java', parent_id: 2, count: 0, level: 3 },
];
const summary = (id: number) => ({ id, name: `Person ${id}`, title: 'Developer', updated_at: '2026-03-01T10:00:00.000Z', locked: false, fresh: false });

beforeAll(async () => {
  await i18next.loadNamespaces(['lists', 'cv', 'share']);
});
beforeEach(startAsEmployee);

function show(id: number, answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/auth')) return { status: 200, body: employeeAuth() };
    if (call.url.endsWith('/agreement_lists/flat')) return { status: 200, body: { lists: LISTS } };
    if (call.url.endsWith('/agreement_lists')) {
      const tree = { id: 1, name: 'Clients', parent_id: null, count: 0, lists: [{ id: 2, name: 'Acme', parent_id: 1, count: 11, lists: [{ id: 3, name: 'Java', parent_id: 2, count: 0, lists: [] }] }] };
      return { status: 200, body: { lists: [tree] } };
    }
    const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
    const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11];
    return { status: 200, body: { agreements: ids.map(summary), pagination: { page, per_page: 10, total_count: 11, total_pages: 2 } } };
  });
  const router = createMemoryRouter([{ path: '/account/lists/:id', element: <ListPage /> }], { initialEntries: [`/account/lists/${id}`] });
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, user: userEvent.setup() };
}

describe('account/lists/{id}', () => {
  it('shows the breadcrumbs of the nesting, the lists inside, and the CVs a page at a time with §9 texts', async () => {
    const { user, calls } = show(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    const crumbs = screen.getByTestId('list-breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/account/lists/1');
    expect(within(crumbs).getByText('Acme').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('list-child').textContent).toBe('Java (0)');
    expect(screen.getByTestId('list-count').textContent).toBe('11 CVs');
    // The list tree beside the page leads to every list.
    const tree = await screen.findByTestId('list-tree');
    await waitFor(() => expect(within(tree).getAllByTestId('list-tree-link').map((a) => a.getAttribute('href'))).toEqual(['/account/lists/1', '/account/lists/2', '/account/lists/3']));

    await waitFor(() => expect(screen.getAllByTestId('list-cv')).toHaveLength(10));
    expect(screen.getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe('/agreement/1/edit');
    expect(screen.getByText('Displaying 1 to 10 of 11 CVs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('list-cv')).toHaveLength(1));
    expect(screen.getByText('Displaying 11 to 11 of 11 CVs')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/candidates')).map((c) => c.url)).toEqual([
      '/api/organisation/agreement_lists/2/candidates?page=1&per_page=10',
      '/api/organisation/agreement_lists/2/candidates?page=2&per_page=10',
    ]);
  });

  it('Remove takes the CV out of this list', async () => {
    const { user, calls } = show(2, (call) => (call.method === 'PUT' ? { status: 200, body: { id: 2, name: 'Acme', parent_id: 1, count: 10, lists: [] } } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Remove Person 3 from this list' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/organisation/agreement_lists/2/detach', body: { ids: [3] } }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Person 3 was removed from the list.'));
  });

  it('Share with client opens the client share dialog with every CV of the list', async () => {
    const { user, calls } = show(2);
    await user.click(await screen.findByTestId('list-share'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/organisation/agreement_lists/2/candidates?page=1&per_page=50');
  });

  it('a list that does not exist (deleted, or another organisation’s) says so', async () => {
    show(99, (call) => (call.url.includes('/99/candidates') ? { status: 404, body: { statusCode: 404, error: 'This list does not exist or was deleted.' } } : undefined));
    expect(await screen.findByText('List not found')).toBeTruthy();
    expect(screen.getByText('This list does not exist or was deleted.')).toBeTruthy();
  });
});
