/**
 * Employee invites (issue 14; spec §3 Invite and the employee permission flags, §4 Invites, §6
 * canManageEmployees / manage account, §7 organisation/employees/invites and the invite by token,
 * §8 the invite conflict): both kinds — an agency's invite and the panel's first-administrator
 * invite — end to end over real SMTP (the link taken from the received mail, looked up, accepted),
 * the flags the new employee gets, single use, expiry by the injected clock, the wrong email, the
 * conflict, declining, resending, withdrawing, and who may do what, as tables.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_INVITE_TTL_DAYS } from '../../../shared/schemas/invites.js';
import { employees, invites, organisations } from '../../db/schema.js';
import { manualClock } from '../../lib/clock.js';
import { createMailer } from '../../lib/mailer.js';
import { tokenDigest } from '../../lib/tokens.js';
import { createAdmin, createCandidate, createClient, createEmployee, createRecruiter, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startSmtpCatcher } from '../../test/smtp.js';
import { EMPLOYEE_MESSAGES, MESSAGES } from './service.js';

const DEMO = 'demo.localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;
type Who = Pick<Person, 'jwt' | 'host'>;

const NONE = {
  can_manage_account: false,
  can_manage_employees: false,
  can_manage_job_posts: false,
  can_view_job_posts: false,
  can_manage_associations: false,
  can_manage_agreements: false,
  can_delete_agreements: false,
};
const ALL = Object.fromEntries(Object.keys(NONE).map((k) => [k, true])) as typeof NONE;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ clock, mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Brightpath <no-reply@brightpath.test>' }) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Who | null, payload?: unknown, host = DEMO) =>
  t.app.inject({ method, url: `/api${path}`, headers: who ? bearer(who.jwt, who.host) : { host }, payload: payload as object });

/** The invite link of the next mail that reaches the SMTP server: its host and token. */
async function linkFromMail() {
  const mail = await smtp.next();
  const match = /(https?:\/\/[^/\s]+)\/a\/invite\/([\w-]+)(\s|$)/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  return { mail, origin: match![1], token: match![2] };
}

async function inviteEmployee(inviter: Who, invite: Record<string, unknown>) {
  const res = await call('POST', '/organisation/employees/invites', inviter, { invite });
  expect(res.statusCode, res.body).toBe(201);
  return { invite: res.json().invite as { id: number; email: string; expire_at: string; permissions: typeof NONE }, ...(await linkFromMail()) };
}

