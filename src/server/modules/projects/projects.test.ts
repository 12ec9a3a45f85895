import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, type Project } from '../../../shared/schemas/projects.js';
import { createCandidate, createClient, createEmployee, createRecruiter, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';

let t: TestApp;
type Who = Pick<Person, 'jwt' | 'host'>;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let client: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
  client = await createClient(t, { company: 'Harbour Freight' });
  other = await createClient(t, { company: 'Polder Energy' });
});
afterAll(() => t.close());

const BASE = '/organisation/projects';
function call(method: 'GET' | 'POST' | 'PUT', path: string, options: { who?: Who; payload?: unknown } = {}) {
  const who = options.who ?? recruiter;
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(who.jwt, who.host), payload: options.payload as object });
}

async function createJob(title: string, clientId: number): Promise<{ id: number }> {
  const res = await call('POST', '/organisation/job_posts', { payload: { job_post: { title, client_id: clientId } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createProject(input: Record<string, unknown>): Promise<Project> {
  const res = await call('POST', BASE, { payload: { project: { client_id: client.accountId, ...input } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('projects (§7 Projects)', () => {
  it('POST makes an open project of a client company with its job posts in order (201); GET {id} reads it back', async () => {
    const a = await createJob('Forklift Driver', client.accountId);
    const b = await createJob('Planner', client.accountId);
    const project = await createProject({ name: 'Rotterdam hub', description: 'New distribution centre', job_post_ids: [b.id, a.id] });
    expect(project).toMatchObject({
      name: 'Rotterdam hub',
      description: 'New distribution centre',
      status: 'open',
      closed_at: null,
      client: { id: client.accountId, company_name: 'Harbour Freight B.V.', industry: 'Logistics' },
    });
    expect(project.job_posts.map((j) => j.title)).toEqual(['Planner', 'Forklift Driver']);
    const res = await call('GET', `${BASE}/${project.id}`);
    expect(res.json()).toEqual(project);
  });

  it('refuses a missing name or client, a company that is no client, another company’s job posts and a name taken (422 on the field)', async () => {
    const missing = await call('POST', BASE, { payload: { project: { name: ' ' } } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['project.name']).toEqual([PROJECT_MESSAGES.nameRequired]);
    expect(missing.json().errors['project.client_id']).toEqual([PROJECT_MESSAGES.clientRequired]);

    const agency = await call('POST', BASE, { payload: { project: { name: 'Internal', client_id: client.agencyAccountId } } });
    expect(agency.statusCode).toBe(422);
    expect(agency.json().errors['project.client_id']).toEqual([MESSAGES.clientNotFound]);

    const foreignJob = await createJob('Wind Technician', other.accountId);
    const mixed = await call('POST', BASE, { payload: { project: { name: 'Mixed', client_id: client.accountId, job_post_ids: [foreignJob.id] } } });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors['project.job_post_ids']).toEqual([MESSAGES.jobPostsOtherClient]);

    const unknown = await call('POST', BASE, { payload: { project: { name: 'Unknown', client_id: client.accountId, job_post_ids: [2_000_000] } } });
    expect(unknown.json().errors['project.job_post_ids']).toEqual([MESSAGES.jobPostsNotFound]);

    const twice = await call('POST', BASE, { payload: { project: { name: 'Twice', client_id: client.accountId, job_post_ids: [foreignJob.id, foreignJob.id] } } });
    expect(twice.statusCode).toBe(422);

    await createProject({ name: 'Taken name' });
    const taken = await call('POST', BASE, { payload: { project: { name: 'TAKEN NAME', client_id: client.accountId } } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors['project.name']).toEqual([MESSAGES.nameTaken]);
    // The same name for another company is fine.
    expect((await call('POST', BASE, { payload: { project: { name: 'Taken name', client_id: other.accountId } } })).statusCode).toBe(201);
  });

  it('PUT changes name, description and job posts; close makes it final (409 on a second close and on any change)', async () => {
    const job = await createJob('Customs Officer', client.accountId);
    const project = await createProject({ name: 'Customs desk' });
    const res = await call('PUT', `${BASE}/${project.id}`, { payload: { project: { name: 'Customs desk 2027', client_id: client.accountId, job_post_ids: [job.id] } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Customs desk 2027', job_posts: [{ id: job.id, title: 'Customs Officer', status: 'draft' }] });

    // Moving it to another company while keeping this company's job posts is refused.
    const move = await call('PUT', `${BASE}/${project.id}`, { payload: { project: { name: 'Customs desk 2027', client_id: other.accountId } } });
    expect(move.statusCode).toBe(422);
    expect(move.json().errors['project.job_post_ids']).toEqual([MESSAGES.clientChangeWithJobs]);

    const closed = await call('PUT', `${BASE}/${project.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect(closed.json().closed_at).toEqual(expect.any(String));

    const again = await call('PUT', `${BASE}/${project.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.alreadyClosed('Customs desk 2027'));
    const edit = await call('PUT', `${BASE}/${project.id}`, { payload: { project: { name: 'Reopened?', client_id: client.accountId } } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(MESSAGES.closed('Customs desk 2027'));
  });

  it('GET lists ten a page, open projects first, filtered by status, client and text; suggest answers open ones first', async () => {
    const own = await createClient(t, { company: 'Paging Co' });
    for (let i = 1; i <= 12; i++) {
      const res = await call('POST', BASE, { payload: { project: { name: `Wave ${String(i).padStart(2, '0')}`, client_id: own.accountId } } });
      expect(res.statusCode).toBe(201);
      if (i === 1) expect((await call('PUT', `${BASE}/${res.json().id}/close`)).statusCode).toBe(200);
    }
    const first = (await call('GET', `${BASE}?client_id=${own.accountId}`)).json();
    expect(first.pagination).toEqual({ page: 1, per_page: 10, total_count: 12, total_pages: 2 });
    expect(first.projects).toHaveLength(10);
    expect(first.projects.every((p: Project) => p.status === 'open')).toBe(true);
    const second = (await call('GET', `${BASE}?client_id=${own.accountId}&page=2`)).json();
    expect(second.projects.at(-1).name).toBe('Wave 01');
    expect((await call('GET', `${BASE}?client_id=${own.accountId}&status=closed`)).json().pagination.total_count).toBe(1);
    expect((await call('GET', `${BASE}?q=wave%2012`)).json().projects.map((p: Project) => p.name)).toEqual(['Wave 12']);
    const suggest = (await call('GET', `${BASE}/suggest?client_id=${own.accountId}&q=wave`)).json().projects;
    expect(suggest[0].name).toBe('Wave 02');
    expect(suggest.at(-1)).toMatchObject({ name: 'Wave 01', status: 'closed' });
    expect((await call('GET', `${BASE}?status=pending`)).statusCode).toBe(422);
  });

  it('a marketplace client reads its own company’s projects under marketplace/projects and organisation/projects; another company’s are 404; it writes nothing', async () => {
    const mine = await createProject({ name: 'Client visible' });
    const theirs = (await call('POST', BASE, { payload: { project: { name: 'Not for Harbour', client_id: other.accountId } } })).json();
    for (const base of ['/marketplace/projects', BASE]) {
      const list = (await call('GET', base, { who: client })).json();
      expect(list.projects.length).toBeGreaterThan(0);
      expect(list.projects.every((p: Project) => p.client.id === client.accountId)).toBe(true);
      expect((await call('GET', `${base}/${mine.id}`, { who: client })).statusCode).toBe(200);
      const foreign = await call('GET', `${base}/${theirs.id}`, { who: client });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe(MESSAGES.notFound);
      expect((await call('GET', `${base}/suggest`, { who: client })).json().projects.every((p: { client: { id: number } }) => p.client.id === client.accountId)).toBe(true);
    }
    expect((await call('POST', BASE, { who: client, payload: { project: { name: 'Own', client_id: client.accountId } } })).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/${mine.id}/close`, { who: client })).statusCode).toBe(403);
    // The mirror is read-only: there is no write under marketplace/projects.
    expect((await call('POST', '/marketplace/projects', { who: recruiter, payload: { project: { name: 'X', client_id: client.accountId } } })).statusCode).toBe(404);
  });

  it('another organisation’s projects are 404, also for writes', async () => {
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const acmeClient = await createClient(t, { subdomain: 'acme', company: 'Acme Client' });
    const res = await call('POST', BASE, { who: acme, payload: { project: { name: 'Acme work', client_id: acmeClient.accountId } } });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${id}/close`)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${id}`, { payload: { project: { name: 'Taken over', client_id: client.accountId } } })).statusCode).toBe(404);
    // And a client company of acme is no client of demo.
    expect((await call('POST', BASE, { payload: { project: { name: 'Cross', client_id: acmeClient.accountId } } })).json().errors['project.client_id']).toEqual([MESSAGES.clientNotFound]);
  });

  it('guards by role (§6): who reads, who writes', async () => {
    const project = await createProject({ name: 'Guarded' });
    const viewer = await createEmployee(t, { permissions: { canViewJobPosts: true } });
    const plain = await createEmployee(t);
    const candidate = await createCandidate(t);
    const table: [string, Who, number, number][] = [
      ['recruiter', recruiter, 200, 201],
      ['view-only employee', viewer, 200, 403],
      ['employee without job rights', plain, 403, 403],
      ['candidate', candidate, 403, 403],
    ];
    for (const [name, who, read, write] of table) {
      expect((await call('GET', `${BASE}/${project.id}`, { who })).statusCode, name).toBe(read);
      expect((await call('POST', BASE, { who, payload: { project: { name: `By ${name}`, client_id: client.accountId } } })).statusCode, name).toBe(write);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api${BASE}`, headers: { host: recruiter.host } })).statusCode).toBe(401);
  });
});
