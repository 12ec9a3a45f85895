import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from './plugins/auth.js';
import { createTokenService } from './lib/tokens.js';
import { createRecruiter } from './test/factories.js';
import { bearer, createTestApp, type TestApp } from './test/helper.js';
import { JSON_BODY_LIMIT } from './app.js';
import { computeSecurityHeaders, securityHeaderOptions } from './plugins/security.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';

describe('health', () => {
  it('GET /api/health and /api/ready answer without an organisation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'nowhere.localhost' } })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });
});

describe('bad input never answers 500', () => {
  it('malformed JSON is 400 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO, 'content-type': 'application/json' }, payload: '{"user": {' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'The request body is not valid JSON.' });
  });

  it('wrong types are 422 with field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO }, payload: { user: { email: 42, password: ['x'] } } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['user.email', 'user.password']);
    expect(res.json().error).toBe('Please correct the highlighted fields.');
  });

  it('a missing body is 422, an empty JSON body is 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO } })).statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO, 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('an oversized body is 413', async () => {
    const big = JSON.stringify({ user: { email: 'a@b.test', password: 'x'.repeat(JSON_BODY_LIMIT + 10) } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO, 'content-type': 'application/json' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The request body is too large.');
  });

  it('an unsupported content type is 415, plain text is a validation error', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toMatch(/content type is not accepted/);
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(422);
  });

  it('an unknown API route is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { host: DEMO } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'There is no API route GET /api/does-not-exist.' });
  });

  it('an unknown organisation is a 404 that names it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host: 'nope.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('There is no organisation at "nope". Check the address you opened.');
  });

  it('a too-short token parameter is 422, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/reset/abc', headers: { host: DEMO } });
    expect(res.statusCode).toBe(422);
  });
});

describe('headers', () => {
  it('sends security headers, a request id and echoes the visitor id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host: DEMO, 'x-visitor-id': 'visitor-123' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-visitor-id']).toBe('visitor-123');
  });

  it('production adds HSTS and upgrade-insecure-requests; development has neither', () => {
    const production = computeSecurityHeaders(securityHeaderOptions(true));
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    const development = computeSecurityHeaders(securityHeaderOptions(false));
    expect(development['strict-transport-security']).toBeUndefined();
    expect(development['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large responses when asked', async () => {
    const { jwt } = await createRecruiter(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth', headers: { ...bearer(jwt), 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('guards', () => {
  it('refuses to start when an API route states no guard', async () => {
    const app = Fastify();
    app.decorateRequest('organisation', null as never);
    await app.register(fp(async () => {}, { name: 'tenant' }));
    await app.register(authPlugin, { tokens: createTokenService('x'.repeat(32)) });
    await expect(
      app.register(async (api) => {
        api.get('/api/unguarded', async () => 'no');
      }).ready(),
    ).rejects.toThrow('Route GET /api/unguarded states no guard (config.guard).');
  });
});
