/**
 * Associations — "groups" (spec §3 has_associations/is_managed_by, §6 associations guard and
 * canManageAssociations, §7 Associations): the guard of every route as a table, 404 across
 * organisations, the logo checked by its content, and a rename or delete reaching the candidate
 * search rows (decision 021) in the same write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agreementAssociations, candidateSearch, organisations } from '../../db/schema.js';
import { inTransaction, tenantDb, tenantScope } from '../../db/tenant.js';
import { createAgreement, createCandidate, createClient, createEmployee, createRecruiter, type Person } from '../../test/factories.js';
import { bearer, createTestApp, tamperedSignature, type TestApp } from '../../test/helper.js';
import { base64, dataUrl, JPEG_24x16, pngImage } from '../../test/images.js';
import { organisationBySubdomain } from '../organisation/service.js';
import { refreshProjection } from '../search/service.js';
import { ASSOCIATION_MESSAGES } from '../../../shared/schemas/associations.js';

let t: TestApp;
let recruiter: Person;
let acmeRecruiter: Person;
const BASE = '/api/organisation/associations';

type Options = { payload?: unknown; marker?: boolean };
const call = (by: Pick<Person, 'jwt' | 'host'> | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: Options = {}) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(by ? bearer(by.jwt, by.host) : { host: 'demo.localhost:3000' }),
      ...((options.marker ?? method === 'POST') ? { 'x-upload': '1' } : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });
const create = (by: Pick<Person, 'jwt' | 'host'>, association: { company_name: string; logo?: string | null }, options: Omit<Options, 'payload'> = {}) =>
  call(by, 'POST', BASE, { ...options, payload: { association } });

async function setOrganisation(subdomain: string, values: { hasAssociations?: boolean; isManagedBy?: string | null }) {
  await t.database.db.update(organisations).set(values).where(eq(organisations.subdomain, subdomain));
  t.app.organisations.invalidate(subdomain);
}

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
  acmeRecruiter = await createRecruiter(t, { subdomain: 'acme' });
}, 60_000);
afterAll(() => t.close());

describe('the guard of every route (§6: has_associations, not is_managed_by, canManageAssociations)', () => {
  it('lets in exactly the employees who can manage groups of an organisation with associations that nobody manages', async () => {
    const groupsOnly = await createEmployee(t, { permissions: { canManageAssociations: true } });
    const everythingButGroups = await createEmployee(t, { permissions: { canManageAccount: true, canManageEmployees: true, canManageAgreements: true, canManageJobPosts: true } });
    const client = await createClient(t);
    const candidate = await createCandidate(t);
    const mine = (await create(recruiter, { company_name: 'Guard table group' })).json().id as number;

    const routes: [string, (by: Person | null) => ReturnType<typeof call>][] = [
      ['GET list', (by) => call(by, 'GET', BASE)],
      ['POST', (by) => call(by, 'POST', BASE, { payload: { association: { company_name: `Created ${Math.random()}` } } })],
      ['PUT', (by) => call(by, 'PUT', `${BASE}/${mine}`, { payload: { association: { company_name: 'Guard table group' } } })],
      // DELETE last, and on a group of its own each time it is allowed.
    ];
    const viewers: [string, Person | null, number][] = [
      ['recruiter (every permission)', recruiter, 200],
      ['employee with can_manage_associations only', groupsOnly, 200],
      ['employee with every other permission', everythingButGroups, 403],
      ['marketplace client', client, 403],
      ['candidate', candidate, 403],
      ['nobody signed in', null, 401],
    ];
    const table: string[] = [];
    for (const [route, send] of routes) {
      for (const [who, by, expected] of viewers) {
        const status = (await send(by)).statusCode;
        table.push(`${route} | ${who} | ${status < 300 ? 'allowed' : status}`);
        expect(status < 300 ? 200 : status, `${route} by ${who}`).toBe(expected);
      }
    }
    for (const [who, by, expected] of viewers) {
      const target = (await create(recruiter, { company_name: `To delete ${who}` })).json().id;
      const status = (await call(by, 'DELETE', `${BASE}/${target}`)).statusCode;
      expect(status < 300 ? 200 : status, `DELETE by ${who}`).toBe(expected);
    }
    expect(table).toHaveLength(routes.length * viewers.length);
  });

  it('refuses everyone in an organisation without associations, or one managed by another (403)', async () => {
    expect((await call(acmeRecruiter, 'GET', BASE)).statusCode).toBe(403);
    await setOrganisation('demo', { isManagedBy: 'Parent Holding' });
    try {
      for (const res of [
        await call(recruiter, 'GET', BASE),
        await create(recruiter, { company_name: 'Managed' }),
        await call(recruiter, 'PUT', `${BASE}/1`, { payload: { association: { company_name: 'Managed' } } }),
        await call(recruiter, 'DELETE', `${BASE}/1`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toContain('canManageOrganisationAssociations');
      }
    } finally {
      await setOrganisation('demo', { isManagedBy: null });
    }
    expect((await call(recruiter, 'GET', BASE)).statusCode).toBe(200);
  });
});

describe('list, create, rename, delete', () => {
  it('creates a group with a PNG logo served behind its signed link, lists it with its CV count, renames and deletes it', async () => {
    const png = pngImage(40, 20);
    const created = await create(recruiter, { company_name: '  Dutch Logistics Guild ', logo: dataUrl(png) });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({ id: expect.any(Number), company_name: 'Dutch Logistics Guild', logo_url: expect.stringMatching(new RegExp(`^${BASE}/${group.id}/logo\\?expires=\\d+&signature=`)), cv_count: 0 });

    const logo = await t.app.inject({ method: 'GET', url: group.logo_url, headers: { host: 'demo.localhost:3000' } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload).toEqual(png);
    // The link is the organisation's: a changed signature, or another organisation's host, gets nothing.
    expect((await t.app.inject({ method: 'GET', url: tamperedSignature(group.logo_url), headers: { host: 'demo.localhost:3000' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: group.logo_url, headers: { host: 'acme.localhost:3000' } })).statusCode).toBe(403);

    const jpeg = (await create(recruiter, { company_name: 'Tech Guild', logo: base64(JPEG_24x16) })).json();
    const plain = (await create(recruiter, { company_name: 'No Logo Club' })).json();
    expect(plain.logo_url).toBeNull();
    const listed = (await call(recruiter, 'GET', BASE)).json().associations as { id: number; company_name: string }[];
    const names = listed.map((a) => a.company_name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(listed.find((a) => a.id === jpeg.id)).toEqual({ ...jpeg, logo_url: expect.any(String) });

    const renamed = await call(recruiter, 'PUT', `${BASE}/${group.id}`, { payload: { association: { company_name: 'Benelux Logistics Guild' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...group, company_name: 'Benelux Logistics Guild', logo_url: expect.any(String) });

    expect((await call(recruiter, 'DELETE', `${BASE}/${group.id}`)).statusCode).toBe(204);
    expect((await call(recruiter, 'GET', BASE)).json().associations.map((a: { id: number }) => a.id)).not.toContain(group.id);
    expect((await t.app.inject({ method: 'GET', url: group.logo_url, headers: { host: 'demo.localhost:3000' } })).statusCode).toBe(404);
    expect((await call(recruiter, 'DELETE', `${BASE}/${group.id}`)).statusCode).toBe(404);
  });

  it('validates the name: required (422), at most 200 characters, unique whatever the case (422)', async () => {
    const empty = await create(recruiter, { company_name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors['association.company_name']).toEqual([ASSOCIATION_MESSAGES.nameRequired]);
    expect((await create(recruiter, { company_name: 'x'.repeat(201) })).statusCode).toBe(422);
    expect((await create(recruiter, { company_name: 'x'.repeat(200) })).statusCode).toBe(201);
    await create(recruiter, { company_name: 'Unique Guild' });
    const twice = await create(recruiter, { company_name: 'unique guild' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['association.company_name']).toEqual([ASSOCIATION_MESSAGES.nameTaken]);
    const other = (await create(recruiter, { company_name: 'Other Guild' })).json();
    const clash = await call(recruiter, 'PUT', `${BASE}/${other.id}`, { payload: { association: { company_name: 'UNIQUE GUILD' } } });
    expect(clash.statusCode).toBe(422);
    // Renaming to its own name in another case is no clash.
    expect((await call(recruiter, 'PUT', `${BASE}/${other.id}`, { payload: { association: { company_name: 'OTHER guild' } } })).statusCode).toBe(200);
  });

  it('creating is an upload: without the X-Upload marker it is refused (400)', async () => {
    const res = await create(recruiter, { company_name: 'No marker' }, { marker: false });
    expect(res.statusCode).toBe(400);
  });
});

describe('the logo, checked by its content', () => {
  const refused = async (logo: string, status: number, message: string) => {
    const res = await create(recruiter, { company_name: `Logo ${Math.random()}`, logo });
    expect(res.statusCode, message).toBe(status);
    expect(res.json().errors['association.logo']).toEqual([message]);
  };

  it('refuses SVG, GIF, a damaged PNG, a PNG with data after its end, and a logo over 2 MB; stores nothing then', async () => {
    const before = (await call(recruiter, 'GET', BASE)).json().associations.length;
    await refused(base64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415, ASSOCIATION_MESSAGES.logoNotImage);
    await refused(base64(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')), 415, ASSOCIATION_MESSAGES.logoNotImage);
    await refused(base64(pngImage(30, 30, { cutIdatTo: 10 })), 422, ASSOCIATION_MESSAGES.logoDamaged);
    await refused(base64(pngImage(10, 10, { trailing: Buffer.from('<html><script>alert(1)</script></html>') })), 422, ASSOCIATION_MESSAGES.logoDamaged);
    await refused('not base64 at all!', 422, ASSOCIATION_MESSAGES.logoDamaged);
    await refused(base64(Buffer.alloc(2 * 1024 * 1024 + 1, 1)), 413, ASSOCIATION_MESSAGES.logoTooLarge);
    expect((await call(recruiter, 'GET', BASE)).json().associations).toHaveLength(before);
  });

  it('answers a body far over the limit with 413 and the logo message', async () => {
    const res = await create(recruiter, { company_name: 'Huge', logo: 'A'.repeat(4 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors['association.logo']).toEqual([ASSOCIATION_MESSAGES.logoTooLarge]);
  });
});

describe('across organisations', () => {
  it('answers 404 for another organisation’s group, and each organisation lists only its own', async () => {
    await setOrganisation('acme', { hasAssociations: true });
    try {
      const demoGroup = (await create(recruiter, { company_name: 'Demo Only Guild', logo: base64(pngImage(8, 8)) })).json();
      const acmeGroup = await create(acmeRecruiter, { company_name: 'Demo Only Guild' });
      // Names are unique per organisation only.
      expect(acmeGroup.statusCode).toBe(201);
      expect((await call(acmeRecruiter, 'PUT', `${BASE}/${demoGroup.id}`, { payload: { association: { company_name: 'Taken over' } } })).statusCode).toBe(404);
      expect((await call(acmeRecruiter, 'DELETE', `${BASE}/${demoGroup.id}`)).statusCode).toBe(404);
      expect((await call(acmeRecruiter, 'GET', BASE)).json().associations.map((a: { id: number }) => a.id)).toEqual([acmeGroup.json().id]);
      const demoIds = (await call(recruiter, 'GET', BASE)).json().associations.map((a: { id: number }) => a.id);
      expect(demoIds).toContain(demoGroup.id);
      expect(demoIds).not.toContain(acmeGroup.json().id);
      expect((await call(recruiter, 'GET', BASE)).json().associations.find((a: { id: number }) => a.id === demoGroup.id).company_name).toBe('Demo Only Guild');
    } finally {
      await setOrganisation('acme', { hasAssociations: false });
    }
  });
});

describe('the candidate search (decision 021)', () => {
  it('shows a rename in the search rows and the association facet as soon as the rename answers, and a delete removes it', async () => {
    const cv = await createAgreement(t, recruiter);
    const other = await createAgreement(t, recruiter);
    const group = (await create(recruiter, { company_name: 'Rotterdam Port Group' })).json();
    const organisation = (await organisationBySubdomain(t.database.db, 'demo'))!;
    const scope = tenantScope(t.database.db, organisation.id);
    // CVs join a group outside these screens (issue 12's data): the rows are written here.
    await inTransaction(scope, async (tx) => {
      await tenantDb(tx).insert(agreementAssociations, [{ agreementId: cv.id, associationId: group.id }]);
      await refreshProjection(tx, [cv.id]);
    });
    const namesOf = async (id: number) =>
      (await tenantDb(scope).select({ names: candidateSearch.associationNames }).from(candidateSearch).where(eq(candidateSearch.agreementId, id)))[0]?.names;
    expect(await namesOf(cv.id)).toEqual(['Rotterdam Port Group']);
    expect((await call(recruiter, 'GET', BASE)).json().associations.find((a: { id: number }) => a.id === group.id).cv_count).toBe(1);

    await call(recruiter, 'PUT', `${BASE}/${group.id}`, { payload: { association: { company_name: 'Port of Rotterdam Group' } } });
    expect(await namesOf(cv.id)).toEqual(['Port of Rotterdam Group']);
    expect(await namesOf(other.id)).toEqual([]);
    // The search's own facet, as a recruiter searches.
    const key = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(recruiter.jwt, recruiter.host) })).json().search.keys.candidates.key as string;
    const facet = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/search/candidates', headers: { host: recruiter.host, 'x-search-key': key }, payload: { show_all: true, facets: true } });
      expect(res.statusCode).toBe(200);
      return res.json().facets['associations.company.name'] as Record<string, number>;
    };
    expect(await facet()).toMatchObject({ 'Port of Rotterdam Group': 1 });
    expect(await facet()).not.toHaveProperty('Rotterdam Port Group');

    expect((await call(recruiter, 'DELETE', `${BASE}/${group.id}`)).statusCode).toBe(204);
    expect(await namesOf(cv.id)).toEqual([]);
    expect(await facet()).not.toHaveProperty('Port of Rotterdam Group');
  });
});

describe('the web’s catalogue of server messages', () => {
  it('holds every text a person meets from these routes, word for word (the size with its placeholder)', () => {
    const catalogue = JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/locales/en/messages.json'), 'utf8')).teamsAndGroups as Record<string, string>;
    const { nameRequired: _inValidation, logoTooLarge, ...rest } = ASSOCIATION_MESSAGES;
    expect(Object.values(rest).filter((text) => !Object.values(catalogue).includes(text))).toEqual([]);
    expect(catalogue.logoTooLarge.replace('{{mb}}', '2')).toBe(logoTooLarge);
  });
});
