import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { JOB_POST_MESSAGES, JOB_POST_STATUSES, PROSPECT_STATUSES, type JobPost, type Prospect, type ProspectDetail } from '../../../shared/schemas/job-posts.js';
import { createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';

let t: TestApp;
type Who = Pick<Person, 'jwt' | 'host'>;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let client: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
  client = await createClient(t, { company: 'Harbour Freight' });
});
afterAll(() => t.close());

const BASE = '/organisation/job_posts';
type Method = 'GET' | 'POST' | 'PUT';

function call(method: Method, path: string, options: { who?: Who; payload?: unknown } = {}) {
  const who = options.who ?? recruiter;
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(who.jwt, who.host), payload: options.payload as object });
}

async function createJob(input: Record<string, unknown> = {}, who: Who = recruiter): Promise<JobPost> {
  const res = await call('POST', BASE, { who, payload: { job_post: { title: 'Warehouse Manager', client_id: client.accountId, ...input } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const cv = (first_name: string, title = 'Supply Chain Manager') => createAgreement(t, recruiter, validCv({ first_name, last_name: 'Visser', title }));

async function attach(jobId: number, agreementIds: number[]): Promise<Prospect[]> {
  const res = await call('PUT', `${BASE}/${jobId}/attach_prospects`, { payload: { bulk: { agreement_ids: agreementIds } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().prospects;
}

/** An open job post with one prospect per name, attached in that order. */
async function jobWithProspects(names: string[], input: Record<string, unknown> = {}) {
  const job = await createJob(input);
  expect((await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [job.id] } } })).statusCode).toBe(200);
  const cvs = [];
  for (const name of names) cvs.push(await cv(name));
  const prospects = await attach(
    job.id,
    cvs.map((c) => c.id),
  );
  const byName = (name: string) => prospects.find((p) => p.name === `${name} Visser`)!;
  return { job, prospects, byName };
}

const action = (jobId: number, name: string, bulk: Record<string, unknown>, who: Who = recruiter) => call('PUT', `${BASE}/${jobId}/prospects/${name}`, { who, payload: { bulk } });
const detail = async (jobId: number, pid: number, who: Who = recruiter): Promise<ProspectDetail> => {
  const res = await call('GET', `${BASE}/${jobId}/prospects/${pid}`, { who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('job posts: create, read, edit', () => {
  it('POST makes a draft with the client company, manager, recruiter (the creator), sanitised description, compensation in the default currency and skills; GET {id} answers it', async () => {
    const job = await createJob({
      reference: 'NW-042',
      client_manager_id: client.employeeId,
      description: '<p>Run the <strong>night shift</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      location: { city: 'Rotterdam', country: 'Netherlands', country_code: 'NL', lat: 51.92, lng: 4.48 },
      compensation: { type: 'permanent', min: 55000, max: 65000 },
      skills: [{ name: 'SAP', mod: 0 }, { name: 'Lean', mod: 1 }, { name: 'sap', mod: 1 }],
    });
    expect(job).toMatchObject({
      title: 'Warehouse Manager',
      reference: 'NW-042',
      status: 'draft',
      client: { id: client.accountId, company_name: 'Harbour Freight B.V.', company_logo_url: null },
      client_manager: { id: client.employeeId, name: 'Claire Client', avatar_url: null },
      recruiter: { id: recruiter.employeeId, name: 'Rosa de Vries' },
      description: '<p>Run the <strong>night shift</strong>.</p>',
      location: { city: 'Rotterdam', country_code: 'NL' },
      compensation: { type: 'permanent', min: 55000, max: 65000, currency: 'EUR' },
      skills: [{ name: 'SAP', mod: 0 }, { name: 'Lean', mod: 1 }],
      prospect_counts: { new: 0, prospected: 0, presented: 0, interviewing: 0, hired: 0, rejected: 0 },
    });
    const got = await call('GET', `${BASE}/${job.id}`);
    expect(got.json()).toEqual(job);
  });

  it('PUT {id} replaces what is sent and keeps optional fields left out; a changed client drops the old manager', async () => {
    const job = await createJob({ reference: 'R-1', client_manager_id: client.employeeId, compensation: { type: 'hourly', min: 40, max: 40, currency: 'gbp' } });
    expect(job.compensation).toEqual({ type: 'hourly', min: 40, max: 40, currency: 'GBP' });
    const res = await call('PUT', `${BASE}/${job.id}`, { payload: { job_post: { title: 'Senior Warehouse Manager', client_id: client.accountId, status: 'archived' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Senior Warehouse Manager', reference: 'R-1', status: 'draft', client_manager: { id: client.employeeId }, compensation: { currency: 'GBP' } });
    const other = await createClient(t, { company: 'Other Freight' });
    const moved = await call('PUT', `${BASE}/${job.id}`, { payload: { job_post: { title: 'Senior Warehouse Manager', client_id: other.accountId } } });
    expect(moved.json()).toMatchObject({ client: { id: other.accountId, company_name: 'Other Freight B.V.' }, client_manager: null });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: '  ' }, 'job_post.title', JOB_POST_MESSAGES.titleRequired],
    ['no client', { client_id: undefined }, 'job_post.client_id', JOB_POST_MESSAGES.clientRequired],
    ['minimum above maximum', { compensation: { type: 'permanent', min: 70000, max: 60000 } }, 'job_post.compensation.min', JOB_POST_MESSAGES.minAboveMax],
    ['a currency that is no code', { compensation: { type: 'permanent', min: 1, max: 2, currency: 'euro' } }, 'job_post.compensation.currency', JOB_POST_MESSAGES.currency],
    ['an unknown compensation type', { compensation: { type: 'yearly', min: 1, max: 2 } }, 'job_post.compensation.type', 'Choose one of the options.'],
  ])('POST with %s is 422 on %s', async (_, input, field, message) => {
    const res = await call('POST', BASE, { payload: { job_post: { title: 'Planner', client_id: client.accountId, ...input } } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('the client, manager and recruiter are checked: an agency account is no client, a manager must manage job posts at that client, a recruiter must be agency staff who manage job posts', async () => {
    const agencyAccount = await call('POST', BASE, { payload: { job_post: { title: 'Planner', client_id: recruiter.accountId } } });
    expect(agencyAccount.statusCode).toBe(422);
    expect(agencyAccount.json().errors['job_post.client_id']).toEqual([MESSAGES.clientNotFound]);

    const viewOnlyClient = await createClient(t, { company: 'Viewers Ltd', permissions: { canViewJobPosts: true } });
    const otherClient = await createClient(t, { company: 'Elsewhere Ltd' });
    const viewer = await createEmployee(t, { permissions: { canViewJobPosts: true } });
    for (const [input, field, message] of [
      [{ client_manager_id: otherClient.employeeId }, 'job_post.client_manager_id', MESSAGES.managerInvalid],
      [{ client_id: viewOnlyClient.accountId, client_manager_id: viewOnlyClient.employeeId }, 'job_post.client_manager_id', MESSAGES.managerInvalid],
      [{ recruiter_id: client.employeeId }, 'job_post.recruiter_id', MESSAGES.recruiterInvalid],
      [{ recruiter_id: viewer.employeeId }, 'job_post.recruiter_id', MESSAGES.recruiterInvalid],
    ] as const) {
      const res = await call('POST', BASE, { payload: { job_post: { title: 'Planner', client_id: client.accountId, ...input } } });
      expect(res.statusCode, JSON.stringify(input)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('GET job_posts: draft and open by default, status[] chooses, q matches title, reference or client company, 10 a page with pagination', async () => {
    const other = await createClient(t, { company: 'Listing Test Co' });
    const made: JobPost[] = [];
    for (let i = 1; i <= 12; i++) made.push(await createJob({ title: `Forklift Driver ${i}`, client_id: other.accountId }));
    const closed = await createJob({ title: 'Forklift Driver closed', client_id: other.accountId });
    await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [closed.id] } } });
    await call('PUT', `${BASE}/close`, { payload: { bulk: { ids: [closed.id] } } });
    await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [made[0].id] } } });

    const first = (await call('GET', `${BASE}?q=listing%20test`)).json();
    expect(first.pagination).toEqual({ page: 1, per_page: 10, total_count: 12, total_pages: 2 });
    expect(first.job_posts).toHaveLength(10);
    // The most recently changed first: the one just opened.
    expect(first.job_posts[0].id).toBe(made[0].id);
    const second = (await call('GET', `${BASE}?q=listing%20test&page=2`)).json();
    expect(second.job_posts).toHaveLength(2);

    const onlyClosed = (await call('GET', `${BASE}?q=forklift&status[]=closed`)).json();
    expect(onlyClosed.job_posts.map((j: JobPost) => j.id)).toEqual([closed.id]);
    const openAndClosed = (await call('GET', `${BASE}?q=forklift%20driver&status[]=open&status[]=closed`)).json();
    expect(openAndClosed.job_posts.map((j: JobPost) => j.id).sort()).toEqual([made[0].id, closed.id].sort());
    const byTitle = (await call('GET', `${BASE}?q=Driver%2012`)).json();
    expect(byTitle.job_posts.map((j: JobPost) => j.id)).toEqual([made[11].id]);
    expect((await call('GET', `${BASE}?status[]=deleted`)).statusCode).toBe(422);
  });

  it('GET all: open by default, by title, for one client with client_id; GET suggest: open first, at most 10', async () => {
    const other = await createClient(t, { company: 'All Test Co' });
    const b = await createJob({ title: 'Beta planner', client_id: other.accountId });
    const a = await createJob({ title: 'Alpha planner', client_id: other.accountId });
    const draft = await createJob({ title: 'Draft planner', client_id: other.accountId });
    await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [a.id, b.id] } } });
    const all = (await call('GET', `${BASE}/all?client_id=${other.accountId}`)).json();
    expect(all.job_posts.map((j: JobPost) => j.title)).toEqual(['Alpha planner', 'Beta planner']);
    const withDrafts = (await call('GET', `${BASE}/all?client_id=${other.accountId}&status[]=draft&status[]=open`)).json();
    expect(withDrafts.job_posts.map((j: JobPost) => j.id)).toEqual([a.id, b.id, draft.id]);
    const suggested = (await call('GET', `${BASE}/suggest?q=planner&client_id=${other.accountId}`)).json();
    expect(suggested.job_posts.map((j: { title: string }) => j.title)).toEqual(['Alpha planner', 'Beta planner', 'Draft planner']);
    expect(suggested.job_posts[0]).toEqual({ id: a.id, title: 'Alpha planner', reference: null, status: 'open', client: { id: other.accountId, company_name: 'All Test Co B.V.', company_logo_url: null } });
  });
});

describe('job post states (§4 bulk open, close, archive)', () => {
  // [from, action, to or 409]
  const table: [string, 'open' | 'close' | 'archive', string | 409][] = [
    ['draft', 'open', 'open'],
    ['draft', 'close', 409],
    ['draft', 'archive', 'archived'],
    ['open', 'open', 'open'],
    ['open', 'close', 'closed'],
    ['open', 'archive', 'archived'],
    ['closed', 'open', 'open'],
    ['closed', 'close', 'closed'],
    ['closed', 'archive', 'archived'],
    ['archived', 'open', 409],
    ['archived', 'close', 409],
    ['archived', 'archive', 'archived'],
  ];
  const reach: Record<string, ('open' | 'close' | 'archive')[]> = { draft: [], open: ['open'], closed: ['open', 'close'], archived: ['archive'] };

  it.each(table)('%s → %s: %s', async (from, act, expected) => {
    const job = await createJob({ title: `State ${from} ${act}` });
    for (const step of reach[from]) expect((await call('PUT', `${BASE}/${step}`, { payload: { bulk: { ids: [job.id] } } })).statusCode).toBe(200);
    const res = await call('PUT', `${BASE}/${act}`, { payload: { bulk: { ids: [job.id] } } });
    if (expected === 409) {
      expect(res.statusCode).toBe(409);
      const to = { open: 'open', close: 'closed', archive: 'archived' }[act];
      expect(res.json().error).toBe(MESSAGES.cannotMove(`State ${from} ${act}`, from, to));
      expect((await call('GET', `${BASE}/${job.id}`)).json().status).toBe(from);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().job_posts).toEqual([expect.objectContaining({ id: job.id, status: expected })]);
    }
  });

  it('a batch with one impossible move changes none of them (409 naming it); an unknown or foreign id is 404', async () => {
    const draft = await createJob({ title: 'Still a draft' });
    const archived = await createJob({ title: 'Gone for good' });
    await call('PUT', `${BASE}/archive`, { payload: { bulk: { ids: [archived.id] } } });
    const res = await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [draft.id, archived.id] } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Gone for good cannot move from archived to open.');
    expect((await call('GET', `${BASE}/${draft.id}`)).json().status).toBe('draft');

    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const foreign = await call('POST', BASE, { who: acme, payload: { job_post: { title: 'Acme job', client_id: (await createClient(t, { subdomain: 'acme', company: 'Acme Client' })).accountId } } });
    expect(foreign.statusCode, foreign.body).toBe(201);
    const cross = await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [draft.id, foreign.json().id] } } });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error).toBe(MESSAGES.unknownJobPosts);
    expect((await call('GET', `${BASE}/${foreign.json().id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${foreign.json().id}`, { payload: { job_post: { title: 'Mine now', client_id: client.accountId } } })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${foreign.json().id}/prospects`)).statusCode).toBe(404);
  });
});

describe('clients and employees autocomplete', () => {
  it('clients.autocomplete answers the client companies matching search[q]; employees.autocomplete the client’s employees, that_can=manage_job_posts only those who can', async () => {
    const company = await createClient(t, { company: 'Autocomplete Shipping' });
    const viewer = await createClient(t, { company: 'Autocomplete Shipping', permissions: { canViewJobPosts: true }, firstName: 'Vera' });
    const res = await call('GET', '/organisation/clients.autocomplete?search[q]=autocomplete%20ship');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().clients).toEqual(
      expect.arrayContaining([
        { id: company.accountId, name: 'Autocomplete Shipping B.V.', company_logo_url: null },
        { id: viewer.accountId, name: 'Autocomplete Shipping B.V.', company_logo_url: null },
      ]),
    );
    expect(res.json().clients.every((c: { name: string }) => c.name.startsWith('Autocomplete Shipping'))).toBe(true);

    const managers = await call('GET', `/organisation/clients/${company.accountId}/employees.autocomplete?search[q]=claire&search[that_can]=manage_job_posts`);
    expect(managers.json()).toEqual({ employees: [{ id: company.employeeId, name: 'Claire Client', avatar_url: null }] });
    const viewersCompany = await call('GET', `/organisation/clients/${viewer.accountId}/employees.autocomplete?search[that_can]=manage_job_posts`);
    expect(viewersCompany.json()).toEqual({ employees: [] });
    expect((await call('GET', `/organisation/clients/${viewer.accountId}/employees.autocomplete`)).json().employees).toHaveLength(1);
    // The agency account is no client company.
    expect((await call('GET', `/organisation/clients/${recruiter.accountId}/employees.autocomplete`)).statusCode).toBe(404);
  });
});

describe('prospects: attach, list, read', () => {
  it('attach_prospects puts the job post on the CVs’ search rows: the search’s job_post_ids filter finds them', async () => {
    const job = await createJob({ title: 'Search test' });
    const a = await cv('Saar');
    await cv('Sem');
    await attach(job.id, [a.id]);
    const auth = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(recruiter.jwt, recruiter.host) });
    const key = auth.json().search.keys.candidates.key;
    const res = await t.app.inject({ method: 'POST', url: '/api/search/candidates', headers: { host: recruiter.host, 'x-search-key': key }, payload: { filters: { job_post_ids: [job.id] } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hits.map((h: { objectID: string; job_post_ids: number[] }) => [h.objectID, h.job_post_ids])).toEqual([[String(a.id), [job.id]]]);
  });

  it('attach_prospects makes each CV a prospect with status new; attaching again is harmless; a foreign or unknown CV is 404, a draft 422', async () => {
    const job = await createJob({ title: 'Attach test' });
    const a = await cv('Anna');
    const b = await cv('Bram');
    const first = await attach(job.id, [a.id, b.id, a.id]);
    expect(first.map((p) => [p.name, p.status, p.agreement_id])).toEqual([
      ['Anna Visser', 'new', a.id],
      ['Bram Visser', 'new', b.id],
    ]);
    expect(first[0]).toEqual({
      id: expect.any(Number),
      job_post_id: job.id,
      status: 'new',
      agreement_id: a.id,
      name: 'Anna Visser',
      title: 'Supply Chain Manager',
      anonymous: false,
      rating: null,
      rejected_reason: null,
      interview_availability: null,
      updated_at: expect.any(String),
    });
    // A draft's candidates are not presented: the job post is opened first.
    const onDraft = await action(job.id, 'present', { ids: [first[0].id] });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().error).toBe('Attach test is a draft: open it before presenting candidates to the client.');
    expect((await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [job.id] } } })).statusCode).toBe(200);
    await action(job.id, 'present', { ids: [first[0].id] });
    const again = await attach(job.id, [a.id]);
    expect(again).toEqual([expect.objectContaining({ id: first[0].id, status: 'presented' })]);
    expect((await call('GET', `${BASE}/${job.id}`)).json().prospect_counts).toMatchObject({ new: 1, presented: 1 });
    const timeline = (await detail(job.id, first[0].id)).timeline!;
    expect(timeline.filter((e) => e.action === 'attach')).toHaveLength(1);

    const unknown = await call('PUT', `${BASE}/${job.id}/attach_prospects`, { payload: { bulk: { agreement_ids: [a.id, 2_000_000_000] } } });
    expect(unknown.statusCode).toBe(404);
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const acmeCv = await createAgreement(t, acme);
    expect((await call('PUT', `${BASE}/${job.id}/attach_prospects`, { payload: { bulk: { agreement_ids: [acmeCv.id] } } })).statusCode).toBe(404);

    const draft = await call('POST', '/organisation/agreements/create', { payload: {} });
    expect(draft.statusCode, draft.body).toBe(201);
    const refused = await call('PUT', `${BASE}/${job.id}/attach_prospects`, { payload: { bulk: { agreement_ids: [draft.json().id] } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['bulk.agreement_ids']).toEqual([MESSAGES.draftAgreements]);
    expect((await call('PUT', `${BASE}/2000000000/attach_prospects`, { payload: { bulk: { agreement_ids: [a.id] } } })).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${job.id}/attach_prospects`, { payload: { bulk: { agreement_ids: [] } } })).statusCode).toBe(422);
  });

  it('GET {id}/prospects filters by status and pages by 10; GET /organisation/prospects spans job posts', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const { job, byName } = await jobWithProspects(names, { title: 'Paging test' });
    await action(job.id, 'present', { ids: [byName('P1').id, byName('P2').id] });
    const page1 = (await call('GET', `${BASE}/${job.id}/prospects`)).json();
    expect(page1.pagination).toEqual({ page: 1, per_page: 10, total_count: 12, total_pages: 2 });
    expect((await call('GET', `${BASE}/${job.id}/prospects?page=2`)).json().prospects).toHaveLength(2);
    const presented = (await call('GET', `${BASE}/${job.id}/prospects?status=presented`)).json();
    expect(presented.prospects.map((p: Prospect) => p.name).sort()).toEqual(['P1 Visser', 'P2 Visser']);
    expect((await call('GET', `${BASE}/${job.id}/prospects?status=pending`)).statusCode).toBe(422);

    const across = (await call('GET', `/organisation/prospects?status=presented&job_post_id=${job.id}`)).json();
    expect(across.pagination.total_count).toBe(2);
    const everywhere = (await call('GET', '/organisation/prospects?status=presented')).json();
    expect(everywhere.pagination.total_count).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `${BASE}/${job.id}/prospects/2000000000`)).statusCode).toBe(404);
  });
});

