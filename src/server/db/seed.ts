/**
 * Demo data: two organisations (so isolation can be seen) and one user of every kind. Seeded on the
 * first start outside production and by `npm run db:seed`; production never seeds users.
 */
import { eq } from 'drizzle-orm';
import type { Theme } from '../../shared/schemas/organisation.js';
import { hashPassword } from '../lib/passwords.js';
import type { Executor } from './client.js';
import { accounts, accountUsers, campaigns, employees, organisations, profiles, users } from './schema.js';

export const DEMO_PASSWORD = 'Talentfolio-demo-2026';

export const DEMO_USERS = [
  { email: 'admin@demo.test', organisation: 'demo', role: 'admin, lands on /panel' },
  { email: 'recruiter@demo.test', organisation: 'demo', role: 'agency employee, every permission' },
  { email: 'client@demo.test', organisation: 'demo', role: 'marketplace client (client company user)' },
  { email: 'candidate@demo.test', organisation: 'demo', role: 'candidate with a profile' },
  { email: 'recruiter@acme.test', organisation: 'acme', role: 'acme agency employee (acme.localhost only)' },
] as const;

const ALL_PERMISSIONS = {
  canManageAccount: true,
  canManageEmployees: true,
  canManageJobPosts: true,
  canViewJobPosts: true,
  canManageAssociations: true,
  canManageAgreements: true,
  canDeleteAgreements: true,
};

const DEMO_THEME: Theme = {
  primary: '#1f5fa8',
  primary_contrast: '#ffffff',
  accent: '#f28c28',
  navbar: '#ffffff',
  navbar_text: '#1d2733',
  sidenav: '#12263f',
  sidenav_text: '#e8eef6',
};
const ACME_THEME: Theme = {
  primary: '#0f7b6c',
  primary_contrast: '#ffffff',
  accent: '#e0b200',
  navbar: '#ffffff',
  navbar_text: '#18302c',
  sidenav: '#0d2b27',
  sidenav_text: '#e6f2ef',
};

/** Seeds the demo data unless the demo organisation exists. Answers whether it seeded. */
export async function seedDemo(db: Executor): Promise<boolean> {
  const [existing] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, 'demo')).limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await (db as { transaction: <T>(fn: (tx: Executor) => Promise<T>) => Promise<T> }).transaction(async (tx) => {
    const [demo] = await tx
      .insert(organisations)
      .values({
        subdomain: 'demo',
        name: 'Talentfolio Demo Agency',
        edition: 'europe',
        logoUrl: '/brand/demo-logo.svg',
        theme: DEMO_THEME,
        companyName: 'Brightpath Recruitment',
        companyLogoUrl: '/brand/demo-company-logo.svg',
        defaultCountryCode: 'NL',
        defaultCurrency: 'EUR',
        candidateReviewFeature: true,
        displayExternalProviderFeature: true,
        hasAssociations: true,
        agreementsFeature: true,
        wordExportFeature: true,
        customFields: { template_language_variant: 'en', client_selection: 'Generic' },
      })
      .returning();
    const [acme] = await tx
      .insert(organisations)
      .values({
        subdomain: 'acme',
        name: 'Acme Talent',
        edition: 'anz',
        logoUrl: '/brand/acme-logo.svg',
        theme: ACME_THEME,
        companyName: 'Acme Talent Pty Ltd',
        companyLogoUrl: '/brand/acme-logo.svg',
        defaultCountryCode: 'AU',
        defaultCurrency: 'AUD',
        candidateReviewFeature: false,
        agreementsFeature: true,
        wordExportFeature: false,
      })
      .returning();

    const user = async (organisationId: number, email: string, firstName: string, lastName: string, extra: Partial<typeof users.$inferInsert> = {}) => {
      const [row] = await tx
        .insert(users)
        .values({ organisationId, email, passwordHash, agreedTermsAt: new Date(), ...extra })
        .returning();
      await tx.insert(profiles).values({ organisationId, userId: row.id, firstName, lastName });
      return row;
    };

    // Demo organisation: the agency account on the marketplace and a client company.
    const [agency] = await tx
      .insert(accounts)
      .values({ organisationId: demo.id, name: 'Brightpath Amsterdam', companyName: 'Brightpath Recruitment', companyLogoUrl: '/brand/demo-company-logo.svg', industry: 'Staffing and Recruiting', marketplace: true })
      .returning();
    const [clientCompany] = await tx
      .insert(accounts)
      .values({ organisationId: demo.id, name: 'Northwind Logistics', companyName: 'Northwind Logistics B.V.', companyLogoUrl: '/brand/northwind-logo.svg', industry: 'Logistics', isClient: true, marketplace: true })
      .returning();

    await user(demo.id, 'admin@demo.test', 'Ada', 'Admin', { admin: true });

    const recruiter = await user(demo.id, 'recruiter@demo.test', 'Rosa', 'de Vries');
    await tx.insert(accountUsers).values({ organisationId: demo.id, accountId: agency.id, userId: recruiter.id, agreed: true, current: true });
    await tx.insert(employees).values({ organisationId: demo.id, accountId: agency.id, userId: recruiter.id, ...ALL_PERMISSIONS });

    const client = await user(demo.id, 'client@demo.test', 'Claire', 'Janssen');
    await tx.insert(accountUsers).values([
      { organisationId: demo.id, accountId: agency.id, userId: client.id, agreed: true, current: true },
      { organisationId: demo.id, accountId: clientCompany.id, userId: client.id, agreed: true },
    ]);
    await tx.insert(employees).values({ organisationId: demo.id, accountId: clientCompany.id, userId: client.id, canViewJobPosts: true, canManageJobPosts: true });

    const [candidate] = await tx
      .insert(users)
      .values({ organisationId: demo.id, email: 'candidate@demo.test', passwordHash, agreedTermsAt: new Date() })
      .returning();
    await tx.insert(profiles).values({
      organisationId: demo.id,
      userId: candidate.id,
      firstName: 'Daan',
      lastName: 'Bakker',
      phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '612345678' }],
      location: { city: 'Utrecht', administrative: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.0907, lng: 5.1214 },
      skills: ['Warehouse management', 'SAP', 'Forklift', 'Team leadership'],
      experienceCount: 2,
      educationCount: 1,
    });

    await tx.insert(campaigns).values({ organisationId: demo.id, token: 'SPRING2026', name: 'Spring 2026 candidate drive' });

    // Acme: a separate agency, same kind of user, invisible from demo.
    const [acmeAgency] = await tx
      .insert(accounts)
      .values({ organisationId: acme.id, name: 'Acme Sydney', companyName: 'Acme Talent Pty Ltd', companyLogoUrl: '/brand/acme-logo.svg', marketplace: true })
      .returning();
    const acmeRecruiter = await user(acme.id, 'recruiter@acme.test', 'Liam', 'Nguyen');
    await tx.insert(accountUsers).values({ organisationId: acme.id, accountId: acmeAgency.id, userId: acmeRecruiter.id, agreed: true, current: true });
    await tx.insert(employees).values({ organisationId: acme.id, accountId: acmeAgency.id, userId: acmeRecruiter.id, ...ALL_PERMISSIONS });
  });
  return true;
}
