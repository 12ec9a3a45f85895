/**
 * The search projection follows the writes (spec §7; decision 021): every write that changes what a
 * hit shows or matches rebuilds the CV's row in the same transaction, a failed write leaves it as it
 * was, the rebuild and the seed index what they should, and add-to-marketplace answers as pinned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_CVS } from '../../../cv/demo/index.js';
import type { SearchAnswer, SearchRequest } from '../../../shared/schemas/search.js';
import { agreements, candidateSearch } from '../../db/schema.js';
import { copyRows } from '../../db/copy-text.js';
import { inTransaction, tenantDb, tenantScope, type TenantScope } from '../../db/tenant.js';
import { organisationBySubdomain } from '../organisation/service.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { createAgreement, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { indexMissing, refreshProjection, reindex } from './service.js';
import { searchDocument, searchRowsCopy } from './document.js';
import { copySearchRows, loadSources, writeSearchRows } from './repository.js';

let t: TestApp;
let recruiter: Person;
let client: Person;
const keys: Record<'recruiter' | 'client', string> = { recruiter: '', client: '' };

const keyOf = async (p: Person) => (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(p.jwt, p.host) })).json().search.keys.candidates.key as string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, by: Pick<Person, 'jwt' | 'host'> = recruiter) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(by.jwt, by.host), ...(payload ? { payload } : {}) });

async function ids(who: 'recruiter' | 'client', body: SearchRequest): Promise<number[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/candidates', headers: { host: 'demo.localhost:3000', 'x-search-key': keys[who] }, payload: { show_all: true, hitsPerPage: 100, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchAnswer).hits.map((h) => Number(h.objectID));
}
const withSkill = (name: string, who: 'recruiter' | 'client' = 'recruiter') => ids(who, { filters: { skills: [{ name, mod: 0 }] } });

const demoScope = async () => tenantScope(t.database.db, (await organisationBySubdomain(t.database.db, 'demo'))!.id);
/** The search row of a CV as stored, or undefined. */
/** A CV's search row, every column but the transaction that wrote it (the change feed's, migration 0026). */
const row = async (id: number) => (await tenantDb(await demoScope()).select().from(candidateSearch).where(eq(candidateSearch.agreementId, id))).map(({ changeXid: _, ...r }) => r)[0];

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
  client = await createClient(t);
  keys.recruiter = await keyOf(recruiter);
  keys.client = await keyOf(client);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the seed and the rebuild', () => {
  it('the demo organisation’s CVs are searchable after the seed', async () => {
    const all = await ids('recruiter', {});
    expect(all.length).toBe(DEMO_CVS.length);
  });

  it('reindex rebuilds every row; indexMissing adds only the missing ones', async () => {
    const scope = await demoScope();
    const { id } = await createAgreement(t, recruiter, validCv({ skills: ['Reindexing', 'SAP', 'Lean', 'Logistics', 'Forecasting'] }));
    const everything = await ids('recruiter', {});
    const stored = await row(id);
    await tenantDb(scope).delete(candidateSearch);
    expect(await ids('recruiter', {})).toEqual([]);
    expect(await indexMissing(scope)).toBe(everything.length);
    expect(await indexMissing(scope)).toBe(0);
    expect(await ids('recruiter', {})).toEqual(everything);
    await tenantDb(scope).delete(candidateSearch, eq(candidateSearch.agreementId, id));
    const batches: number[] = [];
    await reindex(scope, { batch: 5, onBatch: (n) => batches.push(n) });
    expect(batches.slice(0, 2)).toEqual([5, 10]);
    expect(await ids('recruiter', {})).toEqual(everything);
    expect(await row(id)).toEqual(stored);
  });
});