describe('prospect lists: per_page and sort (the board and the sortable table)', () => {
  const rate = (jobId: number, pid: number, rating: number) => call('PUT', `${BASE}/${jobId}/prospects/${pid}/rating`, { payload: { rating } });
  const names = (res: { json: () => { prospects: Prospect[] } }) => res.json().prospects.map((p) => p.name ?? '(anonymous)');

  it('per_page answers up to 100 a page; sort by name, stage and rating (unrated last) in either order; bad values are 422', async () => {
    const { job, byName } = await jobWithProspects(['Bram', 'Anna', 'Cees']);
    const all = (await call('GET', `${BASE}/${job.id}/prospects?per_page=2`)).json();
    expect(all.pagination).toEqual({ page: 1, per_page: 2, total_count: 3, total_pages: 2 });
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=name`))).toEqual(['Anna Visser', 'Bram Visser', 'Cees Visser']);
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=name&order=desc`))).toEqual(['Cees Visser', 'Bram Visser', 'Anna Visser']);

    await action(job.id, 'present', { ids: [byName('Cees').id, byName('Bram').id] });
    await action(job.id, 'interview', { ids: [byName('Bram').id], availability: 'Mondays' });
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=stage`))).toEqual(['Anna Visser', 'Cees Visser', 'Bram Visser']);
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=stage&order=desc`))).toEqual(['Bram Visser', 'Cees Visser', 'Anna Visser']);

    expect((await rate(job.id, byName('Anna').id, 2)).statusCode).toBe(200);
    expect((await rate(job.id, byName('Cees').id, 5)).statusCode).toBe(200);
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=rating&order=desc`))).toEqual(['Cees Visser', 'Anna Visser', 'Bram Visser']);
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=rating`))).toEqual(['Anna Visser', 'Cees Visser', 'Bram Visser']);

    for (const bad of ['per_page=101', 'per_page=0', 'sort=salary', 'sort=name&order=up']) {
      expect((await call('GET', `${BASE}/${job.id}/prospects?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('a client sorting by name learns nothing of an anonymous prospect: it sorts as nameless', async () => {
    const { job, byName } = await jobWithProspects(['Anna', 'Bram', 'Cees']);
    const ids = ['Anna', 'Bram', 'Cees'].map((n) => byName(n).id);
    await action(job.id, 'present', { ids });
    await action(job.id, 'anonymous', { ids: [byName('Anna').id], anonymous: true });
    const asClient = await call('GET', `${BASE}/${job.id}/prospects?sort=name&order=desc`, { who: client });
    expect(asClient.statusCode, asClient.body).toBe(200);
    expect(names(asClient)).toEqual(['Cees Visser', 'Bram Visser', '(anonymous)']);
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=name`, { who: client }))).toEqual(['(anonymous)', 'Bram Visser', 'Cees Visser']);
    // The recruiter sorts by the real name.
    expect(names(await call('GET', `${BASE}/${job.id}/prospects?sort=name&order=desc`))).toEqual(['Cees Visser', 'Bram Visser', 'Anna Visser']);
  });
});

