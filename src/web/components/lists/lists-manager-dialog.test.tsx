import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlatList } from '../../../shared/schemas/lists.js';
import { setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import * as toasts from '../../lib/toast.js';
import { renderWithProviders, stubFetch, type StubbedCall } from '../../test-utils.js';
import { ListsManagerDialog, type ListsManagerDialogProps } from './lists-manager-dialog.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['lists', 'validation', 'messages']);
});

// Clients (level 1) › Acme (2) › Java (3); Archive (1).
const LISTS: FlatList[] = [
  { id: 4, name: 'Archive', parent_id: null, count: 0, level: 1 },
  { id: 1, name: 'Clients', parent_id: null, count: 2, level: 1 },
  { id: 2, name: 'Acme', parent_id: 1, count: 1, level: 2 },
  { id: 3, name: 'Java', parent_id: 2, count: 0, level: 3 },
];

let toast: ReturnType<typeof vi.fn<typeof toasts.showToast>>;
beforeEach(() => {
  queryClient.clear();
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  toast = vi.fn<typeof toasts.showToast>();
  vi.spyOn(toasts, 'showToast').mockImplementation(toast);
});

function server(answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.includes('/agreement_lists/flat')) {
      const contains = call.url.includes('agreement_id=') ? { contains: false } : {};
      return { status: 200, body: { lists: LISTS.map((l) => ({ ...l, ...contains })) } };
    }
    return { status: 500, body: { statusCode: 500, error: 'unexpected call' } };
  });
}

function open(props: Partial<ListsManagerDialogProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(<ListsManagerDialog opened onClose={onClose} {...props} />);
  return { user: userEvent.setup(), onClose };
}

const nameInput = () => screen.getByRole('textbox', { name: /Name/ });

describe('candidate lists manager dialog', () => {
  it('shows every list in tree order, indented by level, with its count', async () => {
    server();
    open();
    const rows = await screen.findAllByTestId('lists-dialog-row');
    expect(rows.map((r) => [r.dataset.level, within(r).getByText(/^(Archive|Clients|Acme|Java)$/).textContent])).toEqual([
      ['1', 'Archive'],
      ['1', 'Clients'],
      ['2', 'Acme'],
      ['3', 'Java'],
    ]);
    expect(within(rows[1]).getByText('2 CVs')).toBeTruthy();
    expect(within(rows[2]).getByText('1 CV')).toBeTruthy();
  });

  it('an invalid save shows the general error toast, marks every field touched and says "Name is required." (§5), sending nothing', async () => {
    const { calls } = server();
    const { user } = open();
    await user.click(await screen.findByTestId('lists-dialog-new'));
    expect(nameInput().dataset.touched).toBe('false');
    await user.click(screen.getByTestId('list-save'));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Please correct the highlighted fields.'));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(nameInput().dataset.touched).toBe('true');
    expect(screen.getByTestId('list-parent').dataset.touched).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    // Only spaces is no name either.
    await user.type(nameInput(), '   ');
    await user.click(screen.getByTestId('list-save'));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('creates a list inside another and returns to the list view', async () => {
    const { calls } = server((call) => (call.method === 'POST' ? { status: 201, body: { id: 9, name: 'Kotlin', parent_id: 2, count: 0, lists: [] } } : undefined));
    const { user } = open();
    const acme = (await screen.findAllByTestId('lists-dialog-row'))[2];
    await user.click(within(acme).getByRole('button', { name: 'New list in Acme' }));
    expect(screen.getByRole('form', { name: 'New list' })).toBeTruthy();
    await user.type(nameInput(), 'Kotlin');
    await user.click(screen.getByTestId('list-save'));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/organisation/agreement_lists', body: { list: { name: 'Kotlin', parent_id: 2 } } });
    expect(toast).toHaveBeenCalledWith('success', 'The list “Kotlin” was created.');
    expect(await screen.findByTestId('lists-dialog-new')).toBeTruthy(); // the list view again
  });

  it('edits a list: sends {id, name, parent_id, count} and offers no parent inside the list itself', async () => {
    const { calls } = server((call) => (call.method === 'PUT' ? { status: 200, body: { id: 2, name: 'Acme BV', parent_id: 1, count: 1, lists: [] } } : undefined));
    const { user } = open({ initial: { view: 'form', listId: 2 } });
    await waitFor(() => expect(nameInput()).toHaveProperty('value', 'Acme'));
    await user.click(screen.getByTestId('list-parent'));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent?.trim());
    expect(options).toEqual(['At the top level', 'Archive', 'Clients']); // not Acme itself, not Java inside it
    await user.keyboard('{Escape}');
    await user.clear(nameInput());
    await user.type(nameInput(), 'Acme BV');
    await user.click(screen.getByTestId('list-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/organisation/agreement_lists/2', body: { list: { id: 2, name: 'Acme BV', parent_id: 1, count: 1 } } });
  });

  it('shows the server’s 422 at the field it names, in the interface language', async () => {
    server((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              statusCode: 422,
              error: 'Lists nest up to 5 levels: there, this list (or one of its sub-lists) would be on a sixth level.',
              errors: { 'list.parent_id': ['Lists nest up to 5 levels: there, this list (or one of its sub-lists) would be on a sixth level.'] },
            },
          }
        : undefined,
    );
    await i18next.changeLanguage('de');
    try {
      const { user } = open({ initial: { view: 'form', parentId: 3 } });
      await user.type(await screen.findByRole('textbox', { name: /Listenname/ }), 'Tief');
      await user.click(screen.getByTestId('list-save'));
      expect(await screen.findByText('Listen lassen sich höchstens 5 Ebenen tief verschachteln: dort läge diese Liste (oder eine ihrer Unterlisten) auf einer sechsten Ebene.')).toBeTruthy();
      expect(toast).toHaveBeenCalledWith('error', 'Bitte korrigieren Sie die markierten Felder.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('Add to List: ticking a list puts the CV in it, unticking takes it out', async () => {
    let contains = false;
    const { calls } = server((call) => {
      if (call.url.includes('/flat?agreement_id=12')) return { status: 200, body: { lists: LISTS.map((l) => ({ ...l, contains: l.id === 3 && contains })) } };
      if (call.method === 'PUT') {
        contains = call.url.endsWith('/attach');
        return { status: 200, body: { id: 3, name: 'Java', parent_id: 2, count: contains ? 1 : 0, lists: [] } };
      }
      return undefined;
    });
    const { user } = open({ agreementIds: [12] });
    expect(await screen.findByText('Tick the lists this CV belongs in.')).toBeTruthy();
    const java = await screen.findByTestId('list-toggle-3');
    await user.click(within(java.closest('[data-testid="lists-dialog-row"]') as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Added to “Java”.'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/organisation/agreement_lists/3/attach', body: { ids: [12] } });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Java' }) as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Java' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Removed from “Java”.'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ url: '/api/organisation/agreement_lists/3/detach', body: { ids: [12] } });
  });

  it('deleting asks first and says the sub-lists go with it while the CVs stay', async () => {
    const { calls } = server((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Clients' }));
    const confirm = await screen.findByText(/Confirm you want to delete this record\./);
    expect(confirm.textContent).toBe('Confirm you want to delete this record. “Clients” and its 2 sub-lists are deleted with it; the CVs in them stay.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/organisation/agreement_lists/1'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'The list “Clients” was deleted.'));
  });
});
