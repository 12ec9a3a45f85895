/**
 * Tenancy through the repositories (DESIGN §1): called with one organisation's scope, a repository
 * neither reads, changes nor deletes a row of another organisation — also through the prepared
 * hot-path query of decision 009 and through joins — and rows it inserts belong to its
 * organisation. The scope hands out no executor: the scoped query API is the only way in, and an
 * unscoped query does not compile (the `@ts-expect-error` lines are checked by the typecheck).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as agreementsRepo from '../modules/agreements/repository.js';
import * as authRepo from '../modules/auth/repository.js';
import * as campaignsRepo from '../modules/campaigns/repository.js';
import { createEmployee, validCv } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { agreements, campaigns, organisations, profiles, users } from './schema.js';
import { tenantDb, tenantScope, type TenantScope } from './tenant.js';

let t: TestApp;
let demo: TenantScope;
let acme: TenantScope;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const idOf = async (subdomain: string) => (await db.select().from(organisations).where(eq(organisations.subdomain, subdomain)))[0].id;
  demo = tenantScope(db, await idOf('demo'));
  acme = tenantScope(db, await idOf('acme'));
});
afterAll(() => t.close());

describe('a repository with one organisation’s scope', () => {
  it('cannot read, change or delete another organisation’s agreement', async () => {
    const theirs = await agreementsRepo.insertAgreement(acme, { data: validCv() });
    expect(theirs.organisationId).toBe(acme.organisationId);

    expect(await agreementsRepo.findAgreement(demo, theirs.id)).toBeUndefined();
    expect((await agreementsRepo.listAgreements(demo, { page: 1, perPage: 100 })).rows.map((r) => r.id)).not.toContain(theirs.id);
    expect(await agreementsRepo.updateAgreement(demo, theirs.id, { data: validCv({ title: 'Changed elsewhere' }) })).toBeUndefined();
    await agreementsRepo.deleteAgreement(demo, theirs.id);

    const still = await agreementsRepo.findAgreement(acme, theirs.id);
    expect(still?.data.title).toBe(validCv().title);
  });

  it('cannot reach another organisation’s user, also through the prepared hot-path query', async () => {
    const employee = await createEmployee(t, { subdomain: 'acme' });
    expect(await authRepo.findUserById(demo, employee.userId)).toBeUndefined();
    expect(await authRepo.findProfile(demo, employee.userId)).toBeUndefined();
    expect(await authRepo.findSignedIn(demo, employee.userId)).toBeUndefined();
    expect((await authRepo.findSignedIn(acme, employee.userId))?.user.email).toBe(employee.email);
  });

  it('inserts rows of its own organisation only, and finds only its own', async () => {
    const { db } = t.database;
    const [campaign] = await db.insert(campaigns).values({ organisationId: acme.organisationId, token: 'ACME-ONLY', name: 'Acme only', active: true }).returning();
    expect(await campaignsRepo.findActiveCampaigns(demo, ['ACME-ONLY'])).toEqual([]);
    expect(await campaignsRepo.findActiveCampaigns(acme, ['ACME-ONLY'])).toEqual([{ id: campaign.id, token: 'ACME-ONLY' }]);

    const mine = await agreementsRepo.insertAgreement(demo, { data: validCv() });
    const [row] = await db.select({ organisationId: agreements.organisationId }).from(agreements).where(eq(agreements.id, mine.id));
    expect(row.organisationId).toBe(demo.organisationId);
  });

  it('cannot join to another organisation’s rows', async () => {
    const employee = await createEmployee(t, { subdomain: 'acme' });
    expect((await agreementsRepo.findPeople(demo, [employee.userId])).size).toBe(0);
    expect((await agreementsRepo.findPeople(acme, [employee.userId])).get(employee.userId)?.email).toBe(employee.email);
  });
});

describe('the scoped query API', () => {
  it('is the only way in: the scope hands out no executor', () => {
    expect(Object.keys(demo)).toEqual(['organisationId']);
    // @ts-expect-error the scope keeps its executor to itself
    expect(demo.db).toBeUndefined();
    expect(Object.keys(tenantDb(demo))).not.toContain('db');
  });

  it('scopes every select, join, update and delete, whatever the where says', async () => {
    const theirs = await agreementsRepo.insertAgreement(acme, { data: validCv() });
    const q = tenantDb(demo);
    expect(await q.select().from(agreements).where(eq(agreements.id, theirs.id))).toEqual([]);
    expect(await q.update(agreements, { fresh: false }, eq(agreements.id, theirs.id)).returning()).toEqual([]);
    expect(await q.delete(agreements, eq(agreements.id, theirs.id)).returning()).toEqual([]);

    const employee = await createEmployee(t, { subdomain: 'acme' });
    const joined = q.select({ id: users.id, firstName: profiles.firstName }).from(users).leftJoin(profiles, eq(profiles.userId, users.id));
    expect(await joined.where(eq(users.id, employee.userId))).toEqual([]);
    expect(await tenantDb(acme).select().from(agreements).where(eq(agreements.id, theirs.id))).toHaveLength(1);
  });

  it('scopes an exists condition on other rows: another organisation’s rows never count', async () => {
    const theirs = await agreementsRepo.insertAgreement(acme, { data: validCv({ title: 'Only at Acme' }) });
    const probe = (scope: TenantScope) => {
      const q = tenantDb(scope);
      return q
        .select({ id: users.id, found: q.exists(agreements, eq(agreements.id, theirs.id)) })
        .from(users)
        .where()
        .limit(1);
    };
    expect((await probe(demo))[0].found).toBe(false);
    expect((await probe(acme))[0].found).toBe(true);
  });

  it('sets the scope’s organisation on every inserted row and never moves a row to another', async () => {
    const q = tenantDb(demo);
    // @ts-expect-error an insert cannot name its organisation
    const [row] = await q.insert(agreements, { organisationId: acme.organisationId, data: validCv() }).returning();
    expect(row.organisationId).toBe(demo.organisationId);

    // @ts-expect-error nor can an update
    expect(() => q.update(agreements, { organisationId: acme.organisationId }, eq(agreements.id, row.id))).toThrow(/another organisation/);
  });

  it('runs no select before its scoped where, and joins nothing after it', () => {
    const q = tenantDb(demo);
    expectTypeOf(q.select().from(agreements)).not.toHaveProperty('then');
    expectTypeOf(q.select().from(agreements)).not.toHaveProperty('limit');
    expectTypeOf(q.select().from(users).where()).not.toHaveProperty('innerJoin');
    expectTypeOf(q.select().from(users).where()).not.toHaveProperty('leftJoin');
    expectTypeOf(q.select().from(users).where()).toHaveProperty('limit');
    expect(q.select().from(agreements)).not.toHaveProperty('then');
  });

  it('refuses a table that is not tenant-owned', () => {
    // @ts-expect-error organisations are the tenants themselves: no organisation_id to scope by
    expect(() => tenantDb(demo).select().from(organisations)).toThrow(/not tenant-owned/);
  });
});