describe('prospect actions (§4) and their timeline', () => {
  // [status the prospect is brought to, action, expected status or 409]
  const table: [string, 'present' | 'reject' | 'unreject' | 'interview' | 'hire', string | 409][] = [
    ['new', 'present', 'presented'],
    ['new', 'reject', 'rejected'],
    ['new', 'unreject', 409],
    ['new', 'interview', 409],
    ['new', 'hire', 409],
    ['prospected', 'present', 'presented'],
    ['prospected', 'interview', 409],
    ['presented', 'present', 'presented'],
    ['presented', 'reject', 'rejected'],
    ['presented', 'interview', 'interviewing'],
    ['presented', 'hire', 409],
    ['interviewing', 'present', 409],
    ['interviewing', 'reject', 'rejected'],
    ['interviewing', 'hire', 'hired'],
    ['hired', 'present', 409],
    ['hired', 'reject', 409],
    ['hired', 'interview', 409],
    ['hired', 'unreject', 409],
    ['rejected', 'present', 409],
    ['rejected', 'interview', 409],
    ['rejected', 'unreject', 'new'],
  ];
  const body = (act: string, ids: number[]) => (act === 'reject' ? { ids, reason: 'Salary expectations too high' } : act === 'interview' ? { ids, availability: 'Tuesdays after 14:00' } : { ids });

  it.each(table)('%s → %s: %s', async (from, act, expected) => {
    const { job, prospects } = await jobWithProspects([`T${from}${act}`]);
    const p = prospects[0];
    if (from !== 'new') expect((await action(job.id, `force_status/${from === 'rejected' ? 'new' : from}`, { ids: [p.id] })).statusCode).toBe(200);
    if (from === 'rejected') expect((await action(job.id, 'reject', body('reject', [p.id]))).statusCode).toBe(200);
    const res = await action(job.id, act, body(act, [p.id]));
    if (expected === 409) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.body).toContain(`T${from}${act} Visser`);
      expect((await detail(job.id, p.id)).status).toBe(from);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().prospects).toEqual([expect.objectContaining({ id: p.id, status: expected })]);
    }
  });

  it('a move names the transition: "… cannot move from hired to presented."; the batch is all or nothing', async () => {
    const { job, byName } = await jobWithProspects(['Hanna', 'Noor']);
    await action(job.id, 'force_status/hired', { ids: [byName('Hanna').id] });
    const res = await action(job.id, 'present', { ids: [byName('Hanna').id, byName('Noor').id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Hanna Visser cannot move from hired to presented.');
    expect((await detail(job.id, byName('Noor').id)).status).toBe('new');
  });

  it('reject takes an optional reason (§4: blank is none); it is kept and cleared by unreject, which goes back to the status before', async () => {
    const { job, byName } = await jobWithProspects(['Reza', 'Ines', 'Tomas']);
    const [p, withoutReason, blankReason] = [byName('Reza'), byName('Ines'), byName('Tomas')];
    const plain = await action(job.id, 'reject', { ids: [withoutReason.id] });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().prospects[0]).toMatchObject({ status: 'rejected', rejected_reason: null });
    const blank = await action(job.id, 'reject', { ids: [blankReason.id], reason: '   ' });
    expect(blank.json().prospects[0]).toMatchObject({ status: 'rejected', rejected_reason: null });
    const tooLong = await action(job.id, 'reject', { ids: [p.id], reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['bulk.reason']);
    await action(job.id, 'present', { ids: [p.id] });
    await action(job.id, 'interview', { ids: [p.id], availability: 'Mornings' });
    const rejected = await action(job.id, 'reject', { ids: [p.id], reason: 'Chose another candidate' });
    expect(rejected.json().prospects[0]).toMatchObject({ status: 'rejected', rejected_reason: 'Chose another candidate', interview_availability: 'Mornings' });
    const back = await action(job.id, 'unreject', { ids: [p.id] });
    expect(back.json().prospects[0]).toMatchObject({ status: 'interviewing', rejected_reason: null });
    const notRejected = await action(job.id, 'unreject', { ids: [p.id] });
    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.json().error).toBe('Reza Visser is interviewing, not rejected: there is nothing to unreject.');
  });

  it('interview takes the availability, and a new one while interviewing; hire; next_stage walks new → presented → interviewing → hired, then 409', async () => {
    const { job, prospects } = await jobWithProspects(['Ines']);
    const p = prospects[0];
    const stages = [];
    for (let i = 0; i < 3; i++) {
      const res = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}/next_stage`);
      expect(res.statusCode, res.body).toBe(200);
      stages.push(res.json().status);
    }
    expect(stages).toEqual(['presented', 'interviewing', 'hired']);
    const last = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}/next_stage`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe('Ines Visser is hired: there is no next stage.');

    const other = await jobWithProspects(['Ivo']);
    const q = other.prospects[0];
    await action(other.job.id, 'present', { ids: [q.id] });
    await action(other.job.id, 'interview', { ids: [q.id], availability: 'Monday 10:00' });
    const moved = await action(other.job.id, 'interview', { ids: [q.id], availability: 'Friday 15:00' });
    expect(moved.json().prospects[0]).toMatchObject({ status: 'interviewing', interview_availability: 'Friday 15:00' });
    const hired = await action(other.job.id, 'hire', { ids: [q.id] });
    expect(hired.json().prospects[0].status).toBe('hired');
    const timeline = (await detail(other.job.id, q.id)).timeline!;
    expect(timeline.map((e) => [e.action, e.from, e.to])).toEqual([
      ['attach', null, 'new'],
      ['present', 'new', 'presented'],
      ['interview', 'presented', 'interviewing'],
      ['interview', 'interviewing', 'interviewing'],
      ['hire', 'interviewing', 'hired'],
    ]);
    expect(timeline[3].details).toEqual({ availability: 'Friday 15:00' });
  });

  it('force_status moves anywhere but rejected (422: rejecting goes through reject, which records the reason); anonymous, rating and PUT {prospect} are recorded with who and when', async () => {
    const { job, prospects } = await jobWithProspects(['Femke']);
    const p = prospects[0];
    const forced = await action(job.id, 'force_status/interviewing', { ids: [p.id] });
    expect(forced.json().prospects[0].status).toBe('interviewing');
    const toRejected = await action(job.id, 'force_status/rejected', { ids: [p.id] });
    expect(toRejected.statusCode).toBe(422);
    expect(JSON.stringify(toRejected.json().errors)).toContain(JOB_POST_MESSAGES.forceRejected);
    expect((await action(job.id, 'force_status/closed', { ids: [p.id] })).statusCode).toBe(422);
    await action(job.id, 'force_status/prospected', { ids: [p.id] });

    const anon = await action(job.id, 'anonymous', { ids: [p.id], anonymous: true });
    expect(anon.json().prospects[0].anonymous).toBe(true);
    const rated = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}/rating`, { payload: { rating: 4 } });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().rating).toBe(4);
    for (const rating of [0, 6, 2.5, '3']) {
      const bad = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}/rating`, { payload: { rating } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.rating).toEqual([JOB_POST_MESSAGES.rating]);
    }
    const edited = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}`, { payload: { prospect: { id: p.id, rating: 5, interview_availability: 'Any weekday', anonymous: true, status: 'hired' } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 5, interview_availability: 'Any weekday', anonymous: true, status: 'prospected' });
    const wrongId = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}`, { payload: { prospect: { id: p.id + 1, rating: 3 } } });
    expect(wrongId.statusCode).toBe(422);
    expect(wrongId.json().errors['prospect.id']).toEqual([MESSAGES.idMismatch]);
    const reason = await call('PUT', `${BASE}/${job.id}/prospects/${p.id}`, { payload: { prospect: { rejected_reason: 'Too far' } } });
    expect(reason.statusCode).toBe(422);
    expect(reason.json().errors['prospect.rejected_reason']).toEqual([MESSAGES.reasonOnlyRejected]);

    const got = await detail(job.id, p.id);
    expect(got).toMatchObject({ status: 'prospected', rating: 5, name: 'Femke Visser' });
    expect(got.timeline!.map((e) => [e.action, e.from, e.to, e.details])).toEqual([
      ['attach', null, 'new', {}],
      ['force_status', 'new', 'interviewing', {}],
      ['force_status', 'interviewing', 'prospected', {}],
      ['anonymous', 'prospected', 'prospected', { anonymous: true }],
      ['rating', 'prospected', 'prospected', { rating: 4 }],
      ['update', 'prospected', 'prospected', { rating: 5, interview_availability: 'Any weekday' }],
    ]);
    for (const e of got.timeline!) {
      expect(e.by).toEqual({ id: recruiter.userId, name: 'Rosa de Vries' });
      expect(Date.now() - Date.parse(e.at)).toBeLessThan(10 * 60_000);
    }
  });

  it('a prospect of another job post, or an unknown one, is 404 for every action', async () => {
    const one = await jobWithProspects(['Olaf']);
    const two = await jobWithProspects(['Tess']);
    const foreign = two.prospects[0].id;
    for (const act of ['present', 'unreject', 'hire', 'anonymous']) {
      const res = await action(one.job.id, act, { ids: [one.prospects[0].id, foreign], anonymous: true });
      expect(res.statusCode, act).toBe(404);
    }
    expect((await call('PUT', `${BASE}/${one.job.id}/prospects/${foreign}/next_stage`)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${one.job.id}/prospects/${foreign}/rating`, { payload: { rating: 3 } })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${one.job.id}/prospects/${foreign}`)).statusCode).toBe(404);
    expect((await detail(two.job.id, foreign)).status).toBe('new');
  });
});