describe('employee invites of an agency (real SMTP, from the mail to the new employee)', () => {
  it('the mail links /a/invite/{e-token} on the organisation; lookup, accept, exactly the invite’s flags, single use', async () => {
    const recruiter = await createRecruiter(t);
    const sent = await inviteEmployee(recruiter, { email: 'Lena.Visser@Example.com', can_manage_job_posts: true, can_view_job_posts: true });
    expect(sent.invite).toMatchObject({ email: 'lena.visser@example.com', expire_at: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString() });
    expect(sent.invite.permissions).toEqual({ ...NONE, can_manage_job_posts: true, can_view_job_posts: true });
    expect(sent.mail.to && 'text' in sent.mail.to ? sent.mail.to.text : '').toBe('lena.visser@example.com');
    expect(sent.mail.subject).toBe('Rosa de Vries invited you to join Brightpath Recruitment');
    expect(sent.origin).toBe('http://demo.localhost:3000');
    expect(sent.token).toMatch(/^e[\w-]{40,}$/);
    expect(sent.mail.text).toContain('The invite is valid until 09/03/2026 and can be used once.');
    expect(sent.mail.html).toContain('Open the invite');
    const [row] = await t.database.db.select().from(invites).where(eq(invites.id, sent.invite.id));
    expect(row.token).toBe(tokenDigest(sent.token));

    expect((await call('GET', '/organisation/employees/invites', recruiter)).json().invites.map((i: { id: number }) => i.id)).toContain(sent.invite.id);

    const lookup = await call('GET', `/organisation/invites/${sent.token}`, null);
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ kind: 'employee', email: 'lena.visser@example.com', invited_by: 'Rosa de Vries', organisation: { name: 'Brightpath Recruitment', subdomain: 'demo' } });

    const lena = await createCandidate(t, { firstName: 'Lena', lastName: 'Visser', email: 'lena.visser@example.com' });
    const accepted = await call('PUT', `/organisation/invites/${sent.token}/accept`, lena);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const auth = accepted.json();
    expect(auth.session.jwt).toBe(lena.jwt);
    expect(auth.account.id).toBe(recruiter.accountId);
    const { id: _id, ...flags } = auth.employee;
    expect(flags).toEqual({ ...NONE, can_manage_job_posts: true, can_view_job_posts: true });
    expect((await call('GET', '/auth', lena)).json().employee).toEqual(auth.employee);

    // What the flags allow, and what they do not.
    expect((await call('GET', '/organisation/job_posts', lena)).statusCode).toBe(200);
    expect((await call('GET', '/organisation/employees/invites', lena)).statusCode).toBe(403);

    // Used once: a second accept, and the lookup, find nothing.
    const again = await call('PUT', `/organisation/invites/${sent.token}/accept`, lena);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(EMPLOYEE_MESSAGES.unusable);
    expect((await call('GET', `/organisation/invites/${sent.token}`, null)).statusCode).toBe(404);
    expect((await call('GET', '/organisation/employees/invites', recruiter)).json().invites.map((i: { id: number }) => i.id)).not.toContain(sent.invite.id);
    // And the new employee cannot be invited again.
    const twice = await call('POST', '/organisation/employees/invites', recruiter, { invite: { email: 'LENA.visser@example.com' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('lena.visser@example.com is already an employee of this account.');
  });

  it('a person without an account signs up with the invited email, then accepts', async () => {
    const recruiter = await createRecruiter(t);
    const { token } = await inviteEmployee(recruiter, { email: 'sam.new@example.com', can_manage_agreements: true });
    const signup = await call('POST', '/auth/signup', null, { user: { email: 'sam.new@example.com', password: 'Invited-colleague-2026', first_name: 'Sam', last_name: 'New' } });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const mail = await smtp.next();
    const signInToken = /\/a\/login\/([\w-]+)/.exec(mail.text ?? '')![1];
    const exchanged = await call('POST', `/auth/exchange/${signInToken}`, null);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const sam = { jwt: exchanged.json().session.jwt as string, host: DEMO };
    const accepted = await call('PUT', `/organisation/invites/${token}/accept`, sam);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().employee).toMatchObject({ ...NONE, can_manage_agreements: true });
  });

  it('another email is 403 with a clear message; declining uses the invite up', async () => {
    const recruiter = await createRecruiter(t);
    const { token } = await inviteEmployee(recruiter, { email: 'mila@example.com' });
    const stranger = await createCandidate(t);
    const wrong = await call('PUT', `/organisation/invites/${token}/accept`, stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('This invite was sent to mila@example.com. Sign in with that email to accept it.');
    expect((await call('PUT', `/organisation/invites/${token}/reject`, stranger)).statusCode).toBe(403);
    expect((await call('PUT', `/organisation/invites/${token}/accept`, null)).statusCode).toBe(401);

    const mila = await createCandidate(t, { email: 'mila@example.com' });
    const declined = await call('PUT', `/organisation/invites/${token}/reject`, mila);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ rejected: true });
    expect((await call('GET', `/organisation/invites/${token}`, null)).statusCode).toBe(404);
    expect((await call('PUT', `/organisation/invites/${token}/accept`, mila)).statusCode).toBe(404);
    expect((await call('GET', '/auth', mila)).json().employee).toBeNull();
  });

  it('already connected when accepting: 409 with the §8 text, and nothing changes', async () => {
    const recruiter = await createRecruiter(t);
    const { token } = await inviteEmployee(recruiter, { email: 'joost@example.com', can_manage_account: true });
    const joost = await createEmployee(t, { email: 'joost@example.com', permissions: { canViewJobPosts: true } });
    const conflict = await call('PUT', `/organisation/invites/${token}/accept`, joost);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe('This user is already connected to this organisation.');
    const [employee] = await t.database.db.select().from(employees).where(eq(employees.id, joost.employeeId));
    expect([employee.canManageAccount, employee.canViewJobPosts]).toEqual([false, true]);
  });

  it('expiry goes by the clock: after 7 days the link is unknown; resending gives a new link and expiry', async () => {
    const recruiter = await createRecruiter(t);
    const sent = await inviteEmployee(recruiter, { email: 'late@example.com' });
    expect(EMPLOYEE_INVITE_TTL_DAYS).toBe(7);
    clock.advance(EMPLOYEE_INVITE_TTL_DAYS * DAY_MS - 1000);
    expect((await call('GET', `/organisation/invites/${sent.token}`, null)).statusCode).toBe(200);
    clock.advance(1000);
    try {
      expect((await call('GET', `/organisation/invites/${sent.token}`, null)).statusCode).toBe(404);
      const late = await createCandidate(t, { email: 'late@example.com' });
      expect((await call('PUT', `/organisation/invites/${sent.token}/accept`, late)).statusCode).toBe(404);
      expect((await call('GET', '/organisation/employees/invites', recruiter)).json().invites.map((i: { id: number }) => i.id)).not.toContain(sent.invite.id);

      const resent = await call('POST', `/organisation/employees/invites/${sent.invite.id}/resend`, recruiter);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().invite).toMatchObject({ id: sent.invite.id, expire_at: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString() });
      const again = await linkFromMail();
      expect(again.token).not.toBe(sent.token);
      expect((await call('GET', `/organisation/invites/${sent.token}`, null)).statusCode).toBe(404);
      expect((await call('PUT', `/organisation/invites/${again.token}/accept`, late)).statusCode).toBe(200);
    } finally {
      clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('a second invite to the same email replaces the first: one invite, the new flags, the old link dead', async () => {
    const recruiter = await createRecruiter(t);
    const first = await inviteEmployee(recruiter, { email: 'twice@example.com', can_view_job_posts: true });
    const second = await inviteEmployee(recruiter, { email: 'twice@example.com', can_manage_job_posts: true });
    expect(second.invite.id).toBe(first.invite.id);
    expect(second.invite.permissions).toEqual({ ...NONE, can_manage_job_posts: true });
    expect((await call('GET', '/organisation/employees/invites', recruiter)).json().invites.filter((i: { email: string }) => i.email === 'twice@example.com')).toHaveLength(1);
    expect((await call('GET', `/organisation/invites/${first.token}`, null)).statusCode).toBe(404);
    const person = await createCandidate(t, { email: 'twice@example.com' });
    expect((await call('PUT', `/organisation/invites/${second.token}/accept`, person)).json().employee).toMatchObject({ can_manage_job_posts: true, can_view_job_posts: false });
  });

  it('withdrawing: DELETE answers 204, the link stops working; an invite of another organisation or already withdrawn is 404', async () => {
    const recruiter = await createRecruiter(t);
    const sent = await inviteEmployee(recruiter, { email: 'gone@example.com' });
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    expect((await call('DELETE', `/organisation/employees/invites/${sent.invite.id}`, acme)).statusCode).toBe(404);
    expect((await call('POST', `/organisation/employees/invites/${sent.invite.id}/resend`, acme)).statusCode).toBe(404);
    expect((await call('GET', `/organisation/invites/${sent.token}`, null, undefined, acme.host)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/employees/invites/${sent.invite.id}`, recruiter)).statusCode).toBe(204);
    expect((await call('GET', `/organisation/invites/${sent.token}`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/employees/invites/${sent.invite.id}`, recruiter)).statusCode).toBe(404);
    expect((await call('POST', `/organisation/employees/invites/${sent.invite.id}/resend`, recruiter)).statusCode).toBe(404);
  });

  it('a bad email is 422; a malformed or unknown token 422 or 404', async () => {
    const recruiter = await createRecruiter(t);
    const bad = await call('POST', '/organisation/employees/invites', recruiter, { invite: { email: 'not an email', can_view_job_posts: true } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['invite.email']).toEqual(['Please enter a valid email.']);
    expect((await call('POST', '/organisation/employees/invites', recruiter, { invite: { email: 'a@example.com', can_view_job_posts: 'yes' } })).statusCode).toBe(422);
    const unknown = await call('GET', `/organisation/invites/e${'x'.repeat(43)}`, null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.invalid);
    expect((await call('GET', '/organisation/invites/e-short', null)).statusCode).toBe(422);
  });

  it('who may list, send, resend and withdraw invites (§6 canManageEmployees; manage account implies it), as a table', async () => {
    const recruiter = await createRecruiter(t);
    const people: [string, Who | null, number][] = [
      ['recruiter (every flag)', recruiter, 200],
      ['employee who manages the account', await createEmployee(t, { permissions: { canManageAccount: true } }), 200],
      ['employee who manages employees', await createEmployee(t, { permissions: { canManageEmployees: true } }), 200],
      ['employee who manages jobs', await createEmployee(t, { permissions: { canManageJobPosts: true, canManageAgreements: true } }), 403],
      ['employee without permissions', await createEmployee(t), 403],
      ['client', await createClient(t), 403],
      ['candidate', await createCandidate(t), 403],
      ['admin without an account', await createAdmin(t), 403],
      ['signed out', null, 401],
    ];
    for (const [role, who, status] of people) {
      expect([role, (await call('GET', '/organisation/employees/invites', who)).statusCode]).toEqual([role, status]);
      const sent = await call('POST', '/organisation/employees/invites', who, { invite: { email: `table-${people.findIndex((p) => p[0] === role)}@example.com` } });
      expect([role, sent.statusCode]).toEqual([role, status === 200 ? 201 : status]);
      const id = sent.statusCode === 201 ? (sent.json().invite.id as number) : 1;
      if (sent.statusCode === 201) await smtp.next();
      const resent = await call('POST', `/organisation/employees/invites/${id}/resend`, who);
      expect([role, resent.statusCode]).toEqual([role, status]);
      if (resent.statusCode === 200) await smtp.next();
      expect([role, (await call('DELETE', `/organisation/employees/invites/${id}`, who)).statusCode]).toEqual([role, status === 200 ? 204 : status]);
    }
  });

  it('only someone who may manage the account may give Manage account (403); the others may give every other flag', async () => {
    const managesEmployees = await createEmployee(t, { permissions: { canManageEmployees: true } });
    const refused = await call('POST', '/organisation/employees/invites', managesEmployees, { invite: { email: 'boss@example.com', can_manage_account: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(EMPLOYEE_MESSAGES.manageAccount);
    const { can_manage_account: _, ...others } = ALL;
    const allowed = await inviteEmployee(managesEmployees, { email: 'boss@example.com', ...others });
    expect(allowed.invite.permissions).toEqual({ ...ALL, can_manage_account: false });
    const managesAccount = await createEmployee(t, { permissions: { canManageAccount: true } });
    const granted = await inviteEmployee(managesAccount, { email: 'boss@example.com', can_manage_account: true });
    expect(granted.invite.permissions).toEqual({ ...NONE, can_manage_account: true });
    expect(granted.mail.text).toContain('as an administrator of');
  });
});

describe('the panel’s first-administrator invite (POST panel/organisations/{id}/invites)', () => {
  const acmeId = async () => (await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, 'acme')))[0].id;

  it('an admin invites into the agency account of another organisation: the link is on that subdomain; accepting gives every flag', async () => {
    const admin = await createAdmin(t);
    const id = await acmeId();
    const res = await call('POST', `/panel/organisations/${id}/invites`, admin, { invite: { email: 'Founder@Acme.example' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invite).toMatchObject({ email: 'founder@acme.example', permissions: ALL, invited_by: null });
    const { origin, token, mail } = await linkFromMail();
    expect(origin).toBe('http://acme.localhost:3000');
    expect(mail.subject).toBe('You are invited to join Acme Talent');
    expect((await call('GET', `/organisation/invites/${token}`, null)).statusCode).toBe(404);
    const lookup = await call('GET', `/organisation/invites/${token}`, null, undefined, 'acme.localhost:3000');
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ kind: 'employee', email: 'founder@acme.example', organisation: { subdomain: 'acme' } });

    const founder = await createCandidate(t, { subdomain: 'acme', email: 'founder@acme.example' });
    const accepted = await call('PUT', `/organisation/invites/${token}/accept`, founder);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { id: _e, ...flags } = accepted.json().employee;
    expect(flags).toEqual(ALL);
    expect(accepted.json().account.isClient).toBe(false);
    const second = await call('PUT', `/organisation/invites/${token}/accept`, founder);
    expect(second.statusCode).toBe(404);
    // The new administrator manages the team: they may invite in turn.
    expect((await call('GET', '/organisation/employees/invites', founder)).statusCode).toBe(200);
    // An email already an employee there is a conflict.
    expect((await call('POST', `/panel/organisations/${id}/invites`, admin, { invite: { email: 'founder@acme.example' } })).statusCode).toBe(409);
  });

  it('the first admin of a new organisation is walked through setting it up (onboarding); later managers and other employees are not', async () => {
    const admin = await createAdmin(t);
    const created = await call('POST', '/panel/organisations', admin, { organisation: { subdomain: 'harbour-talent', name: 'Harbour Talent', edition: 'europe' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().organisation.id as number;
    const acceptAs = async (email: string, invite: () => Promise<unknown>) => {
      await invite();
      const { token } = await linkFromMail();
      const person = await createCandidate(t, { subdomain: 'harbour-talent', email });
      const accepted = await call('PUT', `/organisation/invites/${token}/accept`, person);
      expect(accepted.statusCode, accepted.body).toBe(200);
      return { person, auth: accepted.json() };
    };
    const founder = await acceptAs('founder@harbour.example', () => call('POST', `/panel/organisations/${id}/invites`, admin, { invite: { email: 'founder@harbour.example' } }));
    expect(founder.auth.user.onboarding).toBe(true);
    // The next request sees it too: the web sends them to /onboarding (§4).
    expect((await call('GET', '/auth', founder.person)).json().user.onboarding).toBe(true);
    const partner = await acceptAs('partner@harbour.example', () => call('POST', `/panel/organisations/${id}/invites`, admin, { invite: { email: 'partner@harbour.example' } }));
    expect(partner.auth.user.onboarding).toBe(false);
    const colleague = await acceptAs('colleague@harbour.example', () =>
      call('POST', '/organisation/employees/invites', founder.person, { invite: { email: 'colleague@harbour.example', can_view_job_posts: true } }),
    );
    expect(colleague.auth.user.onboarding).toBe(false);
  });

  it('who may invite a first administrator (isAdmin), as a table; an unknown organisation is 404, a bad email 422', async () => {
    const id = await acmeId();
    const admin = await createAdmin(t);
    const people: [string, Who | null, number][] = [
      ['admin', admin, 201],
      ['recruiter (every flag)', await createRecruiter(t), 403],
      ['client', await createClient(t), 403],
      ['candidate', await createCandidate(t), 403],
      ['signed out', null, 401],
    ];
    for (const [role, who, status] of people) {
      const res = await call('POST', `/panel/organisations/${id}/invites`, who, { invite: { email: 'panel-table@acme.example' } });
      expect([role, res.statusCode]).toEqual([role, status]);
      if (res.statusCode === 201) await smtp.next();
    }
    expect((await call('POST', '/panel/organisations/999999/invites', admin, { invite: { email: 'x@example.com' } })).statusCode).toBe(404);
    expect((await call('POST', `/panel/organisations/${id}/invites`, admin, { invite: { email: 'nope' } })).statusCode).toBe(422);
  });
});
