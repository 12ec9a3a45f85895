import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../../shared/constants.js';
import { PANEL_MESSAGES, RESERVED_SUBDOMAINS } from '../../../shared/schemas/panel.js';
import { accounts, templates } from '../../db/schema.js';
import { createAdmin, createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { base64, dataUrl, pngImage } from '../../test/images.js';
import { MESSAGES } from './service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).jwt;
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const at = (subdomain: string) => `${subdomain}.localhost:3000`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: { jwt?: string | null; host?: string; payload?: unknown } = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: options.jwt === null ? { host: options.host ?? DEMO } : bearer(options.jwt ?? admin, options.host ?? DEMO),
    payload: options.payload as object,
  });
const create = (organisation: Record<string, unknown>) => call('POST', '/panel/organisations', { payload: { organisation } });
const publicOrganisation = (subdomain: string) => t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host: at(subdomain) } });

let counter = 0;
const fresh = (prefix = 'org') => `${prefix}-${process.pid % 1000}-${++counter}`;

const THEME = { primary: '#123456', primary_contrast: '#ffffff', accent: '#f28c28', navbar: '#ffffff', navbar_text: '#1d2733', sidenav: '#12263f', sidenav_text: '#e8eef6' };

describe('guards: admin only (§6 "Admin: user.admin; needed for /panel")', () => {
  let existing: number;
  beforeAll(async () => {
    existing = (await create({ subdomain: fresh(), name: 'Guarded Agency', edition: 'europe' })).json().organisation.id;
  });
  const routes = () => [
    { method: 'GET' as const, url: '/panel/organisations', ok: 200 },
    { method: 'GET' as const, url: `/panel/organisations/${existing}`, ok: 200 },
    { method: 'POST' as const, url: '/panel/organisations', payload: () => ({ organisation: { subdomain: fresh('guard'), name: 'Guard Co', edition: 'anz' } }), ok: 201 },
    { method: 'PUT' as const, url: `/panel/organisations/${existing}`, payload: () => ({ organisation: { name: 'Guarded Agency' } }), ok: 200 },
    { method: 'POST' as const, url: `/panel/organisations/${existing}/logo`, payload: () => ({ image: base64(pngImage(8, 8)) }), ok: 200 },
  ];
  const people: [string, () => Promise<string | null>, number][] = [
    ['admin', async () => admin, 0],
    ['agency admin (every employee permission)', async () => (await createRecruiter(t)).jwt, 403],
    ['employee', async () => (await createEmployee(t, { permissions: { canManageAgreements: true } })).jwt, 403],
    ['client', async () => (await createClient(t)).jwt, 403],
    ['candidate', async () => (await createCandidate(t)).jwt, 403],
    ['anonymous', async () => null, 401],
  ];
  it.each(people)('%s', async (_who, person, refused) => {
    const jwt = await person();
    for (const route of routes()) {
      const res = await call(route.method, route.url, { jwt, payload: route.payload?.() });
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, refused || route.ok]);
    }
  });
});