describe('the marketplace client’s view (§6)', () => {
  it('sees the job posts of its own company only, prospects presented or later (never new or pending), without the name when anonymous, counts of what it sees, no timeline', async () => {
    const { job, byName } = await jobWithProspects(['Nina', 'Pim', 'Ada', 'Rik', 'Kim'], { title: 'Client view test' });
    await action(job.id, 'present', { ids: [byName('Pim').id, byName('Ada').id, byName('Rik').id] });
    await action(job.id, 'anonymous', { ids: [byName('Ada').id], anonymous: true });
    await action(job.id, 'reject', { ids: [byName('Rik').id], reason: 'Withdrew' });
    await action(job.id, 'reject', { ids: [byName('Kim').id], reason: 'Never presented' });
    const otherCompany = await createClient(t, { company: 'Not Harbour' });
    const foreignJob = await createJob({ title: 'Someone else’s job', client_id: otherCompany.accountId });

    const list = (await call('GET', `${BASE}?q=view%20test`, { who: client })).json();
    expect(list.job_posts.map((j: JobPost) => j.id)).toEqual([job.id]);
    expect(list.job_posts[0].prospect_counts).toEqual({ new: 0, prospected: 0, presented: 2, interviewing: 0, hired: 0, rejected: 1 });
    expect((await call('GET', `${BASE}/${foreignJob.id}`, { who: client })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${foreignJob.id}/prospects`, { who: client })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/all?status[]=draft`, { who: client })).json().job_posts.every((j: JobPost) => j.client.id === client.accountId)).toBe(true);

    const seen = (await call('GET', `${BASE}/${job.id}/prospects`, { who: client })).json().prospects as Prospect[];
    expect(seen.map((p) => p.id).sort()).toEqual([byName('Pim').id, byName('Ada').id, byName('Rik').id].sort());
    const ada = seen.find((p) => p.id === byName('Ada').id)!;
    expect(ada).not.toHaveProperty('name');
    expect(ada).toMatchObject({ anonymous: true, title: 'Supply Chain Manager', status: 'presented' });
    expect(seen.find((p) => p.id === byName('Pim').id)!.name).toBe('Pim Visser');
    // The recruiter still sees the name of the anonymous prospect.
    expect((await detail(job.id, byName('Ada').id)).name).toBe('Ada Visser');

    expect((await call('GET', `${BASE}/${job.id}/prospects/${byName('Nina').id}`, { who: client })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${job.id}/prospects/${byName('Kim').id}`, { who: client })).statusCode).toBe(404);
    const one = await detail(job.id, byName('Ada').id, client);
    expect(one).not.toHaveProperty('name');
    expect(one).not.toHaveProperty('timeline');
    const everywhere = (await call('GET', '/organisation/prospects', { who: client })).json().prospects as Prospect[];
    expect(everywhere.every((p) => p.status !== 'new' && p.status !== 'prospected')).toBe(true);
    expect(everywhere.some((p) => p.id === byName('Nina').id)).toBe(false);

    // A prospect forced back to new disappears again.
    await action(job.id, 'force_status/new', { ids: [byName('Pim').id] });
    expect((await call('GET', `${BASE}/${job.id}/prospects/${byName('Pim').id}`, { who: client })).statusCode).toBe(404);
  });

  it('never sees a draft: not in its lists or counts, 404 by id; nothing on a draft is presented (409), a forced stage neither', async () => {
    const job = await createJob({ title: 'Draft shown later' });
    const [lea] = await attach(job.id, [(await cv('Lea')).id]);
    const lists = async () =>
      Promise.all(
        [`${BASE}?q=shown%20later&status[]=draft&status[]=open`, `${BASE}/all?status[]=draft&status[]=open`, `${BASE}/suggest?q=shown%20later`].map(
          async (url) => (await call('GET', url, { who: client })).json().job_posts as JobPost[],
        ),
      );
    for (const list of await lists()) expect(list.some((j) => j.id === job.id)).toBe(false);
    for (const path of [`${BASE}/${job.id}`, `${BASE}/${job.id}/prospects`, `${BASE}/${job.id}/prospects/${lea.id}`]) {
      expect((await call('GET', path, { who: client })).statusCode, path).toBe(404);
    }
    for (const [name, bulk] of [['force_status/interviewing', { ids: [lea.id] }], ['present', { ids: [lea.id] }]] as const) {
      expect((await action(job.id, name, bulk)).statusCode, name).toBe(409);
    }
    expect((await call('PUT', `${BASE}/${job.id}/prospects/${lea.id}/next_stage`)).statusCode).toBe(409);
    expect((await detail(job.id, lea.id)).status).toBe('new');

    await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [job.id] } } });
    await action(job.id, 'present', { ids: [lea.id] });
    expect((await call('GET', `${BASE}/${job.id}`, { who: client })).json()).toMatchObject({ status: 'open', prospect_counts: { presented: 1 } });
    expect((await lists())[0].map((j) => j.id)).toEqual([job.id]);
  });

  it('rates a prospect it sees (recorded as the client); not one it does not see (404), nor with view rights only (403); never moves prospects or job posts', async () => {
    const { job, byName } = await jobWithProspects(['Roos', 'Sem']);
    await action(job.id, 'present', { ids: [byName('Roos').id] });
    const rated = await call('PUT', `${BASE}/${job.id}/prospects/${byName('Roos').id}/rating`, { who: client, payload: { rating: 5 } });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 5, name: 'Roos Visser' });
    const timeline = (await detail(job.id, byName('Roos').id)).timeline!;
    expect(timeline.at(-1)).toMatchObject({ action: 'rating', by: { id: client.userId, name: 'Claire Client' }, details: { rating: 5 } });
    expect((await call('PUT', `${BASE}/${job.id}/prospects/${byName('Sem').id}/rating`, { who: client, payload: { rating: 2 } })).statusCode).toBe(404);
    expect((await action(job.id, 'present', { ids: [byName('Sem').id] }, client)).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/open`, { who: client, payload: { bulk: { ids: [job.id] } } })).statusCode).toBe(403);

    // A second user of the same company with view rights only.
    const viewOnly = await createClient(t, { company: 'View Only Freight', permissions: { canViewJobPosts: true } });
    const theirJob = await createJob({ title: 'View-only client job', client_id: viewOnly.accountId });
    await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [theirJob.id] } } });
    const [p] = await attach(theirJob.id, [(await cv('Vik')).id]);
    await action(theirJob.id, 'present', { ids: [p.id] });
    expect((await call('GET', `${BASE}/${theirJob.id}/prospects/${p.id}`, { who: viewOnly })).statusCode).toBe(200);
    expect((await call('PUT', `${BASE}/${theirJob.id}/prospects/${p.id}/rating`, { who: viewOnly, payload: { rating: 3 } })).statusCode).toBe(403);
  });
});

