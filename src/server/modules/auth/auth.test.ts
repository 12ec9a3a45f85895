import { createSecretKey } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDataSchema } from '../../../shared/schemas/auth.js';
import { MESSAGES } from '../../../shared/validation.js';
import { authThrottle, pendingSignups } from '../../db/schema.js';
import { tenantScope } from '../../db/tenant.js';
import { hashPassword } from '../../lib/passwords.js';
import { createMailer } from '../../lib/mailer.js';
import { ALL_PERMISSIONS, createAdmin, createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startSmtpCatcher } from '../../test/smtp.js';
import { insertUserWithProfile } from './repository.js';
import { DEVICE_COOKIE } from './routes.js';
import { ALREADY_REGISTERED, createSignInToken, INVALID_CREDENTIALS, RESET_REQUESTED, SIGN_IN_LINK_INVALID, SIGNUP_REQUESTED } from './service.js';

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
/** The server's log at info level, line by line. */
const logged: { msg?: string; reason?: string; userId?: number; [key: string]: unknown }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line) as (typeof logged)[number]);
    done();
  },
});

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'Talentfolio <no-reply@talentfolio.test>' }), logger: { level: 'info', stream: logStream } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const withDevice = (device?: string): Record<string, string> => (device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {});

const login = (email: string, password: string, host = DEMO, ip = '10.0.0.1', device?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host, ...withDevice(device) }, remoteAddress: ip, payload: { user: { email, password } } });

