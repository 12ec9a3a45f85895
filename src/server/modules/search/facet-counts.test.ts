/**
 * The facet counts the database keeps in step with the search rows (migration 0025, decision 022):
 * after every kind of write — a CV saved, edited, hidden, put on and off the marketplace, approved
 * by its candidate and accepted, given associations, deleted — a search without a text query or
 * filters answers from the kept counts exactly what counting the rows answers, for every tag rule
 * of both audiences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CvData } from '../../../shared/schemas/cv.js';
import { searchRequestSchema, type SearchRequest } from '../../../shared/schemas/search.js';
import { agreementAssociations, agreements, associations, candidateSearchFacetCounts, organisations } from '../../db/schema.js';
import { inTransaction, tenantDb, tenantScope, type TenantScope } from '../../db/tenant.js';
import { organisationBySubdomain } from '../organisation/service.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { createRecruiter, validCv, type Person } from '../../test/factories.js';
import { buildSearch, countedFacets, countHits, facetCounts, facetView, FACET_VIEWS, keptFacets, type Audience } from './repository.js';
import { refreshProjection, reindex } from './service.js';

let t: TestApp;
let recruiter: Person;
let scope: TenantScope;
const ids: number[] = [];

/** Every tag rule of both audiences (a client asking for spec CVs has no kept view). */
const RULES: [Audience, SearchRequest][] = [
  ['recruiter', {}],
  ['recruiter', { show_hidden: true }],
  ['recruiter', { show_ready_review: true }],
  ['recruiter', { show_hidden: true, show_ready_review: true }],
  ['recruiter', { show_all: true }],
  ['recruiter', { show_spec_cv: true }],
  ['recruiter', { show_spec_cv: true, show_all: true }],
  ['client', {}],
  ['client', { show_all: true, show_hidden: true }],
];

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(recruiter.jwt, recruiter.host), payload });

const cv = (n: number, overrides: Partial<CvData> = {}) =>
  validCv({
    first_name: `Person${n}`,
    last_name: 'Example',
    email: `person${n}@example.com`,
    experience: [
      {
        id: `e${n}`,
        title: n % 2 ? 'Planner' : 'Buyer',
        company: { name: ['Vopak', 'Philips', 'ASML'][n % 3] },
        start_year: 2024 - n,
        start_month: 1,
        currently_working: true,
      },
      { id: `f${n}`, title: 'Assistant', company: { name: 'Heineken' }, start_year: 2010, start_month: 1, end_year: 2012 + n, end_month: 6 },
    ],
    ...overrides,
  });

