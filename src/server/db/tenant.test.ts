/**
 * Tenancy through the repositories (DESIGN §1): called with one organisation's scope, a repository
 * neither reads, changes nor deletes a row of another organisation — also through the prepared
 * hot-path query of decision 009 — and rows it inserts belong to its organisation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as agreementsRepo from '../modules/agreements/repository.js';
import * as authRepo from '../modules/auth/repository.js';
import * as campaignsRepo from '../modules/campaigns/repository.js';
import { createEmployee, validCv } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { agreements, campaigns, organisations } from './schema.js';
import { tenantScope, type TenantScope } from './tenant.js';

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
});
