/**
 * The candidate search (spec §3 hit, §5 search rules, §6 candidate access, §7 candidate search, §9
 * scores and ranges) on a small fixture in the acme organisation, which has no other CVs: every
 * filter, tag rule, score rule, sort and facet against the expected hits in order; what a client
 * may see; the key's refusals.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { CvData } from '../../../shared/schemas/cv.js';
import type { SearchAnswer, SearchRequest } from '../../../shared/schemas/search.js';
import { accountUsers, agreementAssociations, agreements, associations } from '../../db/schema.js';
import { inTransaction, tenantDb, tenantScope } from '../../db/tenant.js';
import { createTokenService } from '../../lib/tokens.js';
import { organisationBySubdomain } from '../organisation/service.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { searchRequestSchema } from '../../../shared/schemas/search.js';
import { buildSearch, hitsByIds, searchHits, sortsMatches, type Audience } from './repository.js';
import { refreshProjection } from './service.js';
import { createSearchIndexes } from './index-feed.js';
import { readSnapshot, snapshotFile } from './snapshot.js';

let t: TestApp;
const ACME = 'acme.localhost:3000';

/** {start_year, start_month} of a job started `months` months before this month (so it counts months + 1 months). */
function monthsAgo(months: number) {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  return { start_year: Math.floor(index / 12), start_month: (index % 12) + 1 };
}

const job = (id: string, title: string, company: string, dates: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id, title, company: { name: company }, ...dates, ...extra });

/** The fixture: five CVs of acme, named by letter. */
const PEOPLE = {
  A: validCv({
    first_name: 'Zoë',
    last_name: 'Jansen',
    title: 'Supply Chain Manager',
    email: 'zoe.jansen@example.com',
    phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '687654321' }],
    linkedin: 'https://www.linkedin.com/in/zoe-jansen-1987',
    dateofbirth: '1987-04-12',
    avatar: 'https://cdn.example.com/avatars/zoe-jansen.png',
    details: '<p>Zoë Jansen runs port logistics. Call +31 6 87654321.</p>',
    anonymous_brief: '<p>Runs port logistics for a large operator.</p>',
    skills: ['Logistics', 'SAP', 'Lean', 'Forecasting', 'Negotiation'],
    top_skills: ['SAP'],
    location: { city: 'Rotterdam', country: 'Netherlands', country_code: 'NL', lat: 51.9225, lng: 4.4792 },
    experience: [
      job('a1', 'Supply Chain Manager', 'Port of Rotterdam', { ...monthsAgo(3 * 12 + 5), currently_working: true }, {
        summary: '<p>Zoë Jansen (zoe.jansen@example.com, born 12 April 1987) ran the inbound flow of H₂O², ½ the port.</p>',
      }),
      job('a2', 'Planner', 'Vopak', { start_year: 2010, start_month: 1, end_year: 2014, end_month: 12 }),
    ],
    preferences: { salary: { permanent: true, permanent_min: 60000, permanent_max: 70000, currency: 'EUR' } },
  }),
  B: validCv({
    first_name: 'Pieter',
    last_name: 'Bakker',
    title: 'Java Developer',
    email: 'pieter@example.com',
    skills: ['Java', 'SQL', 'Docker', 'SAP', 'Spring'],
    top_skills: ['Java', 'Docker'],
    location: { city: 'Amsterdam', country: 'Netherlands', country_code: 'NL', lat: 52.3676, lng: 4.9041 },
    experience: [
      job('b1', 'Backend Developer', 'Acme Bank', { ...monthsAgo(12 + 5), currently_working: true }, { hide_company_name: true, display_company_name: 'A Dutch bank' }),
      job('b2', 'Developer', 'Logica', { start_year: 2015, start_month: 1, end_year: 2019, end_month: 12 }),
      job('b3', 'Junior Developer', 'Ordina', { start_year: 2012, start_month: 1, end_year: 2016, end_month: 12 }),
    ],
    preferences: { salary: { contract: true, annual_min: 90000, annual_max: 90000, hourly_min: 600, hourly_max: 700, is_daily_rate: true, currency: 'EUR' } },
  }),
  C: validCv({
    first_name: 'Marie',
    last_name: 'Dupont',
    title: 'SAP Consultant',
    email: 'marie@example.com',
    skills: ['SAP', 'Java', 'ABAP', 'Fiori', 'HANA'],
    top_skills: ['SAP'],
    location: { city: 'Paris', country: 'France', country_code: 'FR', lat: 48.8566, lng: 2.3522 },
    experience: [job('c1', 'Consultant', 'Capgemini', { start_year: 2000, start_month: 1, end_year: 2019, end_month: 12 })],
    preferences: { preferred_locations: [{ city: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.0907, lng: 5.1214 }], salary: { hourly_min: 80, hourly_max: 100 } },
  }),
  D: validCv({
    first_name: 'Lars',
    last_name: 'Müller',
    title: 'DevOps Engineer',
    email: 'lars@example.com',
    skills: ['Docker', 'Kubernetes', 'Terraform', 'Linux', 'Bash'],
    top_skills: [],
    location: null,
    experience: [job('d1', 'DevOps Engineer', 'Cloudy', { ...monthsAgo(5), currently_working: true })],
    preferences: {},
  }),
  E: validCv({
    first_name: 'Ana',
    last_name: 'Souza',
    title: 'Data Analyst',
    email: 'ana@example.com',
    skills: ['SQL', 'Python', 'Tableau', 'Excel', 'Statistics'],
    location: { city: 'Lisbon', country: 'Portugal', country_code: 'PT', lat: 38.7223, lng: -9.1393 },
    experience: [job('e1', 'Data Analyst', 'Port of Rotterdam', { ...monthsAgo(2 * 12 + 5), currently_working: true })],
    preferences: {},
  }),
} satisfies Record<string, CvData>;
type Letter = keyof typeof PEOPLE;

