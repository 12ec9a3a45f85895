/** Test factories: rows and payloads built for one test, never shared between tests. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CvData } from '../../shared/schemas/cv.js';
import { accounts, accountUsers, employees, organisations, profiles, users } from '../db/schema.js';
import { DEMO_PASSWORD } from '../db/seed.js';
import { hashPassword } from '../lib/passwords.js';
import type { TestApp } from './helper.js';

type Permissions = Partial<Omit<typeof employees.$inferInsert, 'id' | 'organisationId' | 'accountId' | 'userId'>>;

/**
 * An employee of the organisation's agency account (the first non-client account) with the given
 * permissions; answers its ids, email and a session token.
 */
export async function createEmployee(t: TestApp, options: { subdomain?: string; permissions?: Permissions; firstName?: string; lastName?: string } = {}) {
  const subdomain = options.subdomain ?? 'demo';
  const { db } = t.database;
  const [organisation] = await db.select().from(organisations).where(eq(organisations.subdomain, subdomain)).limit(1);
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.organisationId, organisation.id), eq(accounts.isClient, false)))
    .orderBy(accounts.id)
    .limit(1);
  const email = `employee-${randomBytes(4).toString('hex')}@${subdomain}.test`;
  const [user] = await db
    .insert(users)
    .values({ organisationId: organisation.id, email, passwordHash: await hashPassword(DEMO_PASSWORD), agreedTermsAt: new Date() })
    .returning();
  await db.insert(profiles).values({ organisationId: organisation.id, userId: user.id, firstName: options.firstName ?? 'Erik', lastName: options.lastName ?? 'Employee' });
  await db.insert(accountUsers).values({ organisationId: organisation.id, accountId: account.id, userId: user.id, agreed: true, current: true });
  const [employee] = await db
    .insert(employees)
    .values({ organisationId: organisation.id, accountId: account.id, userId: user.id, ...options.permissions })
    .returning();
  const jwt = await t.signIn(email, { host: `${subdomain}.localhost:3000` });
  return { userId: user.id, employeeId: employee.id, accountId: account.id, email, jwt };
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