/** The device id a sign-in answer gave the browser in its cookie. */
function deviceOf(res: { headers: Record<string, unknown> }): string {
  const cookie = String(res.headers['set-cookie'] ?? '');
  const match = new RegExp(`^${DEVICE_COOKIE}=([\\w-]+);`).exec(cookie);
  if (!match) throw new Error(`no device cookie in ${cookie}`);
  return match[1];
}

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The first mail to `address` received after the first `after` messages, waiting for it. */
async function mailTo(address: string, after: number): Promise<ParsedMail> {
  for (let i = 0; i < 200; i++) {
    const found = smtp.messages.slice(after).find((m) => recipient(m) === address);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${address}`);
}

const signup = (user: Record<string, unknown>, ip = '10.4.0.1', host = DEMO) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { host }, remoteAddress: ip, payload: { user, local: 'nl' } });

const exchange = (token: string, ip = '10.4.0.1', device?: string, host = DEMO) =>
  t.app.inject({ method: 'POST', url: `/api/auth/exchange/${token}`, headers: { host, ...withDevice(device) }, remoteAddress: ip });

/** The token of the `/a/login/{token}` link in a mail, or null. */
const signInLink = (mail: ParsedMail) => /http:\/\/demo\.localhost:3000\/a\/login\/([\w-]+)/.exec(mail.text ?? '')?.[1] ?? null;

/** Signs up through the mailed link from `ip`; answers the session answer and the device cookie. */
async function signUpThroughMail(email: string, password: string, ip = '10.4.0.1') {
  const before = smtp.messages.length;
  const res = await signup({ email, password, first_name: 'Test', last_name: 'User' }, ip);
  expect(res.statusCode).toBe(202);
  const token = signInLink(await mailTo(email, before));
  expect(token).not.toBeNull();
  const done = await exchange(token!, ip);
  expect(done.statusCode).toBe(200);
  return { auth: done.json(), device: deviceOf(done) };
}

/** Lets the locks on keys starting with `prefix` run out now, as if their time had passed. */
async function expireLocks(prefix: string) {
  await t.database.db
    .update(authThrottle)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(sql`starts_with(${authThrottle.key}, ${prefix})`);
}

describe('POST /api/auth/login', () => {
  it.each([
    ['an admin', createAdmin, { admin: true, account: false, employee: false }],
    ['an employee with every permission', (app: TestApp) => createEmployee(app, { permissions: ALL_PERMISSIONS }), { admin: false, account: true, employee: true }],
    ['a marketplace client', createClient, { admin: false, account: true, employee: false }],
    ['a candidate', createCandidate, { admin: false, account: false, employee: false }],
  ])('signs in %s and answers the session, user, profile and accounts', async (_, make, expected) => {
    const { email, password } = await make(t);
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    const body = authDataSchema.parse(res.json());
    expect(body.user.email).toBe(email);
    expect(body.user.admin).toBe(expected.admin);
    expect(!!body.account).toBe(expected.account);
    expect(!!body.employee).toBe(expected.employee);
    expect(body.session.jwt.split('.')).toHaveLength(3);
  });

  it('gives the recruiter every permission flag and a scoped candidate search key', async () => {
    const recruiter = await createRecruiter(t);
    const body = (await login(recruiter.email, recruiter.password)).json();
    expect(body.employee).toMatchObject({
      can_manage_account: true,
      can_manage_employees: true,
      can_manage_job_posts: true,
      can_view_job_posts: true,
      can_manage_associations: true,
      can_manage_agreements: true,
      can_delete_agreements: true,
    });
    expect(body.search.keys.candidates).toMatchObject({ id: 'demo', index: 'candidates_demo' });
    expect(body.search.keys.candidates.key).not.toBe(body.session.jwt);
  });

  it('shows the client its client company with job rights, not as an employee of the agency', async () => {
    const client = await createClient(t);
    const body = (await login(client.email, client.password)).json();
    expect(body.employee).toBeNull();
    const company = body.accounts.find((a: { isClient: boolean }) => a.isClient);
    expect(company.employee).toMatchObject({ can_view_job_posts: true, can_manage_job_posts: true });
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const { email } = await createEmployee(t);
    const wrong = await login(email, 'Not-the-password-1', DEMO, '10.0.1.1');
    const unknown = await login('nobody@example.test', 'Not-the-password-1', DEMO, '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(INVALID_CREDENTIALS);
  });

  it('refuses a user of another organisation: acme recruiter cannot sign in at demo, and signs in at acme', async () => {
    const acme = await createEmployee(t, { subdomain: 'acme' });
    const demo = await createEmployee(t);
    expect((await login(acme.email, acme.password, DEMO, '10.0.2.1')).statusCode).toBe(401);
    expect((await login(demo.email, demo.password, ACME, '10.0.2.2')).statusCode).toBe(401);
    expect((await login(acme.email, acme.password, ACME, '10.0.2.3')).statusCode).toBe(200);
  });

  it('five wrong passwords from five addresses lock nobody out: the right password from a sixth address signs in', async () => {
    const password = 'Not-locked-out-2026';
    await signUpThroughMail('five@example.test', password, '10.1.0.100');
    for (let i = 0; i < 5; i++) expect((await login('five@example.test', 'Wrong-password-1', DEMO, `10.1.0.${i}`)).statusCode).toBe(401);
    expect((await login('five@example.test', password, DEMO, '10.1.0.9')).statusCode).toBe(200);
  });

  it('one address guessing one account gets 429 with a Retry-After that doubles; the user still signs in from their own address', async () => {
    const password = 'Guessed-at-2026';
    await signUpThroughMail('guessed@example.test', password, '10.1.1.100');
    const guess = () => login('guessed@example.test', 'Wrong-password-1', DEMO, '10.1.1.1');
    for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(401);
    const fifth = await guess();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('60');
    expect(fifth.json().error).toMatch(/^Too many attempts\. Please wait 60 second\(s\)/);
    // While locked, this address is refused without the password being tried: the right one too.
    expect((await login('guessed@example.test', password, DEMO, '10.1.1.1')).statusCode).toBe(429);
    expect((await guess()).headers['retry-after']).toBe('60');

    await expireLocks('sign-in-client:1:guessed@example.test:');
    const sixth = await guess();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('120');
    await expireLocks('sign-in-client:1:guessed@example.test:');
    expect((await guess()).headers['retry-after']).toBe('240');

    // The user's own address has a counter of its own.
    expect((await login('guessed@example.test', password, DEMO, '10.1.1.100')).statusCode).toBe(200);
  });

  it('an attacker guessing from 50 addresses cannot keep the admin out of a known device or address; a reset link lifts the lock', async () => {
    const admin = await createAdmin(t);
    const home = await login(admin.email, admin.password, DEMO, '10.8.0.1');
    expect(home.statusCode).toBe(200);
    const device = deviceOf(home);

    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await login(admin.email, `Guess-number-${i}-A`, DEMO, `10.8.1.${i}`)).statusCode);
    // Ten wrong passwords from anywhere lock the account for clients it has never signed in from.
    expect(answers.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(answers.slice(9).every((s) => s === 429)).toBe(true);

    // The admin's known address (no cookie), and the known device from an address never seen.
    expect((await login(admin.email, admin.password, DEMO, '10.8.0.1')).statusCode).toBe(200);
    const fromDevice = await login(admin.email, admin.password, DEMO, '10.8.2.1', device);
    expect(fromDevice.statusCode).toBe(200);
    // A trusted device keeps its id.
    expect(deviceOf(fromDevice)).toBe(device);
    // An unknown client is refused whatever the password, so the lock tells an attacker nothing.
    const stranger = await login(admin.email, admin.password, DEMO, '10.8.3.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(admin.email, 'Wrong-password-1', DEMO, '10.8.3.1')).json()).toEqual(stranger.json());

    // A reset link (proof of the mailbox) lifts the lock for every client.
    const before = smtp.messages.length;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: DEMO }, remoteAddress: '10.8.4.1', payload: { user: { email: admin.email } } })).statusCode).toBe(200);
    const token = /\/a\/reset-password\/([\w-]+)/.exec((await mailTo(admin.email, before)).text ?? '')![1];
    const reset = await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: DEMO }, remoteAddress: '10.8.4.1', payload: { user: { password: admin.password } } });
    expect(reset.statusCode).toBe(200);
    expect((await login(admin.email, admin.password, DEMO, '10.8.3.1')).statusCode).toBe(200);
  });

  it('a device cookie the server never gave, or one of another user, earns no trust and is replaced at sign-in', async () => {
    const mine = await signUpThroughMail('device-owner@example.test', 'Device-owner-2026', '10.7.0.1');
    const planted = 'p'.repeat(43);
    const signedIn = await login('device-owner@example.test', 'Device-owner-2026', DEMO, '10.7.0.1', planted);
    expect(signedIn.statusCode).toBe(200);
    expect(deviceOf(signedIn)).not.toBe(planted);
    expect(signedIn.headers['set-cookie']).toMatch(/; Path=\/api\/auth; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
    for (let i = 0; i < 10; i++) await login('device-victim@example.test', 'Wrong-password-1', DEMO, `10.7.1.${i}`);
    // device-victim has no account: the answers are those of a locked known account.
    expect((await login('device-victim@example.test', 'Wrong-password-1', DEMO, '10.7.2.1', mine.device)).statusCode).toBe(429);
    expect((await login('device-victim@example.test', 'Wrong-password-1', DEMO, '10.7.2.1', 'x'.repeat(43))).statusCode).toBe(429);
  });

  it('locks an address after 20 failed attempts across accounts', async () => {
    let last;
    const admin = await createAdmin(t);
    for (let i = 0; i < 20; i++) last = await login(`someone${i}@example.test`, 'wrong', DEMO, '10.2.0.1');
    expect(last!.statusCode).toBe(429);
    expect((await login(admin.email, admin.password, DEMO, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(admin.email, admin.password, DEMO, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers 422 with field errors for a malformed email', async () => {
    const res = await login('not-an-email', 'x');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['user.email']).toContain(MESSAGES.validEmail);
  });
});

describe('sessions', () => {
  it('GET /api/auth answers the session for a valid token and 401 without one', async () => {
    const { jwt } = await createEmployee(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.jwt).toBe(jwt);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(`${jwt}x`) })).statusCode).toBe(401);
  });

  it('refuses a token signed with the real secret that has no expiry or no issue time', async () => {
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer((await createEmployee(t)).jwt) })).json().user;
    const key = createSecretKey(Buffer.from(t.config.sessionSecret, 'utf8'));
    const token = (claims: { exp?: boolean; iat?: boolean }) => {
      const jwt = new SignJWT({ org: 1, tv: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(user.id)).setIssuer('talentfolio').setAudience('session');
      if (claims.iat) jwt.setIssuedAt();
      if (claims.exp) jwt.setExpirationTime('1h');
      return jwt.sign(key);
    };
    // The same token with both claims is a session: the secret and claims are right.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(await token({ exp: true, iat: true })) })).statusCode).toBe(200);
    for (const claims of [{ iat: true }, { exp: true }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(await token(claims)) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('answers that carry a session, and every other API answer, are Cache-Control: no-store', async () => {
    const employee = await createEmployee(t);
    const signedIn = await login(employee.email, employee.password, DEMO, '10.0.3.1');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const jwt = signedIn.json().session.jwt;
    for (const [method, url] of [['GET', '/api/auth'], ['PUT', '/api/my/onboarding'], ['GET', '/api/organisation'], ['GET', '/api/nothing-here']] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(jwt) })).headers['cache-control']).toBe('no-store');
    }
    expect((await login(employee.email, 'Wrong-password-1', DEMO, '10.0.3.2')).headers['cache-control']).toBe('no-store');
    const credentials = await t.app.inject({ method: 'PUT', url: '/api/my/credentials', headers: bearer(jwt), payload: { user: { email: employee.email, password: employee.password } } });
    expect(credentials.statusCode).toBe(403);
    expect(credentials.headers['cache-control']).toBe('no-store');
  });

  it('refuses a token of one organisation at another', async () => {
    const { jwt } = await createEmployee(t, { subdomain: 'acme' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt, ACME) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt, DEMO) })).statusCode).toBe(401);
  });

  it('logout invalidates the token', async () => {
    const { jwt } = await createAdmin(t);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(jwt) })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Your session has ended. Please sign in again.');
  });

  it('logs why a session was refused and who signed out on every device, never the token', async () => {
    const admin = await createAdmin(t);
    const refusals = () => logged.filter((l) => l.msg === 'session refused').map((l) => [l.reason, l.userId]);
    const before = refusals().length;
    await t.app.inject({ method: 'GET', url: '/api/auth', headers: { host: DEMO } });
    await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer('not.a.token') });
    await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(admin.jwt, ACME) });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(admin.jwt) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(admin.jwt) })).statusCode).toBe(401);
    expect(refusals().slice(before)).toEqual([
      ['no_token', undefined],
      ['invalid_token', undefined],
      ['other_organisation', admin.userId],
      ['token_version', admin.userId],
    ]);
    expect(logged.filter((l) => l.msg === 'signed out on every device').at(-1)?.userId).toBe(admin.userId);
    expect(JSON.stringify(logged)).not.toContain(admin.jwt);
  });

  it('a one-time sign-in token is exchanged once for a session', async () => {
    const candidate = await createCandidate(t);
    const token = await createSignInToken(tenantScope(t.database.db, 1), candidate.userId);
    const first = await t.app.inject({ method: 'POST', url: `/api/auth/exchange/${token}`, headers: { host: DEMO } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().user.email).toBe(candidate.email);
    const second = await t.app.inject({ method: 'POST', url: `/api/auth/exchange/${token}`, headers: { host: DEMO } });
    expect(second.statusCode).toBe(404);
    // The same token is unknown in another organisation.
    const other = await createSignInToken(tenantScope(t.database.db, 1), candidate.userId);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/exchange/${other}`, headers: { host: ACME } })).statusCode).toBe(404);
  });
});

