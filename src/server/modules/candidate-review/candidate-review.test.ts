/**
 * The candidate review link (issue 11; spec §3 Candidate token, §4, §6 candidate review guard, §7):
 * links, the candidate's fetch, decisions with their consent evidence, expiry on a clock the test
 * moves, request_new_url once, and every refusal (roles of §6, other agreements and organisations).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agreements, candidateReviewDecisions, candidateReviewTokens, organisations } from '../../db/schema.js';
import { manualClock } from '../../lib/clock.js';
import type { Mail } from '../../lib/mailer.js';
import { createAdmin, createCandidate, createClient, createEmployee, createRecruiter, validCv } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const mails: Mail[] = [];
const clock = manualClock(new Date('2026-05-04T09:00:00Z'));
let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: { send: async (mail) => void mails.push(mail), close: () => undefined, describe: 'memory' } });
});
beforeEach(async () => {
  clock.set(new Date('2026-05-04T09:00:00Z'));
  recruiter = await createRecruiter(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, path: string, options: { jwt?: string | null; host?: string; payload?: unknown; headers?: Record<string, string>; ip?: string } = {}) {
  const jwt = options.jwt === undefined ? recruiter.jwt : options.jwt;
  const headers = jwt ? bearer(jwt, options.host ?? DEMO) : { host: options.host ?? DEMO };
  return t.app.inject({ method, url: `/api${path}`, headers: { ...headers, ...options.headers }, payload: options.payload as object, remoteAddress: options.ip });
}

async function savedCv(data = validCv(), jwt = recruiter.jwt, host = DEMO) {
  const res = await call('POST', '/organisation/agreements', { jwt, host, payload: { agreement: { data } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function link(id: number, options: { force?: boolean; jwt?: string; host?: string } = {}) {
  const res = await call('POST', `/organisation/agreements/${id}/candidate_token`, { jwt: options.jwt, host: options.host, payload: options.force ? { force: true } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; expire_at: string; url: string };
}

/** The candidate's fetch: no session at all. */
const review = (id: number, token: string, host = DEMO) => call('GET', `/organisation/agreements/${id}?token=${encodeURIComponent(token)}`, { jwt: null, host });

async function setFeature(subdomain: string, on: boolean) {
  await t.database.db.update(organisations).set({ candidateReviewFeature: on }).where(eq(organisations.subdomain, subdomain));
  t.app.organisations.invalidate(subdomain);
}