describe('§6 guards for jobs, every route and role', () => {
  type Role = 'manager' | 'viewer' | 'plainEmployee' | 'client' | 'clientNoJobs' | 'candidate' | 'acmeRecruiter';
  const people = {} as Record<Role, Who>;
  let jobId: number;
  let prospectId: number;
  let agreementId: number;
  beforeAll(async () => {
    people.manager = recruiter;
    people.viewer = await createEmployee(t, { permissions: { canViewJobPosts: true } });
    people.plainEmployee = await createEmployee(t, { permissions: { canManageAgreements: true } });
    people.client = client;
    people.clientNoJobs = await createClient(t, { company: 'No Jobs Ltd', permissions: {} });
    people.candidate = await createCandidate(t);
    people.acmeRecruiter = { ...(await createRecruiter(t, { subdomain: 'acme' })), host: 'demo.localhost:3000' };
    const { job, prospects } = await jobWithProspects(['Guard']);
    jobId = job.id;
    prospectId = prospects[0].id;
    agreementId = prospects[0].agreement_id;
    await action(jobId, 'present', { ids: [prospectId] });
  });

  // Each route with the roles that get through (the rest: 403; a session of another organisation: 401).
  const routes: [string, Method, () => string, (() => unknown) | null, Role[]][] = [
    ['list', 'GET', () => BASE, null, ['manager', 'viewer', 'client']],
    ['all', 'GET', () => `${BASE}/all`, null, ['manager', 'viewer', 'client']],
    ['suggest', 'GET', () => `${BASE}/suggest`, null, ['manager', 'viewer', 'client']],
    ['one', 'GET', () => `${BASE}/${jobId}`, null, ['manager', 'viewer', 'client']],
    ['create', 'POST', () => BASE, () => ({ job_post: { title: 'Guarded', client_id: client.accountId } }), ['manager']],
    ['edit', 'PUT', () => `${BASE}/${jobId}`, () => ({ job_post: { title: 'Guard job', client_id: client.accountId } }), ['manager']],
    ['open', 'PUT', () => `${BASE}/open`, () => ({ bulk: { ids: [jobId] } }), ['manager']],
    ['close', 'PUT', () => `${BASE}/close`, () => ({ bulk: { ids: [jobId] } }), ['manager']],
    ['archive', 'PUT', () => `${BASE}/archive`, () => ({ bulk: { ids: [2_000_000_000] } }), ['manager']],
    ['clients', 'GET', () => '/organisation/clients.autocomplete', null, ['manager', 'viewer']],
    ['client employees', 'GET', () => `/organisation/clients/${client.accountId}/employees.autocomplete`, null, ['manager', 'viewer']],
    ['attach', 'PUT', () => `${BASE}/${jobId}/attach_prospects`, () => ({ bulk: { agreement_ids: [agreementId] } }), ['manager']],
    ['prospects', 'GET', () => `${BASE}/${jobId}/prospects`, null, ['manager', 'viewer', 'client']],
    ['prospect', 'GET', () => `${BASE}/${jobId}/prospects/${prospectId}`, null, ['manager', 'viewer', 'client']],
    ['all prospects', 'GET', () => '/organisation/prospects', null, ['manager', 'viewer', 'client']],
    ['view_resume', 'GET', () => `${BASE}/${jobId}/prospects/${prospectId}/view_resume`, null, ['manager', 'viewer', 'client']],
    ['download', 'POST', () => `${BASE}/${jobId}/prospects/${prospectId}/download`, () => ({ html: '<p>x</p>' }), ['manager', 'viewer', 'client']],
    ['present', 'PUT', () => `${BASE}/${jobId}/prospects/present`, () => ({ bulk: { ids: [prospectId] } }), ['manager']],
    ['reject', 'PUT', () => `${BASE}/${jobId}/prospects/reject`, () => ({ bulk: { ids: [2_000_000_000], reason: 'x' } }), ['manager']],
    ['unreject', 'PUT', () => `${BASE}/${jobId}/prospects/unreject`, () => ({ bulk: { ids: [2_000_000_000] } }), ['manager']],
    ['interview', 'PUT', () => `${BASE}/${jobId}/prospects/interview`, () => ({ bulk: { ids: [2_000_000_000] } }), ['manager']],
    ['hire', 'PUT', () => `${BASE}/${jobId}/prospects/hire`, () => ({ bulk: { ids: [2_000_000_000] } }), ['manager']],
    ['force_status', 'PUT', () => `${BASE}/${jobId}/prospects/force_status/presented`, () => ({ bulk: { ids: [prospectId] } }), ['manager']],
    ['anonymous', 'PUT', () => `${BASE}/${jobId}/prospects/anonymous`, () => ({ bulk: { ids: [prospectId], anonymous: false } }), ['manager']],
    ['next_stage', 'PUT', () => `${BASE}/${jobId}/prospects/2000000000/next_stage`, null, ['manager']],
    ['rating', 'PUT', () => `${BASE}/${jobId}/prospects/${prospectId}/rating`, () => ({ rating: 4 }), ['manager', 'client']],
    ['update', 'PUT', () => `${BASE}/${jobId}/prospects/${prospectId}`, () => ({ prospect: { rating: 4 } }), ['manager']],
  ];
  const roles: Role[] = ['manager', 'viewer', 'plainEmployee', 'client', 'clientNoJobs', 'candidate', 'acmeRecruiter'];

  it.each(routes)('%s (%s)', async (_, method, path, payload, allowed) => {
    for (const role of roles) {
      const res = await call(method, path(), { who: people[role], payload: payload?.() });
      if (role === 'acmeRecruiter') expect(res.statusCode, role).toBe(401);
      else if (allowed.includes(role)) expect([200, 201, 404], `${role}: ${res.body}`).toContain(res.statusCode);
      else expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
    }
  });
});

