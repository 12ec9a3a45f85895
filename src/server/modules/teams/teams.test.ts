import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let recruiter: string;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = (await createRecruiter(t)).jwt;
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { jwt?: string; host?: string; payload?: unknown } = {}) =>
  t.app.inject({ method, url: `/api${path}`, headers: bearer(options.jwt ?? recruiter, options.host ?? DEMO), payload: options.payload as object });

describe('GET /templates', () => {
  it('answers the templates of the user’s teams with show_my=true, and all of the organisation without', async () => {
    const mine = await call('GET', '/templates?show_my=true');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().templates.map((x: { key: string; name: string }) => [x.key, x.name])).toEqual([
      ['classic', 'Classic with sidebar'],
      ['modern', 'Modern single column'],
      ['executive', 'Executive compact'],
    ]);
    expect(mine.json().templates[0]).toEqual({ id: expect.any(Number), key: 'classic', name: 'Classic with sidebar', token: expect.stringMatching(/^[0-9a-f]{24}$/), css_url: null, preview_image_url: null });
    const loner = await createEmployee(t, { permissions: { canManageAgreements: true } });
    expect((await call('GET', '/templates?show_my=true', { jwt: loner.jwt })).json().templates).toEqual([]);
    expect((await call('GET', '/templates', { jwt: loner.jwt })).json().templates).toHaveLength(3);
    // Each organisation has its own.
    const { jwt: acme } = await createRecruiter(t, { subdomain: 'acme' });
    const acmeIds = (await call('GET', '/templates', { jwt: acme, host: ACME })).json().templates.map((x: { id: number }) => x.id);
    expect(acmeIds).not.toContain(mine.json().templates[0].id);
    expect((await call('GET', '/templates', { jwt: (await createClient(t)).jwt })).statusCode).toBe(403);
  });
});

