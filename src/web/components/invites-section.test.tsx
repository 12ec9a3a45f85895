/**
 * The employee invites section (issue 14; §3 the permission flags and their labels, §6 manage
 * account implies manage employees, §7 organisation/employees/invites).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../shared/schemas/auth.js';
import { i18next } from '../lib/i18n.js';
import { storeAuth } from '../lib/session.js';
import * as toasts from '../lib/toast.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch as stubApi, type StubbedCall } from '../test-utils.js';
import { InvitesSection } from './invites-section.js';

const LABELS = ['Manage account', 'Manage employees', 'Manage jobs', 'View jobs', 'Manage groups', 'Manage Agreements', 'Delete Agreements'];
const NONE = { can_manage_account: false, can_manage_employees: false, can_manage_job_posts: false, can_view_job_posts: false, can_manage_associations: false, can_manage_agreements: false, can_delete_agreements: false };
const pending = { id: 41, email: 'lena@example.com', expire_at: '2030-03-09T09:00:00.000Z', created_at: '2030-03-02T09:00:00.000Z', invited_by: { id: 1, name: 'Rosa de Vries' }, permissions: { ...NONE, can_view_job_posts: true } };

let signedIn: AuthData | null = null;
/** Signs in as `auth` (the `GET auth` the viewer hook asks for answers it). */
function signIn(auth: AuthData) {
  signedIn = auth;
  storeAuth(auth);
}
/** The API stub of these tests: `GET auth` answers the signed-in user, everything else `handler`. */
const stubFetch = (handler: Parameters<typeof stubApi>[0]) =>
  stubApi((call: StubbedCall) => (call.method === 'GET' && call.url.startsWith('/api/auth') && signedIn ? { status: 200, body: signedIn } : handler(call)));

/** An employee of account 1 with `flags` (every other flag off). */
function withFlags(flags: Partial<typeof NONE>): AuthData {
  const base = employeeAuth();
  const employee = { id: 3, ...NONE, ...flags };
  return { ...base, employee, accounts: base.accounts.map((a) => ({ ...a, employee })) };
}

beforeAll(async () => {
  await i18next.loadNamespaces(['invites', 'auth', 'messages', 'common']);
});
beforeEach(() => {
  startAsEmployee();
  signedIn = employeeAuth();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvitesSection', () => {
  it('renders nothing for an employee who may not manage employees', () => {
    stubFetch(() => ({ status: 200, body: { invites: [] } }));
    renderWithProviders(<InvitesSection />);
    expect(screen.queryByTestId('invites-section')).toBeNull();
  });

  it('someone who manages the account may give all seven §3 flags; sending posts exactly the ticked ones and lists the invite', async () => {
    signIn(withFlags({ can_manage_account: true }));
    let listed: unknown[] = [];
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST') {
        listed = [{ ...pending, id: 42, email: 'sam@example.com', permissions: { ...NONE, can_manage_job_posts: true, can_manage_account: true } }];
        return { status: 201, body: { invite: listed[0] } };
      }
      return { status: 200, body: { invites: listed } };
    });
    renderWithProviders(<InvitesSection />);
    expect(await screen.findByText('No invites are waiting for an answer.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Invite a colleague' });
    expect(within(form).getAllByRole('checkbox').map((c) => c.closest('.mantine-Checkbox-root')?.textContent)).toEqual(LABELS);

    await userEvent.type(screen.getByTestId('employee-invite-email'), 'Sam@Example.com');
    await userEvent.click(within(form).getByLabelText('Manage jobs'));
    await userEvent.click(within(form).getByLabelText('Manage account'));
    await userEvent.click(screen.getByTestId('employee-invite-send'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/organisation/employees/invites', body: { invite: { email: 'sam@example.com', can_manage_job_posts: true, can_manage_account: true } } });
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Invite sent to sam@example.com.');
    const row = await screen.findByTestId('employee-invite-row');
    expect(row.textContent).toContain('sam@example.com');
    expect(within(row).getByText('Manage account')).toBeTruthy();
    expect(within(row).getByText('Manage jobs')).toBeTruthy();
    expect(row.textContent).toContain('Expires on');
  });

  it('someone who only manages employees is not offered Manage account; a bad email is refused before sending', async () => {
    signIn(withFlags({ can_manage_employees: true }));
    const { calls } = stubFetch(() => ({ status: 200, body: { invites: [] } }));
    renderWithProviders(<InvitesSection />);
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    expect(within(form).queryByLabelText('Manage account')).toBeNull();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.type(screen.getByTestId('employee-invite-email'), 'not an address');
    await userEvent.click(screen.getByTestId('employee-invite-send'));
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a 409 from the server on the form, in the interface language', async () => {
    signIn(withFlags({ can_manage_employees: true }));
    stubFetch((call) =>
      call.method === 'POST' ? { status: 409, body: { statusCode: 409, error: 'lena@example.com is already an employee of this account.' } } : { status: 200, body: { invites: [] } },
    );
    renderWithProviders(<InvitesSection />);
    await userEvent.type(await screen.findByTestId('employee-invite-email'), 'lena@example.com');
    await userEvent.click(screen.getByTestId('employee-invite-send'));
    expect((await screen.findByRole('alert')).textContent).toBe('lena@example.com is already an employee of this account.');
  });

  it('lists pending invites with their expiry; resend and withdraw call their paths', async () => {
    signIn(withFlags({ can_manage_employees: true }));
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST') return { status: 200, body: { invite: pending } };
      if (call.method === 'DELETE') return { status: 204 };
      return { status: 200, body: { invites: [pending] } };
    });
    renderWithProviders(<InvitesSection />);
    const row = await screen.findByTestId('employee-invite-row');
    expect(row.textContent).toContain('lena@example.com');
    expect(row.textContent).toContain('Invited by Rosa de Vries');
    expect(row.textContent).toContain('View jobs');
    expect(row.textContent).toContain(`Expires on ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(pending.expire_at))}`);
    await userEvent.click(screen.getByRole('button', { name: 'Resend the invite to lena@example.com' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Invite sent again to lena@example.com.'));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/organisation/employees/invites/41/resend');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invite to lena@example.com' }));
    // §8: the delete confirmation first.
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Confirm you want to delete this record.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'The invite to lena@example.com was withdrawn.'));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/organisation/employees/invites/41');
  });
});
