import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDataSchema } from '../../../shared/schemas/auth.js';
import { MESSAGES } from '../../../shared/validation.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { createMailer } from '../../lib/mailer.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startSmtpCatcher } from '../../test/smtp.js';
import { createSignInToken, INVALID_CREDENTIALS, RESET_REQUESTED } from './service.js';
import { tenantScope } from '../../db/tenant.js';

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'Talentfolio <no-reply@talentfolio.test>' }) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (email: string, password: string, host = DEMO, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host }, remoteAddress: ip, payload: { user: { email, password } } });

describe('POST /api/auth/login', () => {
  it.each([
    ['admin@demo.test', { admin: true, account: false, employee: false }],
    ['recruiter@demo.test', { admin: false, account: true, employee: true }],
    ['client@demo.test', { admin: false, account: true, employee: false }],
    ['candidate@demo.test', { admin: false, account: false, employee: false }],
  ])('signs in %s and answers the session, user, profile and accounts', async (email, expected) => {
    const res = await login(email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = authDataSchema.parse(res.json());
    expect(body.user.email).toBe(email);
    expect(body.user.admin).toBe(expected.admin);
    expect(!!body.account).toBe(expected.account);
    expect(!!body.employee).toBe(expected.employee);
    expect(body.session.jwt.split('.')).toHaveLength(3);
  });

  it('gives the recruiter every permission flag and a scoped candidate search key', async () => {
    const body = (await login('recruiter@demo.test', DEMO_PASSWORD)).json();
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
    const body = (await login('client@demo.test', DEMO_PASSWORD)).json();
    expect(body.employee).toBeNull();
    const company = body.accounts.find((a: { isClient: boolean }) => a.isClient);
    expect(company.employee).toMatchObject({ can_view_job_posts: true, can_manage_job_posts: true });
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const wrong = await login('recruiter@demo.test', 'Not-the-password-1', DEMO, '10.0.1.1');
    const unknown = await login('nobody@demo.test', 'Not-the-password-1', DEMO, '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(INVALID_CREDENTIALS);
  });

  it('refuses a user of another organisation: acme recruiter cannot sign in at demo, and signs in at acme', async () => {
    expect((await login('recruiter@acme.test', DEMO_PASSWORD, DEMO, '10.0.2.1')).statusCode).toBe(401);
    expect((await login('recruiter@demo.test', DEMO_PASSWORD, ACME, '10.0.2.2')).statusCode).toBe(401);
    expect((await login('recruiter@acme.test', DEMO_PASSWORD, ACME, '10.0.2.3')).statusCode).toBe(200);
  });

  it('locks an account after 5 failed attempts with 429 and Retry-After, even for the right password', async () => {
    const password = 'Locked-out-2026';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: DEMO },
      payload: { user: { email: 'locked@example.test', password, first_name: 'L', last_name: 'O' } },
    });
    for (let i = 0; i < 4; i++) expect((await login('locked@example.test', 'wrong', DEMO, `10.1.0.${i}`)).statusCode).toBe(401);
    const fifth = await login('locked@example.test', 'wrong', DEMO, '10.1.0.9');
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await login('locked@example.test', password, DEMO, '10.1.0.10');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/Too many attempts/);
  });

  it('locks an address after 20 failed attempts across accounts', async () => {
    let last;
    for (let i = 0; i < 20; i++) last = await login(`someone${i}@demo.test`, 'wrong', DEMO, '10.2.0.1');
    expect(last!.statusCode).toBe(429);
    expect((await login('admin@demo.test', DEMO_PASSWORD, DEMO, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('admin@demo.test', DEMO_PASSWORD, DEMO, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers 422 with field errors for a malformed email', async () => {
    const res = await login('not-an-email', 'x');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['user.email']).toContain(MESSAGES.validEmail);
  });
});

describe('sessions', () => {
  it('GET /api/auth answers the session for a valid token and 401 without one', async () => {
    const jwt = await t.signIn('recruiter@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.jwt).toBe(jwt);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(`${jwt}x`) })).statusCode).toBe(401);
  });

  it('refuses a token signed with the real secret that has no expiry or no issue time', async () => {
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(await t.signIn('recruiter@demo.test')) })).json().user;
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
    const signedIn = await login('recruiter@demo.test', DEMO_PASSWORD, DEMO, '10.0.3.1');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const jwt = signedIn.json().session.jwt;
    for (const [method, url] of [['GET', '/api/auth'], ['PUT', '/api/my/onboarding'], ['GET', '/api/organisation'], ['GET', '/api/nothing-here']] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(jwt) })).headers['cache-control']).toBe('no-store');
    }
    expect((await login('recruiter@demo.test', 'Wrong-password-1', DEMO, '10.0.3.2')).headers['cache-control']).toBe('no-store');
    const credentials = await t.app.inject({ method: 'PUT', url: '/api/my/credentials', headers: bearer(jwt), payload: { user: { email: 'recruiter@demo.test', password: DEMO_PASSWORD } } });
    expect(credentials.statusCode).toBe(403);
    expect(credentials.headers['cache-control']).toBe('no-store');
  });

  it('refuses a token of one organisation at another', async () => {
    const jwt = await t.signIn('recruiter@acme.test', { host: ACME });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt, ACME) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt, DEMO) })).statusCode).toBe(401);
  });

  it('logout invalidates the token', async () => {
    const jwt = await t.signIn('admin@demo.test');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(jwt) })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Your session has ended. Please sign in again.');
  });

  it('a one-time sign-in token is exchanged once for a session', async () => {
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(await t.signIn('candidate@demo.test', { host: DEMO })) })).json()
      .user;
    const token = await createSignInToken({ scope: tenantScope(t.database.db, 1) }, user.id);
    const first = await t.app.inject({ method: 'POST', url: `/api/auth/exchange/${token}`, headers: { host: DEMO } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().user.email).toBe('candidate@demo.test');
    const second = await t.app.inject({ method: 'POST', url: `/api/auth/exchange/${token}`, headers: { host: DEMO } });
    expect(second.statusCode).toBe(404);
    // The same token is unknown in another organisation.
    const other = await createSignInToken({ scope: tenantScope(t.database.db, 1) }, user.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/exchange/${other}`, headers: { host: ACME } })).statusCode).toBe(404);
  });
});

describe('POST /api/auth/signup', () => {
  const signup = (user: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { host: DEMO }, payload: { user, local: 'nl' } });

  it('creates a candidate with a profile and signs them in', async () => {
    const res = await signup({ email: 'New.Person@Example.test', password: 'Correct-horse-42', first_name: 'Nina', last_name: 'Visser' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'new.person@example.test', agreedWithTermsAndConditions: false, locale: 'nl' });
    expect(body.profile).toMatchObject({ first_name: 'Nina', last_name: 'Visser', state: 'active' });
    expect(body.account).toBeNull();
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

  it('refuses an email already registered in the organisation', async () => {
    const res = await signup({ email: 'recruiter@demo.test', password: 'Correct-horse-42', first_name: 'A', last_name: 'B' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['user.email'][0]).toMatch(/already registered/);
  });
});

describe('password reset through the mailed link', () => {
  it('mails a single-use link to the organisation subdomain and sets a new password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: ACME }, payload: { user: { email: 'recruiter@acme.test' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESET_REQUESTED);
    const mail = await smtp.next();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('recruiter@acme.test');
    const link = /http:\/\/acme\.localhost:3000\/a\/reset-password\/([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1];
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const check = await t.app.inject({ method: 'GET', url: `/api/auth/reset/${token}`, headers: { host: ACME } });
    expect(check.json()).toEqual({ email: 'recruiter@acme.test' });
    // The link is unknown on another organisation's subdomain.
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset/${token}`, headers: { host: DEMO } })).statusCode).toBe(404);

    const weak = await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: ACME }, payload: { user: { password: 'weakpassword' } } });
    expect(weak.statusCode).toBe(422);
    const oldSession = await t.signIn('recruiter@acme.test', { host: ACME });
    const set = await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: ACME }, payload: { user: { password: 'A-new-password-2027' } } });
    expect(set.statusCode).toBe(200);
    expect(set.headers['cache-control']).toBe('no-store');
    expect(set.json().user.email).toBe('recruiter@acme.test');
    // Single use; old sessions ended; new password works, old one does not.
    expect((await t.app.inject({ method: 'PUT', url: `/api/auth/reset/${token}`, headers: { host: ACME }, payload: { user: { password: 'Another-password-2028' } } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(oldSession, ACME) })).statusCode).toBe(401);
    expect((await login('recruiter@acme.test', 'A-new-password-2027', ACME, '10.3.0.1')).statusCode).toBe(200);
    expect((await login('recruiter@acme.test', DEMO_PASSWORD, ACME, '10.3.0.2')).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: DEMO }, payload: { user: { email: 'ghost@demo.test' } } });
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
    const jwt = await t.signIn('client@demo.test');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/my/password',
      headers: bearer(jwt),
      payload: { profile: { password: 'Wrong-password-1', new_password: 'Brand-new-pass-77' } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([MESSAGES.invalidPassword]);

    const weak = await t.app.inject({ method: 'PUT', url: '/api/my/password', headers: bearer(jwt), payload: { profile: { password: DEMO_PASSWORD, new_password: 'weak' } } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors['profile.new_password']).toContain(MESSAGES.passwordLength);

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/my/password',
      headers: bearer(jwt),
      payload: { profile: { password: DEMO_PASSWORD, new_password: 'Brand-new-pass-77' } },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password updated');
    // The old token is invalidated, the returned one works.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(ok.json().session.jwt) })).statusCode).toBe(200);
  });
});

describe('the signed-in user', () => {
  it('GET /api/roles lists the seven permission flags with their labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(await t.signIn('recruiter@demo.test')) });
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
    const res = await t.app.inject({ method: 'GET', url: '/api/my/profile/stats', headers: bearer(await t.signIn('candidate@demo.test', { host: DEMO })) });
    expect(res.statusCode).toBe(200);
    // Seeded: a phone and location but no avatar, 4 skills (needs more than 4), preferences never opened.
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
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: DEMO },
      payload: { user: { email: 'terms@example.test', password: 'Correct-horse-42', first_name: 'T', last_name: 'C' } },
    });
    const jwt = signup.json().session.jwt;
    const res = await t.app.inject({ method: 'PUT', url: '/api/my/terms', headers: bearer(jwt), payload: { agreed: true } });
    expect(res.json().user.agreedWithTermsAndConditions).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/terms', headers: bearer(jwt), payload: { agreed: false } })).statusCode).toBe(422);
  });

  it('GET /api/login/main answers the sign-in page of the organisation subdomain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login/main', headers: { host: ACME } });
    expect(res.json()).toEqual({ url: 'http://acme.localhost:3000/a/login' });
  });
});