describe('teams', () => {
  it('lists the account’s teams with their templates and members', async () => {
    const manager = await createEmployee(t, { permissions: { canManageEmployees: true }, team: 'Amsterdam recruiters' });
    const res = await call('GET', '/organisation/teams', { jwt: manager.jwt });
    expect(res.statusCode).toBe(200);
    const team = res.json().teams.find((x: { id: number }) => x.id === manager.teamId);
    expect(team).toEqual({ id: manager.teamId, name: 'Amsterdam recruiters', template_ids: expect.any(Array), member_count: 1 });
    expect(team.template_ids).toHaveLength(3);
  });

  it('creates and renames a team, adds and removes members, assigns and unassigns templates', async () => {
    const created = await call('POST', '/organisation/teams', { payload: { team: { name: 'Rotterdam desk' } } });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team).toEqual({ id: expect.any(Number), name: 'Rotterdam desk', template_ids: [], member_count: 0 });
    expect((await call('PUT', `/organisation/teams/${team.id}`, { payload: { team: { name: 'Rotterdam office' } } })).json().name).toBe('Rotterdam office');
    expect((await call('POST', '/organisation/teams', { payload: { team: { name: ' ' } } })).json().errors['team.name']).toEqual(['Name is required.']);

    const zoe = await createEmployee(t, { permissions: { canManageAgreements: true }, firstName: 'Zoë', lastName: 'Zandvoort' });
    const search = await call('GET', `/organisation/teams/${team.id}/employees_search?q=zandv`);
    expect(search.json()).toEqual({ employees: [{ id: zoe.employeeId, name: 'Zoë Zandvoort', email: zoe.email }] });
    expect((await call('GET', `/organisation/teams/${team.id}/employees_search?q=${encodeURIComponent(zoe.email)}`)).json().employees).toHaveLength(1);

    const added = await call('POST', `/organisation/teams/${team.id}/employees_add`, { payload: { ids: [zoe.employeeId] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().team.member_count).toBe(1);
    expect((await call('GET', `/organisation/team_members?team_id=${team.id}`)).json()).toEqual({ employees: [{ id: zoe.employeeId, name: 'Zoë Zandvoort', email: zoe.email }] });
    // A member is no longer found by the search.
    expect((await call('GET', `/organisation/teams/${team.id}/employees_search?q=zandv`)).json().employees).toEqual([]);

    const templates = (await call('GET', '/templates')).json().templates as { id: number; key: string }[];
    const modern = templates.find((x) => x.key === 'modern')!;
    const assigned = await call('POST', '/organisation/teams/assign_templates', { payload: { team_ids: [team.id], template_ids: [modern.id] } });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().teams).toEqual([{ id: team.id, name: 'Rotterdam office', template_ids: [modern.id], member_count: 1 }]);
    // The member now sees the template among theirs.
    expect((await call('GET', '/templates?show_my=true', { jwt: zoe.jwt })).json().templates.map((x: { key: string }) => x.key)).toEqual(['modern']);
    expect((await call('POST', '/organisation/teams/assign_templates', { payload: { team_ids: [team.id], template_ids: [modern.id] } })).statusCode).toBe(200);

    const unassigned = await call('POST', '/organisation/teams/unassign_templates', { payload: { team_ids: [team.id], template_ids: [modern.id] } });
    expect(unassigned.json().teams[0].template_ids).toEqual([]);
    const removed = await call('POST', `/organisation/teams/${team.id}/employees_remove`, { payload: { ids: [zoe.employeeId] } });
    expect(removed.json().team.member_count).toBe(0);
  });

  it('refuses unknown employees (422), teams and templates (404), and other organisations’ ones', async () => {
    const team = (await call('POST', '/organisation/teams', { payload: { team: { name: 'Utrecht' } } })).json();
    const { jwt: acme, teamId: acmeTeamId } = await createRecruiter(t, { subdomain: 'acme' });
    const acmeTeams = (await call('GET', '/organisation/teams', { jwt: acme, host: ACME })).json().teams;
    const acmeTeam = acmeTeams.find((x: { id: number }) => x.id === acmeTeamId);
    const acmeTemplate = (await call('GET', '/templates', { jwt: acme, host: ACME })).json().templates[0];
    const [demoTemplate] = (await call('GET', '/templates')).json().templates;
    expect((await call('POST', `/organisation/teams/${team.id}/employees_add`, { payload: { ids: [999999] } })).statusCode).toBe(422);
    expect((await call('PUT', `/organisation/teams/${acmeTeam.id}`, { payload: { team: { name: 'Mine now' } } })).statusCode).toBe(404);
    expect((await call('GET', `/organisation/team_members?team_id=${acmeTeam.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/organisation/teams/${acmeTeam.id}/employees_search`)).statusCode).toBe(404);
    expect((await call('POST', '/organisation/teams/assign_templates', { payload: { team_ids: [team.id], template_ids: [acmeTemplate.id] } })).statusCode).toBe(404);
    expect((await call('POST', '/organisation/teams/assign_templates', { payload: { team_ids: [acmeTeam.id], template_ids: [demoTemplate.id] } })).statusCode).toBe(404);
    expect((await call('GET', '/organisation/teams', { jwt: acme, host: ACME })).json().teams).toEqual(acmeTeams);
  });

  it('team management needs can_manage_employees (403)', async () => {
    const manager = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const res = await call('POST', '/organisation/teams', { jwt: manager.jwt, payload: { team: { name: 'Nope' } } });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/organisation/teams', { jwt: manager.jwt })).statusCode).toBe(403);
    expect((await call('POST', '/organisation/teams/assign_templates', { jwt: manager.jwt, payload: { team_ids: [1], template_ids: [1] } })).statusCode).toBe(403);
    const candidate = await createCandidate(t);
    expect((await call('GET', '/organisation/teams', { jwt: candidate.jwt })).statusCode).toBe(403);
  });

  it('whoever manages teams may read the organisation’s templates to assign them (canListTemplates), without managing CVs', async () => {
    const teamsOnly = await createEmployee(t, { permissions: { canManageEmployees: true } });
    const res = await call('GET', '/templates', { jwt: teamsOnly.jwt });
    expect(res.statusCode).toBe(200);
    expect(res.json().templates).toHaveLength(3);
    const neither = await createEmployee(t, { permissions: { canManageJobPosts: true } });
    expect((await call('GET', '/templates', { jwt: neither.jwt })).statusCode).toBe(403);
  });
});

