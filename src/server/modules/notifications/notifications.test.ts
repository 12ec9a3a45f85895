/**
 * Notifications (issue 13; spec §3 Notification, §4, §6 notifications API per role, §7): the four
 * calls on both APIs, every role of §6 as a table, each event making exactly its notifications (none
 * for whoever acted), and other users' and organisations' ids answering 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers, employees, notifications, organisations } from '../../db/schema.js';
import { tenantDb, tenantScope } from '../../db/tenant.js';
import { createMailer } from '../../lib/mailer.js';
import { createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startSmtpCatcher } from '../../test/smtp.js';
import { MESSAGES, NOTIFICATION_TEXTS, notify } from './service.js';

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
type Who = Pick<Person, 'jwt' | 'host'>;
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Brightpath <no-reply@brightpath.test>' }) });
  await t.database.db.update(organisations).set({ candidateReviewFeature: true }).where(eq(organisations.subdomain, 'demo'));
  t.app.organisations.invalidate('demo');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: Method, path: string, who: Who | null, payload?: unknown) =>
  t.app.inject({ method, url: `/api${path}`, headers: who ? bearer(who.jwt, who.host) : { host: DEMO }, payload: payload as object });

const EMPLOYEE_API = '/marketplace/notifications';
const CLIENT_API = '/client/notifications';

/** The user's notifications, the newest first (through the API of their role). */
async function inbox(who: Who, api: string, page = 1) {
  const res = await call('GET', `${api}?page=${page}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notifications: { id: number; content: string; url: string; created_at: string; viewed: boolean }[]; pagination: { page: number; per_page: number; total_count: number; total_pages: number } };
}

/** Adds `person` to a client company as a user with the given job rights (as a second user of it). */
async function joinCompany(person: { userId: number }, accountId: number, rights: { canViewJobPosts?: boolean; canManageJobPosts?: boolean }) {
  const [org] = await t.database.db.select().from(organisations).where(eq(organisations.subdomain, 'demo'));
  const scope = tenantScope(t.database.db, org.id);
  await tenantDb(scope).insert(accountUsers, { accountId, userId: person.userId, agreed: true, current: false });
  await tenantDb(scope).insert(employees, { accountId, userId: person.userId, ...rights });
}

/** An open job post (a draft's candidates are not presented to the client). */
async function jobFor(recruiter: Who, clientAccountId: number, title = 'Warehouse Manager') {
  const res = await call('POST', '/organisation/job_posts', recruiter, { job_post: { title, client_id: clientAccountId } });
  expect(res.statusCode, res.body).toBe(201);
  const job = res.json() as { id: number };
  expect((await call('PUT', '/organisation/job_posts/open', recruiter, { bulk: { ids: [job.id] } })).statusCode).toBe(200);
  return job;
}

async function prospectsOn(recruiter: Who, jobId: number, names: string[]) {
  const ids = [];
  for (const name of names) ids.push((await createAgreement(t, recruiter, validCv({ first_name: name, last_name: 'Visser' }))).id);
  const res = await call('PUT', `/organisation/job_posts/${jobId}/attach_prospects`, recruiter, { bulk: { agreement_ids: ids } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().prospects as { id: number; name: string }[]).sort((a, b) => a.id - b.id);
}

describe('who may call which notifications API (§6), as a table', () => {
  it('employees use marketplace/notifications, client-company users client/notifications, nobody else either', async () => {
    const people = {
      recruiter: await createRecruiter(t),
      'employee without permissions': await createEmployee(t),
      client: await createClient(t),
      'client without job rights': await createClient(t, { permissions: {} }),
      candidate: await createCandidate(t),
      admin: await createAdmin(t),
    };
    const expected: Record<keyof typeof people | 'signed out', [number, number]> = {
      recruiter: [200, 403],
      'employee without permissions': [200, 403],
      client: [403, 200],
      'client without job rights': [403, 200],
      candidate: [403, 403],
      admin: [403, 403],
      'signed out': [401, 401],
    };
    const calls: [Method, string][] = [
      ['GET', '?page=1'],
      ['GET', '/has_new?auto=1'],
      ['PUT', '/999999/mark_as_viewed'],
      ['DELETE', '/999999'],
    ];
    for (const [role, [employeeApi, clientApi]] of Object.entries(expected)) {
      const who = role === 'signed out' ? null : people[role as keyof typeof people];
      for (const [method, suffix] of calls) {
        // An allowed caller reaches the handler: 404 for an id that is none of theirs.
        const allowed = (status: number) => (status === 200 && suffix.startsWith('/999999') ? 404 : status);
        const a = await call(method, `${EMPLOYEE_API}${suffix}`, who);
        expect([role, method, suffix, 'employee API', a.statusCode]).toEqual([role, method, suffix, 'employee API', allowed(employeeApi)]);
        const b = await call(method, `${CLIENT_API}${suffix}`, who);
        expect([role, method, suffix, 'client API', b.statusCode]).toEqual([role, method, suffix, 'client API', allowed(clientApi)]);
      }
    }
  });
});

describe('the events that notify', () => {
  it('a first presentation notifies every user of the client company who may see its jobs, not the actor, not a user without job rights, and only once', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t, { company: 'Harbour Freight', permissions: { canViewJobPosts: true } });
    const manager = await createClient(t, { company: 'Other Co' });
    await joinCompany(manager, client.accountId, { canManageJobPosts: true });
    const bystander = await createClient(t, { company: 'Third Co' });
    await joinCompany(bystander, client.accountId, {});
    const job = await jobFor(recruiter, client.accountId, 'Night Shift Lead');
    const [sanne] = await prospectsOn(recruiter, job.id, ['Sanne']);

    expect((await call('PUT', `/organisation/job_posts/${job.id}/prospects/present`, recruiter, { bulk: { ids: [sanne.id] } })).statusCode).toBe(200);
    for (const who of [client, manager]) {
      const { notifications: list } = await inbox(who, CLIENT_API);
      expect(list).toEqual([
        { id: expect.any(Number), content: 'New candidate for Night Shift Lead: Sanne Visser.', url: `/marketplace/jobs/${job.id}?prospect=${sanne.id}`, created_at: expect.any(String), viewed: false },
      ]);
    }
    expect((await inbox(bystander, CLIENT_API)).notifications).toEqual([]);
    expect((await inbox(recruiter, EMPLOYEE_API)).notifications).toEqual([]);

    // Moving it on (interview, hire) or presenting it again tells nobody again.
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/interview`, recruiter, { bulk: { ids: [sanne.id], availability: 'Mondays' } });
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/hire`, recruiter, { bulk: { ids: [sanne.id] } });
    expect((await inbox(client, CLIENT_API)).pagination.total_count).toBe(1);
  });

  it('presenting several at once is one notification with their number; an anonymous one is named nowhere; force_status past presented counts as presenting', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t);
    const job = await jobFor(recruiter, client.accountId, 'Forklift Driver');
    const [a, b, c, d] = await prospectsOn(recruiter, job.id, ['Anna', 'Bram', 'Cees', 'Dirk']);
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/present`, recruiter, { bulk: { ids: [a.id, b.id] } });
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/anonymous`, recruiter, { bulk: { ids: [c.id], anonymous: true } });
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/${c.id}/next_stage`, recruiter);
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/force_status/interviewing`, recruiter, { bulk: { ids: [d.id] } });
    const { notifications: list } = await inbox(client, CLIENT_API);
    expect(list.map((n) => [n.content, n.url])).toEqual([
      ['New candidate for Forklift Driver: Dirk Visser.', `/marketplace/jobs/${job.id}?prospect=${d.id}`],
      ['New anonymous candidate for Forklift Driver.', `/marketplace/jobs/${job.id}?prospect=${c.id}`],
      ['2 new candidates for Forklift Driver.', `/marketplace/jobs/${job.id}`],
    ]);
    expect(JSON.stringify(list)).not.toContain('Cees');
  });

  it('a client’s rating notifies the job’s recruiter (named, with the rating); the agency’s own rating notifies nobody', async () => {
    const recruiter = await createRecruiter(t);
    const colleague = await createRecruiter(t, { firstName: 'Mark', lastName: 'Jansen' });
    const client = await createClient(t, { firstName: 'Claire', lastName: 'Client' });
    const job = await jobFor(recruiter, client.accountId, 'Planner');
    const [sanne] = await prospectsOn(recruiter, job.id, ['Sanne']);
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/present`, recruiter, { bulk: { ids: [sanne.id] } });

    expect((await call('PUT', `/organisation/job_posts/${job.id}/prospects/${sanne.id}/rating`, colleague, { rating: 2 })).statusCode).toBe(200);
    expect((await inbox(recruiter, EMPLOYEE_API)).notifications).toEqual([]);
    const rated = await call('PUT', `/organisation/job_posts/${job.id}/prospects/${sanne.id}/rating`, client, { rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    const { notifications: list } = await inbox(recruiter, EMPLOYEE_API);
    expect(list.map((n) => [n.content, n.url])).toEqual([['Claire Client rated Sanne Visser 4 out of 5 for Planner.', `/account/jobs/${job.id}?prospect=${sanne.id}`]]);
    expect((await inbox(colleague, EMPLOYEE_API)).notifications).toEqual([]);
    // The same rating again changes nothing and tells nobody again.
    await call('PUT', `/organisation/job_posts/${job.id}/prospects/${sanne.id}/rating`, client, { rating: 4 });
    expect((await inbox(recruiter, EMPLOYEE_API)).pagination.total_count).toBe(1);
  });

  it('a candidate’s approval and rejection of their CV notify the CV’s recruiter, linking to the CV', async () => {
    const recruiter = await createRecruiter(t);
    const cv = await createAgreement(t, recruiter, validCv({ first_name: 'Lotte', last_name: 'Jansen' }));
    const link = await call('POST', `/organisation/agreements/${cv.id}/candidate_token`, recruiter, {});
    const { token } = link.json();
    const approved = await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${cv.id}/accept`, headers: { host: DEMO }, payload: { token } });
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${cv.id}/reject`, headers: { host: DEMO }, payload: { token, reason: 'My last job is missing.' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await smtp.next(); // the rejection's mail to the recruiter
    const { notifications: list } = await inbox(recruiter, EMPLOYEE_API);
    expect(list.map((n) => [n.content, n.url])).toEqual([
      ['Lotte Jansen asked for changes to their CV.', `/agreement/${cv.id}/edit`],
      ['Lotte Jansen approved their CV.', `/agreement/${cv.id}/edit`],
    ]);
  });

  it('notify drops a notice to the actor and a second one of the same kind and link to one person', async () => {
    const a = await createRecruiter(t);
    const b = await createRecruiter(t);
    const [org] = await t.database.db.select().from(organisations).where(eq(organisations.subdomain, 'demo'));
    const scope = tenantScope(t.database.db, org.id);
    const notice = (to: number) => ({ to, kind: 'cvApproved' as const, params: { candidate: 'Eva Smit' }, url: '/agreement/1/edit' });
    await notify(scope, a.userId, [notice(a.userId), notice(b.userId), notice(b.userId)]);
    const rows = await tenantDb(scope).select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(rows).toHaveLength(1);
    expect(await tenantDb(scope).select().from(notifications).where(eq(notifications.userId, a.userId))).toEqual([]);
  });
});