describe('subdomain rules (lower-case letters, digits and hyphens, 2 to 40 characters, not reserved)', () => {
  const valid = ['ab', 'a1', '42', 'my-agency', 'north-west-2', 'x'.repeat(40), 'a-b-c'];
  it.each(valid.map((s) => [s]))('accepts %s', async (subdomain) => {
    const res = await create({ subdomain, name: `Agency ${subdomain}`, edition: 'europe' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().organisation.subdomain).toBe(subdomain);
  });

  const invalid: [string, string][] = [
    ['', PANEL_MESSAGES.subdomainRequired],
    ['a', PANEL_MESSAGES.subdomainLength],
    ['x'.repeat(41), PANEL_MESSAGES.subdomainLength],
    ['-ab', PANEL_MESSAGES.subdomainFormat],
    ['ab-', PANEL_MESSAGES.subdomainFormat],
    ['Acme2', PANEL_MESSAGES.subdomainFormat],
    ['a_b', PANEL_MESSAGES.subdomainFormat],
    ['a.b', PANEL_MESSAGES.subdomainFormat],
    ['ab cd', PANEL_MESSAGES.subdomainFormat],
    ['agência', PANEL_MESSAGES.subdomainFormat],
    ...RESERVED_SUBDOMAINS.map((r): [string, string] => [r, PANEL_MESSAGES.subdomainReserved]),
  ];
  it.each(invalid)('refuses %j with 422 naming the field', async (subdomain, message) => {
    const res = await create({ subdomain, name: 'Nope', edition: 'europe' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['organisation.subdomain']).toEqual([message]);
  });

  it('refuses every reserved name of the list: www, api, app, admin, mail, static, assets', () => {
    expect([...RESERVED_SUBDOMAINS]).toEqual(['www', 'api', 'app', 'admin', 'mail', 'static', 'assets']);
  });

  it('refuses a taken subdomain with 422 on the field, on create and on rename', async () => {
    const taken = await create({ subdomain: 'demo', name: 'Second demo', edition: 'europe' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ 'organisation.subdomain': [PANEL_MESSAGES.subdomainTaken] });
    const mine = (await create({ subdomain: fresh('mine'), name: 'Mine', edition: 'europe' })).json().organisation;
    const rename = await call('PUT', `/panel/organisations/${mine.id}`, { payload: { organisation: { subdomain: 'acme' } } });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ 'organisation.subdomain': [PANEL_MESSAGES.subdomainTaken] });
    // Keeping its own subdomain is no conflict.
    expect((await call('PUT', `/panel/organisations/${mine.id}`, { payload: { organisation: { subdomain: mine.subdomain, name: 'Mine too' } } })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous creations have a subdomain; the other hears it is taken', async () => {
    const subdomain = fresh('race');
    const answers = await Promise.all([1, 2].map((n) => create({ subdomain, name: `Racer ${n}`, edition: 'europe' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().errors).toEqual({ 'organisation.subdomain': [PANEL_MESSAGES.subdomainTaken] });
  });

  it('keeps the special codes of §1 to their edition, and takes their country', async () => {
    const wrong = await create({ subdomain: 'rwau', name: 'RW Australia', edition: 'europe' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ 'organisation.edition': [PANEL_MESSAGES.editionForCode] });
    const right = await create({ subdomain: 'rwau', name: 'RW Australia', edition: 'anz' });
    expect(right.statusCode).toBe(201);
    expect(right.json().organisation).toMatchObject({ edition: 'anz', default_country_code: 'AU' });
    const moved = await call('PUT', `/panel/organisations/${right.json().organisation.id}`, { payload: { organisation: { edition: 'uae' } } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ 'organisation.edition': [PANEL_MESSAGES.editionForCode] });
  });

  it('refuses an unknown edition, a bad country or currency, and a missing name', async () => {
    const res = await create({ subdomain: fresh(), name: ' ', edition: 'mars', default_country_code: 'GBR', default_currency: 'EU' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors['organisation.name']).toEqual([PANEL_MESSAGES.nameRequired]);
    expect(errors['organisation.edition']).toHaveLength(1);
    expect(errors['organisation.default_country_code']).toEqual([PANEL_MESSAGES.countryCode]);
    expect(errors['organisation.default_currency']).toEqual([PANEL_MESSAGES.currency]);
  });
});

describe('creating an organisation', () => {
  it('answers 201 with the organisation, and it works at once at its subdomain with its theme', async () => {
    const subdomain = fresh('nordic');
    // Asked before it exists: unknown, and the miss is not kept.
    expect((await publicOrganisation(subdomain)).statusCode).toBe(404);
    const res = await create({
      subdomain,
      name: 'Nordic Talent',
      edition: 'europe',
      default_language: 'de',
      default_country_code: 'se',
      default_currency: 'sek',
      candidate_review_feature: true,
      word_export_feature: true,
      has_associations: true,
      theme: THEME,
    });
    expect(res.statusCode).toBe(201);
    const organisation = res.json().organisation;
    expect(organisation).toEqual({
      id: expect.any(Number),
      subdomain,
      name: 'Nordic Talent',
      company_name: 'Nordic Talent',
      edition: 'europe',
      default_language: 'de',
      default_country_code: 'SE',
      default_currency: 'SEK',
      candidate_review_feature: true,
      agreements_feature: true,
      word_export_feature: true,
      display_external_provider_feature: false,
      has_associations: true,
      logo_url: null,
      theme: THEME,
      url: `http://${subdomain}.localhost:3000/`,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const there = await publicOrganisation(subdomain);
    expect(there.statusCode).toBe(200);
    expect(there.json()).toMatchObject({ subdomain, name: 'Nordic Talent', theme: THEME, default_language: 'de', default_country_code: 'SE', candidate_review_feature: true, language_switcher: true });
  });

  it('gives the organisation its agency account and the three starter templates, in its own scope', async () => {
    const organisation = (await create({ subdomain: fresh('kit'), name: 'Kit Recruitment', edition: 'sea' })).json().organisation;
    const db = t.database.db;
    const agency = await db.select().from(accounts).where(eq(accounts.organisationId, organisation.id));
    expect(agency.map((a) => ({ name: a.name, companyName: a.companyName, marketplace: a.marketplace, isClient: a.isClient }))).toEqual([
      { name: 'Kit Recruitment', companyName: 'Kit Recruitment', marketplace: true, isClient: false },
    ]);
    const kept = await db.select({ key: templates.key }).from(templates).where(eq(templates.organisationId, organisation.id));
    expect(kept.map((x) => x.key).sort()).toEqual(['classic', 'executive', 'modern']);
  });
});

describe('editing an organisation takes effect at once at its subdomain', () => {
  it('a new theme colour shows on the next request', async () => {
    const subdomain = fresh('theme');
    const { id } = (await create({ subdomain, name: 'Theme Co', edition: 'europe', theme: THEME })).json().organisation;
    // The tenant cache now holds the organisation (10 s).
    expect((await publicOrganisation(subdomain)).json().theme.primary).toBe('#123456');
    const res = await call('PUT', `/panel/organisations/${id}`, { payload: { organisation: { theme: { ...THEME, primary: '#abcdef' } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation.theme.primary).toBe('#abcdef');
    expect((await publicOrganisation(subdomain)).json().theme.primary).toBe('#abcdef');
  });

  it('changes only the fields sent; a new subdomain answers at once and the old one no more', async () => {
    const subdomain = fresh('move');
    const { id } = (await create({ subdomain, name: 'Move Co', edition: 'latam', word_export_feature: true })).json().organisation;
    expect((await publicOrganisation(subdomain)).statusCode).toBe(200);
    const renamed = fresh('moved');
    const res = await call('PUT', `/panel/organisations/${id}`, { payload: { organisation: { subdomain: renamed, candidate_review_feature: true } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation).toMatchObject({ subdomain: renamed, name: 'Move Co', edition: 'latam', word_export_feature: true, candidate_review_feature: true });
    expect((await publicOrganisation(subdomain)).statusCode).toBe(404);
    expect((await publicOrganisation(renamed)).json()).toMatchObject({ name: 'Move Co', candidate_review_feature: true });
  });

  it('answers 404 for an organisation that does not exist', async () => {
    for (const res of [await call('GET', '/panel/organisations/999999'), await call('PUT', '/panel/organisations/999999', { payload: { organisation: { name: 'X' } } })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MESSAGES.notFound);
    }
  });
});

describe('GET panel/organisations', () => {
  it('searches by name or subdomain, ten a page, with the pagination of other lists', async () => {
    const tag = fresh('zeta');
    for (let i = 1; i <= 11; i++) await create({ subdomain: `${tag}-${i}`, name: `Zeta Group ${String(i).padStart(2, '0')}`, edition: 'japan' });
    const first = (await call('GET', `/panel/organisations?q=${tag}`)).json();
    expect(first.pagination).toEqual({ page: 1, per_page: 10, total_count: 11, total_pages: 2 });
    expect(first.organisations.map((o: { name: string }) => o.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Zeta Group ${String(i + 1).padStart(2, '0')}`));
    const second = (await call('GET', `/panel/organisations?q=${tag}&page=2`)).json();
    expect(second.organisations.map((o: { subdomain: string }) => o.subdomain)).toEqual([`${tag}-11`]);
    expect((await call('GET', '/panel/organisations?q=brightpath')).json().organisations.map((o: { subdomain: string }) => o.subdomain)).toEqual(['demo']);
    expect((await call('GET', '/panel/organisations?q=100%25')).json().organisations).toEqual([]);
    expect((await call('GET', '/panel/organisations?page=0')).statusCode).toBe(422);
  });
});

describe('the logo', () => {
  it('stores a PNG checked by its content and serves it at the logo address, also at the subdomain', async () => {
    const subdomain = fresh('logo');
    const { id } = (await create({ subdomain, name: 'Logo Co', edition: 'france' })).json().organisation;
    const res = await call('POST', `/panel/organisations/${id}/logo`, { payload: { image: dataUrl(pngImage(40, 20)) } });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().organisation.logo_url;
    expect(url).toMatch(new RegExp(`^/api/organisation_logos/${id}\\?v=[0-9a-f]{16}$`));
    expect((await publicOrganisation(subdomain)).json().logo_url).toBe(url);
    const file = await t.app.inject({ method: 'GET', url, headers: { host: at(subdomain) } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A new picture is a new address; the old one still shows the old picture.
    const next = (await call('POST', `/panel/organisations/${id}/logo`, { payload: { image: base64(pngImage(40, 20, { seed: 7 })) } })).json().organisation.logo_url;
    expect(next).not.toBe(url);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(file.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: next })).rawPayload.equals(file.rawPayload)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/organisation_logos/${id}?v=../../x` })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG or JPEG, naming the field', async () => {
    const { id } = (await create({ subdomain: fresh('badlogo'), name: 'Bad Logo Co', edition: 'france' })).json().organisation;
    const svg = await call('POST', `/panel/organisations/${id}/logo`, { payload: { image: base64(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))) } });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().errors).toEqual({ image: [PANEL_MESSAGES.logoFormat] });
    const junk = await call('POST', `/panel/organisations/${id}/logo`, { payload: { image: 'not base64 at all!' } });
    expect(junk.statusCode).toBe(422);
    expect((await call('GET', `/panel/organisations/${id}`)).json().organisation.logo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/organisation_logos/${id}` })).statusCode).toBe(404);
  });
});

describe('texts', () => {
  it('has every panel message a person can read in the messages catalogue of all six languages', () => {
    const texts = [...Object.values(PANEL_MESSAGES).filter((m) => m !== PANEL_MESSAGES.nameRequired), MESSAGES.notFound];
    const flatten = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(flatten));
    const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../../web/locales/${lang}/${ns}.json`), 'utf8'));
    const english = flatten(read('en', 'messages'));
    for (const text of texts) expect(english).toContain(text);
    for (const lang of INTERFACE_LANGUAGES) {
      const panel = read(lang, 'messages').panel;
      expect(Object.keys(panel ?? {}).sort(), lang).toEqual(Object.keys(read('en', 'messages').panel).sort());
    }
  });
});
