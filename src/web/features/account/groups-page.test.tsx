import { MemoryRouter } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Association } from '../../../shared/schemas/associations.js';
import { i18next } from '../../lib/i18n.js';
import * as toasts from '../../lib/toast.js';
import { renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { FakeXhr } from '../../test-xhr.js';
import { GroupsPage } from './pages.js';

const LOGO = '/api/organisation/associations/4/logo?expires=1790000000&signature=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const GUILD: Association = { id: 4, company_name: 'Logistics Guild', logo_url: LOGO, cv_count: 2 };
const CLUB: Association = { id: 5, company_name: 'Tech Club', logo_url: null, cv_count: 0 };

function serve(initial: Association[]) {
  let groups = initial;
  const stub = stubFetch((call: StubbedCall) => {
    if (call.url === '/api/organisation/associations' && call.method === 'GET') return { status: 200, body: { associations: groups } };
    const one = /^\/api\/organisation\/associations\/(\d+)$/.exec(call.url);
    if (one && call.method === 'PUT') {
      groups = groups.map((g) => (g.id === Number(one[1]) ? { ...g, company_name: (call.body as { association: { company_name: string } }).association.company_name } : g));
      return { status: 200, body: groups.find((g) => g.id === Number(one[1])) };
    }
    if (one && call.method === 'DELETE') {
      groups = groups.filter((g) => g.id !== Number(one[1]));
      return { status: 204 };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  return { ...stub, add: (group: Association) => (groups = [...groups, group]) };
}

const png = (name: string, bytes = 4) => new File([new Uint8Array(bytes).fill(0x89)], name, { type: 'image/png' });

beforeAll(async () => {
  await i18next.loadNamespaces(['groups', 'messages']);
});
beforeEach(() => {
  startAsEmployee();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('GroupsPage (/account/groups)', () => {
  it('lists the groups with their logos and CV counts', async () => {
    serve([GUILD, CLUB]);
    renderWithProviders(<MemoryRouter><GroupsPage /></MemoryRouter>);
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(2));
    const [guild, club] = screen.getAllByTestId('group-row');
    expect(within(guild).getByText('Logistics Guild')).toBeTruthy();
    expect(within(guild).getByText('2 CVs')).toBeTruthy();
    expect(within(guild).getByRole('img', { name: 'Logo of Logistics Guild' }).getAttribute('src')).toBe(LOGO);
    expect(within(club).getByText('0 CVs')).toBeTruthy();
    // Without a logo: the initials stand in.
    expect(within(club).queryByRole('img')).toBeNull();
    expect(within(club).getByText('TC')).toBeTruthy();
  });

  it('says so when there are no groups yet', async () => {
    serve([]);
    renderWithProviders(<MemoryRouter><GroupsPage /></MemoryRouter>);
    expect(await screen.findByText('No groups yet')).toBeTruthy();
  });

  it('creates a group with a logo as a marked upload, and shows the server’s refusal of the logo beside it, translated', async () => {
    const api = serve([CLUB]);
    const user = userEvent.setup();
    renderWithProviders(<MemoryRouter><GroupsPage /></MemoryRouter>);
    await screen.findByTestId('group-row');
    await user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    expect(within(dialog).getByText('A PNG or JPEG image of at most 2 MB.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Port Guild');
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, png('guild.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/organisation/associations');
    expect(first.headers['X-Upload']).toBe('1');
    expect(first.json).toEqual({ association: { company_name: 'Port Guild', logo: 'data:image/png;base64,iYmJiQ==' } });
    const message = 'The logo is damaged or holds more than a picture. Save it again as PNG or JPEG and upload it again.';
    await i18next.changeLanguage('de');
    first.respond(422, { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'association.logo': [message] } });
    expect(await within(dialog).findByText('Das Logo ist beschädigt oder enthält mehr als ein Bild. Speichern Sie es erneut als PNG oder JPEG und laden Sie es noch einmal hoch.')).toBeTruthy();
    await i18next.changeLanguage('en');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const created: Association = { id: 9, company_name: 'Port Guild', logo_url: LOGO, cv_count: 0 };
    api.add(created);
    FakeXhr.sent[1].respond(201, created);
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(2));
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Group Port Guild was created.');
  });

  it('refuses a logo of another type or over 2 MB before sending, and a name taken (422) under the name', async () => {
    serve([]);
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<MemoryRouter><GroupsPage /></MemoryRouter>);
    await screen.findByText('No groups yet');
    await user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Logistics Guild');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The logo must be a PNG or JPEG image.')).toBeTruthy();
    await user.upload(input, png('huge.png', 2 * 1024 * 1024 + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The logo may be at most 2 MB.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(input, png('fine.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(422, { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'association.company_name': ['A group with this name already exists.'] } });
    expect(await within(dialog).findByText('A group with this name already exists.')).toBeTruthy();
  });

  it('renames a group (a plain PUT, the logo stays) and deletes one after a confirmation naming its CVs', async () => {
    const api = serve([GUILD, CLUB]);
    const user = userEvent.setup();
    renderWithProviders(<MemoryRouter><GroupsPage /></MemoryRouter>);
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Edit Logistics Guild' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    expect(within(dialog).getByText('The logo stays as it is; only the name can be changed here.')).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Benelux Logistics Guild');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Benelux Logistics Guild')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/organisation/associations/4', body: { association: { company_name: 'Benelux Logistics Guild' } } });
    expect(FakeXhr.sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Benelux Logistics Guild' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(within(confirm).getByText('Delete the group Benelux Logistics Guild? Its 2 CVs leave the group and can no longer be found by it.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(1));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/organisation/associations/4')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete Tech Club' }));
    expect(await screen.findByText('Delete the group Tech Club? No CV is in it.')).toBeTruthy();
  });
});