describe('reading, viewing and deleting', () => {
  async function recruiterWith(count: number) {
    const recruiter = await createRecruiter(t);
    const [org] = await t.database.db.select().from(organisations).where(eq(organisations.subdomain, 'demo'));
    const scope = tenantScope(t.database.db, org.id);
    for (let i = 1; i <= count; i++) {
      await notify(scope, null, [{ to: recruiter.userId, kind: 'cvApproved', params: { candidate: `Candidate ${i}` }, url: `/agreement/${i}/edit` }]);
    }
    return recruiter;
  }

  it('pages of ten, the newest first, with the pagination of the project; has_new counts the unviewed', async () => {
    const recruiter = await recruiterWith(12);
    const first = await inbox(recruiter, EMPLOYEE_API);
    expect(first.pagination).toEqual({ page: 1, per_page: 10, total_count: 12, total_pages: 2 });
    expect(first.notifications.map((n) => n.content)).toEqual(Array.from({ length: 10 }, (_, i) => NOTIFICATION_TEXTS.cvApproved({ candidate: `Candidate ${12 - i}` })));
    const second = await inbox(recruiter, EMPLOYEE_API, 2);
    expect(second.notifications.map((n) => n.content)).toEqual(['Candidate 2 approved their CV.', 'Candidate 1 approved their CV.']);
    expect((await call('GET', `${EMPLOYEE_API}/has_new?auto=1`, recruiter)).json()).toEqual({ has_new: true, count: 12 });
    expect((await call('GET', `${EMPLOYEE_API}?page=0`, recruiter)).statusCode).toBe(422);
    expect((await call('GET', `${EMPLOYEE_API}/has_new?auto=yes`, recruiter)).statusCode).toBe(422);
  });

  it('mark_as_viewed turns one viewed (twice is harmless); delete removes it; has_new follows', async () => {
    const recruiter = await recruiterWith(2);
    const [newest, oldest] = (await inbox(recruiter, EMPLOYEE_API)).notifications;
    const viewed = await call('PUT', `${EMPLOYEE_API}/${newest.id}/mark_as_viewed`, recruiter);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toEqual({ ...newest, viewed: true });
    expect((await call('PUT', `${EMPLOYEE_API}/${newest.id}/mark_as_viewed`, recruiter)).json().viewed).toBe(true);
    expect((await call('GET', `${EMPLOYEE_API}/has_new`, recruiter)).json()).toEqual({ has_new: true, count: 1 });
    const deleted = await call('DELETE', `${EMPLOYEE_API}/${oldest.id}`, recruiter);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `${EMPLOYEE_API}/has_new`, recruiter)).json()).toEqual({ has_new: false, count: 0 });
    expect((await inbox(recruiter, EMPLOYEE_API)).notifications.map((n) => n.id)).toEqual([newest.id]);
    expect((await call('DELETE', `${EMPLOYEE_API}/${oldest.id}`, recruiter)).statusCode).toBe(404);
  });

  it('another user’s notification and another organisation’s are 404 (and stay as they are)', async () => {
    const owner = await recruiterWith(1);
    const [mine] = (await inbox(owner, EMPLOYEE_API)).notifications;
    const other = await createRecruiter(t);
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    for (const who of [other, acme]) {
      const viewed = await call('PUT', `${EMPLOYEE_API}/${mine.id}/mark_as_viewed`, who);
      expect(viewed.statusCode).toBe(404);
      expect(viewed.json().error).toBe(MESSAGES.notFound);
      expect((await call('DELETE', `${EMPLOYEE_API}/${mine.id}`, who)).statusCode).toBe(404);
    }
    expect(acme.host).toBe(ACME);
    expect((await inbox(owner, EMPLOYEE_API)).notifications).toEqual([mine]);
    expect((await inbox(other, EMPLOYEE_API)).notifications).toEqual([]);
  });
});