/** Kept and counted facets (and counts) agree for every tag rule. */
async function expectKeptEqualsCounted(step: string) {
  for (const [audience, request] of RULES) {
    const params = searchRequestSchema.parse(request);
    const built = buildSearch(audience, params);
    const counted = await countedFacets(scope, built);
    const answer = await facetCounts(scope, built);
    expect(answer, `${step}: ${audience} ${JSON.stringify(request)}`).toEqual(counted);
    expect(await countHits(scope, built), `${step}: count ${audience} ${JSON.stringify(request)}`).toBe(counted.nbHits);
    if (built.view !== null) expect(await keptFacets(scope, built.view)).toEqual(counted);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t, { subdomain: 'acme' });
  const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
  scope = tenantScope(t.database.db, organisation.id);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('kept facet counts (decision 022)', () => {
  it('name the view of each tag rule as the search applies it', () => {
    const views = RULES.map(([audience, request]) => facetView(audience, searchRequestSchema.parse(request)));
    expect(views).toEqual([
      FACET_VIEWS.default,
      FACET_VIEWS.withHidden,
      FACET_VIEWS.withReadyForReview,
      FACET_VIEWS.every,
      FACET_VIEWS.every,
      FACET_VIEWS.specCvs,
      FACET_VIEWS.specCvs,
      FACET_VIEWS.marketplace,
      FACET_VIEWS.marketplace,
    ]);
    expect(facetView('client', searchRequestSchema.parse({ show_spec_cv: true }))).toBeNull();
  });

  it('agree with counting the rows after every kind of write', async () => {
    await expectKeptEqualsCounted('empty');
    for (let n = 0; n < 7; n++) {
      const res = await call('POST', '/api/organisation/agreements', { agreement: { data: cv(n), hidden: n === 3, is_spec_cv: n === 5 } });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    await expectKeptEqualsCounted('saved');
    const before = await countHits(scope, buildSearch('recruiter', searchRequestSchema.parse({ show_all: true })));
    expect(before).toBe(7);

    for (const id of [ids[0], ids[1], ids[3], ids[4]]) expect((await call('POST', `/api/organisation/agreements/${id}/add-to-marketplace`)).statusCode).toBe(200);
    await expectKeptEqualsCounted('on the marketplace');

    // An edit moves a CV from one company and tenure to another; hiding takes it out of the default view.
    const edited = await call('PUT', `/api/organisation/agreements/${ids[1]}`, { agreement: { data: cv(1, { title: 'Head of Planning' }), hidden: true } });
    expect(edited.statusCode).toBe(200);
    const moved = cv(4);
    moved.experience![0].company = { name: 'Nedap' };
    moved.experience![0].start_year = 2025;
    expect((await call('PUT', `/api/organisation/agreements/${ids[4]}`, { agreement: { data: moved } })).statusCode).toBe(200);
    await expectKeptEqualsCounted('edited');

    // Approved by the candidate (ready for the recruiter's review), associations, then accepted.
    await inTransaction(scope, async (tx) => {
      const [guild, tech] = await tenantDb(tx).insert(associations, [{ companyName: 'Logistics Guild' }, { companyName: 'Tech Guild' }]).returning();
      await tenantDb(tx).update(agreements, { candidateApproved: true, candidateApprovedAt: new Date(), updatedAt: new Date() }, eq(agreements.id, ids[0]));
      await tenantDb(tx).insert(agreementAssociations, [
        { agreementId: ids[0], associationId: guild.id },
        { agreementId: ids[2], associationId: guild.id },
        { agreementId: ids[2], associationId: tech.id },
      ]);
      await refreshProjection(tx, [ids[0], ids[2]]);
    });
    await expectKeptEqualsCounted('approved, associations');
    expect((await call('PUT', `/api/organisation/agreements/${ids[0]}/recruiter_accept`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/organisation/agreements/${ids[3]}/add-to-marketplace`)).statusCode).toBe(200);
    await expectKeptEqualsCounted('accepted, off the marketplace');

    expect((await call('DELETE', `/api/organisation/agreements/${ids[2]}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/organisation/agreements/${ids[6]}`)).statusCode).toBe(204);
    await expectKeptEqualsCounted('deleted');
    expect(await countHits(scope, buildSearch('recruiter', searchRequestSchema.parse({ show_all: true })))).toBe(5);
    // The deleted CV's association counts are gone, not negative.
    const groups = await keptFacets(scope, FACET_VIEWS.every);
    expect(groups.facets['associations.company.name']).toEqual({ 'Logistics Guild': 1 });
  });

  it('stay exact under concurrent saves of the organisation’s CVs (each waits for the counters, none is refused)', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, async (_, k) => (await call('POST', '/api/organisation/agreements', { agreement: { data: cv(20 + k), hidden: k % 3 === 0 } })).json().id as number),
    );
    const answers = await Promise.all(
      created.flatMap((id, k) => [
        call('PUT', `/api/organisation/agreements/${id}`, { agreement: { data: cv(40 + k), hidden: k % 2 === 0 } }),
        call(k % 2 ? 'POST' : 'DELETE', `/api/organisation/agreements/${id}/add-to-marketplace`),
      ]),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    await expectKeptEqualsCounted('concurrent saves');
    await Promise.all(created.map((id) => call('DELETE', `/api/organisation/agreements/${id}`)));
    await expectKeptEqualsCounted('concurrent deletes');
  });

  it('are counted again from the rows by a reindex (npm run search:reindex)', async () => {
    // Counts that went astray (a write past the triggers): the reindex puts them right.
    await tenantDb(scope).update(candidateSearchFacetCounts, { count: 999 }, eq(candidateSearchFacetCounts.facet, 0));
    await tenantDb(scope).insert(candidateSearchFacetCounts, [{ view: FACET_VIEWS.default, facet: 3, value: 'Nobody Ltd', count: 5 }]);
    const astray = await keptFacets(scope, FACET_VIEWS.every);
    expect(astray.nbHits).toBe(999);
    expect(await reindex(scope)).toBe(5);
    await expectKeptEqualsCounted('reindexed');
  });

  it('go with their organisation when it is deleted (its rows are not counted on the way out)', async () => {
    const kept = () => t.database.db.select({ n: sql<number>`count(*)::int` }).from(candidateSearchFacetCounts).where(eq(candidateSearchFacetCounts.organisationId, scope.organisationId));
    expect((await kept())[0].n).toBeGreaterThan(0);
    await t.database.db.delete(organisations).where(eq(organisations.id, scope.organisationId));
    expect((await kept())[0].n).toBe(0);
  });
});