describe('teams: names, deleting, the guard of every route (issue 14)', () => {
  it('keeps team names unique in the account whatever the case (422), at most 200 characters', async () => {
    expect((await call('POST', '/organisation/teams', { payload: { team: { name: 'Eindhoven' } } })).statusCode).toBe(201);
    const twice = await call('POST', '/organisation/teams', { payload: { team: { name: ' eindhoven ' } } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['team.name']).toEqual(['A team with this name already exists.']);
    const other = (await call('POST', '/organisation/teams', { payload: { team: { name: 'Breda' } } })).json();
    expect((await call('PUT', `/organisation/teams/${other.id}`, { payload: { team: { name: 'EINDHOVEN' } } })).statusCode).toBe(422);
    expect((await call('PUT', `/organisation/teams/${other.id}`, { payload: { team: { name: 'BREDA' } } })).json().name).toBe('BREDA');
    expect((await call('POST', '/organisation/teams', { payload: { team: { name: 'x'.repeat(201) } } })).statusCode).toBe(422);
    // Another organisation may have a team of the same name.
    const { jwt: acme } = await createRecruiter(t, { subdomain: 'acme' });
    expect((await call('POST', '/organisation/teams', { jwt: acme, host: ACME, payload: { team: { name: 'Eindhoven' } } })).statusCode).toBe(201);
  });

  it('deletes a team: its members lose the templates only it gave them; another organisation’s team is 404', async () => {
    const team = (await call('POST', '/organisation/teams', { payload: { team: { name: 'Groningen' } } })).json();
    const member = await createEmployee(t, { permissions: { canManageAgreements: true } });
    await call('POST', `/organisation/teams/${team.id}/employees_add`, { payload: { ids: [member.employeeId] } });
    const [classic] = (await call('GET', '/templates')).json().templates;
    await call('POST', '/organisation/teams/assign_templates', { payload: { team_ids: [team.id], template_ids: [classic.id] } });
    expect((await call('GET', '/templates?show_my=true', { jwt: member.jwt })).json().templates).toHaveLength(1);

    const { jwt: acme } = await createRecruiter(t, { subdomain: 'acme' });
    expect((await call('DELETE', `/organisation/teams/${team.id}`, { jwt: acme, host: ACME })).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/teams/${team.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/organisation/teams')).json().teams.map((x: { id: number }) => x.id)).not.toContain(team.id);
    expect((await call('GET', '/templates?show_my=true', { jwt: member.jwt })).json().templates).toEqual([]);
    expect((await call('DELETE', `/organisation/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/organisation/team_members?team_id=${team.id}`)).statusCode).toBe(404);
  });

  it('every team route needs can_manage_employees or can_manage_account (canManageTeam)', async () => {
    const team = (await call('POST', '/organisation/teams', { payload: { team: { name: 'Permission table' } } })).json();
    const accountManager = await createEmployee(t, { permissions: { canManageAccount: true } });
    const employeeManager = await createEmployee(t, { permissions: { canManageEmployees: true } });
    const cvManager = await createEmployee(t, { permissions: { canManageAgreements: true, canManageAssociations: true, canManageJobPosts: true } });
    const client = await createClient(t);
    const candidate = await createCandidate(t);
    const viewers: [string, string | null, number][] = [
      ['can_manage_account', accountManager.jwt, 200],
      ['can_manage_employees', employeeManager.jwt, 200],
      ['every other permission', cvManager.jwt, 403],
      ['marketplace client', client.jwt, 403],
      ['candidate', candidate.jwt, 403],
      ['nobody signed in', null, 401],
    ];
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['list', 'GET', '/organisation/teams'],
      ['create', 'POST', '/organisation/teams', { team: { name: 'T' } }],
      ['rename', 'PUT', `/organisation/teams/${team.id}`, { team: { name: 'Permission table' } }],
      ['search employees', 'GET', `/organisation/teams/${team.id}/employees_search?q=a`],
      ['add members', 'POST', `/organisation/teams/${team.id}/employees_add`, { ids: [employeeManager.employeeId] }],
      ['remove members', 'POST', `/organisation/teams/${team.id}/employees_remove`, { ids: [employeeManager.employeeId] }],
      ['assign templates', 'POST', '/organisation/teams/assign_templates', { team_ids: [team.id], template_ids: [(await call('GET', '/templates')).json().templates[0].id] }],
      ['unassign templates', 'POST', '/organisation/teams/unassign_templates', { team_ids: [team.id], template_ids: [(await call('GET', '/templates')).json().templates[0].id] }],
      ['members', 'GET', `/organisation/team_members?team_id=${team.id}`],
    ];
    let n = 0;
    for (const [name, method, path, payload] of routes) {
      for (const [who, jwt, expected] of viewers) {
        // Each allowed create needs a name of its own.
        const body = name === 'create' ? { team: { name: `Created by ${who}` } } : payload;
        const res = await t.app.inject({ method, url: `/api${path}`, headers: jwt ? bearer(jwt, DEMO) : { host: DEMO }, payload: body as object });
        expect(res.statusCode < 300 ? 200 : res.statusCode, `${name} by ${who}`).toBe(expected);
        n++;
      }
    }
    for (const [who, jwt, expected] of viewers) {
      const target = (await call('POST', '/organisation/teams', { payload: { team: { name: `Deleted by ${who}` } } })).json().id;
      const res = await t.app.inject({ method: 'DELETE', url: `/api/organisation/teams/${target}`, headers: jwt ? bearer(jwt, DEMO) : { host: DEMO } });
      expect(res.statusCode < 300 ? 200 : res.statusCode, `delete by ${who}`).toBe(expected);
    }
    expect(n).toBe(routes.length * viewers.length);
  });
});
