/**
 * A marketplace client asking for marketplace CVs for its job (`purchase`) and comments on prospects
 * (issue 13; spec §6, §7; decision 023): who may, what the client learns, the timeline, the
 * notifications of the job's recruiter.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { JOB_POST_MESSAGES, PROSPECT_COMMENT_MAX, type JobPost, type Prospect, type ProspectDetail } from '../../../shared/schemas/job-posts.js';
import { createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';

let t: TestApp;
type Who = Pick<Person, 'jwt' | 'host'>;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let client: Awaited<ReturnType<typeof createClient>>;
let acme: Who;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
  client = await createClient(t, { company: 'Harbour Freight' });
  acme = { ...(await createRecruiter(t, { subdomain: 'acme' })), host: 'demo.localhost:3000' };
});
afterAll(() => t.close());

const BASE = '/organisation/job_posts';

function call(method: 'GET' | 'POST' | 'PUT', path: string, options: { who?: Who; payload?: unknown } = {}) {
  const who = options.who ?? recruiter;
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(who.jwt, who.host), payload: options.payload as object });
}

async function openJob(title: string, clientId = client.accountId): Promise<JobPost> {
  const res = await call('POST', BASE, { payload: { job_post: { title, client_id: clientId } } });
  expect(res.statusCode, res.body).toBe(201);
  const job = res.json() as JobPost;
  expect((await call('PUT', `${BASE}/open`, { payload: { bulk: { ids: [job.id] } } })).statusCode).toBe(200);
  return job;
}

/** A saved CV, on the marketplace unless told otherwise, hidden when told. */
async function cv(firstName: string, options: { marketplace?: boolean; hidden?: boolean } = {}): Promise<number> {
  const data = validCv({ first_name: firstName, last_name: 'Visser', title: 'Forklift Driver' });
  let id: number;
  if (options.hidden) {
    const res = await call('POST', '/organisation/agreements', { payload: { agreement: { data, hidden: true } } });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
  } else id = (await createAgreement(t, recruiter, data)).id;
  if (options.marketplace !== false) expect((await call('POST', `/organisation/agreements/${id}/add-to-marketplace`)).statusCode).toBeLessThan(300);
  return id;
}

