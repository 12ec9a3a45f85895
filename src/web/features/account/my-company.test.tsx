import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { Company, TeamEmployee } from '../../../shared/schemas/team.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import * as toasts from '../../lib/toast.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { FakeXhr } from '../../test-xhr.js';
import { MyCompanyPage, MyTeamPage } from './pages.js';

/** The signed-in employee (id 3) with these flags. */
const authWith = (flags: Partial<NonNullable<AuthData['employee']>>): AuthData => {
  const auth = employeeAuth();
  const employee = { ...auth.employee!, ...flags };
  return { ...auth, employee, accounts: auth.accounts.map((a) => ({ ...a, employee })) };
};

const NONE = {
  can_manage_account: false,
  can_manage_employees: false,
  can_manage_job_posts: false,
  can_view_job_posts: false,
  can_manage_associations: false,
  can_manage_agreements: false,
  can_delete_agreements: false,
};
const anna: TeamEmployee = { id: 3, user_id: 30, name: 'Anna Bakker', email: 'anna@demo.test', ...NONE, can_manage_account: true, can_manage_employees: true };
const zoe: TeamEmployee = { id: 4, user_id: 40, name: 'Zoë Zandvoort', email: 'zoe@demo.test', ...NONE, can_manage_agreements: true };
const company: Company = { id: 1, name: 'Brightpath Recruitment', logo_url: null, industry: { name: 'Staffing and Recruiting' } };

beforeAll(async () => {
  await i18next.loadNamespaces(['team', 'messages']);
});
let auth: AuthData;
beforeEach(() => {
  startAsEmployee();
  auth = authWith({ can_manage_account: true, can_manage_employees: true });
  storeAuth(auth);
});

function show(page: ReactElement, path: string, answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/auth')) return { status: 200, body: auth };
    if (call.url.endsWith('/api/organisation/employees')) return { status: 200, body: { employees: [anna, zoe] } };
    if (call.url.endsWith('/api/organisation/company')) return { status: 200, body: { company } };
    if (call.url.includes('/api/autocomplete/industries')) return { status: 200, body: { industries: [{ id: 1, name: 'Logistics and Supply Chain' }, { id: 2, name: 'Staffing and Recruiting' }] } };
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, user: userEvent.setup() };
}

const SPEC_LABELS = ['Manage account', 'Manage employees', 'Manage jobs', 'View jobs', 'Manage groups', 'Manage Agreements', 'Delete Agreements'];