describe('POST organisation/agreements/{id}/candidate_token', () => {
  it('answers {token, expire_at, url}: the link at the organisation’s subdomain, a 256-bit token, 14 days, stored only as a digest', async () => {
    const { id } = await savedCv();
    const answer = await link(id);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.url).toBe(`http://demo.localhost:3000/candidate/review/${id}/${answer.token}`);
    expect(answer.expire_at).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());

    const rows = await t.database.db.select().from(candidateReviewTokens).where(eq(candidateReviewTokens.agreementId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenDigest).toBe(sha256(answer.token));
    expect(Object.values(rows[0]).map(String)).not.toContain(answer.token);
    expect(JSON.stringify(rows[0])).not.toContain(answer.token);
  });

  it('without force answers the same unexpired link again; with force a new one, and the old one stops working at once', async () => {
    const { id } = await savedCv();
    const first = await link(id);
    clock.advance(3 * DAY);
    expect(await link(id)).toEqual(first);

    const second = await link(id, { force: true });
    expect(second.token).not.toBe(first.token);
    expect(second.expire_at).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());
    const old = await review(id, first.token);
    expect(old.statusCode).toBe(410);
    expect(old.json().error).toBe(MESSAGES.linkReplaced);
    expect((await call('GET', `/organisation/agreement_tokens/${first.token}`, { jwt: null })).json()).toMatchObject({ valid: false, status: 'replaced' });
    expect((await review(id, second.token)).statusCode).toBe(200);
    // Only one live link per CV.
    const live = (await t.database.db.select().from(candidateReviewTokens).where(eq(candidateReviewTokens.agreementId, id))).filter((r) => !r.replacedAt);
    expect(live).toHaveLength(1);
  });

  it('a draft never saved has no link yet (409); an imported CV not saved yet has one; another organisation’s CV is 404', async () => {
    const draft = (await call('POST', '/organisation/agreements/create', { payload: { agreement: { data: validCv() } } })).json();
    const res = await call('POST', `/organisation/agreements/${draft.id}/candidate_token`, { payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.notSaved);
    const imported = (await call('POST', '/organisation/agreements/create', { payload: { agreement: { data: validCv() } } })).json();
    await t.database.db.update(agreements).set({ sourceFileKey: 'resumes/imported.pdf' }).where(eq(agreements.id, imported.id));
    expect((await call('POST', `/organisation/agreements/${imported.id}/candidate_token`, { payload: {} })).statusCode).toBe(200);

    const { id } = await savedCv();
    await setFeature('acme', true);
    try {
      const acme = await createRecruiter(t, { subdomain: 'acme' });
      expect((await call('POST', `/organisation/agreements/${id}/candidate_token`, { jwt: acme.jwt, host: ACME, payload: {} })).statusCode).toBe(404);
    } finally {
      await setFeature('acme', false);
    }
  });

  it('an organisation without candidate_review_feature refuses links, and the links it made stop opening (403)', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    await setFeature('demo', false);
    try {
      const res = await call('POST', `/organisation/agreements/${id}/candidate_token`, { payload: {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MESSAGES.featureOff);
      expect((await review(id, token)).statusCode).toBe(403);
      expect((await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: { token } })).statusCode).toBe(403);
      expect((await call('GET', `/organisation/agreement_tokens/${token}`, { jwt: null })).statusCode).toBe(403);
    } finally {
      await setFeature('demo', true);
    }
  });
});

describe('GET organisation/agreements/{id}?token= (the candidate’s fetch, no session)', () => {
  it('answers the styled full CV, its digest, the expiry and no CV data; never cached', async () => {
    const { id } = await savedCv(validCv({ first_name: 'Noor', last_name: 'Bakker' }));
    const { token, expire_at } = await link(id);
    const res = await review(id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ id, name: 'Noor Bakker', language: 'en', candidate_approved: false, candidate_approved_at: null, expire_at, decision: null });
    expect(body.consultant).toEqual({ name: 'Rosa de Vries', email: recruiter.email });
    // The full version: the candidate's name (the anonymous version never shows it).
    expect(body.styled_cv.html).toContain('<h1 class="name">Noor Bakker</h1>');
    expect(body.styled_cv.pages).toBeGreaterThanOrEqual(1);
    expect(body.cv_digest).toBe(sha256(body.styled_cv.html));
    expect(body).not.toHaveProperty('data');
  });

  it('without a token the route keeps its recruiter guard: 401 anonymous, 403 for a candidate', async () => {
    const { id } = await savedCv();
    expect((await call('GET', `/organisation/agreements/${id}`, { jwt: null })).statusCode).toBe(401);
    const candidate = await createCandidate(t);
    expect((await call('GET', `/organisation/agreements/${id}`, { jwt: candidate.jwt })).statusCode).toBe(403);
    expect((await call('GET', `/organisation/agreements/${id}`)).json()).toMatchObject({ id, candidate_approval: null });
  });

  it('the token opens that one CV at that one organisation, nothing else', async () => {
    const { id } = await savedCv();
    const other = await savedCv(validCv({ first_name: 'Other' }));
    const { token } = await link(id);

    // Another agreement id, an unknown or cut token, an empty one.
    expect((await review(other.id, token)).statusCode).toBe(404);
    expect((await review(id, `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`)).statusCode).toBe(404);
    expect((await review(id, token.slice(0, 20))).statusCode).toBe(404);
    expect((await call('GET', `/organisation/agreements/${id}?token=`, { jwt: null })).statusCode).toBe(422);
    expect((await call('PUT', `/organisation/agreements/${other.id}/accept`, { jwt: null, payload: { token } })).statusCode).toBe(404);

    // Another organisation's host (with the feature on there too).
    await setFeature('acme', true);
    try {
      expect((await review(id, token, ACME)).statusCode).toBe(404);
      expect((await call('GET', `/organisation/agreement_tokens/${token}`, { jwt: null, host: ACME })).statusCode).toBe(404);
      expect((await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, host: ACME, payload: { token } })).statusCode).toBe(404);
    } finally {
      await setFeature('acme', false);
    }

    // Other routes: the token is no session, in a header or beside the call.
    const asBearer = { authorization: `Bearer ${token}` };
    const elsewhere: [Method, string, unknown?][] = [
      ['GET', `/organisation/agreements?token=${token}`],
      ['PUT', `/organisation/agreements/${id}`, { agreement: { data: validCv() }, token }],
      ['POST', `/organisation/agreements/${id}/styled_cvs?token=${token}`, { anonymous: false }],
      ['GET', `/organisation/agreements/${id}/pdf?token=${token}`],
      ['POST', `/organisation/agreements/${id}/candidate_token?token=${token}`, {}],
      ['GET', `/organisation/agreements/${id}/candidate_consents?token=${token}`],
      ['GET', `/contact_details/agreement/${id}?token=${token}`],
      ['GET', '/auth'],
    ];
    for (const [method, path, payload] of elsewhere) {
      expect((await call(method, path, { jwt: null, payload })).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { jwt: null, payload, headers: asBearer })).statusCode, `${method} ${path} (Bearer)`).toBe(401);
    }
    expect((await call('GET', `/organisation/agreements/${id}`, { jwt: null, headers: asBearer })).statusCode).toBe(401);
  });
});

