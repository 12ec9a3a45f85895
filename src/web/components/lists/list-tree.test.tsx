import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListNode } from '../../../shared/schemas/lists.js';
import { setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { filterTree, ListTree } from './list-tree.js';

const node = (id: number, name: string, parent_id: number | null, lists: ListNode[] = [], count = 0): ListNode => ({ id, name, parent_id, count, lists });
const TREE: ListNode[] = [node(1, 'Clients', null, [node(2, 'Acme', 1, [node(3, 'Java developers', 2, [], 4)])], 2), node(5, 'Archive', null)];

beforeAll(async () => {
  await i18next.loadNamespaces('lists');
});
beforeEach(() => {
  queryClient.clear();
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
});

function show() {
  stubFetch((call) => (call.url.endsWith('/agreement_lists') ? { status: 200, body: { lists: TREE } } : { status: 200, body: { lists: [] } }));
  const router = createMemoryRouter([{ path: '*', element: <ListTree /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const links = () => screen.queryAllByTestId('list-tree-link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('filterTree', () => {
  it('keeps the matches and the lists above them, ignoring case', () => {
    expect(filterTree(TREE, 'JAVA')).toEqual([node(1, 'Clients', null, [node(2, 'Acme', 1, [node(3, 'Java developers', 2, [], 4)])], 2)]);
    expect(filterTree(TREE, 'acme')[0].lists[0].lists).toEqual([]); // Acme matches; Java does not
    expect(filterTree(TREE, '  ')).toBe(TREE);
    expect(filterTree(TREE, 'nobody')).toEqual([]);
  });
});

describe('list tree widget', () => {
  it('shows the lists nested, each a link to its page with its count', async () => {
    show();
    await waitFor(() => expect(links()).toHaveLength(4));
    expect(links()).toEqual([
      ['Clients', '/account/lists/1'],
      ['Acme', '/account/lists/2'],
      ['Java developers', '/account/lists/3'],
      ['Archive', '/account/lists/5'],
    ]);
    const java = screen.getAllByTestId('list-tree-node')[2];
    expect(java.getAttribute('aria-level')).toBe('3');
    expect(within(java).getByLabelText('4 CVs')).toBeTruthy();
  });

  it('filters, collapses and opens the lists manager to add, edit and manage', async () => {
    const user = show();
    await user.type(await screen.findByRole('searchbox', { name: 'Filter lists' }), 'jav');
    expect(links().map(([name]) => name)).toEqual(['Clients', 'Acme', 'Java developers']);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter lists' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter lists' }), 'zzz');
    expect(screen.getByText('No list matches “zzz”.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter lists' }));

    await user.click(screen.getByRole('button', { name: 'Hide the lists in Clients' }));
    expect(links().map(([name]) => name)).toEqual(['Clients', 'Archive']);

    await user.click(screen.getByRole('button', { name: 'Edit Archive' }));
    expect(await screen.findByRole('dialog', { name: 'Edit list' })).toBeTruthy();
  });

  it('says so when there are no lists yet', async () => {
    stubFetch(() => ({ status: 200, body: { lists: [] } }));
    const router = createMemoryRouter([{ path: '*', element: <ListTree /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('No lists yet. Make one to shortlist CVs.')).toBeTruthy();
  });
});