describe('POST /api/auth/signup', () => {
  it('answers 202 and mails a link; the account exists only once the link is used, which signs the user in', async () => {
    const before = smtp.messages.length;
    const res = await signup({ email: 'New.Person@Example.test', password: 'Correct-horse-42', first_name: 'Nina', last_name: 'Visser' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SIGNUP_REQUESTED });
    expect((await login('new.person@example.test', 'Correct-horse-42', DEMO, '10.4.0.1')).statusCode).toBe(401);

    const mail = await mailTo('new.person@example.test', before);
    expect(mail.subject).toBe('Finish creating your Brightpath Recruitment account');
    const token = signInLink(mail);
    expect(Buffer.from(token!, 'base64url').length).toBe(32);
    // The names typed into the form are not echoed to the address.
    expect(mail.text).not.toMatch(/Nina|Visser/);

    const done = await exchange(token!, '10.4.0.2');
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(deviceOf(done)).toMatch(/^[\w-]{43}$/);
    const body = done.json();
    expect(body.user).toMatchObject({ email: 'new.person@example.test', agreedWithTermsAndConditions: false, locale: 'nl' });
    expect(body.profile).toMatchObject({ first_name: 'Nina', last_name: 'Visser', state: 'active' });
    expect(body.account).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(body.session.jwt) })).statusCode).toBe(200);

    const again = await exchange(token!);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(SIGN_IN_LINK_INVALID);
    expect((await login('new.person@example.test', 'Correct-horse-42', DEMO, '10.4.0.3')).statusCode).toBe(200);
  });

  it('answers a registered email exactly the same and mails its owner how to sign in instead; nothing changes', async () => {
    const owner = await createEmployee(t);
    const before = smtp.messages.length;
    const res = await signup({ email: owner.email, password: 'Take-over-attempt-42', first_name: 'Mallory', last_name: 'B' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SIGNUP_REQUESTED });

    const mail = await mailTo(owner.email, before);
    expect(mail.subject).toBe('Someone tried to sign up with your Brightpath Recruitment email');
    expect(mail.text).toContain('You already have an account');
    expect(mail.text).toContain('http://demo.localhost:3000/a/login\n');
    expect(mail.text).toContain('http://demo.localhost:3000/a/forgot-password');
    expect(signInLink(mail)).toBeNull();
    expect(mail.text).not.toContain('Mallory');

    expect((await login(owner.email, 'Take-over-attempt-42', DEMO, '10.4.1.1')).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, DEMO, '10.4.1.2')).statusCode).toBe(200);
  });

  it('nobody can take an address they cannot read: an unused sign-up creates nothing, and the next one replaces its link', async () => {
    const before = smtp.messages.length;
    await signup({ email: 'squatted@example.test', password: 'Squatter-pass-42', first_name: 'S', last_name: 'Q' }, '10.4.2.1');
    const squatterLink = signInLink(await mailTo('squatted@example.test', before));
    const middle = smtp.messages.length;
    await signup({ email: 'squatted@example.test', password: 'Rightful-owner-42', first_name: 'R', last_name: 'O' }, '10.4.2.2');
    const ownerLink = signInLink(await mailTo('squatted@example.test', middle));
    expect(ownerLink).not.toBe(squatterLink);

    expect((await exchange(squatterLink!)).statusCode).toBe(404);
    const done = await exchange(ownerLink!, '10.4.2.2');
    expect(done.json().profile).toMatchObject({ first_name: 'R', last_name: 'O' });
    expect((await login('squatted@example.test', 'Squatter-pass-42', DEMO, '10.4.2.3')).statusCode).toBe(401);
    expect((await login('squatted@example.test', 'Rightful-owner-42', DEMO, '10.4.2.3')).statusCode).toBe(200);
  });

  it('an expired link is refused; a link whose email was registered meanwhile answers 409', async () => {
    const before = smtp.messages.length;
    await signup({ email: 'late@example.test', password: 'Late-comer-2026', first_name: 'L', last_name: 'C' }, '10.4.3.1');
    const late = signInLink(await mailTo('late@example.test', before));
    await t.database.db.update(pendingSignups).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(pendingSignups.email, 'late@example.test'));
    expect((await exchange(late!)).statusCode).toBe(404);

    const middle = smtp.messages.length;
    await signup({ email: 'raced@example.test', password: 'Raced-sign-up-2026', first_name: 'R', last_name: 'S' }, '10.4.3.2');
    const raced = signInLink(await mailTo('raced@example.test', middle));
    await insertUserWithProfile(tenantScope(t.database.db, 1), { email: 'raced@example.test', passwordHash: await hashPassword('Other-way-in-2026') }, { firstName: 'O', lastName: 'W' });
    const res = await exchange(raced!);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ALREADY_REGISTERED);
  });

  it('enforces the §5 password rule with 422 field errors', async () => {
    const res = await signup({ email: 'weak@example.test', password: 'short', first_name: 'A', last_name: 'B' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['user.password']).toEqual([MESSAGES.passwordLength, MESSAGES.passwordUpper, MESSAGES.passwordDigit]);
    const tooLong = await signup({ email: 'long@example.test', password: `Aa1${'x'.repeat(70)}`, first_name: 'A', last_name: 'B' });
    expect(tooLong.json().errors['user.password']).toEqual([MESSAGES.passwordLength]);
  });

  it('requires first and last name with the spec messages', async () => {
    const res = await signup({ email: 'names@example.test', password: 'Correct-horse-42', first_name: ' ', last_name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['user.first_name']).toEqual([MESSAGES.firstNameRequired]);
    expect(res.json().errors['user.last_name']).toEqual([MESSAGES.lastNameRequired]);
  });

  it('answers a name that is too long with the product\'s length message, not the required one or the library\'s', async () => {
    const res = await signup({ email: 'long.name@example.test', password: 'Correct-horse-42', first_name: 'N'.repeat(101), last_name: 'Visser' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'user.first_name': ['At most 100 characters.'] });
  });

  it('throttles sign-ups: 30 per address, then 429 with Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signup({ email: `burst-${i}@example.test`, password: 'Burst-sign-up-42', first_name: 'B', last_name: 'S' }, '10.6.0.1')).statusCode).toBe(202);
    }
    const refused = await signup({ email: 'burst-30@example.test', password: 'Burst-sign-up-42', first_name: 'B', last_name: 'S' }, '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect((await signup({ email: 'burst-30@example.test', password: 'Burst-sign-up-42', first_name: 'B', last_name: 'S' }, '10.6.0.2')).statusCode).toBe(202);
  });

  it('throttles sign-ups per email, from any address, the same whether it is registered or not', async () => {
    const registered = await createCandidate(t);
    for (const email of [registered.email, 'mailbombed@example.test']) {
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await signup({ email, password: 'Mail-bomb-try-42', first_name: 'M', last_name: 'B' }, `10.6.1.${i}`)).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    }
  });
});

