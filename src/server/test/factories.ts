/**
 * Test factories: the people, rows and payloads one test needs, made for it and never shared between
 * tests, so no test signs in as a seeded demo user (the seed itself is checked in `db/seed.test.ts`).
 *
 * Every person factory takes the organisation by `subdomain` (default `demo`), makes a user with a
 * fresh email and a known password (`password`, default `TEST_PASSWORD`), signs them in through the
 * API and answers `{ userId, email, password, host, jwt, … }`.
 */
import { randomBytes } from 'node:crypto';
import { ALL_PERMISSIONS } from '../db/seed.js';
import { asc, eq } from 'drizzle-orm';
import type { CvData } from '../../shared/schemas/cv.js';
import { accounts, accountUsers, employees, profiles } from '../db/schema.js';
import { tenantDb, tenantScope, type TenantScope } from '../db/tenant.js';
import { hashPassword } from '../lib/passwords.js';
import { insertUserWithProfile, updateUser } from '../modules/auth/repository.js';
import { organisationBySubdomain } from '../modules/organisation/service.js';
import { addMembers, assignTemplates, insertTeam, listTemplates } from '../modules/teams/repository.js';
import { bearer, type TestApp } from './helper.js';

/** The password of every factory-made user unless a test names one (meets the §5 rule). */
export const TEST_PASSWORD = 'Factory-made-2026';

type Permissions = Partial<Omit<typeof employees.$inferInsert, 'id' | 'organisationId' | 'accountId' | 'userId'>>;

/** Every §6 permission flag of an employee: the seed's. */
export { ALL_PERMISSIONS };

type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'organisationId' | 'userId' | 'uuid'>>;

type PersonOptions = {
  /** The organisation (default `demo`). */
  subdomain?: string;
  /** Default: a fresh `<kind>-<random>@<subdomain>.test`. */
  email?: string;
  /** Default: `TEST_PASSWORD`. */
  password?: string;
  firstName?: string;
  lastName?: string;
};

export type Person = { userId: number; email: string; password: string; subdomain: string; host: string; jwt: string };

const hostOf = (t: TestApp, subdomain: string) => `${subdomain}.${t.config.baseDomain}`;

/** The organisation at `subdomain` and its tenant scope. */
async function organisationScope(t: TestApp, subdomain: string) {
  const organisation = await organisationBySubdomain(t.database.db, subdomain);
  if (!organisation) throw new Error(`no organisation at ${subdomain}`);
  return { organisation, scope: tenantScope(t.database.db, organisation.id) };
}

/** The organisation's agency account: its first non-client account. */
async function agencyAccount(scope: TenantScope) {
  const [account] = await tenantDb(scope).select().from(accounts).where(eq(accounts.isClient, false)).orderBy(asc(accounts.id)).limit(1);
  if (!account) throw new Error(`organisation ${scope.organisationId} has no agency account`);
  return account;
}

/** A user with a profile, as sign-up makes one, then the given user flags; not signed in yet. */
async function insertPerson(
  t: TestApp,
  kind: string,
  options: PersonOptions & { admin?: boolean; agreedTerms?: boolean; profile?: ProfileValues; defaultName: [string, string] },
) {
  const subdomain = options.subdomain ?? 'demo';
  const { organisation, scope } = await organisationScope(t, subdomain);
  const email = options.email ?? `${kind}-${randomBytes(4).toString('hex')}@${subdomain}.test`;
  const password = options.password ?? TEST_PASSWORD;
  const inserted = await insertUserWithProfile(
    scope,
    { email, passwordHash: await hashPassword(password) },
    { firstName: options.firstName ?? options.defaultName[0], lastName: options.lastName ?? options.defaultName[1] },
  );
  const user = await updateUser(scope, inserted.id, { admin: options.admin ?? false, agreedTermsAt: options.agreedTerms === false ? null : new Date() });
  if (options.profile) await tenantDb(scope).update(profiles, options.profile, eq(profiles.userId, user.id));
  return { organisation, scope, user, email: user.email, password, subdomain, host: hostOf(t, subdomain) };
}

/** Signs the person in through the API at their organisation's host. */
async function signedIn<P extends Omit<Person, 'jwt' | 'userId'> & { user: { id: number } }>(t: TestApp, person: P) {
  const jwt = await t.signIn(person.email, { host: person.host, password: person.password });
  return { userId: person.user.id, email: person.email, password: person.password, subdomain: person.subdomain, host: person.host, jwt };
}

/** A membership of an account (terms of the account agreed); `current` makes it the user's default account. */
async function joinAccount(scope: TenantScope, userId: number, accountId: number, current: boolean) {
  await tenantDb(scope).insert(accountUsers, { accountId, userId, agreed: true, current });
}

async function insertEmployee(scope: TenantScope, userId: number, accountId: number, permissions: Permissions = {}) {
  const [employee] = await tenantDb(scope)
    .insert(employees, { accountId, userId, ...permissions })
    .returning();
  return employee;
}

/**
 * An employee of the organisation's agency account (the first non-client account) with the given
 * §6 permission flags (none unless named); with `team`, also the only member of a new team of that
 * name holding the organisation's templates (every one, or those of `templates` by key).
 */