describe('expiry (a clock the test moves)', () => {
  it('works until its 14th day ends, then answers 410; a new link is made on the next request without force', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    clock.advance(14 * DAY - 1000);
    expect((await review(id, token)).statusCode).toBe(200);
    expect((await call('GET', `/organisation/agreement_tokens/${token}`, { jwt: null })).json()).toMatchObject({ valid: true, status: 'valid', agreement_id: id });

    clock.advance(1000);
    const expired = await review(id, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MESSAGES.linkExpired);
    expect((await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: { token } })).statusCode).toBe(410);
    expect((await call('PUT', `/organisation/agreements/${id}/reject`, { jwt: null, payload: { token, reason: 'Late' } })).statusCode).toBe(410);
    expect((await call('GET', `/organisation/agreement_tokens/${token}`, { jwt: null })).json()).toEqual({
      valid: false,
      status: 'expired',
      agreement_id: id,
      expire_at: new Date(clock.now().getTime()).toISOString(),
      new_url_requested: false,
    });

    const renewed = await link(id);
    expect(renewed.token).not.toBe(token);
    expect((await review(id, renewed.token)).statusCode).toBe(200);
  });
});

describe('accept and reject, with consent evidence', () => {
  it('approval sets candidate_approved and its date, and keeps when, address, user agent and the digest of the CV shown', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    const shown = (await review(id, token)).json();
    clock.advance(60_000);
    const res = await call('PUT', `/organisation/agreements/${id}/accept`, {
      jwt: null,
      ip: '203.0.113.7',
      headers: { 'user-agent': 'Mozilla/5.0 (Candidate phone)' },
      payload: { token, cv_digest: shown.cv_digest },
    });
    expect(res.statusCode, res.body).toBe(200);
    const approvedAt = clock.now().toISOString();
    expect(res.json()).toMatchObject({ candidate_approved: true, candidate_approved_at: approvedAt, decision: { decision: 'approved', decided_at: approvedAt, reason: null } });

    const agreement = (await call('GET', `/organisation/agreements/${id}`)).json();
    expect(agreement).toMatchObject({ candidate_approved: true, candidate_approved_at: approvedAt, candidate_approval: { approved_at: approvedAt, outdated: false } });

    const consents = await call('GET', `/organisation/agreements/${id}/candidate_consents`);
    expect(consents.statusCode).toBe(200);
    expect(consents.json().consents).toEqual([
      {
        id: expect.any(Number),
        decision: 'approved',
        reason: null,
        decided_at: approvedAt,
        ip_address: '203.0.113.7',
        user_agent: 'Mozilla/5.0 (Candidate phone)',
        cv_digest: sha256(shown.styled_cv.html),
        content_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        language: 'en',
        current: true,
      },
    ]);
  });

  it('an edit after approval marks the approval outdated; saving the same CV again does not', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    expect((await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: { token } })).statusCode).toBe(200);
    const same = await call('PUT', `/organisation/agreements/${id}`, { payload: { agreement: { data: validCv() }, token: null } });
    expect(same.json().candidate_approval.outdated).toBe(false);
    await call('PUT', `/organisation/agreements/${id}/lock`);
    await call('PUT', `/organisation/agreements/${id}/unlock`);
    expect((await call('GET', `/organisation/agreements/${id}`)).json().candidate_approval.outdated).toBe(false);

    const edited = await call('PUT', `/organisation/agreements/${id}`, { payload: { agreement: { data: validCv({ title: 'Head of Supply Chain' }) }, token: null } });
    expect(edited.json()).toMatchObject({ candidate_approved: true, candidate_approval: { outdated: true } });
    expect((await call('GET', `/organisation/agreements/${id}/candidate_consents`)).json().consents[0].current).toBe(false);
  });

  it('a decision on a version that is no longer the current one is 409 and records nothing', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    const shown = (await review(id, token)).json();
    await call('PUT', `/organisation/agreements/${id}`, { payload: { agreement: { data: validCv({ title: 'Changed meanwhile' }) }, token: null } });
    const res = await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: { token, cv_digest: shown.cv_digest } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.cvChanged);
    expect(await t.database.db.select().from(candidateReviewDecisions).where(eq(candidateReviewDecisions.agreementId, id))).toEqual([]);
    expect((await call('GET', `/organisation/agreements/${id}`)).json().candidate_approved).toBe(false);
  });

  it('rejection withdraws an approval, keeps the reason as evidence and mails the recruiter with it', async () => {
    const { id } = await savedCv(validCv({ first_name: 'Noor', last_name: 'Bakker' }));
    const { token } = await link(id);
    await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: { token } });
    mails.length = 0;
    clock.advance(3600_000);
    const res = await call('PUT', `/organisation/agreements/${id}/reject`, {
      jwt: null,
      ip: '198.51.100.20',
      headers: { 'user-agent': 'Firefox/140' },
      payload: { token, reason: 'My last job ended in 2024, not now.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ candidate_approved: false, candidate_approved_at: null, decision: { decision: 'rejected', reason: 'My last job ended in 2024, not now.' } });
    expect((await call('GET', `/organisation/agreements/${id}`)).json()).toMatchObject({ candidate_approved: false, candidate_approval: null });

    const consents = (await call('GET', `/organisation/agreements/${id}/candidate_consents`)).json().consents;
    expect(consents.map((c: { decision: string }) => c.decision)).toEqual(['rejected', 'approved']);
    expect(consents[0]).toMatchObject({ reason: 'My last job ended in 2024, not now.', ip_address: '198.51.100.20', user_agent: 'Firefox/140' });

    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(recruiter.email);
    expect(mails[0].subject).toBe('Noor Bakker asked for changes to their CV');
    expect(mails[0].text).toContain('“My last job ended in 2024, not now.”');
    expect(mails[0].text).toContain(`http://demo.localhost:3000/agreement/${id}/edit`);
  });

  it('at most 10 decisions through one link an hour (429 with Retry-After); nothing more is recorded or mailed', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    for (let i = 0; i < 10; i++) {
      const kind = i % 2 ? 'reject' : 'accept';
      expect((await call('PUT', `/organisation/agreements/${id}/${kind}`, { jwt: null, payload: { token, reason: 'Again' } })).statusCode).toBe(200);
    }
    mails.length = 0;
    const res = await call('PUT', `/organisation/agreements/${id}/reject`, { jwt: null, payload: { token, reason: 'Once more' } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error).toBe(MESSAGES.tooManyDecisions);
    expect(mails).toEqual([]);
    expect(await t.database.db.select().from(candidateReviewDecisions).where(eq(candidateReviewDecisions.agreementId, id))).toHaveLength(10);
  });

  it('bad bodies are 422 with a message, never 500', async () => {
    const { id } = await savedCv();
    const { token } = await link(id);
    expect((await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: {} })).statusCode).toBe(422);
    expect((await call('PUT', `/organisation/agreements/${id}/reject`, { jwt: null, payload: { token, reason: 'x'.repeat(2001) } })).statusCode).toBe(422);
    expect((await call('PUT', `/organisation/agreements/${id}/accept`, { jwt: null, payload: { token: 42 } })).statusCode).toBe(422);
    expect((await call('POST', `/organisation/agreements/${id}/candidate_token`, { payload: { force: 'yes' } })).statusCode).toBe(422);
  });
});