const purchase = (jobId: number, agreementIds: number[], who: Who = client) => call('POST', `${BASE}/${jobId}/purchase`, { who, payload: { bulk: { agreement_ids: agreementIds } } });
const prospectsOf = async (jobId: number): Promise<Prospect[]> => (await call('GET', `${BASE}/${jobId}/prospects`)).json().prospects;
const detail = async (jobId: number, pid: number, who: Who = recruiter): Promise<ProspectDetail> => {
  const res = await call('GET', `${BASE}/${jobId}/prospects/${pid}`, { who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Inbox = { notifications: { content: string; url: string }[] };
const inbox = async (who: Who, api: string): Promise<Inbox['notifications']> => ((await call('GET', api, { who })).json() as Inbox).notifications;

describe('purchase: a marketplace client asks for marketplace CVs for its job', () => {
  it('makes each CV an anonymous pending prospect, records it, tells the recruiter; asking again is harmless', async () => {
    const job = await openJob('Forklift Driver Rotterdam');
    const [a, b] = [await cv('Anouk'), await cv('Bram')];
    const res = await purchase(job.id, [a, b, a]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ agreement_ids: [a, b].sort((x, y) => x - y), added: 2 });

    const prospects = await prospectsOf(job.id);
    expect(prospects.map((p) => [p.agreement_id, p.status, p.anonymous]).sort()).toEqual(
      [
        [a, 'prospected', true],
        [b, 'prospected', true],
      ].sort(),
    );
    const timeline = (await detail(job.id, prospects[0].id)).timeline!;
    expect(timeline).toEqual([expect.objectContaining({ action: 'purchase', from: null, to: 'prospected', by: { id: client.userId, name: 'Claire Client' } })]);

    const told = await inbox(recruiter, '/marketplace/notifications');
    expect(told[0]).toMatchObject({ content: 'Claire Client asked for 2 marketplace candidates for Forklift Driver Rotterdam.', url: `/account/jobs/${job.id}` });
    expect((await inbox(client, '/client/notifications')).some((n) => n.content.includes('asked for'))).toBe(false);

    // Again, with one more: only the new one is added (and told of); the others stay as they are.
    const c = await cv('Cas');
    expect((await purchase(job.id, [a, c])).json()).toMatchObject({ added: 1 });
    const after = await prospectsOf(job.id);
    expect(after).toHaveLength(3);
    const cas = after.find((p) => p.agreement_id === c)!;
    expect((await inbox(recruiter, '/marketplace/notifications'))[0]).toMatchObject({
      content: 'Claire Client asked for a marketplace candidate for Forklift Driver Rotterdam.',
      url: `/account/jobs/${job.id}?prospect=${cas.id}`,
    });
    expect((await purchase(job.id, [a])).json()).toEqual({ agreement_ids: [a], added: 0 });

    // The client sees it once the agency presents it (from pending), anonymously.
    expect((await call('GET', `${BASE}/${job.id}/prospects/${cas.id}`, { who: client })).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${job.id}/prospects/present`, { payload: { bulk: { ids: [cas.id] } } })).statusCode).toBe(200);
    const seen = await detail(job.id, cas.id, client);
    expect(seen).toMatchObject({ status: 'presented', anonymous: true });
    expect(seen).not.toHaveProperty('name');
  });

  it('a CV that is not on the marketplace, hidden or unknown is 404 (nothing added); a job that is not open is 409', async () => {
    const job = await openJob('Warehouse Lead');
    const [offMarket, hidden, fine] = [await cv('Olga', { marketplace: false }), await cv('Hans', { hidden: true }), await cv('Fien')];
    for (const id of [offMarket, hidden, 2_000_000_000]) {
      const res = await purchase(job.id, [id]);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe(MESSAGES.unknownAgreements);
    }
    const mixed = await purchase(job.id, [fine, hidden]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error).toBe(MESSAGES.unknownMarketplaceCvs);
    expect(await prospectsOf(job.id)).toEqual([]);

    expect((await call('PUT', `${BASE}/close`, { payload: { bulk: { ids: [job.id] } } })).statusCode).toBe(200);
    const closed = await purchase(job.id, [fine]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(MESSAGES.purchaseJobNotOpen('Warehouse Lead', 'closed'));
  });

  it('suggest?status=open offers only open job posts (the Request for job selector)', async () => {
    const open = await openJob('Suggest Open Crane Operator');
    const draft = (await call('POST', BASE, { payload: { job_post: { title: 'Suggest Draft Crane Operator', client_id: client.accountId } } })).json() as JobPost;
    const ids = async (query: string, who: Who = client) => ((await call('GET', `${BASE}/suggest?q=Crane%20Operator${query}`, { who })).json().job_posts as JobPost[]).map((j) => j.id);
    // The agency sees the draft too; status keeps to open. A client never sees a draft (decision 023).
    expect((await ids('', recruiter)).sort()).toEqual([open.id, draft.id].sort());
    expect(await ids('&status=open', recruiter)).toEqual([open.id]);
    expect(await ids('')).toEqual([open.id]);
    expect(await ids('&status=open')).toEqual([open.id]);
    expect((await call('GET', `${BASE}/suggest?status=nonsense`, { who: client })).statusCode).toBe(422);
  });

  it('validates the body (422)', async () => {
    const job = await openJob('Validation job');
    for (const payload of [{}, { bulk: { agreement_ids: [] } }, { bulk: { agreement_ids: ['x'] } }]) {
      expect((await call('POST', `${BASE}/${job.id}/purchase`, { who: client, payload })).statusCode).toBe(422);
    }
  });

  it('§6 guard as a table: a client managing that company’s jobs 200; view-only 403; another company 404; agency staff and others 403', async () => {
    const job = await openJob('Guarded purchase');
    const agreementId = await cv('Guus');
    const viewOnly = await createClient(t, { company: 'Harbour Viewers', permissions: { canViewJobPosts: true } });
    // A view-only user of the same company as the job.
    const sameCompanyViewer = await createClient(t, { company: 'Harbour Freight Two', permissions: { canViewJobPosts: true } });
    const viewerJob = await openJob('Viewer company job', sameCompanyViewer.accountId);
    const otherCompany = await createClient(t, { company: 'Elsewhere Logistics' });
    const table: [string, Who, number, number][] = [
      ['client managing the job’s company', client, job.id, 200],
      ['client of another company (manages its own)', otherCompany, job.id, 404],
      ['client who only views the job’s company', sameCompanyViewer, viewerJob.id, 403],
      ['client who only views job posts anywhere', viewOnly, job.id, 403],
      ['agency recruiter who manages job posts', recruiter, job.id, 403],
      ['agency employee who views job posts', await createEmployee(t, { permissions: { canViewJobPosts: true } }), job.id, 403],
      ['candidate', await createCandidate(t), job.id, 403],
      ['another organisation’s recruiter', acme, job.id, 401],
    ];
    for (const [who, person, jobId, status] of table) {
      const res = await purchase(jobId, [agreementId], person);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
    }
    expect((await purchase(2_000_000_000, [agreementId])).statusCode).toBe(404);
  });
});

describe('comments on a prospect, shared between the agency and the client company', () => {
  let job: JobPost;
  let presented: Prospect;
  let unseen: Prospect;
  beforeAll(async () => {
    job = await openJob('Night Shift Supervisor');
    const res = await call('PUT', `${BASE}/${job.id}/attach_prospects`, { payload: { bulk: { agreement_ids: [await cv('Mila'), await cv('Noor')] } } });
    [presented, unseen] = res.json().prospects;
    expect((await call('PUT', `${BASE}/${job.id}/prospects/present`, { payload: { bulk: { ids: [presented.id] } } })).statusCode).toBe(200);
  });
  const comment = (pid: number, body: unknown, who: Who) => call('POST', `${BASE}/${job.id}/prospects/${pid}/comments`, { who, payload: { comment: { body } } });

  it('the client and the recruiter comment; both read the comments; a client’s comment tells the recruiter (not the client)', async () => {
    const mine = await comment(presented.id, '  Strong profile, can we meet on Tuesday?  ', client);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ body: 'Strong profile, can we meet on Tuesday?', author_name: 'Claire Client' });
    expect((await comment(presented.id, 'Tuesday works for Mila.', recruiter)).statusCode).toBe(201);

    for (const who of [client, recruiter]) {
      expect((await detail(job.id, presented.id, who)).comments.map((c) => c.body)).toEqual(['Strong profile, can we meet on Tuesday?', 'Tuesday works for Mila.']);
    }
    // The timeline stays the agency's.
    expect(await detail(job.id, presented.id, client)).not.toHaveProperty('timeline');

    const recruiterInbox = await inbox(recruiter, '/marketplace/notifications');
    expect(recruiterInbox.filter((n) => n.content.includes('commented'))).toEqual([
      { ...recruiterInbox.find((n) => n.content.includes('commented')), content: 'Claire Client commented on Mila Visser for Night Shift Supervisor.', url: `/account/jobs/${job.id}?prospect=${presented.id}` },
    ]);
    expect((await inbox(client, '/client/notifications')).some((n) => n.content.includes('commented'))).toBe(false);
  });

  it('a prospect the client does not see, or of another company’s job, is 404; a view-only client of the company may comment', async () => {
    expect((await comment(unseen.id, 'Hello?', client)).statusCode).toBe(404);
    const other = await createClient(t, { company: 'Other Freight' });
    expect((await comment(presented.id, 'Hello?', other)).statusCode).toBe(404);
    expect((await comment(presented.id, 'Hello?', acme)).statusCode).toBe(401);
    expect((await comment(presented.id, 'Hello?', await createCandidate(t))).statusCode).toBe(403);
    expect((await comment(presented.id, 'Seen it.', await createEmployee(t, { permissions: { canViewJobPosts: true } }))).statusCode).toBe(201);
    expect((await call('POST', `${BASE}/${job.id}/prospects/2000000000/comments`, { payload: { comment: { body: 'x' } } })).statusCode).toBe(404);
  });

  it('an empty or too long comment is 422 with a message saying what to do', async () => {
    for (const body of ['', '   ']) {
      const res = await comment(presented.id, body, client);
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(JOB_POST_MESSAGES.commentRequired);
    }
    const long = await comment(presented.id, 'x'.repeat(PROSPECT_COMMENT_MAX + 1), client);
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain(JOB_POST_MESSAGES.commentTooLong);
    expect((await comment(presented.id, 'x'.repeat(PROSPECT_COMMENT_MAX), client)).statusCode).toBe(201);
  });
});
