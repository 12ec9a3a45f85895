/**
 * The API edge rules of issue "Availability and bad input" (500 for bad input, items 2–5 and 7):
 * one rule for every string, bounded ids, bounded nesting, absolute-form request lines.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../shared/schemas/ids.js';
import { TEXT_MESSAGES } from '../../shared/text.js';
import { createAgreement, createCandidate, createRecruiter } from '../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../test/helper.js';
import { findInputBreach, INPUT_MESSAGES, MAX_INPUT_DEPTH } from './input.js';

let t: TestApp;
let recruiter: string;
let candidate: string;
let agreementId: number;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  const made = await createRecruiter(t);
  recruiter = made.jwt;
  candidate = (await createCandidate(t)).jwt;
  agreementId = (await createAgreement(t, made)).id;
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const NUL = '\u0000';

async function cv() {
  const res = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${agreementId}`, headers: bearer(recruiter) });
  return res.json();
}

describe('one rule for every string: no NUL, no unpaired surrogate', () => {
  it('finds the breach and names its path', () => {
    expect(findInputBreach({ a: [{ b: `x${NUL}` }] }, 'body')).toEqual({ path: 'a.0.b', message: TEXT_MESSAGES.forbidden });
    expect(findInputBreach({ a: '\ud800x' }, 'body')?.path).toBe('a');
    expect(findInputBreach({ a: 'x\udc00' }, 'body')?.path).toBe('a');
    // A paired surrogate (an emoji) is fine.
    expect(findInputBreach({ a: 'ok 😀 — ünïcødé' }, 'body')).toBeNull();
    expect(findInputBreach({ [`k${NUL}`]: 1 }, 'body')?.message).toBe(TEXT_MESSAGES.forbidden);
  });

  it('a NUL in a team name, a sign-up name, a campaign token or a CV field is 422, and nothing is stored', async () => {
    const team = await t.app.inject({ method: 'POST', url: '/api/organisation/teams', headers: bearer(recruiter), payload: { team: { name: `Team${NUL}` } } });
    expect(team.statusCode).toBe(422);
    expect(team.json().errors['team.name']).toEqual([TEXT_MESSAGES.forbidden]);
    const teams = await t.app.inject({ method: 'GET', url: '/api/organisation/teams', headers: bearer(recruiter) });
    expect(teams.json().teams.some((x: { name: string }) => x.name.startsWith('Team'))).toBe(false);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: DEMO },
      payload: { user: { email: 'nul@example.test', password: 'Valid-password-2026', first_name: `Eva${NUL}`, last_name: 'T' } },
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json().errors['user.first_name']).toEqual([TEXT_MESSAGES.forbidden]);

    const campaign = await t.app.inject({ method: 'PUT', url: '/api/my/campaigns/activate', headers: bearer(candidate), payload: { bulk: [`c${NUL}`] } });
    expect(campaign.statusCode).toBe(422);

    const before = await cv();
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/agreements/${agreementId}`,
      headers: bearer(recruiter),
      payload: { agreement: { data: { ...before.data, title: `Engineer${NUL}` } } },
    });
    expect(save.statusCode).toBe(422);
    expect(save.json().errors['agreement.data.title']).toEqual([TEXT_MESSAGES.forbidden]);
    expect((await cv()).data.title).toBe(before.data.title);
  });

  it('a NUL in a search query or a path is 422', async () => {
    for (const url of ['/api/autocomplete/skills?q=ja%00va', `/api/organisation/agreements?q=a%00b`, '/api/organisation/teams/1/employees_search?q=%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(recruiter) });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error).toBe(TEXT_MESSAGES.forbidden);
    }
    const path = await t.app.inject({ method: 'GET', url: '/api/contact_details/agree%00ment/1', headers: bearer(recruiter) });
    expect(path.statusCode).toBe(422);
  });

  it('a lone surrogate in JSON is 422', async () => {
    const before = await cv();
    const body = JSON.stringify({ agreement: { data: { ...before.data, title: 'T' } } }).replace('"title":"T"', '"title":"\\ud800x"');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/agreements/${agreementId}`,
      headers: { ...bearer(recruiter), 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['agreement.data.title']).toEqual([TEXT_MESSAGES.forbidden]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: DEMO, 'content-type': 'application/json' },
      payload: '{"user":{"email":"a@b.test","password":"\\udfffpassword"}}',
    });
    expect(login.statusCode).toBe(422);
  });
});

describe('ids are bounded by the shared schema', () => {
  it(`an id above ${MAX_ID} in a path, a query or a body is 422, never a database error`, async () => {
    const path = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${MAX_ID + 1}`, headers: bearer(recruiter) });
    expect(path.statusCode).toBe(422);
    expect(path.json().errors.id).toBeDefined();
    const huge = await t.app.inject({ method: 'GET', url: '/api/organisation/agreements/99999999999999999999999', headers: bearer(recruiter) });
    expect(huge.statusCode).toBe(422);
    const query = await t.app.inject({ method: 'GET', url: `/api/organisation/team_members?team_id=${MAX_ID + 1}`, headers: bearer(recruiter) });
    expect(query.statusCode).toBe(422);
    const template = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/agreements/${agreementId}/apply_template`,
      headers: bearer(recruiter),
      payload: { template_id: MAX_ID + 1 },
    });
    expect(template.statusCode).toBe(422);
    const assign = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/teams/assign_templates',
      headers: bearer(recruiter),
      payload: { team_ids: [MAX_ID + 1], template_ids: [1] },
    });
    expect(assign.statusCode).toBe(422);
    const add = await t.app.inject({ method: 'POST', url: '/api/organisation/teams/1/employees_add', headers: bearer(recruiter), payload: { ids: [MAX_ID + 1] } });
    expect(add.statusCode).toBe(422);
    const page = await t.app.inject({ method: 'GET', url: '/api/organisation/agreements?page=1e300', headers: bearer(recruiter) });
    expect(page.statusCode).toBe(422);
  });

  it(`the largest id (${MAX_ID}) is simply not found`, async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${MAX_ID}`, headers: bearer(recruiter) });
    expect(res.statusCode).toBe(404);
  });
});

describe('nesting is bounded', () => {
  const nested = (levels: number) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };

  it('JSON nested 5,000 levels in custom_fields or preferences is 422, and the CV is unchanged', async () => {
    const before = await cv();
    for (const key of ['custom_fields', 'preferences'] as const) {
      const deep = `${'{"a":'.repeat(5000)}"leaf"${'}'.repeat(5000)}`;
      const body = JSON.stringify({ agreement: { data: { ...before.data, [key]: { ...before.data[key], deep: 'DEEP' } } } }).replace('"DEEP"', deep);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/organisation/agreements/${agreementId}`,
        headers: { ...bearer(recruiter), 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, key).toBe(422);
      expect(res.json().error).toBe(INPUT_MESSAGES.tooDeep);
    }
    expect((await cv()).updated_at).toBe(before.updated_at);
  });

  it(`${MAX_INPUT_DEPTH - 6} levels of extra data in custom_fields are still accepted`, async () => {
    const before = await cv();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/agreements/${agreementId}`,
      headers: bearer(recruiter),
      payload: { agreement: { data: { ...before.data, custom_fields: { ...before.data.custom_fields, extra: nested(MAX_INPUT_DEPTH - 6) } } } },
    });
    expect(res.statusCode).toBe(200);
  });

  it('deep arrays in a query string or a login body are refused too', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: DEMO, 'content-type': 'application/json' },
      payload: `{"user":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(login.statusCode).toBe(422);
  });
});

describe('an absolute-form request line', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  function raw(requestLine: string, host: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('end', () => {
        const [head, ...rest] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.on('error', reject);
      socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
  }

  it('is answered as its origin form, for the organisation its authority names', async () => {
    const demo = await raw(`GET http://demo.localhost:${port}/api/organisation HTTP/1.1`, `demo.localhost:${port}`);
    expect(demo.status).toBe(200);
    expect(demo.body).toContain('"subdomain":"demo"');
    // The authority wins over the Host header (RFC 9112 §3.2.2).
    const acme = await raw(`GET http://acme.localhost:${port}/api/organisation HTTP/1.1`, `demo.localhost:${port}`);
    expect(acme.status).toBe(200);
    expect(acme.body).toContain('"subdomain":"acme"');
    const health = await raw(`GET http://localhost:${port}/api/health?x=1 HTTP/1.1`, `localhost:${port}`);
    expect(health.status).toBe(200);
    const unknown = await raw(`GET http://demo.localhost:${port}/api/nothing-here HTTP/1.1`, `demo.localhost:${port}`);
    expect(unknown.status).toBe(404);
  });
});
