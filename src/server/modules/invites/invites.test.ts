/**
 * Job invites (issue 13; spec §3 Invite, §4 Invites, §6 can_manage_job_posts, §7): the invite mailed
 * over real SMTP with a `j` token, its lookup and acceptance (the person joins the job's client
 * company and sees the job; the inviter is notified), and every refusal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema.js';
import { createMailer } from '../../lib/mailer.js';
import { tokenDigest } from '../../lib/tokens.js';
import { createAdmin, createCandidate, createClient, createEmployee, createRecruiter, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startSmtpCatcher } from '../../test/smtp.js';
import { MESSAGES } from './service.js';

const DEMO = 'demo.localhost:3000';
type Who = Pick<Person, 'jwt' | 'host'>;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Brightpath <no-reply@brightpath.test>' }) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, who: Who | null, payload?: unknown) =>
  t.app.inject({ method, url: `/api${path}`, headers: who ? bearer(who.jwt, who.host) : { host: DEMO }, payload: payload as object });

async function job(recruiter: Who, clientId: number, input: Record<string, unknown> = {}) {
  const res = await call('POST', '/organisation/job_posts', recruiter, { job_post: { title: 'Warehouse Manager', reference: 'NW-7', client_id: clientId, ...input } });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: number; title: string };
  // A draft takes no invites (decision 023): the job is opened first.
  const onDraft = await call('POST', `/organisation/job_posts/${created.id}/invites`, recruiter, { invite: { email: 'early@example.com' } });
  expect(onDraft.statusCode).toBe(409);
  expect(onDraft.json().error).toBe(`${created.title} is a draft: open it before inviting people to it.`);
  expect((await call('PUT', '/organisation/job_posts/open', recruiter, { bulk: { ids: [created.id] } })).statusCode).toBe(200);
  return created;
}

/** Invites `email` and answers the token read from the mail that reached the SMTP server. */
async function invite(recruiter: Who, jobId: number, email: string) {
  const res = await call('POST', `/organisation/job_posts/${jobId}/invites`, recruiter, { invite: { email } });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await smtp.next();
  const token = /\/a\/invite\/([\w-]+)\/choose-account/.exec(mail.text ?? '')?.[1];
  return { invite: res.json().invite, mail, token: token! };
}