describe('the projection follows the writes', () => {
  it('save: the new skills and flags are found, the old skills no longer', async () => {
    const cv = validCv({ skills: ['Quokka handling', 'SAP', 'Lean', 'Logistics', 'Forecasting'] });
    const { id } = await createAgreement(t, recruiter, cv);
    expect(await withSkill('quokka handling')).toEqual([id]);
    const saved = await call('PUT', `/organisation/agreements/${id}`, { agreement: { data: { ...cv, skills: ['Zebu herding', ...cv.skills!.slice(1)] }, hidden: true, is_spec_cv: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hidden: true, is_spec_cv: true });
    expect(await withSkill('quokka handling')).toEqual([]);
    expect(await withSkill('Zebu herding')).toEqual([id]);
    expect(await ids('recruiter', { filters: { skills: [{ name: 'Zebu herding', mod: 0 }] }, show_all: false })).toEqual([]);
    expect(await ids('recruiter', { show_spec_cv: true, filters: { skills: [{ name: 'Zebu herding', mod: 0 }] } })).toEqual([id]);
    // Left out of a later save, the flags keep their values.
    await call('PUT', `/organisation/agreements/${id}`, { agreement: { data: cv } });
    expect(await row(id)).toMatchObject({ hidden: true, isSpecCv: true, skills: cv.skills!.map((s) => s.toLowerCase()) });
  });

  it('delete: the CV is gone from the search; a draft (create, copy) has no row; an import has one', async () => {
    const { id } = await createAgreement(t, recruiter, validCv({ skills: ['Okapi tracking', 'SAP', 'Lean', 'Logistics', 'Forecasting'] }));
    const copy = await call('POST', `/organisation/agreements/${id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(await row(copy.json().id)).toBeUndefined();
    expect(await withSkill('okapi tracking')).toEqual([id]);
    expect((await call('DELETE', `/organisation/agreements/${id}`)).statusCode).toBe(204);
    expect(await withSkill('okapi tracking')).toEqual([]);
    expect(await row(id)).toBeUndefined();
    const draft = await call('POST', '/organisation/agreements/create', { agreement: { data: validCv({ skills: ['Draft skill', 'A', 'B', 'C', 'D'] }) } });
    expect(await row(draft.json().id)).toBeUndefined();
    // Its first save makes it a CV: now it has a row.
    await call('PUT', `/organisation/agreements/${draft.json().id}`, { agreement: { data: validCv({ skills: ['Draft skill', 'A', 'B', 'C', 'D'] }) } });
    expect(await withSkill('draft skill')).toEqual([draft.json().id]);
  });

  it('list attach, detach and delete: the list filter follows', async () => {
    const a = (await createAgreement(t, recruiter)).id;
    const b = (await createAgreement(t, recruiter)).id;
    const parent = (await call('POST', '/organisation/agreement_lists', { list: { name: 'Harbour' } })).json().id as number;
    const child = (await call('POST', '/organisation/agreement_lists', { list: { name: 'Cranes', parent_id: parent } })).json().id as number;
    await call('PUT', `/organisation/agreement_lists/${parent}/attach`, { ids: [a, b] });
    await call('PUT', `/organisation/agreement_lists/${child}/attach`, { ids: [b] });
    expect((await ids('recruiter', { filters: { list_ids: [parent] } })).sort()).toEqual([a, b].sort());
    expect(await ids('recruiter', { filters: { list_ids: [child] } })).toEqual([b]);
    await call('PUT', `/organisation/agreement_lists/${parent}/detach`, { ids: [a] });
    expect(await ids('recruiter', { filters: { list_ids: [parent] } })).toEqual([b]);
    expect((await row(b))?.listIds.sort()).toEqual([parent, child].sort());
    expect((await call('DELETE', `/organisation/agreement_lists/${parent}`)).statusCode).toBe(204);
    expect(await ids('recruiter', { filters: { list_ids: [parent, child] } })).toEqual([]);
    expect((await row(b))?.listIds).toEqual([]);
  });

  it('the candidate’s approval tags the CV ready_for_recruiter_review; the recruiter’s acceptance takes it off', async () => {
    const { id } = await createAgreement(t, recruiter, validCv({ skills: ['Tapir feeding', 'SAP', 'Lean', 'Logistics', 'Forecasting'] }));
    const { token } = (await call('POST', `/organisation/agreements/${id}/candidate_token`, {})).json();
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${id}/accept`, headers: { host: 'demo.localhost:3000' }, payload: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await row(id))?.readyForReview).toBe(true);
    expect(await ids('recruiter', { show_all: false, filters: { skills: [{ name: 'Tapir feeding', mod: 0 }] } })).toEqual([]);
    expect(await ids('recruiter', { show_all: false, show_ready_review: true, filters: { skills: [{ name: 'Tapir feeding', mod: 0 }] } })).toEqual([id]);
    await call('PUT', `/organisation/agreements/${id}/recruiter_accept`);
    expect((await row(id))?.readyForReview).toBe(false);
  });

  it('a write that fails after changing the CV leaves its search row as it was', async () => {
    const { id } = await createAgreement(t, recruiter, validCv({ skills: ['Wombat care', 'SAP', 'Lean', 'Logistics', 'Forecasting'] }));
    const scope = await demoScope();
    const before = await row(id);
    await expect(
      inTransaction(scope, async (tx) => {
        const [current] = await tenantDb(tx).select({ data: agreements.data }).from(agreements).where(eq(agreements.id, id));
        await tenantDb(tx).update(agreements, { data: { ...current.data, skills: ['Emu care', 'SAP', 'Lean', 'Logistics', 'Forecasting'] } }, eq(agreements.id, id));
        await refreshProjection(tx, [id]);
        expect((await tenantDb(tx).select({ skills: candidateSearch.skills }).from(candidateSearch).where(eq(candidateSearch.agreementId, id)))[0].skills).toContain('emu care');
        throw new Error('the write fails after the projection changed');
      }),
    ).rejects.toThrow('the write fails');
    expect(await row(id)).toEqual(before);
    expect(await withSkill('wombat care')).toEqual([id]);
    expect(await withSkill('emu care')).toEqual([]);
    // A save refused by the §5 rules changes nothing either.
    const refused = await call('PUT', `/organisation/agreements/${id}`, { agreement: { data: validCv({ skills: ['Emu care'] }) } });
    expect(refused.statusCode).toBe(422);
    expect(await row(id)).toEqual(before);
  });
});

