/**
 * Demo data: two organisations (so isolation can be seen) and one user of every kind. Seeded on the
 * first start outside production and by `npm run db:seed`; production never seeds users. The demo
 * CVs are indexed for the candidate search once seeded.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { cvDataSchema } from '../../shared/schemas/cv.js';
import type { Theme } from '../../shared/schemas/organisation.js';
import { hashPassword } from '../lib/passwords.js';
import { randomToken, tokenDigest } from '../lib/tokens.js';
import { sanitizeCv } from '../lib/sanitize-cv.js';
import { indexMissingEverywhere } from '../modules/search/service.js';
import type { Executor } from './client.js';
import { accounts, accountUsers, agreements, campaigns, clientDocuments, employees, jobPosts, organisations, profiles, projectJobPosts, projects, prospectEvents, prospects, shareLinkAgreements, shareLinkFeedback, shareLinks, teamMembers, teams, teamTemplates, templates, users } from './schema.js';

export const DEMO_PASSWORD = 'Talentfolio-demo-2026';

export const DEMO_USERS = [
  { email: 'admin@demo.test', organisation: 'demo', role: 'admin, lands on /panel' },
  { email: 'recruiter@demo.test', organisation: 'demo', role: 'agency employee, every permission' },
  { email: 'client@demo.test', organisation: 'demo', role: 'marketplace client (client company user)' },
  { email: 'candidate@demo.test', organisation: 'demo', role: 'candidate with a profile' },
  { email: 'recruiter@acme.test', organisation: 'acme', role: 'acme agency employee (acme.localhost only)' },
] as const;

/** Every §6 permission flag of an employee (the seeded recruiters have them all; the test factories too). */
export const ALL_PERMISSIONS = {
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
  if (existing) {
    // A database seeded before the CV styler existed gets its templates and teams now.
    await inTransaction(db, (tx) => seedCvStyler(tx));
    // And one from before job posts gets the demo jobs.
    await inTransaction(db, (tx) => seedJobPosts(tx));
    // And one from before projects gets the demo projects, links and guest request.
    await inTransaction(db, (tx) => seedProjectsAndLinks(tx));
    // And one from before the candidate search gets its CVs indexed.
    await indexMissingEverywhere(db);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await inTransaction(db, async (tx) => {
    const [demo] = await tx
      .insert(organisations)
      .values({
        subdomain: 'demo',
        name: 'Brightpath Recruitment',
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

    await seedCvStyler(tx);
    await seedJobPosts(tx);
    await seedProjectsAndLinks(tx);
  });
  await indexMissingEverywhere(db);
  return true;
}

const inTransaction = <T>(db: Executor, work: (tx: Executor) => Promise<T>) =>
  (db as { transaction: (fn: (tx: Executor) => Promise<T>) => Promise<T> }).transaction(work);

/** The CV template designs of src/cv every organisation gets. */
export const DEMO_TEMPLATES = [
  { key: 'classic', name: 'Classic with sidebar' },
  { key: 'modern', name: 'Modern single column' },
  { key: 'executive', name: 'Executive compact' },
] as const;

/** The team per organisation that holds the recruiter and every template. */
const DEMO_TEAMS = [
  { subdomain: 'demo', team: 'Amsterdam recruiters', recruiter: 'recruiter@demo.test', cvs: true },
  { subdomain: 'acme', team: 'Sydney recruiters', recruiter: 'recruiter@acme.test', cvs: false },
] as const;

/**
 * Templates, teams and template assignments of the demo organisations, and the demo CVs of the demo
 * agency (consultant: its recruiter; templates taken in turn); skipped where templates exist.
 */
async function seedCvStyler(tx: Executor): Promise<void> {
  for (const { subdomain, team, recruiter, cvs } of DEMO_TEAMS) {
    const [organisation] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, subdomain)).limit(1);
    if (!organisation) continue;
    const [already] = await tx.select({ id: templates.id }).from(templates).where(eq(templates.organisationId, organisation.id)).limit(1);
    if (already) continue;
    const rows = await tx
      .insert(templates)
      .values(DEMO_TEMPLATES.map((t) => ({ organisationId: organisation.id, key: t.key, name: t.name, token: randomBytes(12).toString('hex') })))
      .returning({ id: templates.id });
    const [employee] = await tx
      .select({ id: employees.id, accountId: employees.accountId, userId: employees.userId })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(and(eq(employees.organisationId, organisation.id), eq(users.email, recruiter)))
      .limit(1);
    if (!employee) continue;
    const [teamRow] = await tx.insert(teams).values({ organisationId: organisation.id, accountId: employee.accountId, name: team }).returning({ id: teams.id });
    await tx.insert(teamMembers).values({ organisationId: organisation.id, teamId: teamRow.id, employeeId: employee.id });
    await tx.insert(teamTemplates).values(rows.map((r) => ({ organisationId: organisation.id, teamId: teamRow.id, templateId: r.id })));
    if (!cvs) continue;
    // One hour apart, the first demo CV the most recently updated (first in the list of recent CVs).
    const start = Date.now() - (DEMO_CVS.length + 1) * 3600_000;
    await tx.insert(agreements).values(
      DEMO_CVS.map((cv, i) => ({
        organisationId: organisation.id,
        accountId: employee.accountId,
        createdById: employee.userId,
        consultantId: employee.userId,
        data: cvDataSchema.parse(sanitizeCv(cv)),
        templateId: rows[i % rows.length].id,
        fresh: false,
        // Most demo CVs are on the marketplace, so the demo client finds candidates; the last stays the agency's own.
        marketplaceAt: i < DEMO_CVS.length - 1 ? new Date(start) : null,
        createdAt: new Date(start + (DEMO_CVS.length - i) * 3600_000),
        updatedAt: new Date(start + (DEMO_CVS.length - i) * 3600_000),
      })),
    );
  }
}

type ProspectStage = typeof prospects.$inferInsert.status;

/**
 * The demo jobs (issue 13): job posts in every state for the demo agency's client companies, with
 * prospects at every stage (demo CVs in turn) and the timeline that brought each there, by the
 * demo recruiter. `client` is the index of the client company (by id; the last one when there are
 * fewer: the demo has one, Northwind Logistics). Skipped where the demo organisation has job posts or lacks CVs.
 */
const DEMO_JOBS: {
  title: string;
  reference: string;
  status: 'draft' | 'open' | 'closed' | 'archived';
  client: number;
  description: string;
  compensation: { type: 'permanent' | 'contract' | 'hourly' | 'daily'; min: number; max: number };
  skills: string[];
  city: [string, number, number];
  prospects: { stage: NonNullable<ProspectStage>; anonymous?: boolean; rating?: number; reason?: string; availability?: string }[];
}[] = [
  {
    title: 'Warehouse Operations Manager',
    reference: 'NW-101',
    status: 'open',
    client: 0,
    description: '<p>Lead the inbound and outbound teams of our Rotterdam distribution centre.</p><ul><li>40 people in three shifts</li><li>SAP EWM roll-out in 2026</li></ul>',
    compensation: { type: 'permanent', min: 65000, max: 80000 },
    skills: ['Warehouse management', 'SAP', 'Lean', 'Team leadership'],
    city: ['Rotterdam', 51.9225, 4.4792],
    prospects: [
      { stage: 'new' },
      { stage: 'presented', rating: 4 },
      { stage: 'interviewing', availability: 'Tuesdays and Thursdays after 14:00' },
      { stage: 'rejected', reason: 'Looking for a role closer to Utrecht.' },
    ],
  },
  {
    title: 'Supply Chain Planner',
    reference: 'NW-102',
    status: 'open',
    client: 0,
    description: '<p>Plan the weekly flows between our three Dutch sites and the port.</p>',
    compensation: { type: 'permanent', min: 48000, max: 58000 },
    skills: ['Forecasting', 'Excel', 'S&OP'],
    city: ['Utrecht', 52.0907, 5.1214],
    prospects: [{ stage: 'prospected' }, { stage: 'presented', anonymous: true }, { stage: 'new' }],
  },
  {
    title: 'Fleet Manager',
    reference: 'NW-201',
    status: 'closed',
    client: 1,
    description: '<p>Run a fleet of 60 trucks across the Benelux.</p>',
    compensation: { type: 'permanent', min: 60000, max: 70000 },
    skills: ['Fleet management', 'Transport planning'],
    city: ['Lelystad', 52.5185, 5.4714],
    prospects: [{ stage: 'hired', rating: 5 }, { stage: 'rejected', reason: 'Chose another candidate after the second interview.' }],
  },
  {
    title: 'Inventory Control Lead',
    reference: 'NW-202',
    status: 'draft',
    client: 1,
    description: '<p>Own stock accuracy across two warehouses: cycle counts, root causes, fixes.</p>',
    compensation: { type: 'contract', min: 75, max: 95 },
    skills: ['Inventory control', 'SAP', 'Root cause analysis'],
    city: ['Lelystad', 52.5185, 5.4714],
    prospects: [{ stage: 'new' }],
  },
  {
    title: 'Customs Specialist',
    reference: 'NW-090',
    status: 'archived',
    client: 0,
    description: '<p>Handle customs declarations for our import flows.</p>',
    compensation: { type: 'hourly', min: 35, max: 45 },
    skills: ['Customs', 'Incoterms'],
    city: ['Rotterdam', 51.9225, 4.4792],
    prospects: [{ stage: 'hired' }],
  },
];

/** The statuses a prospect passes through to reach `stage` (the demo's timeline). */
const PATHS: Record<NonNullable<ProspectStage>, NonNullable<ProspectStage>[]> = {
  new: [],
  prospected: ['prospected'],
  presented: ['presented'],
  interviewing: ['presented', 'interviewing'],
  hired: ['presented', 'interviewing', 'hired'],
  rejected: ['presented', 'rejected'],
};
const ACTION_TO: Record<string, string> = { prospected: 'force_status', presented: 'present', interviewing: 'interview', hired: 'hire', rejected: 'reject' };

async function seedJobPosts(tx: Executor): Promise<void> {
  const [demo] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, 'demo')).limit(1);
  if (!demo) return;
  const [already] = await tx.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.organisationId, demo.id)).limit(1);
  if (already) return;
  const staff = await tx
    .select({ id: employees.id, userId: employees.userId, email: users.email, isClient: accounts.isClient, accountId: employees.accountId })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(eq(employees.organisationId, demo.id));
  const recruiter = staff.find((e) => e.email === 'recruiter@demo.test' && !e.isClient);
  const clients = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.organisationId, demo.id), eq(accounts.isClient, true))).orderBy(accounts.id);
  const cvs = await tx.select({ id: agreements.id }).from(agreements).where(and(eq(agreements.organisationId, demo.id), eq(agreements.fresh, false))).orderBy(agreements.id);
  if (!recruiter || !clients.length || !cvs.length) return;
  let nextCv = 0;
  const start = Date.now() - 30 * 86_400_000;
  for (const [j, job] of DEMO_JOBS.entries()) {
    const client = clients[Math.min(job.client, clients.length - 1)];
    const manager = staff.find((e) => e.accountId === client.id);
    const created = new Date(start + j * 86_400_000);
    const [row] = await tx
      .insert(jobPosts)
      .values({
        organisationId: demo.id,
        title: job.title,
        reference: job.reference,
        status: job.status,
        clientAccountId: client.id,
        clientManagerId: manager?.id ?? null,
        recruiterId: recruiter.id,
        description: job.description,
        location: { city: job.city[0], country: 'Netherlands', country_code: 'NL', lat: job.city[1], lng: job.city[2] },
        compensation: { ...job.compensation, currency: 'EUR' },
        skills: job.skills.map((name, i) => ({ name, mod: i < 2 ? 0 : 1 })),
        createdById: recruiter.userId,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: jobPosts.id });
    for (const [k, p] of job.prospects.entries()) {
      const agreementId = cvs[nextCv++ % cvs.length].id;
      const path = PATHS[p.stage];
      const at = (step: number) => new Date(created.getTime() + (k + 1) * 3_600_000 + step * 86_400_000);
      const [prospect] = await tx
        .insert(prospects)
        .values({
          organisationId: demo.id,
          jobPostId: row.id,
          agreementId,
          status: p.stage,
          statusBeforeRejection: p.stage === 'rejected' ? path[path.length - 2] : null,
          presentedAt: path.includes('presented') ? at(1) : null,
          anonymous: p.anonymous ?? false,
          rating: p.rating ?? null,
          rejectedReason: p.reason ?? null,
          interviewAvailability: p.availability ?? null,
          createdAt: at(0),
          updatedAt: at(path.length),
        })
        .returning({ id: prospects.id });
      const events: (typeof prospectEvents.$inferInsert)[] = [
        { organisationId: demo.id, prospectId: prospect.id, userId: recruiter.userId, action: 'attach', fromStatus: null, toStatus: 'new', at: at(0) },
      ];
      let from: NonNullable<ProspectStage> = 'new';
      for (const [step, to] of path.entries()) {
        const details: Record<string, string | null> = to === 'rejected' ? { reason: p.reason ?? null } : to === 'interviewing' ? { availability: p.availability ?? null } : {};
        events.push({ organisationId: demo.id, prospectId: prospect.id, userId: recruiter.userId, action: ACTION_TO[to], fromStatus: from, toStatus: to, details, at: at(step + 1) });
        from = to;
      }
      if (p.anonymous) events.push({ organisationId: demo.id, prospectId: prospect.id, userId: recruiter.userId, action: 'anonymous', fromStatus: from, toStatus: from, details: { anonymous: true }, at: at(path.length) });
      if (p.rating) events.push({ organisationId: demo.id, prospectId: prospect.id, userId: recruiter.userId, action: 'rating', fromStatus: from, toStatus: from, details: { rating: p.rating }, at: at(path.length) });
      await tx.insert(prospectEvents).values(events);
    }
  }
}

