/** Every rule of spec §6, as tables. */
import { describe, expect, it } from 'vitest';
import * as P from './permissions.js';
import type { AccountSummary, Employee } from './schemas/auth.js';
import type { OrganisationFeatures } from './schemas/organisation.js';

const noFlags: Omit<Employee, 'id'> = {
  can_manage_account: false,
  can_manage_employees: false,
  can_manage_job_posts: false,
  can_view_job_posts: false,
  can_manage_associations: false,
  can_manage_agreements: false,
  can_delete_agreements: false,
};
const allFlags: Omit<Employee, 'id'> = Object.fromEntries(Object.keys(noFlags).map((k) => [k, true])) as Omit<Employee, 'id'>;
const emp = (flags: Partial<Omit<Employee, 'id'>> = {}): Employee => ({ id: 1, ...noFlags, ...flags });

const agency = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  id: 1,
  uuid: 'a',
  name: 'Agency',
  company: { name: 'Agency Co' },
  marketplace: true,
  isClient: false,
  agreed: true,
  employee: null,
  ...over,
} as AccountSummary);

type Over = {
  admin?: boolean;
  review?: boolean;
  onboarding?: boolean;
  agreed?: boolean;
  state?: 'active' | 'reviewing' | 'parsing_cv';
  accounts?: AccountSummary[];
  employee?: Employee | null;
};
function viewer(o: Over = {}): P.Viewer {
  const accounts = o.accounts ?? [];
  const current = accounts.find((a) => !a.isClient) ?? accounts[0] ?? null;
  return {
    user: {
      id: 1,
      email: 'x@y.test',
      admin: !!o.admin,
      review_credentials: !!o.review,
      onboarding: !!o.onboarding,
      agreedWithTermsAndConditions: o.agreed ?? true,
      locale: null,
    },
    profile: { uuid: 'p', first_name: 'F', last_name: 'L', phones: [], avatar: null, state: o.state ?? 'active' },
    account: current ? (({ employee: _e, ...rest }) => rest)(current) : null,
    accounts,
    employee: o.employee === undefined ? (current?.employee ?? null) : o.employee,
  };
}

const ORG: OrganisationFeatures = {
  candidate_review_feature: true,
  display_external_provider_feature: true,
  has_associations: true,
  is_managed_by: null,
  agreements_feature: true,
  word_export_feature: true,
  language_switcher: false,
};

// The cast of users the tables below speak of.
const V = {
  anonymous: null,
  admin: viewer({ admin: true }),
  candidate: viewer(),
  recruiter: viewer({ accounts: [agency({ employee: emp(allFlags) })] }),
  viewOnlyRecruiter: viewer({ accounts: [agency({ employee: emp({ can_view_job_posts: true }) })] }),
  plainEmployee: viewer({ accounts: [agency({ employee: emp() })] }),
  nonMarketplaceEmployee: viewer({ accounts: [agency({ marketplace: false, employee: emp({ can_manage_agreements: true }) })] }),
  accountOnly: viewer({ accounts: [agency()] }),
  client: viewer({
    accounts: [agency(), agency({ id: 2, name: 'Client', company: { name: 'Client Co', logo_url: null }, isClient: true, employee: emp({ can_view_job_posts: true }) })],
  }),
  clientNoJobs: viewer({ accounts: [agency(), agency({ id: 2, isClient: true, employee: emp() })] }),
  clientOffMarketplace: viewer({ accounts: [agency({ marketplace: false }), agency({ id: 2, isClient: true, marketplace: false, employee: emp({ can_view_job_posts: true }) })] }),
  accountManager: viewer({ accounts: [agency({ employee: emp({ can_manage_account: true }) })] }),
} satisfies Record<string, P.Viewer | null>;
type Who = keyof typeof V;
const ctx = (who: Who, org: Partial<OrganisationFeatures> = {}): P.PermissionContext => ({ viewer: V[who], organisation: { ...ORG, ...org } });