describe('the search rows’ write statement', () => {
  // Through JSON (a CV's writes) and through a COPY text (bulk loads): the same statement.
  it.each([
    ['writeSearchRows', (scope: TenantScope, rows: Record<string, unknown>[]) => writeSearchRows(scope, JSON.stringify(rows))],
    ['copySearchRows', (scope: TenantScope, rows: Record<string, unknown>[]) => copySearchRows(scope, copyRows(rows))],
  ] as const)('%s writes the scope’s organisation and never replaces another organisation’s row', async (name, write) => {
    const { id } = await createAgreement(t, recruiter, validCv({ skills: [`Tenancy ${name}`, 'SAP', 'Lean', 'Logistics', 'Forecasting'] }));
    const before = await row(id);
    const acme = tenantScope(t.database.db, (await organisationBySubdomain(t.database.db, 'acme'))!.id);
    // The demo CV's row, as acme would write it with other skills.
    const { organisationId: _organisation, fullKey: _fk, anonKey: _ak, ...columns } = before;
    const forged = [{ ...Object.fromEntries(Object.entries(columns).map(([k, v]) => [k.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`), v])), full_text: "'x':1A 'forged':2B", anon_text: '', skills: ['forged'] }];
    await inTransaction(acme, (tx) => write(tx, forged));
    expect(await row(id)).toEqual(before);
    expect(await tenantDb(acme).select().from(candidateSearch).where(eq(candidateSearch.agreementId, id))).toEqual([]);
    expect(await withSkill('forged')).toEqual([]);
    expect(await ids('recruiter', { query: 'forged' })).toEqual([]);
    expect(await withSkill(`Tenancy ${name}`)).toEqual([id]);
  });

  it('copySearchRows writes the rows writeSearchRows writes, twice in one transaction too', async () => {
    const ids: number[] = [];
    for (const skill of ['Quokka care', 'Quokka "care" \\ {x, y}']) ids.push((await createAgreement(t, recruiter, validCv({ skills: [skill, 'SAP', 'Logistics', 'Forecasting', 'Sales'] }))).id);
    const written = await Promise.all(ids.map(row));
    const scope = await demoScope();
    const docs = (await inTransaction(scope, (tx) => loadSources(tx, ids))).sources.map((source) => searchDocument(source, new Date()));
    await inTransaction(scope, (tx) => tenantDb(tx).delete(candidateSearch, inArray(candidateSearch.agreementId, ids)));
    expect(await withSkill('quokka care')).toEqual([]);
    await inTransaction(scope, async (tx) => {
      await copySearchRows(tx, searchRowsCopy(docs.slice(0, 1)));
      await copySearchRows(tx, searchRowsCopy(docs.slice(1)));
    });
    expect(await Promise.all(ids.map(row))).toEqual(written);
    expect(await withSkill('quokka care')).toEqual([ids[0]]);
    expect((await row(ids[1])).skills).toContain('quokka "care" \\ {x, y}');
  });
});

describe('POST and DELETE organisation/agreements/{id}/add-to-marketplace', () => {
  it('puts the CV on the marketplace and takes it off; idempotent; the client’s search follows', async () => {
    const { id } = await createAgreement(t, recruiter, validCv({ skills: ['Ibex spotting', 'SAP', 'Lean', 'Logistics', 'Forecasting'] }));
    expect(await withSkill('ibex spotting', 'client')).toEqual([]);
    const on = await call('POST', `/organisation/agreements/${id}/add-to-marketplace`);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id, marketplace_at: expect.any(String) });
    const again = await call('POST', `/organisation/agreements/${id}/add-to-marketplace`);
    expect(again.json().marketplace_at).toBe(on.json().marketplace_at);
    expect(await withSkill('ibex spotting', 'client')).toEqual([id]);
    const off = await call('DELETE', `/organisation/agreements/${id}/add-to-marketplace`);
    expect(off.statusCode).toBe(200);
    expect(off.json().marketplace_at).toBeNull();
    expect((await call('DELETE', `/organisation/agreements/${id}/add-to-marketplace`)).json().marketplace_at).toBeNull();
    expect(await withSkill('ibex spotting', 'client')).toEqual([]);
    expect(await withSkill('ibex spotting')).toEqual([id]);
  });

  it('is 404 for another organisation’s CV and 403 without canManageAgreements', async () => {
    const { id } = await createAgreement(t, recruiter);
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    expect((await call('POST', `/organisation/agreements/${id}/add-to-marketplace`, undefined, acme)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/agreements/${id}/add-to-marketplace`, undefined, acme)).statusCode).toBe(404);
    const plain = await createEmployee(t, { permissions: { canManageAgreements: false } });
    expect((await call('POST', `/organisation/agreements/${id}/add-to-marketplace`, undefined, plain)).statusCode).toBe(403);
    expect((await call('POST', `/organisation/agreements/${id}/add-to-marketplace`, undefined, client)).statusCode).toBe(403);
    const [stored] = await tenantDb(await demoScope()).select({ at: agreements.marketplaceAt }).from(agreements).where(eq(agreements.id, id));
    expect(stored.at).toBeNull();
  });
});