export async function createEmployee(
  t: TestApp,
  options: PersonOptions & { permissions?: Permissions; team?: string; templates?: readonly string[]; profile?: ProfileValues } = {},
) {
  const person = await insertPerson(t, 'employee', { ...options, defaultName: ['Erik', 'Employee'] });
  const account = await agencyAccount(person.scope);
  await joinAccount(person.scope, person.user.id, account.id, true);
  const employee = await insertEmployee(person.scope, person.user.id, account.id, options.permissions);
  let teamId: number | null = null;
  if (options.team !== undefined) {
    const team = await insertTeam(person.scope, account.id, options.team);
    await addMembers(person.scope, team.id, [employee.id]);
    const templates = (await listTemplates(person.scope)).filter((x) => !options.templates || options.templates.includes(x.key));
    if (templates.length) await assignTemplates(person.scope, [team.id], templates.map((x) => x.id));
    teamId = team.id;
  }
  return { ...(await signedIn(t, person)), employeeId: employee.id, accountId: account.id, teamId };
}

/**
 * A recruiter of the agency as the product sets one up: every §6 permission, in a team (named
 * `team`, default "Recruiters") holding every template of the organisation.
 */
export function createRecruiter(t: TestApp, options: PersonOptions & { team?: string; profile?: ProfileValues } = {}) {
  return createEmployee(t, { firstName: 'Rosa', lastName: 'de Vries', ...options, permissions: ALL_PERMISSIONS, team: options.team ?? 'Recruiters' });
}

/**
 * A marketplace client: a user of a new client company (an `is_client` account on the marketplace)
 * with the job rights of `permissions` there, who works in the organisation's agency marketplace
 * (their current account, where they are no employee).
 */
export async function createClient(t: TestApp, options: PersonOptions & { company?: string; permissions?: Permissions } = {}) {
  const person = await insertPerson(t, 'client', { ...options, defaultName: ['Claire', 'Client'] });
  const agency = await agencyAccount(person.scope);
  const company = options.company ?? 'Northwind Logistics';
  const [clientCompany] = await tenantDb(person.scope)
    .insert(accounts, { name: company, companyName: `${company} B.V.`, industry: 'Logistics', isClient: true, marketplace: true })
    .returning();
  await joinAccount(person.scope, person.user.id, agency.id, true);
  await joinAccount(person.scope, person.user.id, clientCompany.id, false);
  const employee = await insertEmployee(person.scope, person.user.id, clientCompany.id, options.permissions ?? { canViewJobPosts: true, canManageJobPosts: true });
  return { ...(await signedIn(t, person)), employeeId: employee.id, accountId: clientCompany.id, agencyAccountId: agency.id };
}

/**
 * A candidate: a user with a profile (`profile` sets its columns: phones, location, skills, …) and no
 * account; terms agreed unless `agreedTerms: false`.
 */
export async function createCandidate(t: TestApp, options: PersonOptions & { agreedTerms?: boolean; profile?: ProfileValues } = {}) {
  const person = await insertPerson(t, 'candidate', { ...options, defaultName: ['Daan', 'Candidate'] });
  const [profile] = await tenantDb(person.scope).select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, person.user.id)).limit(1);
  return { ...(await signedIn(t, person)), profileId: profile.id };
}

/** An administrator (`user.admin`) of the organisation, with a profile and no account. */
export async function createAdmin(t: TestApp, options: PersonOptions = {}) {
  const person = await insertPerson(t, 'admin', { ...options, admin: true, defaultName: ['Ada', 'Admin'] });
  return signedIn(t, person);
}

/** A CV saved through the API by `by` (an employee with the agreements permission); answers the agreement. */
export async function createAgreement(t: TestApp, by: Pick<Person, 'jwt' | 'host'>, data: CvData = validCv()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/organisation/agreements', headers: bearer(by.jwt, by.host), payload: { agreement: { data } } });
  if (res.statusCode !== 201) throw new Error(`saving a CV failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; data: CvData; updated_at: string } & Record<string, unknown>;
}

/** A CV that meets every §5 rule of a save. */
export function validCv(overrides: Partial<CvData> = {}): CvData {
  return {
    first_name: 'Sanne',
    last_name: 'Visser',
    title: 'Supply Chain Manager',
    email: 'sanne.visser@example.com',
    phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '612345678' }],
    location: { city: 'Rotterdam', country: 'Netherlands', country_code: 'NL', lat: 51.92, lng: 4.48 },
    details: '<p>Supply chain manager with ten years in port logistics.</p>',
    skills: ['Logistics', 'SAP', 'Lean', 'Team leadership', 'Forecasting', 'Negotiation'],
    experience: [
      { id: 'x1', title: 'Supply Chain Manager', company: { name: 'Port of Rotterdam' }, summary: '<p>Ran the inbound flow.</p>', start_year: 2019, currently_working: true },
    ],
    education: [{ id: 'd1', title: 'MSc Logistics', institution: { name: 'Erasmus University' }, graduation_year: 2014 }],
    custom_fields: { template_language_variant: 'en', client_selection: 'Generic' },
    preferences: { preferred_locations: [{ city: 'Delft', country: 'Netherlands', country_code: 'NL' }] },
    ...overrides,
  };
}