describe('roles (§6)', () => {
  const table: [Who, Record<string, boolean>][] = [
    ['anonymous', { isAdmin: false, isAccount: false, isEmployee: false, isMarketplace: false, isClient: false, isNotACandidate: true, isMarketplaceClient: false, isMarketplaceEmployee: false }],
    ['admin', { isAdmin: true, isAccount: false, isEmployee: false, isMarketplace: false, isClient: false, isNotACandidate: true, isMarketplaceClient: false, isMarketplaceEmployee: false }],
    ['candidate', { isAdmin: false, isAccount: false, isEmployee: false, isMarketplace: false, isClient: false, isNotACandidate: true, isMarketplaceClient: false, isMarketplaceEmployee: false }],
    ['recruiter', { isAdmin: false, isAccount: true, isEmployee: true, isMarketplace: true, isClient: false, isNotACandidate: true, isMarketplaceClient: false, isMarketplaceEmployee: true }],
    ['accountOnly', { isAdmin: false, isAccount: true, isEmployee: false, isMarketplace: true, isClient: false, isNotACandidate: false, isMarketplaceClient: false, isMarketplaceEmployee: false }],
    ['client', { isAdmin: false, isAccount: true, isEmployee: false, isMarketplace: true, isClient: true, isNotACandidate: true, isMarketplaceClient: true, isMarketplaceEmployee: false }],
    ['nonMarketplaceEmployee', { isAdmin: false, isAccount: true, isEmployee: true, isMarketplace: false, isClient: false, isNotACandidate: true, isMarketplaceClient: false, isMarketplaceEmployee: false }],
  ];
  it.each(table)('%s', (who, expected) => {
    const v = V[who];
    const actual = {
      isAdmin: P.isAdmin(v),
      isAccount: P.isAccount(v),
      isEmployee: P.isEmployee(v),
      isMarketplace: P.isMarketplace(v),
      isClient: P.isClient(v),
      isNotACandidate: P.isNotACandidate(v),
      isMarketplaceClient: P.isMarketplaceClient(v),
      isMarketplaceEmployee: P.isMarketplaceEmployee(v),
    };
    expect(actual).toEqual(expected);
  });

  it('the profile can be seen without an agreement unless the user is an account who is neither client nor employee', () => {
    expect(P.canSeeProfileWithoutAgreement(V.accountOnly)).toBe(false);
    for (const who of ['candidate', 'recruiter', 'client', 'admin'] as const) expect(P.canSeeProfileWithoutAgreement(V[who])).toBe(true);
  });
});

