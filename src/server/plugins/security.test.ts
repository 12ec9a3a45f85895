import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPlugin } from './security.js';

const app = Fastify();

beforeAll(async () => {
  await app.register(securityPlugin, { production: false });
  app.get('/api/plain', async () => ({ ok: true }));
  app.get('/api/cached', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('1'));
  app.get('/oauth/linkedin', async () => 'callback');
  await app.ready();
});
afterAll(() => app.close());

describe('Cache-Control of API answers', () => {
  it('is no-store by default, for answers and errors alike', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/plain' })).headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own value and leaves paths outside /api alone", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cached' })).headers['cache-control']).toBe('public, max-age=60');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['cache-control']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/apiary' })).headers['cache-control']).toBeUndefined();
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  it('lets the app keep the sign-in pop-up it opens, and leaves the pop-up’s callback page in its opener’s group', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await app.inject({ method: 'GET', url: '/oauth/linkedin?code=x&state=y' })).headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});