let recruiter: Person & { employeeId: number };
let recruiter2: Person & { employeeId: number };
let client: Person;
const keys: Record<string, string> = {};
const ids = {} as Record<Letter, number>;
let listId: number;

const keyOf = async (p: Pick<Person, 'jwt' | 'host'>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(p.jwt, p.host) });
  return res.json().search?.keys.candidates.key as string | undefined;
};

const post = (key: string | undefined, body: SearchRequest, host = ACME) =>
  t.app.inject({ method: 'POST', url: '/api/search/candidates', headers: { host, ...(key === undefined ? {} : { 'x-search-key': key }) }, payload: body });

async function search(who: 'recruiter' | 'client', body: SearchRequest = {}): Promise<SearchAnswer> {
  const res = await post(keys[who], body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const letterOf = (objectID: string) => (Object.keys(ids) as Letter[]).find((l) => String(ids[l]) === objectID) ?? objectID;
/** The hits as fixture letters, in order. */
const letters = async (who: 'recruiter' | 'client', body: SearchRequest = {}) => (await search(who, body)).hits.map((h) => letterOf(h.objectID));

const call = (by: Pick<Person, 'jwt' | 'host'>, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(by.jwt, by.host), ...(payload ? { payload } : {}) });

// Every rule holds for both ways of searching: the database's statements and the in-memory index
// fed by the projection's changes (decision 022).
describe.each(['database', 'memory'] as const)('the search from the %s', (index) => {
  beforeAll(async () => {
    t = await createTestApp({ config: { searchIndex: index } });
    recruiter = await createRecruiter(t, { subdomain: 'acme' });
    recruiter2 = await createRecruiter(t, { subdomain: 'acme', firstName: 'Rik', lastName: 'Second' });
    client = await createClient(t, { subdomain: 'acme' });
    keys.recruiter = (await keyOf(recruiter))!;
    keys.client = (await keyOf(client))!;

    const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
    const scope = tenantScope(t.database.db, organisation.id);
    const [guild, tech] = await tenantDb(scope).insert(associations, [{ companyName: 'Logistics Guild' }, { companyName: 'Tech Guild' }]).returning();

    // One CV at a time, each finished before the next, so the most recently updated is E, then D, C, B, A.
    ids.A = (await createAgreement(t, recruiter, PEOPLE.A)).id;
    await call(recruiter, 'POST', `/api/organisation/agreements/${ids.A}/add-to-marketplace`);
    ids.B = (await createAgreement(t, recruiter2, PEOPLE.B)).id;
    await call(recruiter2, 'POST', `/api/organisation/agreements/${ids.B}/add-to-marketplace`);
    const c = await call(recruiter, 'POST', '/api/organisation/agreements', { agreement: { data: PEOPLE.C, hidden: true } });
    ids.C = c.json().id;
    await call(recruiter, 'POST', `/api/organisation/agreements/${ids.C}/add-to-marketplace`);
    ids.D = (await call(recruiter, 'POST', '/api/organisation/agreements', { agreement: { data: PEOPLE.D, is_spec_cv: true } })).json().id;
    ids.E = (await createAgreement(t, recruiter, PEOPLE.E)).id;
    await call(recruiter, 'POST', `/api/organisation/agreements/${ids.E}/add-to-marketplace`);
    // E: the candidate approved it (as the candidate review records it) and the recruiter has not accepted it yet.
    await inTransaction(scope, async (tx) => {
      await tenantDb(tx).update(agreements, { candidateApproved: true, candidateApprovedAt: new Date(), updatedAt: new Date() }, eq(agreements.id, ids.E));
      // Associations have no screens yet (issue 14): their rows are written here.
      await tenantDb(tx).insert(agreementAssociations, [
        { agreementId: ids.A, associationId: guild.id },
        { agreementId: ids.B, associationId: guild.id },
        { agreementId: ids.B, associationId: tech.id },
      ]);
      await refreshProjection(tx, [ids.A, ids.B, ids.E]);
    });
    const list = await call(recruiter, 'POST', '/api/organisation/agreement_lists', { list: { name: 'Shortlist' } });
    listId = list.json().id;
    // Membership changes no CV's updated_at: the order stays E, D, C, B, A.
    await call(recruiter, 'PUT', `/api/organisation/agreement_lists/${listId}/attach`, { ids: [ids.A, ids.C] });
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  describe('tag rules (§7)', () => {
    it('leave hidden and ready-for-review CVs out by default; show_hidden and show_ready_review include them; show_all has no tag rule; show_spec_cv gives spec CVs only', async () => {
      expect(await letters('recruiter')).toEqual(['D', 'B', 'A']);
      expect(await letters('recruiter', { show_hidden: true })).toEqual(['D', 'C', 'B', 'A']);
      expect(await letters('recruiter', { show_ready_review: true })).toEqual(['E', 'D', 'B', 'A']);
      expect(await letters('recruiter', { show_hidden: true, show_ready_review: true })).toEqual(['E', 'D', 'C', 'B', 'A']);
      expect(await letters('recruiter', { show_all: true })).toEqual(['E', 'D', 'C', 'B', 'A']);
      expect(await letters('recruiter', { show_spec_cv: true })).toEqual(['D']);
    });

    it('carry the tags on the hits', async () => {
      const { hits } = await search('recruiter', { show_all: true });
      expect(Object.fromEntries(hits.map((h) => [letterOf(h.objectID), h.tags]))).toEqual({ A: [], B: [], C: ['hidden'], D: [], E: ['ready_for_recruiter_review'] });
      expect(hits.find((h) => letterOf(h.objectID) === 'D')?.is_spec_cv).toBe(true);
    });

    it('recruiter_accept takes ready_for_recruiter_review off (and the CV comes back in a default search)', async () => {
      const other = (await createAgreement(t, recruiter, validCv({ first_name: 'Rui', last_name: 'Costa', title: 'Quayside Foreman' }))).id;
      const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
      const scope = tenantScope(t.database.db, organisation.id);
      await inTransaction(scope, async (tx) => {
        await tenantDb(tx).update(agreements, { candidateApproved: true, candidateApprovedAt: new Date() }, eq(agreements.id, other));
        await refreshProjection(tx, [other]);
      });
      const find = (body: SearchRequest = {}) => letters('recruiter', { query: 'quayside', ...body });
      expect(await find()).toEqual([]);
      expect(await find({ show_ready_review: true })).toEqual([String(other)]);
      expect((await call(recruiter, 'PUT', `/api/organisation/agreements/${other}/recruiter_accept`)).statusCode).toBe(200);
      expect(await find()).toEqual([String(other)]);
      expect((await call(recruiter, 'DELETE', `/api/organisation/agreements/${other}`)).statusCode).toBe(204);
    });
  });

  describe('who sees what (§6)', () => {
    it('a marketplace client sees only marketplace CVs, and no flag widens that', async () => {
      expect(await letters('client')).toEqual(['B', 'A']);
      // Hidden and ready-for-review CVs stay out of a client's search; D is not on the marketplace.
      expect(await letters('client', { show_all: true })).toEqual(['B', 'A']);
      expect(await letters('client', { show_hidden: true, show_ready_review: true })).toEqual(['B', 'A']);
      expect(await letters('client', { show_spec_cv: true })).toEqual([]);
      expect(await letters('client', { filters: { list_ids: [listId] }, show_all: true })).toEqual(['A']);
    });

    it('a client’s answer holds no name, email, phone, LinkedIn, birth date or avatar of any candidate', async () => {
      const answer = await search('client', { show_all: true, facets: true, hitsPerPage: 100 });
      const json = JSON.stringify(answer);
      for (const cv of Object.values(PEOPLE)) {
        const identifying = [cv.first_name, cv.last_name, cv.email, cv.linkedin, cv.dateofbirth, cv.avatar, ...(cv.phones ?? []).map((p) => p.number)];
        for (const value of identifying.filter((v): v is string => !!v)) expect(json).not.toContain(value);
      }
      expect(json).not.toMatch(/zoe-jansen|87654321|1987/i);
      for (const hit of answer.hits) {
        expect(hit).not.toHaveProperty('name');
        expect(hit).not.toHaveProperty('avatar_url');
        // Nor the agency's own ids: its lists, its job posts, its staff.
        expect([hit.list_ids, hit.job_post_ids, hit.employee_id]).toEqual([[], [], null]);
      }
      // The hidden company name is shown as the anonymous CV shows it.
      expect(answer.hits.find((h) => letterOf(h.objectID) === 'B')?.current_experience).toEqual({ title: 'Backend Developer', company_name: 'A Dutch bank', tenure: 1 });
    });

    it('a recruiter’s hits carry the name and avatar', async () => {
      const { hits } = await search('recruiter', { query: 'jansen' });
      expect(hits.map((h) => [h.name, h.avatar_url])).toEqual([['Zoë Jansen', 'https://cdn.example.com/avatars/zoe-jansen.png']]);
    });

    it('answers by §6 role, as a table', async () => {
      const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
      const scope = tenantScope(t.database.db, organisation.id);
      // An account member who is neither an employee nor a client: no candidate access of any kind.
      const member = await createCandidate(t, { subdomain: 'acme' });
      const [agency] = await tenantDb(scope).select({ id: accountUsers.accountId }).from(accountUsers).where(eq(accountUsers.userId, recruiter.userId));
      await tenantDb(scope).insert(accountUsers, { accountId: agency.id, userId: member.userId, agreed: true, current: true });
      const cases: [string, Promise<Pick<Person, 'jwt' | 'host'>>, number | 'no key', Letter[]?][] = [
        ['recruiter (every permission)', Promise.resolve(recruiter), 200, ['D', 'B', 'A']],
        ['employee who may manage CVs', createEmployee(t, { subdomain: 'acme', permissions: { canManageAgreements: true } }), 200, ['D', 'B', 'A']],
        ['employee of the marketplace agency without permissions (marketplace employee)', createEmployee(t, { subdomain: 'acme' }), 200, ['D', 'B', 'A']],
        ['marketplace client', createClient(t, { subdomain: 'acme', company: 'Contoso' }), 200, ['B', 'A']],
        ['account member, neither employee nor client', Promise.resolve(member), 403],
        ['candidate without an account', createCandidate(t, { subdomain: 'acme' }), 'no key'],
        ['administrator without an account', createAdmin(t, { subdomain: 'acme' }), 'no key'],
      ];
      for (const [who, made, status, expected] of cases) {
        const person = await made;
        const key = await keyOf(person);
        if (status === 'no key') {
          expect(key, who).toBeUndefined();
          continue;
        }
        const res = await post(key, {});
        expect(res.statusCode, who).toBe(status);
        if (expected) expect(res.json().hits.map((h: { objectID: string }) => letterOf(h.objectID)), who).toEqual(expected);
        else expect(res.json().error, who).toMatch(/access to the candidate search/);
      }
    });
  });

  describe('the search key', () => {
    it('is refused with 401 when missing, malformed, tampered with, expired, of another organisation or signed out', async () => {
      const refused = async (key: string | undefined, message: RegExp, host = ACME) => {
        const res = await post(key, {}, host);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toMatch(message);
      };
      await refused(undefined, /search key is needed.*X-Search-Key/);
      await refused('not-a-key', /not valid/);
      const key = keys.recruiter;
      const [head, payload, signature] = key.split('.');
      await refused(`${head}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`, /not valid/);
      // A payload changed to another organisation, the signature kept: tampered.
      const claims = decodeJwt(key) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, org: 1 })).toString('base64url');
      await refused(`${head}.${forged}.${signature}`, /not valid/);
      // A session token is no search key.
      await refused(recruiter.jwt, /not valid/);

      // Signed with the server's secret: expired, and (the same claims) unexpired.
      const tokens = createTokenService(t.config.sessionSecret);
      const real = { organisationId: claims.org as number, accountId: claims.acc as number, userId: Number(claims.sub), tokenVersion: claims.tv as number, index: claims.idx as string, permissions: claims.perms as string[] };
      await refused(await tokens.signSearchKey(real, new Date(Date.now() - 60_000)), /expired/);
      expect((await post(await tokens.signSearchKey(real, new Date(Date.now() + 60_000)), {})).statusCode).toBe(200);

      // Another organisation's key on this host, and this key on another organisation's host.
      const demoRecruiter = await createRecruiter(t);
      await refused(await keyOf(demoRecruiter), /another organisation/);
      await refused(key, /another organisation/, 'demo.localhost:3000');

      // Sign-out ends the key.
      const leaving = await createRecruiter(t, { subdomain: 'acme' });
      const leavingKey = await keyOf(leaving);
      expect((await post(leavingKey, {})).statusCode).toBe(200);
      expect((await call(leaving, 'DELETE', '/api/auth/logout')).statusCode).toBeLessThan(300);
      await refused(leavingKey, /signed out/);
    });
  });

  describe('skills (§3 Skill mod, §9 scores)', () => {
    it('must-have filters and scores 10, 13 as a top skill; case-insensitive', async () => {
      const answer = await search('recruiter', { show_all: true, filters: { skills: [{ name: 'sap', mod: 0 }] } });
      expect(answer.hits.map((h) => [letterOf(h.objectID), h._rankingInfo])).toEqual([
        ['C', { score: 13, matched: ['sap'] }],
        ['A', { score: 13, matched: ['sap'] }],
        ['B', { score: 10, matched: ['sap'] }],
      ]);
    });

    it('nice-to-have only scores: 1, 2 as a top skill; scores are summed', async () => {
      const answer = await search('recruiter', { show_all: true, filters: { skills: [{ name: 'SAP', mod: 0 }, { name: 'Java', mod: 1 }] } });
      expect(answer.hits.map((h) => [letterOf(h.objectID), h._rankingInfo])).toEqual([
        ['C', { score: 14, matched: ['SAP', 'Java'] }],
        ['A', { score: 13, matched: ['SAP'] }],
        ['B', { score: 12, matched: ['SAP', 'Java'] }],
      ]);
      // Nice-to-have alone keeps everyone; those who have it first (D's top skills are its first five skills).
      const nice = await search('recruiter', { show_all: true, filters: { skills: [{ name: 'Docker', mod: 1 }] } });
      expect(nice.hits.map((h) => [letterOf(h.objectID), h._rankingInfo.score])).toEqual([
        ['D', 2],
        ['B', 2],
        ['E', 0],
        ['C', 0],
        ['A', 0],
      ]);
    });

    it('must-not-have excludes', async () => {
      expect(await letters('recruiter', { show_all: true, filters: { skills: [{ name: 'JAVA', mod: 2 }] } })).toEqual(['E', 'D', 'A']);
      expect(await letters('recruiter', { show_all: true, filters: { skills: [{ name: 'SAP', mod: 0 }, { name: 'Java', mod: 2 }] } })).toEqual(['A']);
    });
  });

  describe('text query', () => {
    it('matches the name for recruiters only, accent-insensitive, the last word as a prefix', async () => {
      expect(await letters('recruiter', { query: 'Zoe' })).toEqual(['A']);
      expect(await letters('recruiter', { query: 'zoë JANS' })).toEqual(['A']);
      expect(await letters('recruiter', { query: 'muller', show_all: true })).toEqual(['D']);
      expect(await letters('client', { query: 'zoe' })).toEqual([]);
      expect(await letters('client', { query: 'jansen' })).toEqual([]);
      expect(await letters('client', { query: 'bakker' })).toEqual([]);
    });

    it('matches title, skills, companies and summaries; a client matches companies as the anonymous CV shows them', async () => {
      expect(await letters('recruiter', { query: 'java devel' })).toEqual(['B']);
      expect(await letters('recruiter', { query: 'kubernetes' })).toEqual(['D']);
      expect(await letters('recruiter', { query: 'inbound flow' })).toEqual(['A']);
      expect(await letters('recruiter', { query: 'acme bank' })).toEqual(['B']);
      expect(await letters('client', { query: 'acme bank' })).toEqual([]);
      expect(await letters('client', { query: 'dutch bank' })).toEqual(['B']);
      expect(await letters('client', { query: 'supply chain' })).toEqual(['A']);
      expect((await letters('recruiter', { query: 'rotterdam', show_all: true })).sort()).toEqual(['A', 'E']);
    });

    it('matches every word as the query splits it, also those the database’s own text parser would split or drop', async () => {
      expect(await letters('recruiter', { query: 'h₂o²' })).toEqual(['A']);
      expect(await letters('recruiter', { query: '½ port' })).toEqual(['A']);
    });

    it('a query of punctuation only matches everything', async () => {
      expect(await letters('recruiter', { query: ' ?!… ' })).toEqual(['D', 'B', 'A']);
    });
  });

  describe('filters (§7)', () => {
    const all = (filters: SearchRequest['filters'], who: 'recruiter' | 'client' = 'recruiter') => letters(who, { show_all: true, filters });

    it('lists, employee, companies and associations: any of them', async () => {
      expect(await all({ list_ids: [listId] })).toEqual(['C', 'A']);
      expect(await all({ list_ids: [listId, 999_999] })).toEqual(['C', 'A']);
      expect(await all({ job_post_ids: [1] })).toEqual([]);
      expect(await all({ employee_id: recruiter2.employeeId })).toEqual(['B']);
      expect(await all({ employee_id: recruiter.employeeId })).toEqual(['E', 'D', 'C', 'A']);
      expect(await all({ companies: ['Port of Rotterdam'] })).toEqual(['E', 'A']);
      expect(await all({ companies: ['Port of Rotterdam', 'Acme Bank'] })).toEqual(['E', 'B', 'A']);
      expect(await all({ companies: ['A Dutch bank'] })).toEqual([]);
      expect(await all({ companies: ['A Dutch bank'] }, 'client')).toEqual(['B']);
      expect(await all({ associations: ['Logistics Guild'] })).toEqual(['B', 'A']);
      expect(await all({ associations: ['Tech Guild', 'Nobody'] })).toEqual(['B']);
    });

    it('tenure (0–5) and experience time (0–25, overlapping jobs once)', async () => {
      expect(await all({ tenure: { min: 1, max: 2 } })).toEqual(['E', 'B']);
      expect(await all({ tenure: { min: 3 } })).toEqual(['A']);
      expect(await all({ tenure: { max: 0 } })).toEqual(['D']);
      // B: 2012–2016 and 2015–2019 overlap (8 years together), then 1 year and 6 months now: 9.
      expect(await all({ experience_time: { min: 8, max: 10 } })).toEqual(['B', 'A']);
      expect(await all({ experience_time: { min: 20 } })).toEqual(['C']);
      const { hits } = await search('recruiter', { show_all: true });
      expect(Object.fromEntries(hits.map((h) => [letterOf(h.objectID), [h.experience_time, h.current_experience?.tenure ?? null]]))).toEqual({
        A: [8, 3],
        B: [9, 1],
        C: [20, null],
        D: [0, 0],
        E: [2, 2],
      });
    });

    it('salary per type: the ranges overlap; a range of one value is widened by one', async () => {
      expect(await all({ salary: { type: 'permanent', min: 65000, max: 80000 } })).toEqual(['A']);
      expect(await all({ salary: { type: 'permanent', min: 70001 } })).toEqual([]);
      expect(await all({ salary: { type: 'permanent', max: 60000 } })).toEqual(['A']);
      expect(await all({ salary: { type: 'contract', min: 90000, max: 95000 } })).toEqual(['B']);
      // 89,999 to 89,999 becomes 89,999 to 90,000, which meets B's 90,000.
      expect(await all({ salary: { type: 'contract', min: 89999, max: 89999 } })).toEqual(['B']);
      expect(await all({ salary: { type: 'contract', min: 89998, max: 89999 } })).toEqual([]);
      // B's hourly fields are a daily rate (is_daily_rate).
      expect(await all({ salary: { type: 'daily', min: 650 } })).toEqual(['B']);
      expect(await all({ salary: { type: 'hourly', min: 650 } })).toEqual([]);
      expect(await all({ salary: { type: 'hourly', max: 90 } })).toEqual(['C']);
      expect(await all({ salary: { type: 'hourly' } })).toEqual(['C']);
      const b = (await search('recruiter', { query: 'bakker' })).hits[0];
      expect(b.preferences.salary).toEqual({
        currency: 'EUR',
        permanent_min: null,
        permanent_max: null,
        contract_min: 90000,
        contract_max: 90000,
        hourly_min: null,
        hourly_max: null,
        daily_min: 600,
        daily_max: 700,
      });
    });

    it('location: within the radius, in km, m or miles (§3 ratios), of the location or any preferred location', async () => {
      const rotterdam = { lat: 51.9225, lng: 4.4792 };
      // From Rotterdam: Utrecht (C's preferred location) is 47.8 km, Amsterdam (B) 57.4 km.
      expect(await all({ location: { ...rotterdam, radius: 30 } })).toEqual(['A']);
      expect(await all({ location: { ...rotterdam, radius: 47, unit: 'km' } })).toEqual(['A']);
      expect(await all({ location: { ...rotterdam, radius: 48, unit: 'km' } })).toEqual(['C', 'A']);
      expect(await all({ location: { ...rotterdam, radius: 58 } })).toEqual(['C', 'B', 'A']);
      expect(await all({ location: { ...rotterdam, radius: 47_700, unit: 'm' } })).toEqual(['A']);
      expect(await all({ location: { ...rotterdam, radius: 47_800, unit: 'm' } })).toEqual(['C', 'A']);
      // 29 miles is 46.7 km, 30 miles 48.3 km (1,609 m a mile).
      expect(await all({ location: { ...rotterdam, radius: 29, unit: 'miles' } })).toEqual(['A']);
      expect(await all({ location: { ...rotterdam, radius: 30, unit: 'miles' } })).toEqual(['C', 'A']);
      expect(await all({ location: { ...rotterdam, radius: 36, unit: 'miles' } })).toEqual(['C', 'B', 'A']);
      expect(await all({ location: { lat: 52.0907, lng: 5.1214, radius: 10 } })).toEqual(['C']);
      // Half the globe: no cells narrow it, the distance alone decides (D has no location).
      expect(await all({ location: { ...rotterdam, radius: 15000 } })).toEqual(['E', 'C', 'B', 'A']);
      expect(await all({ location: { lat: -33.87, lng: 151.21, radius: 500 } })).toEqual([]);
    });
  });

  describe('sort, pages and facets', () => {
    it('sorts by the chosen column (nulls last, then id); by name for recruiters only', async () => {
      expect(await letters('recruiter', { show_all: true, sort: { by: 'experience_time', order: 'asc' } })).toEqual(['D', 'E', 'A', 'B', 'C']);
      expect(await letters('recruiter', { show_all: true, sort: { by: 'tenure', order: 'desc' } })).toEqual(['A', 'E', 'B', 'D', 'C']);
      expect(await letters('recruiter', { show_all: true, sort: { by: 'name', order: 'asc' } })).toEqual(['E', 'D', 'C', 'B', 'A']);
      expect(await letters('recruiter', { show_all: true, sort: { by: 'title', order: 'desc' } })).toEqual(['A', 'C', 'B', 'D', 'E']);
      expect(await letters('recruiter', { show_all: true, sort: { by: 'updated_at', order: 'asc' } })).toEqual(['A', 'B', 'C', 'D', 'E']);
      expect(await letters('client', { sort: { by: 'title', order: 'asc' } })).toEqual(['B', 'A']);
      const res = await post(keys.client, { sort: { by: 'name', order: 'asc' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['sort.by']).toEqual(['Marketplace searches cannot be sorted by name: choose another column.']);
    });

    it('pages: nbPages from hitsPerPage; a page past the end is empty', async () => {
      const pages = await Promise.all([0, 1, 2, 3].map((page) => search('recruiter', { show_all: true, hitsPerPage: 2, page })));
      expect(pages.map((p) => p.hits.map((h) => letterOf(h.objectID)))).toEqual([['E', 'D'], ['C', 'B'], ['A'], []]);
      expect(pages.map((p) => [p.nbHits, p.nbPages, p.page, p.hitsPerPage])).toEqual([
        [5, 3, 0, 2],
        [5, 3, 1, 2],
        [5, 3, 2, 2],
        [5, 3, 3, 2],
      ]);
      // Ordered by relevance (hits and count from one statement): the count is the same on every page, also past the end.
      const ranked = await Promise.all([0, 1, 2, 3].map((page) => search('recruiter', { query: 'rotterdam', show_all: true, hitsPerPage: 1, page })));
      expect(ranked.map((p) => [p.hits.length, p.nbHits, p.nbPages])).toEqual([
        [1, 2, 2],
        [1, 2, 2],
        [0, 2, 2],
        [0, 2, 2],
      ]);
      const scored = await search('recruiter', { show_all: true, hitsPerPage: 2, page: 5, filters: { skills: [{ name: 'SAP', mod: 1 }] } });
      expect([scored.hits.length, scored.nbHits]).toEqual([0, 5]);
      const defaults = await search('recruiter');
      expect([defaults.page, defaults.hitsPerPage, defaults.nbPages]).toEqual([0, 10, 1]);
      expect(defaults.facets).toBeUndefined();
    });

    it('a page read by sorting the matches is the page read from the recency index (the count chooses, decision 022)', async () => {
      const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
      const scope = tenantScope(t.database.db, organisation.id);
      const requests: [Audience, SearchRequest][] = [
        ['recruiter', {}],
        ['recruiter', { show_all: true, hitsPerPage: 2, page: 1 }],
        ['recruiter', { show_all: true, sort: { by: 'updated_at', order: 'asc' } }],
        ['recruiter', { show_all: true, sort: { by: 'tenure', order: 'desc' }, hitsPerPage: 3 }],
        ['recruiter', { show_hidden: true, filters: { location: { lat: 51.9225, lng: 4.4792, radius: 100 } } }],
        ['client', {}],
      ];
      for (const [audience, request] of requests) {
        const params = searchRequestSchema.parse(request);
        const built = buildSearch(audience, params);
        const [fromIndex, sorted] = await Promise.all([searchHits(scope, built, params, false), searchHits(scope, built, params, true)]);
        expect(sorted.map((r) => r.hit.objectID), JSON.stringify(request)).toEqual(fromIndex.map((r) => r.hit.objectID));
        expect(fromIndex.length, JSON.stringify(request)).toBeGreaterThan(0);
      }
    });

    it('sorts the matches when they are few against the rows the index would walk for the page', () => {
      // matches² < wanted × rows: 10 wanted of 1,000,000 rows — 3,162 matches is the turn.
      expect([0, 1, 100, 3_162].map((m) => sortsMatches(m, 10, 1_000_000))).toEqual([true, true, true, true]);
      expect([3_163, 50_000, 1_000_000].map((m) => sortsMatches(m, 10, 1_000_000))).toEqual([false, false, false]);
      // A deep page wants more rows from the index: sorting pays longer.
      expect(sortsMatches(20_000, 500, 1_000_000)).toBe(true);
      // Before the first analyse the table's size is 0: the index, as before.
      expect(sortsMatches(0, 10, 0)).toBe(false);
    });

    it('facets count over every matching hit, not the page; clients get the anonymous company names', async () => {
      const answer = await search('recruiter', { show_all: true, facets: true, hitsPerPage: 1 });
      expect(answer.hits).toHaveLength(1);
      // With facets the number of hits comes from the facet statement: the same as without.
      expect(answer.nbHits).toBe((await search('recruiter', { show_all: true })).nbHits);
      expect(answer.nbHits).toBeGreaterThan(1);
      expect(answer.facets).toEqual({
        'current_experience.company_name': { 'Port of Rotterdam': 2, 'Acme Bank': 1, Cloudy: 1 },
        tenure: { '0': 1, '1': 1, '2': 1, '3': 1 },
        experience_time: { '0': 1, '2': 1, '8': 1, '9': 1, '20': 1 },
        'associations.company.name': { 'Logistics Guild': 2, 'Tech Guild': 1 },
      });
      const filtered = await search('recruiter', { show_all: true, facets: true, filters: { skills: [{ name: 'SAP', mod: 0 }] } });
      expect(filtered.facets?.['current_experience.company_name']).toEqual({ 'Port of Rotterdam': 1, 'Acme Bank': 1 });
      const mine = await search('client', { facets: true });
      expect(mine.facets?.['current_experience.company_name']).toEqual({ 'A Dutch bank': 1, 'Port of Rotterdam': 1 });
      expect(mine.facets?.['associations.company.name']).toEqual({ 'Logistics Guild': 2, 'Tech Guild': 1 });
    });

    it('values out of range are 422 naming the field', async () => {
      const field = async (body: unknown) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/search/candidates', headers: { host: ACME, 'x-search-key': keys.recruiter }, payload: body as object });
        expect(res.statusCode).toBe(422);
        return Object.keys(res.json().errors);
      };
      expect(await field({ filters: { tenure: { min: 0, max: 6 } } })).toEqual(['filters.tenure.max']);
      expect(await field({ filters: { experience_time: { min: -1 } } })).toEqual(['filters.experience_time.min']);
      expect(await field({ filters: { experience_time: { min: 10, max: 5 } } })).toEqual(['filters.experience_time.min']);
      expect(await field({ hitsPerPage: 101 })).toEqual(['hitsPerPage']);
      expect(await field({ page: -1 })).toEqual(['page']);
      expect(await field({ filters: { location: { lat: 52, lng: 4, radius: 10, unit: 'yards' } } })).toEqual(['filters.location.unit']);
      expect(await field({ filters: { location: { lat: 91, lng: 4, radius: 10 } } })).toEqual(['filters.location.lat']);
      expect(await field({ filters: { skills: [{ name: 'SAP', mod: 3 }] } })).toEqual(['filters.skills.0.mod']);
      expect(await field({ filters: { salary: { type: 'weekly' } } })).toEqual(['filters.salary.type']);
    });
  });

  describe('GET marketplace/candidates/{id}: a hit opened (§6 more candidates)', () => {
    const open = (by: Pick<Person, 'jwt' | 'host'>, id: number) => t.app.inject({ method: 'GET', url: `/api/marketplace/candidates/${id}`, headers: bearer(by.jwt, by.host) });

    it('a client reads the anonymous CV of a hit, with no name, email, phone, LinkedIn, birth date or avatar', async () => {
      const res = await open(client, ids.A);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ anonymous: true, pages: expect.any(Number) });
      expect(answer.html).toContain('Supply Chain Manager');
      const json = JSON.stringify(answer);
      const cv = PEOPLE.A;
      for (const value of [cv.first_name, cv.last_name, cv.email, cv.linkedin, cv.dateofbirth, cv.avatar, ...(cv.phones ?? []).map((p) => p.number)]) expect(json).not.toContain(value);
      expect(json).not.toMatch(/zoe-jansen|87654321|1987/i);
    }, 60_000);

    it('answers the same 404 for a CV the client’s search cannot find: not on the marketplace, hidden, a draft, another organisation’s', async () => {
      const draft = await call(recruiter, 'POST', '/api/organisation/agreements/create', {});
      const foreign = await createAgreement(t, await createRecruiter(t, { subdomain: 'demo' }));
      for (const id of [ids.D, ids.C, draft.json().id, foreign.id, 999_999]) {
        const res = await open(client, id);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json().error).toBe('This CV is not on the marketplace (any more).');
      }
    });

    it('answers by §6 role, as a table: marketplace clients with more candidates only', async () => {
      const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
      const scope = tenantScope(t.database.db, organisation.id);
      const member = await createCandidate(t, { subdomain: 'acme' });
      const [agency] = await tenantDb(scope).select({ id: accountUsers.accountId }).from(accountUsers).where(eq(accountUsers.userId, recruiter.userId));
      await tenantDb(scope).insert(accountUsers, { accountId: agency.id, userId: member.userId, agreed: true, current: true });
      const cases: [string, Promise<Pick<Person, 'jwt' | 'host'>>, number][] = [
        ['marketplace client', createClient(t, { subdomain: 'acme', company: 'Fabrikam' }), 200],
        ['recruiter (every permission): the CV styler instead', Promise.resolve(recruiter), 403],
        ['employee without candidate access', createEmployee(t, { subdomain: 'acme' }), 403],
        ['account member, neither employee nor client', Promise.resolve(member), 403],
        ['candidate', createCandidate(t, { subdomain: 'acme' }), 403],
      ];
      for (const [who, made, status] of cases) expect((await open(await made, ids.B)).statusCode, who).toBe(status);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/marketplace/candidates/${ids.B}`, headers: { host: ACME } });
      expect(anonymous.statusCode).toBe(401);
    }, 60_000);
  });

  it('reads a client’s page only among the marketplace CVs a client may find, whatever ids it is given', async () => {
    const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
    const scope = tenantScope(t.database.db, organisation.id);
    // A: marketplace; B: marketplace; C: marketplace but hidden; D: not on the marketplace; E: ready for review.
    const asked = [ids.A, ids.B, ids.C, ids.D, ids.E];
    expect([...(await hitsByIds(scope, 'client', asked)).keys()].map((id) => letterOf(String(id))).sort()).toEqual(['A', 'B']);
    expect([...(await hitsByIds(scope, 'recruiter', asked)).keys()].map((id) => letterOf(String(id))).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it.runIf(index === 'memory')('keeps each organisation’s index on disk in DATA_DIR/search-index, where the next start reads it', async () => {
    const organisation = (await organisationBySubdomain(t.database.db, 'acme'))!;
    const scope = tenantScope(t.database.db, organisation.id);
    const before = await search('recruiter', { show_all: true, facets: true });
    // The first read's snapshot, and the changes since, are written by the time the indexes close.
    await t.app.searchIndexes!.close();
    const dir = path.join(t.config.dataDir, 'search-index');
    expect((await readSnapshot(snapshotFile(dir, organisation.id))).meta.organisationId).toBe(organisation.id);
    const next = createSearchIndexes({ snapshots: { dir, refreshEveryMs: 0 } });
    expect(await next.warm(scope)).toBe('snapshot');
    const answer = await next.search(scope, 'recruiter', searchRequestSchema.parse({ show_all: true, facets: true }));
    expect(answer?.page.map((p) => String(p.id))).toEqual(before.hits.map((h) => h.objectID));
    expect(answer?.facets).toEqual(before.facets);
    await next.close();
  });
});