describe('permissions (§6)', () => {
  const table: [Who, Record<string, boolean>][] = [
    ['recruiter', { manageAccount: true, manageEmployees: true, manageJobs: true, viewJobs: true, accessJobs: true, anyAccessJobs: true, anyManageMyTeam: true, manageAssociations: true, moreCandidates: false }],
    ['accountManager', { manageAccount: true, manageEmployees: true, manageJobs: false, viewJobs: false, accessJobs: false, anyAccessJobs: false, anyManageMyTeam: true, manageAssociations: false, moreCandidates: false }],
    ['viewOnlyRecruiter', { manageAccount: false, manageEmployees: false, manageJobs: false, viewJobs: true, accessJobs: true, anyAccessJobs: true, anyManageMyTeam: false, manageAssociations: false, moreCandidates: false }],
    ['plainEmployee', { manageAccount: false, manageEmployees: false, manageJobs: false, viewJobs: false, accessJobs: false, anyAccessJobs: false, anyManageMyTeam: false, manageAssociations: false, moreCandidates: false }],
    ['client', { manageAccount: false, manageEmployees: false, manageJobs: false, viewJobs: false, accessJobs: false, anyAccessJobs: true, anyManageMyTeam: false, manageAssociations: false, moreCandidates: true }],
    ['clientNoJobs', { manageAccount: false, manageEmployees: false, manageJobs: false, viewJobs: false, accessJobs: false, anyAccessJobs: false, anyManageMyTeam: false, manageAssociations: false, moreCandidates: true }],
    ['clientOffMarketplace', { manageAccount: false, manageEmployees: false, manageJobs: false, viewJobs: false, accessJobs: false, anyAccessJobs: true, anyManageMyTeam: false, manageAssociations: false, moreCandidates: false }],
    ['candidate', { manageAccount: false, manageEmployees: false, manageJobs: false, viewJobs: false, accessJobs: false, anyAccessJobs: false, anyManageMyTeam: false, manageAssociations: false, moreCandidates: false }],
  ];
  it.each(table)('%s', (who, expected) => {
    const v = V[who];
    expect({
      manageAccount: P.canManageAccount(v),
      manageEmployees: P.canManageEmployees(v),
      manageJobs: P.canManageJobs(v),
      viewJobs: P.canViewJobs(v),
      accessJobs: P.canAccessJobs(v),
      anyAccessJobs: P.canAnyAccessJobs(v),
      anyManageMyTeam: P.canAnyManageMyTeam(v),
      manageAssociations: P.canManageAssociations(v),
      moreCandidates: P.canAccessMoreCandidates(v),
    }).toEqual(expected);
  });

  it.each([
    ['anonymous', false],
    ['admin', false],
    ['candidate', false],
    ['recruiter', true],
    ['viewOnlyRecruiter', false],
    ['plainEmployee', false],
    ['nonMarketplaceEmployee', true],
    ['accountOnly', false],
    ['client', false],
    ['clientNoJobs', false],
    ['clientOffMarketplace', false],
    ['accountManager', false],
  ] as const)('sharing CVs with a client (issue 11): %s → %s; never without the agreements feature', (who, expected) => {
    expect(P.canShareCvs(ctx(who))).toBe(expected);
    expect(P.canShareCvs(ctx(who, { agreements_feature: false }))).toBe(false);
  });

  it('managing agreements needs the organisation feature and the employee permission; deleting also needs its flag', () => {
    expect(P.canManageAgreements(ctx('recruiter'))).toBe(true);
    expect(P.canManageAgreements(ctx('recruiter', { agreements_feature: false }))).toBe(false);
    expect(P.canManageAgreements(ctx('plainEmployee'))).toBe(false);
    expect(P.canDeleteAgreements(ctx('recruiter'))).toBe(true);
    const noDelete: P.PermissionContext = {
      viewer: viewer({ accounts: [agency({ employee: emp({ can_manage_agreements: true }) })] }),
      organisation: ORG,
    };
    expect(P.canDeleteAgreements(noDelete)).toBe(false);
    expect(P.canEditCvSettings(ctx('recruiter'))).toBe(true);
    expect(P.canEditCvSettings(ctx('client'))).toBe(false);
  });

  it.each<[Who, Partial<OrganisationFeatures>, boolean]>([
    ['recruiter', {}, true],
    ['nonMarketplaceEmployee', {}, true],
    ['recruiter', { agreements_feature: false }, false],
    ['plainEmployee', {}, false],
    ['viewOnlyRecruiter', {}, false],
    ['accountManager', {}, false],
    ['accountOnly', {}, false],
    ['client', {}, false],
    ['candidate', {}, false],
    ['admin', {}, false],
    ['anonymous', {}, false],
  ])('candidate lists are kept by whoever may manage CVs: %s %j → %s', (who, org, expected) => {
    expect(P.canManageLists(ctx(who, org))).toBe(expected);
    expect(P.canManageLists(ctx(who, org))).toBe(P.canManageAgreements(ctx(who, org)));
  });

  it('candidate access: a marketplace employee, or a user able to manage agreements', () => {
    expect(P.canAccessCandidates(ctx('plainEmployee'))).toBe(true); // marketplace employee
    expect(P.canAccessCandidates(ctx('nonMarketplaceEmployee'))).toBe(true); // manages agreements
    expect(P.canAccessCandidates(ctx('nonMarketplaceEmployee', { agreements_feature: false }))).toBe(false);
    expect(P.canAccessCandidates(ctx('client'))).toBe(false);
    expect(P.canAccessCandidates(ctx('candidate'))).toBe(false);
  });

  it('team accounts are sorted by company name then account name', () => {
    const v = viewer({
      accounts: [
        agency({ id: 3, name: 'Zeta', company: { name: 'Beta', logo_url: null }, employee: emp({ can_manage_employees: true }) }),
        agency({ id: 4, name: 'Alpha', company: { name: 'Beta', logo_url: null }, employee: emp({ can_manage_account: true }) }),
        agency({ id: 5, name: 'Any', company: { name: 'Alpha', logo_url: null }, employee: emp({ can_manage_employees: true }) }),
        agency({ id: 6, name: 'None', company: { name: 'Aaa', logo_url: null }, employee: emp() }),
      ],
    });
    expect(P.manageableTeamAccounts(v).map((a) => a.id)).toEqual([5, 4, 3]);
  });

  it('the Word export shows only for organisations with the feature', () => {
    expect(P.canExportWord(ctx('recruiter'))).toBe(true);
    expect(P.canExportWord(ctx('recruiter', { word_export_feature: false }))).toBe(false);
  });

  it('the language switcher shows for clients and some editions', () => {
    expect(P.showsLanguageSwitcher(ctx('client'))).toBe(true);
    expect(P.showsLanguageSwitcher(ctx('recruiter'))).toBe(false);
    expect(P.showsLanguageSwitcher(ctx('recruiter', { language_switcher: true }))).toBe(true);
  });

  it('notifications use the employee API for employees and the client API for others', () => {
    expect(P.notificationsApi(V.recruiter)).toBe('marketplace/notifications');
    expect(P.notificationsApi(V.client)).toBe('client/notifications');
  });

  it('the notification bell shows only in marketplace mode for employees and clients', () => {
    expect(P.showsNotificationBell(V.recruiter)).toBe(true);
    expect(P.showsNotificationBell(V.client)).toBe(true);
    expect(P.showsNotificationBell(V.nonMarketplaceEmployee)).toBe(false);
    expect(P.showsNotificationBell(V.candidate)).toBe(false);
    expect(P.showsNotificationBell(V.accountOnly)).toBe(false);
  });
});