describe('password reset through the mailed link', () => {
  it('mails a single-use link to the organisation subdomain and sets a new password', async () => {
    const acme = await createEmployee(t, { subdomain: 'acme' });
    const before = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: ACME }, payload: { user: { email: acme.email } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESET_REQUESTED);
    const mail = await mailTo(acme.email, before);
    const link = /http:\/\/acme\.localhost:3000\/a\/reset-password\/([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1];
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const check = await t.app.inject({ method: 'GET', url: `/api/auth/reset/${token}`, headers: { host: ACME } });
    expect(check.json()).toEqual({ email: acme.email });
    // The link is unknown on another organisation's subdomain.
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset/${token}`, headers: { host: DEMO } })).statusCode).toBe(404);

    const weak = await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: ACME }, payload: { user: { password: 'weakpassword' } } });
    expect(weak.statusCode).toBe(422);
    const oldSession = acme.jwt;
    const set = await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: ACME }, payload: { user: { password: 'A-new-password-2027' } } });
    expect(set.statusCode).toBe(200);
    expect(set.headers['cache-control']).toBe('no-store');
    expect(set.json().user.email).toBe(acme.email);
    // Single use; old sessions ended; new password works, old one does not.
    expect((await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: ACME }, payload: { user: { password: 'Another-password-2028' } } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(oldSession, ACME) })).statusCode).toBe(401);
    expect((await login(acme.email, 'A-new-password-2027', ACME, '10.3.0.1')).statusCode).toBe(200);
    expect((await login(acme.email, acme.password, ACME, '10.3.0.2')).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: DEMO }, payload: { user: { email: 'ghost@example.test' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESET_REQUESTED);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages.length).toBe(before);
  });

  it('answers 404 for an unknown reset token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/reset/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', headers: { host: DEMO } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/invalid or has already been used/);
  });
});

describe('PUT /api/my/password', () => {
  it('refuses a wrong old password with "Invalid password." and changes it otherwise', async () => {
    const { jwt, password } = await createClient(t);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/my/password',
      headers: bearer(jwt),
      payload: { profile: { password: 'Wrong-password-1', new_password: 'Brand-new-pass-77' } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([MESSAGES.invalidPassword]);

    const weak = await t.app.inject({ method: 'PUT', url: '/api/my/password', headers: bearer(jwt), payload: { profile: { password, new_password: 'weak' } } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors['profile.new_password']).toContain(MESSAGES.passwordLength);

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/my/password',
      headers: bearer(jwt),
      payload: { profile: { password, new_password: 'Brand-new-pass-77' } },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password updated');
    // The old token is invalidated, the returned one works.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(ok.json().session.jwt) })).statusCode).toBe(200);
  });
});

describe('PUT /api/my/password throttling', () => {
  it('five wrong current passwords lock the change for a minute, the right one too; other users are not affected', async () => {
    const jwt = (await signUpThroughMail('changer@example.test', 'Changer-pass-2026')).auth.session.jwt;
    const change = (password: string, ip = '10.9.0.1', token = jwt) =>
      t.app.inject({ method: 'PUT', url: '/api/my/password', headers: bearer(token), remoteAddress: ip, payload: { profile: { password, new_password: 'Brand-new-pass-77' } } });
    for (let i = 0; i < 4; i++) expect((await change(`Wrong-guess-${i}`)).statusCode).toBe(422);
    const fifth = await change('Wrong-guess-4', '10.9.0.2');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('60');
    // Per user, from any address: the right password waits too.
    expect((await change('Changer-pass-2026', '10.9.0.3')).statusCode).toBe(429);

    const other = (await signUpThroughMail('other-changer@example.test', 'Other-changer-2026', '10.9.1.1')).auth.session.jwt;
    const res = await change('Other-changer-2026', '10.9.0.4', other);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the signed-in user', () => {
  it('GET /api/roles lists the seven permission flags with their labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer((await createEmployee(t)).jwt) });
    expect(res.json().roles).toEqual([
      { key: 'can_manage_account', name: 'Manage account' },
      { key: 'can_manage_employees', name: 'Manage employees' },
      { key: 'can_manage_job_posts', name: 'Manage jobs' },
      { key: 'can_view_job_posts', name: 'View jobs' },
      { key: 'can_manage_associations', name: 'Manage groups' },
      { key: 'can_manage_agreements', name: 'Manage Agreements' },
      { key: 'can_delete_agreements', name: 'Delete Agreements' },
    ]);
  });

  it('GET /api/my/profile/stats computes completion from the profile', async () => {
    const candidate = await createCandidate(t, {
      profile: {
        phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '612345678' }],
        location: { city: 'Utrecht', administrative: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.0907, lng: 5.1214 },
        skills: ['Warehouse management', 'SAP', 'Forklift', 'Team leadership'],
        experienceCount: 2,
        educationCount: 1,
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/my/profile/stats', headers: bearer(candidate.jwt) });
    expect(res.statusCode).toBe(200);
    // A phone and location but no avatar, 4 skills (needs more than 4), preferences never opened.
    expect(res.json()).toEqual({
      is_complete: false,
      phones_count: 1,
      has_location: true,
      has_avatar: false,
      skills_count: 4,
      education_count: 1,
      experience_count: 2,
      pages_accessed: {},
    });
  });

  it('PUT /api/my/terms records the agreement for a new candidate', async () => {
    const jwt = (await signUpThroughMail('terms@example.test', 'Correct-horse-42')).auth.session.jwt;
    const res = await t.app.inject({ method: 'PUT', url: '/api/my/terms', headers: bearer(jwt), payload: { agreed: true } });
    expect(res.json().user.agreedWithTermsAndConditions).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/terms', headers: bearer(jwt), payload: { agreed: false } })).statusCode).toBe(422);
  });

  it('GET /api/login/main answers the sign-in page of the organisation subdomain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login/main', headers: { host: ACME } });
    expect(res.json()).toEqual({ url: 'http://acme.localhost:3000/a/login' });
  });
});