/**
 * The demo projects, links and guest request (issue 13): two projects of the demo client company
 * (Northwind Logistics) grouping its demo jobs by reference — one open, one closed — and what the
 * agency shared with it: an anonymous shortlist share link for the warehouse job, on the client's
 * Links / Documents page. A second share link went to a guest without an account, who said they are
 * interested in one CV (the guest candidate request). The same rows every time (by the jobs'
 * references and the CVs' order); moments are relative to the seeding. Skipped where the demo
 * organisation has projects, or lacks the demo jobs.
 */
export const DEMO_PROJECTS = [
  { name: 'Rotterdam distribution centre 2026', description: 'Staffing the new distribution centre: operations, planning and stock control.', references: ['NW-101', 'NW-102'], closed: false },
  { name: 'Customs desk', description: 'The customs specialist for the import flows.', references: ['NW-090'], closed: true },
] as const;

async function seedProjectsAndLinks(tx: Executor): Promise<void> {
  const [demo] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, 'demo')).limit(1);
  if (!demo) return;
  const [already] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, demo.id)).limit(1);
  if (already) return;
  const jobs = await tx
    .select({ id: jobPosts.id, reference: jobPosts.reference, clientAccountId: jobPosts.clientAccountId, createdAt: jobPosts.createdAt })
    .from(jobPosts)
    .where(eq(jobPosts.organisationId, demo.id));
  const byRef = new Map(jobs.map((j) => [j.reference, j]));
  const first = byRef.get('NW-101');
  const [recruiter] = await tx.select({ id: users.id }).from(users).where(and(eq(users.organisationId, demo.id), eq(users.email, 'recruiter@demo.test'))).limit(1);
  const [employee] = recruiter ? await tx.select({ id: employees.id }).from(employees).where(eq(employees.userId, recruiter.id)).limit(1) : [];
  if (!first || !recruiter) return;
  const client = first.clientAccountId;
  const day = 86_400_000;
  let projectOfWarehouse: number | null = null;
  for (const p of DEMO_PROJECTS) {
    const members = p.references.map((r) => byRef.get(r)).filter((j): j is NonNullable<typeof j> => !!j && j.clientAccountId === client);
    const created = new Date(Math.min(...members.map((j) => j.createdAt.getTime()), Date.now()) - day);
    const [row] = await tx
      .insert(projects)
      .values({
        organisationId: demo.id,
        name: p.name,
        description: p.description,
        clientAccountId: client,
        status: p.closed ? 'closed' : 'open',
        closedAt: p.closed ? new Date(Date.now() - 2 * day) : null,
        closedById: p.closed ? recruiter.id : null,
        createdById: recruiter.id,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: projects.id });
    if (members.length) await tx.insert(projectJobPosts).values(members.map((j, position) => ({ organisationId: demo.id, projectId: row.id, jobPostId: j.id, position })));
    projectOfWarehouse ??= row.id;
  }

  // The share links: random tokens (a credential), whose digests alone are stored (decision 018).
  const cvs = await tx.select({ id: agreements.id }).from(agreements).where(and(eq(agreements.organisationId, demo.id), eq(agreements.fresh, false))).orderBy(agreements.id).limit(3);
  if (cvs.length < 2) return;
  const link = async (values: { anonymous: boolean; note: string; recipientName: string; recipientEmail: string }, ids: number[]) => {
    const token = randomToken();
    const [row] = await tx
      .insert(shareLinks)
      .values({ organisationId: demo.id, tokenDigest: tokenDigest(token), ...values, expiresAt: new Date(Date.now() + 365 * day), createdById: recruiter.id, employeeId: employee?.id ?? null, createdAt: new Date(Date.now() - 3 * day) })
      .returning({ id: shareLinks.id });
    await tx.insert(shareLinkAgreements).values(ids.map((agreementId, position) => ({ organisationId: demo.id, shareLinkId: row.id, agreementId, position })));
    return { id: row.id, token };
  };
  const shortlist = await link(
    { anonymous: true, note: 'The shortlist for the warehouse operations manager.', recipientName: 'Claire Janssen', recipientEmail: 'client@demo.test' },
    cvs.slice(0, 2).map((c) => c.id),
  );
  await tx.insert(clientDocuments).values({
    organisationId: demo.id,
    clientAccountId: client,
    kind: 'link',
    title: 'Shortlist: Warehouse Operations Manager',
    // On the agency's own host: the client opens it where they are signed in.
    url: `/s/${shortlist.token}`,
    jobPostId: first.id,
    projectId: projectOfWarehouse,
    createdById: recruiter.id,
    createdAt: new Date(Date.now() - 3 * day),
  });
  const guest = await link(
    { anonymous: true, note: 'Two planners you may like.', recipientName: 'Joris Smit', recipientEmail: 'joris.smit@harbourfreight.example' },
    cvs.slice(1, 3).map((c) => c.id),
  );
  await tx.insert(shareLinkFeedback).values({
    organisationId: demo.id,
    shareLinkId: guest.id,
    agreementId: cvs[1].id,
    verdict: 'interested',
    comment: 'Could this candidate start in March?',
    createdAt: new Date(Date.now() - day),
    updatedAt: new Date(Date.now() - day),
  });
}