describe('job posts and prospects (§6 job access, issue 13)', () => {
  const clientManager = viewer({
    accounts: [agency(), agency({ id: 2, isClient: true, employee: emp({ can_manage_job_posts: true }) }), agency({ id: 3, isClient: true, employee: emp({ can_view_job_posts: true }) })],
  });
  // An employee record on a current account that is a client company is no agency staff.
  const clientAccountCurrent = viewer({ accounts: [agency({ id: 2, isClient: true, employee: emp(allFlags) })] });
  const table: [string, P.Viewer | null, P.JobAccess, { read: boolean; manage: boolean; rate: boolean; clients: boolean }][] = [
    ['recruiter', V.recruiter, { kind: 'agency', manage: true }, { read: true, manage: true, rate: true, clients: true }],
    ['viewOnlyRecruiter', V.viewOnlyRecruiter, { kind: 'agency', manage: false }, { read: true, manage: false, rate: false, clients: true }],
    ['plainEmployee', V.plainEmployee, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['accountManager', V.accountManager, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['nonMarketplaceEmployee', V.nonMarketplaceEmployee, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['client (view rights)', V.client, { kind: 'client', companyIds: [2], rateCompanyIds: [] }, { read: true, manage: false, rate: false, clients: false }],
    ['client (manage at 2, view at 3)', clientManager, { kind: 'client', companyIds: [2, 3], rateCompanyIds: [2] }, { read: true, manage: false, rate: true, clients: false }],
    ['clientOffMarketplace', V.clientOffMarketplace, { kind: 'client', companyIds: [2], rateCompanyIds: [] }, { read: true, manage: false, rate: false, clients: false }],
    ['clientNoJobs', V.clientNoJobs, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['client company as current account', clientAccountCurrent, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['accountOnly', V.accountOnly, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['candidate', V.candidate, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['admin', V.admin, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
    ['anonymous', null, { kind: 'none' }, { read: false, manage: false, rate: false, clients: false }],
  ];
  it.each(table)('%s', (_, v, access, expected) => {
    const c: P.PermissionContext = { viewer: v, organisation: ORG };
    expect(P.jobAccess(v)).toEqual(access);
    expect({ read: P.canReadJobPosts(c), manage: P.canManageJobPosts(c), rate: P.canRateProspects(c), clients: P.canSeeJobClients(c) }).toEqual(expected);
    // Reading job posts through the API is what the Jobs screens need (canAnyAccessJobs), never more.
    if (P.canReadJobPosts(c)) expect(P.canAnyAccessJobs(v)).toBe(true);
  });
});

describe('projects, client documents, dashboard and reports (§6, issue 13)', () => {
  const twoCompanies = viewer({
    accounts: [agency(), agency({ id: 2, isClient: true, employee: emp({ can_view_job_posts: true }) }), agency({ id: 3, isClient: true, employee: emp() })],
  });
  type Row = { projects: boolean; manageProjects: boolean; documents: number[]; manageDocuments: boolean; dashboard: boolean; reports: boolean; guestRequests: boolean };
  const none: Row = { projects: false, manageProjects: false, documents: [], manageDocuments: false, dashboard: false, reports: false, guestRequests: false };
  const table: [string, P.Viewer | null, Row][] = [
    ['recruiter', V.recruiter, { projects: true, manageProjects: true, documents: [], manageDocuments: true, dashboard: true, reports: true, guestRequests: true }],
    ['viewOnlyRecruiter', V.viewOnlyRecruiter, { ...none, projects: true, dashboard: true, reports: true }],
    ['plainEmployee', V.plainEmployee, none],
    ['nonMarketplaceEmployee (manages CVs only)', V.nonMarketplaceEmployee, { ...none, guestRequests: true }],
    ['client (view rights)', V.client, { ...none, projects: true, documents: [2] }],
    // Links / Documents are every client company of a marketplace client, with or without job rights there.
    ['client of two companies', twoCompanies, { ...none, projects: true, documents: [2, 3] }],
    ['clientNoJobs', V.clientNoJobs, { ...none, documents: [2] }],
    ['accountOnly', V.accountOnly, none],
    ['candidate', V.candidate, none],
    ['admin', V.admin, none],
    ['anonymous', null, none],
  ];
  it.each(table)('%s', (_, v, expected) => {
    const c: P.PermissionContext = { viewer: v, organisation: ORG };
    expect({
      projects: P.canReadProjects(c),
      manageProjects: P.canManageProjects(c),
      documents: P.clientCompanyIds(v),
      manageDocuments: P.canManageClientDocuments(c),
      dashboard: P.canSeeDashboard(c),
      reports: P.canDownloadReports(c),
      guestRequests: P.canSeeGuestCandidateRequests(c),
    }).toEqual(expected);
    expect(P.canReadClientDocuments(c)).toBe(expected.documents.length > 0);
  });
});

describe('landing after sign-in (§2)', () => {
  it.each([
    ['recruiter', null, '/cv-styler/upload'],
    ['recruiter', '/account/jobs', '/cv-styler/upload'],
    ['client', '/profile', '/marketplace/jobs'],
    ['admin', null, '/panel'],
    ['admin', '/profile/skills', '/profile/skills'],
    ['candidate', null, '/profile'],
    ['candidate', '/', '/profile'],
    ['candidate', '/a/login', '/profile'],
    ['candidate', '/profile/preferences', '/profile/preferences'],
  ] as const)('%s with return URL %s lands on %s', (who, returnUrl, expected) => {
    expect(P.landingPath(ctx(who), returnUrl)).toBe(expected);
  });
});

describe('route guards (§6, §4)', () => {
  const special = {
    reviewer: viewer({ review: true }),
    onboarding: viewer({ onboarding: true }),
    notAgreed: viewer({ agreed: false }),
    reviewing: viewer({ state: 'reviewing' }),
    parsing: viewer({ state: 'parsing_cv' }),
    accountNotAgreed: viewer({ accounts: [agency({ agreed: false, employee: emp(allFlags) })] }),
  };
  const c = (v: P.Viewer | null, org: Partial<OrganisationFeatures> = {}): P.PermissionContext => ({ viewer: v, organisation: { ...ORG, ...org } });
  const go = (route: P.RouteKey, context: P.PermissionContext) => {
    const d = P.decideRoute(route, context);
    return d.allow ? 'allow' : d.redirect;
  };

  const table: [string, P.RouteKey, P.PermissionContext, string][] = [
    // Signed in, else the login page.
    ['anonymous on profile', 'profile', c(null), '/a/login'],
    ['anonymous on cv styler', 'cvStyler', c(null), '/a/login'],
    ['anonymous on the login area', 'auth.public', c(null), 'allow'],
    ['signed in on the login area goes to /', 'auth.public', ctx('candidate'), '/'],
    ['anonymous on a public page', 'public', c(null), 'allow'],
    // No pending credential review.
    ['credential review pending on profile', 'profile', c(special.reviewer), '/a/review-credentials'],
    ['credential review pending on panel', 'panel', c(special.reviewer), '/a/review-credentials'],
    ['review-credentials page while review pending', 'auth.reviewCredentials', c(special.reviewer), 'allow'],
    ['review-credentials page without review', 'auth.reviewCredentials', ctx('candidate'), '/'],
    // Onboarding forced.
    ['onboarding user on profile', 'profile', c(special.onboarding), '/onboarding'],
    ['onboarding user on onboarding', 'onboarding', c(special.onboarding), 'allow'],
    ['anonymous on onboarding', 'onboarding', c(null), '/a/login'],
    // Profile-state redirects (§4).
    ['candidate on profile', 'profile', ctx('candidate'), 'allow'],
    ['not agreed goes to the terms', 'profile', c(special.notAgreed), '/profile/terms-and-conditions'],
    ['not agreed may read the terms', 'profile.terms', c(special.notAgreed), 'allow'],
    ['account not agreed goes to the terms', 'profile', c(special.accountNotAgreed), '/profile/terms-and-conditions'],
    ['reviewing goes to profile/review', 'profile', c(special.reviewing), '/profile/review'],
    ['reviewing on profile/review', 'profile.review', c(special.reviewing), 'allow'],
    ['profile/review when not reviewing', 'profile.review', ctx('candidate'), '/profile'],
    ['parsing goes to profile/parsing-cv', 'profile', c(special.parsing), '/profile/parsing-cv'],
    ['parsing page while parsing', 'profile.parsingCv', c(special.parsing), 'allow'],
    ['parsing page when not parsing', 'profile.parsingCv', ctx('candidate'), '/profile'],
    // Admin.
    ['admin on panel', 'panel', ctx('admin'), 'allow'],
    ['recruiter on panel', 'panel', ctx('recruiter'), '/access-denied'],
    // canManageAgreements (else /account/candidates).
    ['recruiter on cv styler', 'cvStyler', ctx('recruiter'), 'allow'],
    ['recruiter on agreement', 'agreement', ctx('recruiter'), 'allow'],
    ['cv styler without the organisation feature', 'cvStyler', ctx('recruiter', { agreements_feature: false }), '/account/candidates'],
    ['plain employee on cv styler', 'cvStyler', ctx('plainEmployee'), '/account/candidates'],
    ['candidate on cv styler', 'cvStyler', ctx('candidate'), '/account/candidates'],
    ['lists without agreements', 'account.lists', ctx('plainEmployee'), '/account/candidates'],
    // Client share links (issue 11): whoever may manage CVs.
    ['recruiter on shared CVs', 'account.shares', ctx('recruiter'), 'allow'],
    ['shared CVs without the organisation feature', 'account.shares', ctx('recruiter', { agreements_feature: false }), '/account/candidates'],
    ['plain employee on shared CVs', 'account.shares', ctx('plainEmployee'), '/account/candidates'],
    ['client on shared CVs', 'account.shares', ctx('client'), '/account/candidates'],
    ['candidate on shared CVs', 'account.shares', ctx('candidate'), '/'],
    ['anonymous on shared CVs', 'account.shares', c(null), '/a/login'],
    // Candidate review guard.
    ['candidate review with the feature', 'candidateReview', c(null), 'allow'],
    ['candidate review without the feature', 'candidateReview', c(null, { candidate_review_feature: false }), '/a/login'],
    // Marketplace: account user and client.
    ['client on marketplace jobs', 'marketplace.jobs', ctx('client'), 'allow'],
    ['client on marketplace candidates', 'marketplace.candidates', ctx('client'), 'allow'],
    ['client on marketplace links', 'marketplace.links', ctx('client'), 'allow'],
    ['client off the marketplace on candidates', 'marketplace.candidates', ctx('clientOffMarketplace'), '/'],
    ['client without job rights on jobs', 'marketplace.jobs', ctx('clientNoJobs'), '/profile'],
    ['candidate on marketplace', 'marketplace.jobs', ctx('candidate'), '/'],
    ['recruiter (not a client) on marketplace', 'marketplace.jobs', ctx('recruiter'), '/'],
    // Account area.
    ['recruiter on account candidates', 'account.candidates', ctx('recruiter'), 'allow'],
    ['client on account candidates', 'account.candidates', ctx('client'), '/account/my-company/my-team'],
    ['view-only recruiter on account jobs', 'account.jobs', ctx('viewOnlyRecruiter'), 'allow'],
    ['plain employee on account jobs', 'account.jobs', ctx('plainEmployee'), '/profile'],
    ['recruiter creating or editing a job', 'account.jobs.manage', ctx('recruiter'), 'allow'],
    ['view-only recruiter creating or editing a job', 'account.jobs.manage', ctx('viewOnlyRecruiter'), '/account/jobs'],
    ['plain employee creating or editing a job', 'account.jobs.manage', ctx('plainEmployee'), '/profile'],
    ['plain employee on projects', 'account.projects', ctx('plainEmployee'), '/profile'],
    ['client on marketplace projects', 'marketplace.projects', ctx('client'), 'allow'],
    ['recruiter on the dashboard', 'account.dashboard', ctx('recruiter'), 'allow'],
    ['view-only recruiter on the dashboard', 'account.dashboard', ctx('viewOnlyRecruiter'), 'allow'],
    ['plain employee on the dashboard', 'account.dashboard', ctx('plainEmployee'), '/profile'],
    ['client on the dashboard', 'account.dashboard', ctx('client'), '/profile'],
    ['candidate on the dashboard', 'account.dashboard', ctx('candidate'), '/'],
    ['account not agreed on account area', 'account.candidates', c(special.accountNotAgreed), '/profile/terms-and-conditions'],
    ['candidate on account area', 'account.candidates', ctx('candidate'), '/'],
    ['recruiter on my company', 'account.myCompany', ctx('recruiter'), 'allow'],
    ['account user (non-employee) on my company', 'account.myCompany', ctx('accountOnly'), '/'],
    ['recruiter on my team', 'account.myTeam', ctx('recruiter'), 'allow'],
    ['plain employee on my team', 'account.myTeam', ctx('plainEmployee'), '/profile'],
    // Associations (groups) and external providers.
    ['recruiter on groups', 'account.groups', ctx('recruiter'), 'allow'],
    ['groups without has_associations', 'account.groups', ctx('recruiter', { has_associations: false }), '/profile'],
    ['groups when managed by another organisation', 'account.groups', ctx('recruiter', { is_managed_by: 'parent' }), '/profile'],
    ['groups without the permission', 'account.groups', ctx('plainEmployee'), '/account'],
    ['external profiles with the feature', 'account.externalProfiles', ctx('recruiter'), 'allow'],
    ['external profiles without the feature', 'account.externalProfiles', ctx('recruiter', { display_external_provider_feature: false }), '/account'],
    // The organisation's templates: its admins (can_manage_account) only.
    ['recruiter on templates', 'account.templates', ctx('recruiter'), 'allow'],
    ['account manager on templates', 'account.templates', c(viewer({ accounts: [agency({ employee: emp({ can_manage_account: true }) })] })), 'allow'],
    ['employee manager (no account right) on templates', 'account.templates', c(viewer({ accounts: [agency({ employee: emp({ can_manage_employees: true, can_manage_agreements: true }) })] })), '/account/my-company'],
    ['plain employee on templates', 'account.templates', ctx('plainEmployee'), '/account/my-company'],
    ['account user (non-employee) on templates', 'account.templates', ctx('accountOnly'), '/'],
    ['candidate on templates', 'account.templates', ctx('candidate'), '/'],
  ];
  it.each(table)('%s → %s', (_name, route, context, expected) => {
    expect(go(route, context)).toBe(expected);
  });

  it('every route key has guards listed', () => {
    for (const key of P.ROUTE_KEYS) expect(Array.isArray(P.ROUTE_GUARDS[key])).toBe(true);
  });
});

describe('menus (§2)', () => {
  const keys = (links: { key: string }[]) => links.map((l) => l.key);
  it.each([
    [
      'recruiter',
      ['myCompany', 'cvStyler', 'shares', 'candidates', 'dashboard', 'jobs', 'projects'],
      ['/account/my-company', '/cv-styler/upload', '/account/shares', '/account/candidates', '/account/dashboard', '/account/jobs', '/account/projects'],
    ],
    ['client', ['candidates', 'jobs', 'projects', 'links'], ['/marketplace/candidates', '/marketplace/jobs', '/marketplace/projects', '/marketplace/links']],
    ['candidate', [], []],
    ['admin', [], []],
    [
      'viewOnlyRecruiter',
      ['myCompany', 'candidates', 'dashboard', 'jobs', 'projects'],
      ['/account/my-company', '/account/candidates', '/account/dashboard', '/account/jobs', '/account/projects'],
    ],
  ] as const)('sidenav of %s', (who, expectedKeys, expectedPaths) => {
    const links = P.navLinks(ctx(who));
    expect(keys(links)).toEqual(expectedKeys);
    expect(links.map((l) => l.to)).toEqual(expectedPaths);
  });

  it.each([
    ['recruiter', ['myProfile', 'myCompany', 'changePassword', 'terms', 'accountCandidates', 'accountJobs', 'logout']],
    ['client', ['myProfile', 'changePassword', 'terms', 'logout']],
    ['admin', ['myProfile', 'changePassword', 'terms', 'panel', 'logout']],
    ['candidate', ['myProfile', 'changePassword', 'terms', 'logout']],
  ] as const)('dropdown of %s', (who, expected) => {
    expect(keys(P.dropdownLinks(ctx(who)))).toEqual(expected);
  });

  it('the terms entry shows only once agreed, and logout goes to /a/login', () => {
    const links = P.dropdownLinks({ viewer: viewer({ agreed: false }), organisation: ORG });
    expect(keys(links)).not.toContain('terms');
    expect(links.at(-1)).toEqual({ key: 'logout', to: '/a/login', action: 'logout' });
  });

  it('the module root is /marketplace for marketplace clients and /account for everyone else', () => {
    expect(P.moduleRoot(V.client)).toBe('/marketplace');
    expect(P.moduleRoot(V.recruiter)).toBe('/account');
    expect(P.moduleRoot(V.candidate)).toBe('/account');
  });
});
