import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/my/campaigns/activate', () => {
  it('activates the organisation’s known campaign tokens once and names the unknown ones', async () => {
    const { jwt } = await createEmployee(t);
    const activate = (bulk: string[], host = 'demo.localhost:3000', token = jwt) =>
      t.app.inject({ method: 'PUT', url: '/api/my/campaigns/activate', headers: bearer(token, host), payload: { bulk } });
    const res = await activate(['SPRING2026', 'NOPE', 'SPRING2026']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activated: ['SPRING2026'], unknown: ['NOPE'] });
    // Activating again is harmless.
    expect((await activate(['SPRING2026'])).json()).toEqual({ activated: ['SPRING2026'], unknown: [] });
    // A demo campaign does not exist for acme users.
    const { jwt: acme } = await createEmployee(t, { subdomain: 'acme' });
    expect((await activate(['SPRING2026'], 'acme.localhost:3000', acme)).json()).toEqual({ activated: [], unknown: ['SPRING2026'] });
  });

  it('needs a session (401) and a list of tokens (422)', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/campaigns/activate', headers: { host: 'demo.localhost:3000' }, payload: { bulk: [] } })).statusCode).toBe(401);
    const { jwt } = await createEmployee(t);
    const res = await t.app.inject({ method: 'PUT', url: '/api/my/campaigns/activate', headers: bearer(jwt), payload: { bulk: 'SPRING2026' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bulk).toBeDefined();
  });
});