describe('My team', () => {
  it('shows every employee with the seven §3 flags under their §3 labels', async () => {
    show(<MyTeamPage />, '/account/my-company/my-team');
    const table = await screen.findByTestId('team-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 8)).toEqual(SPEC_LABELS);
    const zoeRow = screen.getByTestId('employee-4');
    expect(within(zoeRow).getByText('Zoë Zandvoort')).toBeTruthy();
    expect((within(zoeRow).getByRole('switch', { name: 'Manage Agreements for Zoë Zandvoort' }) as HTMLInputElement).checked).toBe(true);
    expect((within(zoeRow).getByRole('switch', { name: 'Manage account for Zoë Zandvoort' }) as HTMLInputElement).checked).toBe(false);
    // Manage account implies manage employees: that switch is on and cannot be turned off alone.
    const annaEmployees = within(screen.getByTestId('employee-3')).getByRole('switch', { name: 'Manage employees for Anna Bakker' }) as HTMLInputElement;
    expect(annaEmployees.checked).toBe(true);
    expect(annaEmployees.disabled).toBe(true);
    // The tabs of the area.
    expect(screen.getByRole('tab', { name: 'Company' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My team', selected: true })).toBeTruthy();
  });

  it('saves a change at once with PUT {employee: {flag}} and says so', async () => {
    const { calls, user } = show(<MyTeamPage />, '/account/my-company/my-team', (call) =>
      call.method === 'PUT' ? { status: 200, body: { employee: { ...zoe, can_view_job_posts: true } } } : undefined,
    );
    await user.click(await screen.findByRole('switch', { name: 'View jobs for Zoë Zandvoort' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/organisation/employees/4');
    expect(put.body).toEqual({ employee: { can_view_job_posts: true } });
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Permissions of Zoë Zandvoort saved'));
    expect((screen.getByRole('switch', { name: 'View jobs for Zoë Zandvoort' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the last-manager 409 as its message and keeps the switch as it was', async () => {
    const message = 'This is the last person who can manage the account. Let someone else manage the account first.';
    const { user } = show(<MyTeamPage />, '/account/my-company/my-team', (call) =>
      call.method === 'PUT' ? { status: 409, body: { statusCode: 409, error: message } } : undefined,
    );
    const own = await screen.findByRole('switch', { name: 'Manage account for Anna Bakker' });
    await user.click(own);
    expect((await screen.findByTestId('team-problem')).textContent).toContain(message);
    expect((own as HTMLInputElement).checked).toBe(true);
  });

  it('shows the 409 in German when the interface is German', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces(['team', 'messages']);
    try {
      const { user } = show(<MyTeamPage />, '/account/my-company/my-team', (call) =>
        call.method === 'PUT'
          ? { status: 409, body: { statusCode: 409, error: 'This is the last person who can manage the account. Let someone else manage the account first.' } }
          : undefined,
      );
      await user.click(await screen.findByRole('switch', { name: 'Konto verwalten für Anna Bakker' }));
      expect((await screen.findByTestId('team-problem')).textContent).toContain('Dies ist die letzte Person, die das Konto verwalten kann.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('removes an employee after a confirmation', async () => {
    const { calls, user } = show(<MyTeamPage />, '/account/my-company/my-team', (call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Remove Zoë Zandvoort' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Remove from the team' }));
    await waitFor(() => expect(screen.queryByTestId('employee-4')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/organisation/employees/4');
  });

  it('lets an employees manager change flags but not Manage account, nor remove an account manager', async () => {
    auth = authWith({ can_manage_employees: true });
    storeAuth(auth);
    show(<MyTeamPage />, '/account/my-company/my-team');
    const accountSwitch = (await screen.findByRole('switch', { name: 'Manage account for Zoë Zandvoort' })) as HTMLInputElement;
    expect(accountSwitch.disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'View jobs for Zoë Zandvoort' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Remove Anna Bakker' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove Zoë Zandvoort' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('My Company: the company form', () => {
  it('shows the profile and saves name and industry with PUT {company}', async () => {
    const { calls, user } = show(<MyCompanyPage />, '/account/my-company', (call) =>
      call.method === 'PUT' ? { status: 200, body: { company: { ...company, name: 'Brightpath Holding', industry: { name: 'Staffing and Recruiting' } } } } : undefined,
    );
    const name = (await screen.findByLabelText(/Company name/)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Brightpath Recruitment'));
    expect((screen.getByTestId('company-industry') as HTMLInputElement).value).toBe('Staffing and Recruiting');
    await user.clear(name);
    await user.type(name, 'Brightpath Holding');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ company: { name: 'Brightpath Holding', industry: 'Staffing and Recruiting' } });
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Company profile saved'));
  });

  it('refuses an empty name before sending, and shows a 422 on its field', async () => {
    const { calls, user } = show(<MyCompanyPage />, '/account/my-company', (call) =>
      call.method === 'PUT' ? { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'company.industry': ['Choose an industry from the list.'] } } } : undefined,
    );
    const name = (await screen.findByLabelText(/Company name/)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Brightpath Recruitment'));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(name, 'Brightpath');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose an industry from the list.')).toBeTruthy();
  });

  it('uploads a chosen logo at once (multipart, upload marker), shows it, and shows a refusal as its message', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = show(<MyCompanyPage />, '/account/my-company');
    await screen.findByTestId('company-form');
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input(), new File(['not a picture'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].url).toBe('/api/organisation/company/logo');
    expect(FakeXhr.sent[0].headers['X-Upload']).toBe('1');
    expect((FakeXhr.sent[0].body as FormData).get('file')).toBeInstanceOf(File);
    const message = 'This file is not a PNG or JPEG image. Upload the logo as a PNG or JPEG image.';
    FakeXhr.sent[0].respond(422, { statusCode: 422, error: message, errors: { file: [message] } });
    expect((await screen.findByTestId('company-logo-error')).textContent).toBe(message);

    await user.upload(input(), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const logoUrl = '/api/company_logos/1/' + 'a'.repeat(64) + '.png';
    FakeXhr.sent[1].respond(200, { company: { ...company, logo_url: logoUrl } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo of Brightpath Recruitment' }).getAttribute('src')).toBe(logoUrl));
    expect(screen.queryByTestId('company-logo-error')).toBeNull();
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Logo saved');
  });

  it('is read only for an employee who may not manage the account, and hides My team from those who may not manage employees', async () => {
    auth = authWith({ can_manage_agreements: true });
    storeAuth(auth);
    show(<MyCompanyPage />, '/account/my-company');
    const readOnly = await screen.findByTestId('company-readonly');
    expect(within(readOnly).getByText('Brightpath Recruitment')).toBeTruthy();
    expect(within(readOnly).getByText('Staffing and Recruiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'My team' })).toBeNull();
  });
});