describe('request_new_url (once) and agreement_tokens', () => {
  it('an expired link: the recruiter is mailed once (200), a second request is 409', async () => {
    const { id } = await savedCv(validCv({ first_name: 'Noor', last_name: 'Bakker' }));
    const { token } = await link(id);
    clock.advance(15 * DAY);
    mails.length = 0;
    const first = await call('POST', `/organisation/agreement_tokens/${token}/request_new_url`, { jwt: null });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ requested_at: clock.now().toISOString() });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: recruiter.email, subject: 'Noor Bakker asks for a new CV review link' });
    expect(mails[0].text).toContain('Noor Bakker opened their CV review link, which is no longer valid (valid until 18/05/2026), and asks for a new one.');
    expect(mails[0].text).toContain(`http://demo.localhost:3000/agreement/${id}/edit`);
    expect((await call('GET', `/organisation/agreement_tokens/${token}`, { jwt: null })).json()).toMatchObject({ status: 'expired', new_url_requested: true });

    const second = await call('POST', `/organisation/agreement_tokens/${token}/request_new_url`, { jwt: null });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(MESSAGES.alreadyRequested);
    expect(mails).toHaveLength(1);

    // The recruiter's new link starts over.
    const renewed = await link(id);
    expect((await call('GET', `/organisation/agreement_tokens/${renewed.token}`, { jwt: null })).json()).toMatchObject({ valid: true, new_url_requested: false });
  });

  it('a link that still works or was replaced may be renewed once too; the mail says which', async () => {
    const { id } = await savedCv(validCv({ first_name: 'Noor', last_name: 'Bakker' }));
    const old = await link(id);
    const current = await link(id, { force: true });
    mails.length = 0;
    expect((await call('POST', `/organisation/agreement_tokens/${current.token}/request_new_url`, { jwt: null })).statusCode).toBe(200);
    expect(mails[0].text).toContain('Noor Bakker asks for a new CV review link (their current one is valid until 18/05/2026).');
    expect((await call('POST', `/organisation/agreement_tokens/${old.token}/request_new_url`, { jwt: null })).statusCode).toBe(200);
    expect(mails[1].text).toContain('Noor Bakker opened a CV review link that was replaced by a newer one, and asks for a new one.');
    expect((await call('POST', `/organisation/agreement_tokens/${current.token}/request_new_url`, { jwt: null })).statusCode).toBe(409);
    // Asking changes nothing about the link itself.
    expect((await review(id, current.token)).statusCode).toBe(200);
  });

  it('an unknown token is 404 on both calls', async () => {
    expect((await call('GET', '/organisation/agreement_tokens/not-a-token', { jwt: null })).statusCode).toBe(404);
    expect((await call('POST', '/organisation/agreement_tokens/not-a-token/request_new_url', { jwt: null })).statusCode).toBe(404);
  });
});