describe('job invites', () => {
  it('POST mails a j-token link to choose-account; GET lists it; only the digest is stored', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t, { company: 'Harbour Freight' });
    const { id } = await job(recruiter, client.accountId);
    const { invite: made, mail, token } = await invite(recruiter, id, 'Nina.Berg@Example.com');
    expect(made).toMatchObject({ email: 'nina.berg@example.com', invited_by: { name: 'Rosa de Vries' }, accepted_at: null, status: 'pending' });
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('nina.berg@example.com');
    expect(mail.subject).toBe('Rosa de Vries invited you to the job Warehouse Manager (#NW-7)');
    expect(mail.text).toContain('for Harbour Freight B.V.');
    expect(mail.text).toMatch(new RegExp(`http://demo\\.localhost:3000/a/invite/j[\\w-]{40,}/choose-account`));
    expect(token.startsWith('j')).toBe(true);
    expect(mail.html).toContain('Open the invite');

    const listed = await call('GET', `/organisation/job_posts/${id}/invites`, recruiter);
    expect(listed.json().invites).toEqual([made]);
    const [row] = await t.database.db.select().from(invites).where(eq(invites.id, made.id));
    expect(row.token).toBe(tokenDigest(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('inviting the same address again renews the pending invite: one invite, the old link no longer works', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t);
    const { id } = await job(recruiter, client.accountId);
    const first = await invite(recruiter, id, 'tom@example.com');
    const second = await invite(recruiter, id, 'tom@example.com');
    expect(second.invite.id).toBe(first.invite.id);
    expect((await call('GET', `/organisation/job_posts/${id}/invites`, recruiter)).json().invites).toHaveLength(1);
    expect((await call('GET', `/organisation/invites/${first.token}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/organisation/invites/${second.token}`, null)).statusCode).toBe(200);
  });

  it('the lookup needs no session; accepting makes the person a user of the client company who sees the job; the inviter is notified; a second use is 409', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t, { company: 'Harbour Freight' });
    const { id } = await job(recruiter, client.accountId, { status: undefined });
    await call('PUT', '/organisation/job_posts/open', recruiter, { bulk: { ids: [id] } });
    const { token } = await invite(recruiter, id, 'nina@example.com');

    const lookup = await call('GET', `/organisation/invites/${token}`, null);
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ kind: 'job', email: 'nina@example.com', invited_by: 'Rosa de Vries', job_post: { id, title: 'Warehouse Manager', reference: 'NW-7', client: { company_name: 'Harbour Freight B.V.' } } });

    const nina = await createCandidate(t, { firstName: 'Nina', lastName: 'Berg', email: 'nina@example.com' });
    expect((await call('GET', `/organisation/job_posts/${id}`, nina)).statusCode).toBe(403);
    const accepted = await call('PUT', `/organisation/invites/${token}/accept`, nina);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ job_post_id: id, client_id: client.accountId, url: `/marketplace/jobs/${id}` });

    const auth = (await call('GET', '/auth', nina)).json();
    expect(auth.accounts.find((a: { id: number }) => a.id === client.accountId)).toMatchObject({ isClient: true, employee: { can_view_job_posts: true, can_manage_job_posts: false } });
    const seen = await call('GET', `/organisation/job_posts/${id}`, nina);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().title).toBe('Warehouse Manager');
    // Viewing is not managing: rating stays refused.
    expect((await call('PUT', `/organisation/job_posts/${id}/prospects/1/rating`, nina, { rating: 3 })).statusCode).toBe(403);

    const notes = (await call('GET', '/marketplace/notifications', recruiter)).json().notifications;
    expect(notes.map((n: { content: string; url: string }) => [n.content, n.url])).toEqual([['Nina Berg accepted your invitation to Warehouse Manager.', `/account/jobs/${id}`]]);
    expect((await call('GET', '/client/notifications', nina)).json().notifications).toEqual([]);

    const again = await call('PUT', `/organisation/invites/${token}/accept`, nina);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.accepted);
    expect((await call('GET', `/organisation/invites/${token}`, null)).statusCode).toBe(409);
    expect((await call('GET', `/organisation/job_posts/${id}/invites`, recruiter)).json().invites[0]).toMatchObject({ status: 'accepted', accepted_by: { name: 'Nina Berg' } });
  });

  it('an existing client of another company keeps its own and gains this one', async () => {
    const recruiter = await createRecruiter(t);
    const harbour = await createClient(t, { company: 'Harbour Freight' });
    const other = await createClient(t, { company: 'Delta Parts' });
    const { id } = await job(recruiter, harbour.accountId);
    const { token } = await invite(recruiter, id, other.email);
    expect((await call('PUT', `/organisation/invites/${token}/accept`, other)).statusCode).toBe(200);
    const auth = (await call('GET', '/auth', other)).json();
    expect(auth.accounts.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([harbour.accountId, other.accountId, other.agencyAccountId]));
    expect(auth.account.id).toBe(other.agencyAccountId);
    expect((await call('GET', `/organisation/job_posts/${id}`, other)).statusCode).toBe(200);
  });

  it('refusals: agency staff cannot accept (409), an unknown or malformed token is 404 or 422, an expired one 410, accepting needs a session', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t);
    const { id } = await job(recruiter, client.accountId);
    const { token, invite: made } = await invite(recruiter, id, 'staff@example.com');
    const staff = await createEmployee(t);
    const refused = await call('PUT', `/organisation/invites/${token}/accept`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.agencyStaff);
    expect((await call('PUT', `/organisation/invites/${token}/accept`, null)).statusCode).toBe(401);
    expect((await call('GET', `/organisation/invites/j${'x'.repeat(43)}`, null)).statusCode).toBe(404);
    expect((await call('GET', '/organisation/invites/not-a-token', null)).statusCode).toBe(422);

    await t.database.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invites.id, made.id));
    const expired = await call('GET', `/organisation/invites/${token}`, null);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MESSAGES.expired);
    expect((await call('GET', `/organisation/job_posts/${id}/invites`, recruiter)).json().invites[0].status).toBe('expired');
  });

  it('the token works only at its organisation; another organisation’s job is 404', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t);
    const { id } = await job(recruiter, client.accountId);
    const { token } = await invite(recruiter, id, 'x@example.com');
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    expect((await call('GET', `/organisation/invites/${token}`, { jwt: acme.jwt, host: acme.host })).statusCode).toBe(404);
    expect((await call('GET', `/organisation/job_posts/${id}/invites`, acme)).statusCode).toBe(404);
    expect((await call('POST', `/organisation/job_posts/${id}/invites`, acme, { invite: { email: 'y@example.com' } })).statusCode).toBe(404);
  });

  it('who may list and send invites (§6 can_manage_job_posts), as a table; a bad email is 422', async () => {
    const recruiter = await createRecruiter(t);
    const client = await createClient(t);
    const { id } = await job(recruiter, client.accountId);
    const people: [string, Who | null, number][] = [
      ['recruiter', recruiter, 200],
      ['employee who views jobs', await createEmployee(t, { permissions: { canViewJobPosts: true } }), 403],
      ['employee without permissions', await createEmployee(t), 403],
      ['client who manages the company’s jobs', client, 403],
      ['candidate', await createCandidate(t), 403],
      ['admin', await createAdmin(t), 403],
      ['signed out', null, 401],
    ];
    for (const [role, who, status] of people) {
      expect([role, (await call('GET', `/organisation/job_posts/${id}/invites`, who)).statusCode]).toEqual([role, status]);
      const sent = await call('POST', `/organisation/job_posts/${id}/invites`, who, { invite: { email: 'table@example.com' } });
      expect([role, sent.statusCode]).toEqual([role, status === 200 ? 201 : status]);
      if (sent.statusCode === 201) await smtp.next();
    }
    const bad = await call('POST', `/organisation/job_posts/${id}/invites`, recruiter, { invite: { email: 'not an email' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['invite.email']).toEqual(['Please enter a valid email.']);
    expect((await call('POST', '/organisation/job_posts/999999/invites', recruiter, { invite: { email: 'z@example.com' } })).statusCode).toBe(404);
  });
});