describe('prospect statuses', () => {
  it('the contract holds the §3 statuses and job post states', () => {
    expect(PROSPECT_STATUSES).toEqual(['new', 'prospected', 'presented', 'interviewing', 'hired', 'rejected']);
    expect(JOB_POST_STATUSES).toEqual(['draft', 'open', 'closed', 'archived']);
  });
});

/** The text of every page of a PDF. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) pages.push((await (await doc.getPage(n)).getTextContent()).items.flatMap((i) => ('str' in i ? [i.str] : [])).join(' '));
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

describe('view_resume and download: the CV as the client may see it', () => {
  it('is the full CV while the prospect is not anonymous and the anonymous CV once it is, for the recruiter and the client alike; a prospect the client does not see is 404', async () => {
    const { job, byName } = await jobWithProspects(['Mirjam', 'Quinten'], { title: 'Resume view test' });
    const mirjam = byName('Mirjam');
    await action(job.id, 'present', { ids: [mirjam.id] });
    const view = (who: Who, pid = mirjam.id) => call('GET', `${BASE}/${job.id}/prospects/${pid}/view_resume`, { who });

    for (const who of [recruiter, client]) {
      const res = await view(who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ anonymous: false, pages: expect.any(Number) });
      expect(res.json().html).toContain('Mirjam');
      expect(res.json().html).toContain('Visser');
    }
    await action(job.id, 'anonymous', { ids: [mirjam.id], anonymous: true });
    for (const who of [recruiter, client]) {
      const res = await view(who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().anonymous).toBe(true);
      expect(res.json().html).not.toContain('Mirjam');
      expect(res.json().html).not.toContain('sanne.visser@example.com');
      expect(res.json().html).not.toContain('612345678');
    }
    expect((await view(client, byName('Quinten').id)).statusCode).toBe(404);
    expect((await view(recruiter, byName('Quinten').id)).statusCode).toBe(200);
  });

  it('download answers the PDF of that CV, anonymous when toggled, whatever HTML is sent; 404 for a prospect the client does not see', async () => {
    const { job, byName } = await jobWithProspects(['Jolien', 'Koen'], { title: 'Download test' });
    const jolien = byName('Jolien');
    await action(job.id, 'present', { ids: [jolien.id] });
    const download = (who: Who, pid: number, html = '<p>Anything</p>') => call('POST', `${BASE}/${job.id}/prospects/${pid}/download`, { who, payload: { html } });

    const full = await download(client, jolien.id);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(await pdfText(full.rawPayload)).toContain('Jolien');

    await action(job.id, 'anonymous', { ids: [jolien.id], anonymous: true });
    const anonymous = await download(client, jolien.id, '<h1>Jolien Visser, sanne.visser@example.com</h1>');
    expect(anonymous.statusCode).toBe(200);
    const text = await pdfText(anonymous.rawPayload);
    expect(text).toContain('Supply Chain Manager');
    expect(text).not.toContain('Jolien');
    expect(text).not.toContain('sanne.visser@example.com');
    expect(anonymous.headers['content-disposition']).not.toContain('Jolien');

    expect((await download(client, byName('Koen').id)).statusCode).toBe(404);
  });
});