describe('mailing the link to the candidate', () => {
  it('mails the current link in the CV’s language with the organisation’s branding; the address defaults to the CV’s', async () => {
    const { id } = await savedCv(validCv({ email: 'noor@example.com', first_name: 'Noor', custom_fields: { template_language_variant: 'de', client_selection: 'Generic' } }));
    const { url } = await link(id);
    mails.length = 0;
    const res = await call('POST', `/organisation/agreements/${id}/candidate_token/mail`, { payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: 'noor@example.com', expire_at: new Date(clock.now().getTime() + 14 * DAY).toISOString() });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Bitte prüfen Sie Ihren Lebenslauf von Brightpath Recruitment');
    expect(mails[0].text).toContain(url);
    expect(mails[0].text).toContain('Dieser Link ist bis zum 18/05/2026 gültig.');
    expect(mails[0].html).toContain('Brightpath Recruitment');
    expect(mails[0].html).toContain(`href="${url}"`);

    const other = await call('POST', `/organisation/agreements/${id}/candidate_token/mail`, { payload: { email: 'noor.private@example.org' } });
    expect(other.json().sent_to).toBe('noor.private@example.org');
    expect((await call('POST', `/organisation/agreements/${id}/candidate_token/mail`, { payload: { email: 'not an email' } })).statusCode).toBe(422);
  });

  it('a CV without an email asks for one (422 on email)', async () => {
    const { id } = await savedCv(validCv({ email: undefined }));
    const res = await call('POST', `/organisation/agreements/${id}/candidate_token/mail`, { payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [MESSAGES.noEmail] });
  });

  it('at most 5 mails of one CV’s link an hour (429 with Retry-After)', async () => {
    const { id } = await savedCv();
    for (let i = 0; i < 5; i++) expect((await call('POST', `/organisation/agreements/${id}/candidate_token/mail`, { payload: {} })).statusCode).toBe(200);
    const res = await call('POST', `/organisation/agreements/${id}/candidate_token/mail`, { payload: {} });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error).toBe(MESSAGES.tooManyMails);
  });
});

