/**
 * Signing in with LinkedIn through OpenID Connect (issue 15; spec §4, §7 `auth/oauth/{provider}`,
 * §8; decision 027), against a local OpenID provider (oauth2-mock-server) over real HTTP: the state
 * kept by the browser, the nonce in the ID token, PKCE, the three ways a sign-in finds its person,
 * connecting and disconnecting, and every refusal.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_MESSAGES } from '../../../shared/schemas/oauth.js';
import { createCandidate, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { STATE_COOKIE } from './routes.js';

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

let t: TestApp;
let provider: OAuth2Server;
/** What the provider says about the person signing in next (claims of the ID token). */
let person: Record<string, unknown>;
/** Changes the provider makes to the next ID token (a forged nonce, another audience). */
let tamper: ((payload: Record<string, unknown>) => void) | null;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
    tamper?.(token.payload);
  });
  t = await createTestApp({ config: { linkedin: { issuer: provider.issuer.url!, clientId: 'talentfolio-test', clientSecret: 'test-secret', scope: 'openid profile email' } } });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
beforeEach(() => {
  tamper = null;
});

let subjects = 0;
const newPerson = (values: Record<string, unknown> = {}) => {
  subjects += 1;
  person = { sub: `li-${subjects}`, email: `member${subjects}@example.org`, email_verified: true, given_name: 'Noor', family_name: 'Haddad', ...values };
  return person;
};

type Started = { url: URL; cookie: string };

