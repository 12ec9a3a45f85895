import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let demo: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  // Suggestions depend on the organisation, not on who asks: a user of each, made for this file.
  demo = (await createEmployee(t)).jwt;
  acme = (await createEmployee(t, { subdomain: 'acme' })).jwt;
});
afterAll(() => t.close());

const get = (url: string, jwt: string | null, host = 'demo.localhost:3000') =>
  t.app.inject({ method: 'GET', url, headers: jwt ? bearer(jwt, host) : { host } });

describe('GET /api/autocomplete/*', () => {
  it('needs a session', async () => {
    for (const path of ['skills', 'companies', 'industries']) expect((await get(`/api/autocomplete/${path}?q=ja`, null)).statusCode).toBe(401);
  });

  it('suggests skills, typo-tolerant, at most 10', async () => {
    const res = await get('/api/autocomplete/skills?q=javscript', demo);
    expect(res.statusCode).toBe(200);
    expect(res.json().skills[0]).toBe('JavaScript');
    expect((await get('/api/autocomplete/skills?q=a', demo)).json().skills).toHaveLength(10);
    expect((await get('/api/autocomplete/skills?q=', demo)).json()).toEqual({ skills: [] });
    expect((await get('/api/autocomplete/skills', demo)).json()).toEqual({ skills: [] });
    expect((await get(`/api/autocomplete/skills?q=${encodeURIComponent('C#')}`, demo)).json().skills[0]).toBe('C#');
  });

  it('refuses a query over 100 characters', async () => {
    expect((await get(`/api/autocomplete/skills?q=${'a'.repeat(101)}`, demo)).statusCode).toBe(422);
  });

  it('suggests industries, all of them for a blank query', async () => {
    const all = (await get('/api/autocomplete/industries', demo)).json().industries;
    expect(all.length).toBeGreaterThan(140);
    expect(all[0]).toEqual({ id: expect.any(Number), name: 'Accounting' });
    const names = all.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const res = (await get('/api/autocomplete/industries?q=staff', demo)).json();
    expect(res.industries[0].name).toBe('Staffing and Recruiting');
  });

  it("puts the organisation's own client companies first, then shipped employers", async () => {
    const res = (await get('/api/autocomplete/companies?q=north', demo)).json();
    expect(res.companies[0]).toEqual({ name: 'Northwind Logistics B.V.', logo_url: '/brand/northwind-logo.svg', industry: { name: 'Logistics' } });
    const shipped = (await get('/api/autocomplete/companies?q=heineken', demo)).json();
    expect(shipped.companies[0]).toEqual({ name: 'Heineken', logo_url: null, industry: { name: 'Food and Beverages' } });
    const blank = (await get('/api/autocomplete/companies', demo)).json();
    expect(blank.companies.map((c: { name: string }) => c.name)).toEqual(['Northwind Logistics B.V.']);
  });

  it("never shows another organisation's client companies", async () => {
    const res = await get('/api/autocomplete/companies?q=northwind', acme, 'acme.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toEqual([]);
    expect((await get('/api/autocomplete/companies', acme, 'acme.localhost:3000')).json().companies).toEqual([]);
    const loose = (await get('/api/autocomplete/companies?q=north', acme, 'acme.localhost:3000')).json().companies;
    expect(loose.map((c: { name: string }) => c.name)).not.toContain('Northwind Logistics B.V.');
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect((await get('/api/autocomplete/companies?q=%25', demo)).json().companies).toEqual([]);
    expect((await get('/api/autocomplete/companies?q=_', demo)).json().companies).toEqual([]);
  });
});
