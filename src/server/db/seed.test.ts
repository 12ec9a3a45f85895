/**
 * The demo data as a feature: the sign-ins README documents work with the documented roles, the demo
 * agency has its team and the demo CVs, and seeding twice adds nothing. The only API tests that sign
 * in as seeded users; every other test makes its own people with `src/server/test/factories.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { bearer, createTestApp, type TestApp } from '../test/helper.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

const login = (email: string, host = DEMO, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host }, payload: { user: { email, password } } });
const get = (url: string, jwt: string, host = DEMO) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(jwt, host) });

describe('the documented demo sign-ins', () => {
  it('README names every demo user and the demo password', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(readme).toContain(`Every demo user's password is \`${DEMO_PASSWORD}\`.`);
    for (const { email } of DEMO_USERS) expect(readme).toContain(`| \`${email}\` |`);
  });

  it('every demo user signs in at their organisation with the demo password', async () => {
    for (const { email, organisation } of DEMO_USERS) {
      const res = await login(email, `${organisation}.localhost:3000`);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().user.email).toBe(email);
    }
  });

  it('admin@demo.test is an administrator without an account', async () => {
    const body = (await login('admin@demo.test')).json();
    expect(body.user.admin).toBe(true);
    expect(body.account).toBeNull();
  });

  it('recruiter@demo.test is an employee of the demo agency with every permission', async () => {
    const body = (await login('recruiter@demo.test')).json();
    expect(body.account).toMatchObject({ name: 'Brightpath Amsterdam', isClient: false });
    expect(body.employee).toMatchObject({
      can_manage_account: true,
      can_manage_employees: true,
      can_manage_job_posts: true,
      can_view_job_posts: true,
      can_manage_associations: true,
      can_manage_agreements: true,
      can_delete_agreements: true,
    });
  });

  it('client@demo.test is a user of a client company on the marketplace', async () => {
    const body = (await login('client@demo.test')).json();
    expect(body.employee).toBeNull();
    const company = body.accounts.find((a: { isClient: boolean }) => a.isClient);
    expect(company).toMatchObject({ name: 'Northwind Logistics', marketplace: true });
    expect(company.employee).toMatchObject({ can_view_job_posts: true, can_manage_job_posts: true });
  });

  it('candidate@demo.test is a candidate with a profile, terms agreed', async () => {
    const body = (await login('candidate@demo.test')).json();
    expect(body.user.agreedWithTermsAndConditions).toBe(true);
    expect(body.profile).toMatchObject({ first_name: 'Daan', last_name: 'Bakker', state: 'active' });
    expect(body.account).toBeNull();
  });

  it('recruiter@acme.test signs in only at acme', async () => {
    expect((await login('recruiter@acme.test', DEMO)).statusCode).toBe(401);
    expect((await login('recruiter@acme.test', ACME)).statusCode).toBe(200);
  });
});

describe('the demo agency', () => {
  it('has the recruiter’s team holding every template', async () => {
    const jwt = await t.signIn('recruiter@demo.test', { password: DEMO_PASSWORD });
    const res = await get('/organisation/teams', jwt);
    expect(res.json().teams).toEqual([{ id: expect.any(Number), name: 'Amsterdam recruiters', template_ids: expect.any(Array), member_count: 1 }]);
    expect(res.json().teams[0].template_ids).toHaveLength(3);
    expect((await get('/templates?show_my=true', jwt)).json().templates.map((x: { key: string }) => x.key)).toEqual(['classic', 'modern', 'executive']);
  });

  it('has the demo CVs, newest first, each with a template; seeding again adds nothing', async () => {
    const jwt = await t.signIn('recruiter@demo.test', { password: DEMO_PASSWORD });
    const list = (await get('/organisation/agreements?per_page=100', jwt)).json();
    expect(list.pagination.total_count).toBe(DEMO_CVS.length);
    expect(list.agreements[0].name).toBe(`${DEMO_CVS[0].first_name} ${DEMO_CVS[0].last_name}`);
    const first = (await get(`/organisation/agreements/${list.agreements[0].id}`, jwt)).json();
    expect(first.template).not.toBeNull();
    expect(first.consultant.email).toBe('recruiter@demo.test');
    expect(await seedDemo(t.database.db)).toBe(false);
    expect((await get('/organisation/agreements', jwt)).json().pagination.total_count).toBe(DEMO_CVS.length);
  });

  it('puts all demo CVs but one on the marketplace, where the demo client finds them without names', async () => {
    const key = (await login('client@demo.test')).json().search.keys.candidates.key;
    const res = await t.app.inject({ method: 'POST', url: '/api/search/candidates', headers: { host: DEMO, 'x-search-key': key }, payload: { hitsPerPage: 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().nbHits).toBe(DEMO_CVS.length - 1);
    for (const cv of DEMO_CVS) expect(res.body).not.toContain(cv.last_name);
  });
});

describe('the demo jobs', () => {
  it('has job posts in every state for the client company, prospects at every stage with their timeline; seeding again adds nothing', async () => {
    const jwt = await t.signIn('recruiter@demo.test', { password: DEMO_PASSWORD });
    const all = (await get('/organisation/job_posts/all?status[]=draft&status[]=open&status[]=closed&status[]=archived', jwt)).json().job_posts as {
      id: number;
      status: string;
      client: { company_name: string };
      client_manager: { name: string } | null;
      prospect_counts: Record<string, number>;
    }[];
    expect(new Set(all.map((j) => j.status))).toEqual(new Set(['draft', 'open', 'closed', 'archived']));
    expect(all.every((j) => j.client.company_name === 'Northwind Logistics B.V.' && j.client_manager?.name === 'Claire Janssen')).toBe(true);
    const stages = new Set(all.flatMap((j) => Object.entries(j.prospect_counts).filter(([, n]) => n > 0).map(([s]) => s)));
    expect(stages).toEqual(new Set(['new', 'prospected', 'presented', 'interviewing', 'hired', 'rejected']));

    const interviewing = (await get('/organisation/prospects?status=interviewing', jwt)).json().prospects[0];
    const detail = (await get(`/organisation/job_posts/${interviewing.job_post_id}/prospects/${interviewing.id}`, jwt)).json();
    expect(detail.timeline.map((e: { to: string }) => e.to)).toEqual(['new', 'presented', 'interviewing']);
    expect(detail.timeline[0].by.name).toBe('Rosa de Vries');

    const count = async () => (await get('/organisation/prospects', jwt)).json().pagination.total_count;
    const before = await count();
    expect(await seedDemo(t.database.db)).toBe(false);
    expect(await count()).toBe(before);
    expect((await get('/organisation/job_posts/all?status[]=draft&status[]=open&status[]=closed&status[]=archived', jwt)).json().job_posts).toHaveLength(all.length);
  });

  it('client@demo.test sees Northwind’s job posts and only the prospects presented or later, the anonymous one without a name', async () => {
    const jwt = await t.signIn('client@demo.test', { password: DEMO_PASSWORD });
    const seen = (await get('/organisation/prospects', jwt)).json().prospects as { status: string; anonymous: boolean; name?: string }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => ['presented', 'interviewing', 'hired', 'rejected'].includes(p.status))).toBe(true);
    expect(seen.filter((p) => p.anonymous).every((p) => p.name === undefined)).toBe(true);
    expect(seen.some((p) => p.anonymous)).toBe(true);
    expect((await get('/organisation/job_posts', jwt)).json().pagination.total_count).toBeGreaterThan(0);
  });
});

describe('the demo projects, links and guest request', () => {
  it('Northwind has an open and a closed project with its jobs; the dashboard counts the demo jobs; seeding again adds nothing', async () => {
    const jwt = await t.signIn('recruiter@demo.test', { password: DEMO_PASSWORD });
    const all = (await get('/organisation/projects', jwt)).json().projects as {
      name: string;
      status: string;
      client: { company_name: string };
      job_posts: { reference: string }[];
    }[];
    const byName = new Map(all.map((p) => [p.name, p]));
    expect(byName.get('Rotterdam distribution centre 2026')).toMatchObject({ status: 'open', client: { company_name: 'Northwind Logistics B.V.' } });
    expect(byName.get('Rotterdam distribution centre 2026')!.job_posts.map((j) => j.reference)).toEqual(['NW-101', 'NW-102']);
    expect(byName.get('Customs desk')).toMatchObject({ status: 'closed' });

    const dashboard = (await get('/organisation/dashboard', jwt)).json();
    expect(dashboard.open_jobs).toBe(2);
    expect(dashboard.job_posts_by_status).toEqual({ draft: 1, open: 2, closed: 1, archived: 1 });
    // The prospects of the two open jobs: new ×2, pending, presented ×2, interviewing, rejected.
    expect(dashboard.prospects_by_stage).toEqual({ new: 2, prospected: 1, presented: 2, interviewing: 1, hired: 0, rejected: 1 });
    expect(dashboard.recent_activity.length).toBeGreaterThan(0);

    const requests = (await get('/organisation/guest_candidate_requests', jwt)).json().guest_candidate_requests;
    expect(requests).toEqual([expect.objectContaining({ guest_name: 'Joris Smit', comment: 'Could this candidate start in March?' })]);

    const count = async () => (await get('/organisation/projects?status=open', jwt)).json().pagination.total_count;
    const before = await count();
    expect(await seedDemo(t.database.db)).toBe(false);
    expect(await count()).toBe(before);
    expect((await get('/organisation/links', jwt)).json().links).toHaveLength(1);
  });

  it('client@demo.test finds the anonymous shortlist among Northwind’s links, and the link opens the shared CVs without names', async () => {
    const jwt = await t.signIn('client@demo.test', { password: DEMO_PASSWORD });
    const links = (await get('/marketplace/links', jwt)).json().links;
    expect(links).toEqual([expect.objectContaining({ kind: 'link', title: 'Shortlist: Warehouse Operations Manager', job_post: expect.objectContaining({ reference: 'NW-101' }) })]);
    const token = (links[0].url as string).replace('/s/', '');
    const shared = (await t.app.inject({ method: 'GET', url: `/api/shared/${token}`, headers: { host: DEMO } })).json().shared;
    expect(shared.anonymous).toBe(true);
    expect(shared.cvs).toHaveLength(2);
    expect((await get('/marketplace/projects', jwt)).json().projects.map((p: { name: string }) => p.name)).toContain('Rotterdam distribution centre 2026');
  });
});
