import { MemoryRouter } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmployeeSummary, Team } from '../../../shared/schemas/agreements.js';
import { i18next } from '../../lib/i18n.js';
import * as toasts from '../../lib/toast.js';
import { renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { TeamsPage } from './pages.js';

const TEMPLATES = [
  { id: 1, key: 'classic', name: 'Classic with sidebar', token: 'a'.repeat(24), css_url: null, preview_image_url: null },
  { id: 2, key: 'modern', name: 'Modern single column', token: 'b'.repeat(24), css_url: null, preview_image_url: null },
];
const ZOE: EmployeeSummary = { id: 31, name: 'Zoë Zandvoort', email: 'zoe@demo.test' };
const MILAN: EmployeeSummary = { id: 32, name: 'Milan de Wit', email: 'milan@demo.test' };

/** A small teams API with state: what the page changes, it reads back. */
function serve(initial: Team[], members: Record<number, EmployeeSummary[]> = {}, own: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  let teams = initial.map((t) => ({ ...t }));
  const stub = stubFetch((call: StubbedCall) => {
    const answer = own(call);
    if (answer) return answer;
    const url = new URL(call.url, 'http://x');
    const path = url.pathname;
    if (path === '/api/templates') return { status: 200, body: { templates: TEMPLATES } };
    if (path === '/api/organisation/teams' && call.method === 'GET') return { status: 200, body: { teams } };
    if (path === '/api/organisation/teams' && call.method === 'POST') {
      const name = (call.body as { team: { name: string } }).team.name.trim();
      if (teams.some((t) => t.name.toLowerCase() === name.toLowerCase())) {
        return { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'team.name': ['A team with this name already exists.'] } } };
      }
      const team = { id: 100 + teams.length, name, template_ids: [], member_count: 0 };
      teams = [...teams, team];
      return { status: 201, body: team };
    }
    const one = /^\/api\/organisation\/teams\/(\d+)$/.exec(path);
    if (one && call.method === 'PUT') {
      teams = teams.map((t) => (t.id === Number(one[1]) ? { ...t, name: (call.body as { team: { name: string } }).team.name } : t));
      return { status: 200, body: teams.find((t) => t.id === Number(one[1])) };
    }
    if (one && call.method === 'DELETE') {
      teams = teams.filter((t) => t.id !== Number(one[1]));
      return { status: 204 };
    }
    if (path === '/api/organisation/team_members') return { status: 200, body: { employees: members[Number(url.searchParams.get('team_id'))] ?? [] } };
    const search = /^\/api\/organisation\/teams\/(\d+)\/employees_search$/.exec(path);
    if (search) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const inTeam = new Set((members[Number(search[1])] ?? []).map((e) => e.id));
      return { status: 200, body: { employees: [ZOE, MILAN].filter((e) => !inTeam.has(e.id) && (e.name.toLowerCase().includes(q) || e.email.includes(q))) } };
    }
    const change = /^\/api\/organisation\/teams\/(\d+)\/employees_(add|remove)$/.exec(path);
    if (change) {
      const id = Number(change[1]);
      const ids = (call.body as { ids: number[] }).ids;
      const now = members[id] ?? [];
      members[id] = change[2] === 'add' ? [...now, ...[ZOE, MILAN].filter((e) => ids.includes(e.id))] : now.filter((e) => !ids.includes(e.id));
      teams = teams.map((t) => (t.id === id ? { ...t, member_count: members[id].length } : t));
      return { status: 200, body: { team: teams.find((t) => t.id === id) } };
    }
    const assignment = /^\/api\/organisation\/teams\/(assign|unassign)_templates$/.exec(path);
    if (assignment) {
      const { team_ids, template_ids } = call.body as { team_ids: number[]; template_ids: number[] };
      teams = teams.map((t) =>
        team_ids.includes(t.id)
          ? { ...t, template_ids: assignment[1] === 'assign' ? [...new Set([...t.template_ids, ...template_ids])].sort() : t.template_ids.filter((x) => !template_ids.includes(x)) }
          : t,
      );
      return { status: 200, body: { teams: teams.filter((t) => team_ids.includes(t.id)) } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  return stub;
}

const AMSTERDAM: Team = { id: 7, name: 'Amsterdam recruiters', template_ids: [1], member_count: 1 };
const UTRECHT: Team = { id: 8, name: 'Utrecht desk', template_ids: [], member_count: 0 };

beforeAll(async () => {
  await i18next.loadNamespaces(['teams', 'messages']);
});
beforeEach(() => startAsEmployee());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('TeamsPage (/account/my-company/teams)', () => {
  it('lists the teams with their member and template counts and shows the first team’s members and templates', async () => {
    serve([AMSTERDAM, UTRECHT], { 7: [MILAN] });
    renderWithProviders(<MemoryRouter><TeamsPage /></MemoryRouter>);
    await waitFor(() => expect(screen.getAllByTestId('team-row')).toHaveLength(2));
    expect(screen.getAllByTestId('team-row').map((r) => r.textContent)).toEqual(['Amsterdam recruiters1 member1 template', 'Utrecht desk0 members0 templates']);
    const detail = screen.getByTestId('team-detail');
    expect(within(detail).getByRole('heading', { name: 'Amsterdam recruiters' })).toBeTruthy();
    expect(await within(detail).findByText('Milan de Wit')).toBeTruthy();
    expect((within(detail).getByRole('checkbox', { name: 'Classic with sidebar' }) as HTMLInputElement).checked).toBe(true);
    expect((within(detail).getByRole('checkbox', { name: 'Modern single column' }) as HTMLInputElement).checked).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Utrecht desk' }));
    expect(await within(screen.getByTestId('team-detail')).findByText('This team has no members yet.')).toBeTruthy();
  });

  it('says so when there are no teams yet', async () => {
    serve([]);
    renderWithProviders(<MemoryRouter><TeamsPage /></MemoryRouter>);
    expect(await screen.findByText('No teams yet')).toBeTruthy();
    expect(screen.getByText('Create a team, add its members and choose the templates they may apply.')).toBeTruthy();
  });

  it('creates a team, and shows the server’s 422 on the name (a name taken in another case) in the interface language', async () => {
    const api = serve([AMSTERDAM]);
    const user = userEvent.setup();
    renderWithProviders(<MemoryRouter><TeamsPage /></MemoryRouter>);
    await screen.findByTestId('team-detail');
    await user.click(screen.getByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    // Required, checked before sending.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'amsterdam RECRUITERS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A team with this name already exists.')).toBeTruthy();

    await i18next.changeLanguage('de');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Amsterdam recruiters');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Ein Team mit diesem Namen gibt es bereits.')).toBeTruthy();
    await i18next.changeLanguage('en');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rotterdam desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByTestId('team-row')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'POST' && c.url === '/api/organisation/teams').map((c) => c.body)).toContainEqual({ team: { name: 'Rotterdam desk' } });
    // The new team is the one shown.
    expect(await within(screen.getByTestId('team-detail')).findByRole('heading', { name: 'Rotterdam desk' })).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Team Rotterdam desk was created.');
  });

  it('renames and deletes a team after a confirmation', async () => {
    const api = serve([AMSTERDAM, UTRECHT]);
    const user = userEvent.setup();
    renderWithProviders(<MemoryRouter><TeamsPage /></MemoryRouter>);
    const detail = await screen.findByTestId('team-detail');
    await user.click(within(detail).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename team' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Amsterdam recruiters');
    await user.clear(name);
    await user.type(name, 'Amsterdam office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Amsterdam office' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.url).toBe('/api/organisation/teams/7');

    await user.click(within(screen.getByTestId('team-detail')).getByRole('button', { name: 'Delete team' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete team' });
    expect(within(confirm).getByText('Delete the team Amsterdam office? Its members stay employees, but lose the templates only this team gave them.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('team-row')).toHaveLength(1));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/organisation/teams/7')).toBe(true);
    expect(within(screen.getByTestId('team-detail')).getByRole('heading', { name: 'Utrecht desk' })).toBeTruthy();
  });

  it('adds a member found by the search, removes one, and assigns and unassigns templates', async () => {
    const api = serve([AMSTERDAM], { 7: [MILAN] });
    const user = userEvent.setup();
    renderWithProviders(<MemoryRouter><TeamsPage /></MemoryRouter>);
    const detail = await screen.findByTestId('team-detail');
    await within(detail).findByText('Milan de Wit');
    await user.type(within(detail).getByLabelText('Add a member'), 'zand');
    const option = await screen.findByRole('option', { name: 'Zoë Zandvoort · zoe@demo.test', hidden: true }, { timeout: 2000 });
    expect(api.calls.some((c) => c.url === '/api/organisation/teams/7/employees_search?q=zand')).toBe(true);
    await user.click(option);
    expect(await within(detail).findByText('Zoë Zandvoort')).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('/employees_add'))?.body).toEqual({ ids: [31] });
    await waitFor(() => expect(screen.getAllByTestId('team-row')[0].textContent).toContain('2 members'));

    await user.click(within(detail).getByRole('button', { name: 'Remove Milan de Wit from the team' }));
    await waitFor(() => expect(within(detail).queryByText('Milan de Wit')).toBeNull());
    expect(api.calls.find((c) => c.url.endsWith('/employees_remove'))?.body).toEqual({ ids: [32] });

    await user.click(within(detail).getByRole('checkbox', { name: 'Modern single column' }));
    await waitFor(() => expect((within(detail).getByRole('checkbox', { name: 'Modern single column' }) as HTMLInputElement).checked).toBe(true));
    expect(api.calls.find((c) => c.url === '/api/organisation/teams/assign_templates')?.body).toEqual({ team_ids: [7], template_ids: [2] });
    await user.click(within(detail).getByRole('checkbox', { name: 'Classic with sidebar' }));
    await waitFor(() => expect((within(detail).getByRole('checkbox', { name: 'Classic with sidebar' }) as HTMLInputElement).checked).toBe(false));
    expect(api.calls.find((c) => c.url === '/api/organisation/teams/unassign_templates')?.body).toEqual({ team_ids: [7], template_ids: [1] });
    expect(screen.getAllByTestId('team-row')[0].textContent).toContain('1 template');
  });

  it('says in a toast, in the interface language, when a change is refused (the team was deleted meanwhile)', async () => {
    serve([AMSTERDAM], { 7: [MILAN] }, (call) =>
      call.url.endsWith('/employees_remove') ? { status: 404, body: { statusCode: 404, error: 'This team does not exist.' } } : undefined,
    );
    renderWithProviders(<MemoryRouter><TeamsPage /></MemoryRouter>);
    const detail = await screen.findByTestId('team-detail');
    await within(detail).findByText('Milan de Wit');
    await i18next.changeLanguage('de');
    await userEvent.setup().click(within(detail).getByRole('button', { name: 'Milan de Wit aus dem Team entfernen' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'Dieses Team existiert nicht.'));
    expect(within(detail).getByText('Milan de Wit')).toBeTruthy();
  });
});