/** The browser's part: start an attempt (its cookie kept), go to the provider, come back with its code and state. */
async function startAt(host: string, jwt?: string): Promise<Started> {
  const res = await t.app.inject({ method: 'POST', url: jwt ? '/api/my/oauth/linkedin/start' : '/api/auth/oauth/linkedin/start', headers: jwt ? bearer(jwt, host) : { host } });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^${STATE_COOKIE}=[^;]+; Path=/api/auth/oauth; Max-Age=600; HttpOnly; SameSite=Lax`));
  return { url: new URL(res.json().url), cookie: setCookie.split(';')[0] };
}

async function atProvider(started: Started): Promise<{ code: string; state: string }> {
  const res = await fetch(started.url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const callback = (host: string, query: { code: string; state: string }, cookie: string | null) =>
  t.app.inject({ method: 'GET', url: `/api/auth/oauth/linkedin?${new URLSearchParams(query)}`, headers: { host, ...(cookie ? { cookie } : {}) } });

async function signInWithLinkedIn(host = DEMO, jwt?: string) {
  const started = await startAt(host, jwt);
  return callback(host, await atProvider(started), started.cookie);
}

describe('GET auth/oauth', () => {
  it('names LinkedIn when it is set up, and nothing when it is not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oauth', headers: { host: DEMO } })).json()).toEqual({ providers: [{ name: 'linkedin' }] });
    const bare = await createTestApp({ seed: true });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/oauth', headers: { host: DEMO } })).json()).toEqual({ providers: [] });
      const start = await bare.app.inject({ method: 'POST', url: '/api/auth/oauth/linkedin/start', headers: { host: DEMO } });
      expect(start.statusCode).toBe(404);
      expect(start.json().error).toBe(OAUTH_MESSAGES.notConfigured);
    } finally {
      await bare.close();
    }
  });
});

describe('the sign-in pop-up address', () => {
  it('asks the provider for a code with the client id, the callback on the organisation subdomain, scopes, state, nonce and an S256 challenge', async () => {
    const { url } = await startAt(ACME);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'talentfolio-test',
      redirect_uri: 'http://acme.localhost:3000/oauth/linkedin',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(key)).toMatch(/^[\w-]{43}$/);
    const other = await startAt(ACME);
    expect(other.url.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    expect(other.url.searchParams.get('nonce')).not.toBe(url.searchParams.get('nonce'));
  });

  it('refuses a provider it does not know (422)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/oauth/myspace/start', headers: { host: DEMO } });
    expect(res.statusCode).toBe(422);
  });
});

describe('signing in', () => {
  it('creates a candidate from a new verified identity, who then reviews their credentials (§4), and signs the same person in next time', async () => {
    newPerson({ email: 'Noor.Haddad@Example.org' });
    const res = await signInWithLinkedIn();
    expect(res.statusCode, res.body).toBe(200);
    const auth = res.json();
    expect(auth.user.email).toBe('noor.haddad@example.org');
    expect(auth.user.review_credentials).toBe(true);
    expect(auth.profile).toMatchObject({ first_name: 'Noor', last_name: 'Haddad' });
    // The attempt's state is forgotten, the device cookie given as after any sign-in.
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]);
    expect(cookies.some((c) => c.startsWith(`${STATE_COOKIE}=;`) && c.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('tf_device='))).toBe(true);

    const again = await signInWithLinkedIn();
    expect(again.json().user.id).toBe(auth.user.id);
    // The session works.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(again.json().session.jwt) });
    expect(me.json().user.email).toBe('noor.haddad@example.org');
  });

  it('connects a verified email to the user who has it and signs them in, without asking to review credentials', async () => {
    const candidate = await createCandidate(t);
    newPerson({ email: candidate.email.toUpperCase() });
    const res = await signInWithLinkedIn();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: candidate.userId, review_credentials: false });
    const connections = await t.app.inject({ method: 'GET', url: '/api/my/oauth', headers: bearer(candidate.jwt) });
    expect(connections.json().connections).toEqual([{ provider: 'linkedin', email: candidate.email.toLowerCase(), connected_at: expect.any(String) }]);
  });

  it('refuses an email the provider does not vouch for, and creates nobody', async () => {
    const candidate = await createCandidate(t);
    newPerson({ email: candidate.email, email_verified: false });
    const res = await signInWithLinkedIn();
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(OAUTH_MESSAGES.emailUnverified);
    newPerson({ email: undefined });
    expect((await signInWithLinkedIn()).statusCode).toBe(403);
  });

  it('keeps organisations apart: the same LinkedIn member is a different user on each subdomain', async () => {
    newPerson();
    const demo = (await signInWithLinkedIn(DEMO)).json();
    const acme = (await signInWithLinkedIn(ACME)).json();
    expect(acme.user.id).not.toBe(demo.user.id);
    expect(acme.user.email).toBe(demo.user.email);
  });
});

describe('refusals before the provider is trusted', () => {
  it('refuses a forged state, a missing cookie, another attempt’s cookie and a cookie of another subdomain (400), and signs nobody in', async () => {
    newPerson();
    const started = await startAt(DEMO);
    const back = await atProvider(started);
    const forged = await callback(DEMO, { ...back, state: 'forged-state-of-an-attacker-0000000000000' }, started.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(OAUTH_MESSAGES.stateMismatch);
    expect((await callback(DEMO, back, null)).statusCode).toBe(400);
    const otherAttempt = await startAt(DEMO);
    expect((await callback(DEMO, back, otherAttempt.cookie)).statusCode).toBe(400);
    const acme = await startAt(ACME);
    expect((await callback(DEMO, { ...back, state: acme.url.searchParams.get('state')! }, acme.cookie)).statusCode).toBe(400);
    expect((await callback(DEMO, back, `${STATE_COOKIE}=${'x'.repeat(40)}`)).statusCode).toBe(400);
    // The right pair still works once.
    expect((await callback(DEMO, back, started.cookie)).statusCode).toBe(200);
    // The code is spent: the provider refuses it again.
    const replay = await callback(DEMO, back, started.cookie);
    expect(replay.statusCode).toBe(502);
    expect(replay.json().error).toBe(OAUTH_MESSAGES.unavailable);
  });

  it('refuses an ID token with another nonce, for another client or from another issuer (401)', async () => {
    for (const change of [
      (p: Record<string, unknown>) => (p.nonce = 'another-attempt'),
      (p: Record<string, unknown>) => (p.aud = 'someone-else'),
      (p: Record<string, unknown>) => (p.iss = 'https://evil.example'),
      (p: Record<string, unknown>) => (p.exp = Math.floor(Date.now() / 1000) - 600),
    ]) {
      newPerson();
      tamper = change;
      const res = await signInWithLinkedIn();
      expect(res.statusCode, String(change)).toBe(401);
      expect(res.json().error).toBe(OAUTH_MESSAGES.invalidAnswer);
    }
  });

  it('asks for a code and a state (422)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/linkedin?code=abc', headers: { host: DEMO } });
    expect(res.statusCode).toBe(422);
  });
});

describe('connecting and disconnecting', () => {
  it('connects LinkedIn to the signed-in user, who can then sign in with it; disconnecting ends that', async () => {
    const recruiter = await createRecruiter(t);
    newPerson({ email: 'private-address@example.net' });
    const connected = await signInWithLinkedIn(DEMO, recruiter.jwt);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().user.id).toBe(recruiter.userId);
    // Signing in with it now finds the recruiter, though the emails differ.
    expect((await signInWithLinkedIn()).json().user.id).toBe(recruiter.userId);

    const off = await t.app.inject({ method: 'DELETE', url: '/api/auth/oauth/linkedin', headers: bearer(recruiter.jwt) });
    expect(off.json()).toEqual({ message: 'LinkedIn account disconnected' });
    const twice = await t.app.inject({ method: 'DELETE', url: '/api/auth/oauth/linkedin', headers: bearer(recruiter.jwt) });
    expect(twice.statusCode).toBe(404);
    // Now the identity is new again: a new candidate with the provider's email.
    const fresh = (await signInWithLinkedIn()).json();
    expect(fresh.user.id).not.toBe(recruiter.userId);
    expect(fresh.user.email).toBe('private-address@example.net');
  });

  it('refuses to connect an identity another user has (409), and a connection started before signing out (401)', async () => {
    const first = await createCandidate(t);
    const second = await createCandidate(t);
    newPerson();
    expect((await signInWithLinkedIn(DEMO, first.jwt)).statusCode).toBe(200);
    const taken = await signInWithLinkedIn(DEMO, second.jwt);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(OAUTH_MESSAGES.connectedElsewhere);

    newPerson();
    const started = await startAt(DEMO, second.jwt);
    await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(second.jwt) });
    const stale = await callback(DEMO, await atProvider(started), started.cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toBe(OAUTH_MESSAGES.connectAgain);
  });

  it('keeps LinkedIn while it is the only way in: disconnecting before choosing a password is 409', async () => {
    newPerson();
    const created = (await signInWithLinkedIn()).json();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/oauth/linkedin', headers: bearer(created.session.jwt) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(OAUTH_MESSAGES.keepOneWay);
  });

  it('needs a session to connect, list or disconnect (401)', async () => {
    for (const [method, url] of [
      ['POST', '/api/my/oauth/linkedin/start'],
      ['GET', '/api/my/oauth'],
      ['DELETE', '/api/auth/oauth/linkedin'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { host: DEMO } })).statusCode, url).toBe(401);
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 502 with the §8-style message, never 500', async () => {
    const down = await createTestApp({ config: { linkedin: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y', scope: 'openid' } } });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/auth/oauth/linkedin/start', headers: { host: DEMO } });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(OAUTH_MESSAGES.unavailable);
    } finally {
      await down.close();
    }
  });
});
