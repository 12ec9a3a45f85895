import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationSchema } from '../shared/schemas/organisation.js';
import { subdomainOf } from './plugins/tenant.js';
import { createTestApp, type TestApp } from './test/helper.js';

describe('subdomainOf', () => {
  it.each([
    ['demo.localhost:3000', 'localhost:3000', 'demo'],
    ['acme.localhost', 'localhost:3000', 'acme'],
    ['localhost:3000', 'localhost:3000', null],
    ['127.0.0.1:3000', 'localhost:3000', null],
    ['[::1]:3000', 'localhost:3000', null],
    ['acme.talentfolio.example', 'talentfolio.example', 'acme'],
    ['www.acme.talentfolio.example', 'talentfolio.example', 'acme'],
    ['talentfolio.example', 'talentfolio.example', null],
    ['ACME.Talentfolio.Example', 'talentfolio.example', 'acme'],
    [undefined, 'localhost:3000', null],
  ])('%s on %s is %s', (host, base, expected) => {
    expect(subdomainOf(host, base)).toBe(expected);
  });
});

describe('GET /api/organisation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the organisation of the subdomain with its features and theme', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host: 'demo.localhost:3000' } });
    const body = organisationSchema.parse(res.json());
    expect(body).toMatchObject({
      subdomain: 'demo',
      edition: 'europe',
      candidate_review_feature: true,
      word_export_feature: true,
      has_associations: true,
      is_managed_by: null,
      default_country_code: 'NL',
      education_level_hidden: true,
      language_switcher: true,
      company: { name: 'Brightpath Recruitment' },
    });
    expect(body.theme?.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('a bare host is the default organisation; acme is Australia/New Zealand without Word export', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host: 'localhost:3000' } })).json().subdomain).toBe('demo');
    const acme = (await t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host: 'acme.localhost:3000' } })).json();
    expect(acme).toMatchObject({ subdomain: 'acme', edition: 'anz', word_export_feature: false, candidate_review_feature: false, education_level_hidden: false });
  });
});