describe('who may make links and read the evidence (§6)', () => {
  it.each([
    ['a recruiter (every permission)', 'recruiter', 200],
    ['an employee with only Manage Agreements', 'agreementsOnly', 200],
    ['an employee without Manage Agreements', 'employee', 403],
    ['a marketplace client', 'client', 403],
    ['a candidate', 'candidate', 403],
    ['an administrator', 'admin', 403],
    ['nobody signed in', 'anonymous', 401],
  ] as const)('%s → %s', async (_label, role, status) => {
    const { id } = await savedCv();
    const jwt = {
      recruiter: async () => recruiter.jwt,
      agreementsOnly: async () => (await createEmployee(t, { permissions: { canManageAgreements: true } })).jwt,
      employee: async () => (await createEmployee(t, { permissions: { canManageJobPosts: true, canManageEmployees: true } })).jwt,
      client: async () => (await createClient(t)).jwt,
      candidate: async () => (await createCandidate(t)).jwt,
      admin: async () => (await createAdmin(t)).jwt,
      anonymous: async () => null,
    }[role];
    const who = await jwt();
    const calls: [Method, string, unknown?][] = [
      ['POST', `/organisation/agreements/${id}/candidate_token`, {}],
      ['POST', `/organisation/agreements/${id}/candidate_token`, { force: true }],
      ['POST', `/organisation/agreements/${id}/candidate_token/mail`, {}],
      ['GET', `/organisation/agreements/${id}/candidate_consents`],
      ['GET', `/organisation/agreements/${id}`],
    ];
    for (const [method, path, payload] of calls) {
      const res = await call(method, path, { jwt: who, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(status === 200 && path.endsWith('/mail') ? 200 : status);
    }
  });
});
