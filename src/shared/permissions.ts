/**
 * Roles, permissions and guard decisions of spec §6 as pure functions. The server's route guards,
 * the web's route guards and the web's menus all call these; nothing else decides who may do what.
 */
import type { AuthData, Employee } from './schemas/auth.js';
import type { OrganisationFeatures } from './schemas/organisation.js';

/** What the rules read of a signed-in user: the `GET auth` answer without its session. */
export type Viewer = Pick<AuthData, 'user' | 'profile' | 'account' | 'accounts' | 'employee'>;

export type PermissionContext = {
  viewer: Viewer | null;
  organisation: OrganisationFeatures;
};

const flag = (employee: Employee | null | undefined, name: keyof Omit<Employee, 'id'>) => !!employee?.[name];

// ── Roles ────────────────────────────────────────────────────────────────────────────────────────

export const isSignedIn = (v: Viewer | null): v is Viewer => v !== null;
export const isAdmin = (v: Viewer | null) => !!v?.user.admin;
/** Account: an account is present. */
export const isAccount = (v: Viewer | null) => !!v?.account;
/** Employee: an employee record is present (for the current account). */
export const isEmployee = (v: Viewer | null) => !!v?.employee;
/** Marketplace: the current account is flagged marketplace. */
export const isMarketplace = (v: Viewer | null) => !!v?.account?.marketplace;
/** Client: the user has an account that is a client company. */
export const isClient = (v: Viewer | null) => !!v && (v.accounts.some((a) => a.isClient) || !!v.account?.isClient);
/**
 * Not-a-candidate: no account, or client, or employee. The same rule decides whether the profile
 * can be seen without an agreement (§6: unless the user is an account who is neither client nor
 * employee).
 */
export const isNotACandidate = (v: Viewer | null) => !isAccount(v) || isClient(v) || isEmployee(v);
export const canSeeProfileWithoutAgreement = isNotACandidate;
/** Marketplace client: account and client and not employee. */
export const isMarketplaceClient = (v: Viewer | null) => isAccount(v) && isClient(v) && !isEmployee(v);
/** Marketplace employee: account, marketplace and employee. */
export const isMarketplaceEmployee = (v: Viewer | null) => isAccount(v) && isMarketplace(v) && isEmployee(v);

// ── Permissions ──────────────────────────────────────────────────────────────────────────────────

export const canManageAccount = (v: Viewer | null) => flag(v?.employee, 'can_manage_account');
/** Manage account implies manage employees. */
export const canManageEmployees = (v: Viewer | null) => canManageAccount(v) || flag(v?.employee, 'can_manage_employees');
export const canManageJobs = (v: Viewer | null) => flag(v?.employee, 'can_manage_job_posts');
export const canViewJobs = (v: Viewer | null) => flag(v?.employee, 'can_view_job_posts');
/** Access to jobs: manage or view job posts. */
export const canAccessJobs = (v: Viewer | null) => canManageJobs(v) || canViewJobs(v);
/** A client-company account of the user that grants a job permission. */
const clientJobRights = (v: Viewer | null) =>
  !!v && v.accounts.some((a) => a.isClient && (flag(a.employee, 'can_view_job_posts') || flag(a.employee, 'can_manage_job_posts')));
/**
 * Any access to jobs: a marketplace client with any job permission, or a marketplace employee with
 * the job permission (and, as for every user, plain job access).
 */
export const canAnyAccessJobs = (v: Viewer | null) =>
  canAccessJobs(v) || (isMarketplaceClient(v) && clientJobRights(v)) || (isMarketplaceEmployee(v) && canAccessJobs(v));
/** Accounts where the user's employee record can manage employees, sorted by company then account name. */
export const manageableTeamAccounts = (v: Viewer | null) =>
  (v?.accounts ?? [])
    .filter((a) => flag(a.employee, 'can_manage_employees') || flag(a.employee, 'can_manage_account'))
    .sort((a, b) => a.company.name.localeCompare(b.company.name) || a.name.localeCompare(b.name));
export const canAnyManageMyTeam = (v: Viewer | null) => manageableTeamAccounts(v).length > 0;
export const canManageAssociations = (v: Viewer | null) => flag(v?.employee, 'can_manage_associations');
/** More candidates: a marketplace client on a marketplace account. */
export const canAccessMoreCandidates = (v: Viewer | null) => isMarketplaceClient(v) && isMarketplace(v);
/** Managing agreements needs the organisation's feature and the employee permission. */
export const canManageAgreements = (ctx: PermissionContext) =>
  ctx.organisation.agreements_feature && flag(ctx.viewer?.employee, 'can_manage_agreements');
export const canDeleteAgreements = (ctx: PermissionContext) => canManageAgreements(ctx) && flag(ctx.viewer?.employee, 'can_delete_agreements');
/** Editing CV settings is limited to those with the agreements permission. */
export const canEditCvSettings = canManageAgreements;
/**
 * Sharing CVs with a client through a share link (issue 11, beyond the spec): whoever may manage the
 * organisation's CVs may share them, see the links' views and feedback, and revoke them.
 */
export const canShareCvs = canManageAgreements;
/** §6 external provider guard and agreements: importing profiles from external providers (JSON Resume, LinkedIn export). */
export const canImportExternalProfiles = (ctx: PermissionContext) => canManageAgreements(ctx) && ctx.organisation.display_external_provider_feature;
/** Candidate lists are lists of CVs: whoever may manage CVs (agreements) keeps them (§6, §7 Lists). */
export const canManageLists = canManageAgreements;
/** Candidate access: a marketplace employee, or a user able to manage agreements. */
export const canAccessCandidates = (ctx: PermissionContext) => isMarketplaceEmployee(ctx.viewer) || canManageAgreements(ctx);
/** The Word export shows only for organisations with the Word-export feature. */
export const canExportWord = (ctx: PermissionContext) => canManageAgreements(ctx) && ctx.organisation.word_export_feature;
/** The language switcher shows for clients and some editions. */
export const showsLanguageSwitcher = (ctx: PermissionContext) => isClient(ctx.viewer) || ctx.organisation.language_switcher;
/** Notifications use the employee API for employees and the client API for others. */
export const notificationsApi = (v: Viewer | null): 'marketplace/notifications' | 'client/notifications' =>
  isEmployee(v) ? 'marketplace/notifications' : 'client/notifications';
/** `marketplace/notifications`: employees (of the current account) read their notifications here. */
export const usesEmployeeNotifications = (ctx: PermissionContext) => notificationsApi(ctx.viewer) === 'marketplace/notifications';
/** `client/notifications`: everyone else who can receive one, i.e. the users of a client company (§6). */
export const usesClientNotifications = (ctx: PermissionContext) => notificationsApi(ctx.viewer) === 'client/notifications' && isClient(ctx.viewer);
/** Terms acceptance: per account for account users, per user otherwise. */
export const hasAgreedToTerms = (v: Viewer | null) => (!v ? false : v.account ? v.account.agreed : v.user.agreedWithTermsAndConditions);

// ── Job posts and prospects (§6 job access, marketplace client and employee; issue 13) ──────────

/**
 * What the user may do with the organisation's job posts, the one decision every job route and
 * query goes by:
 * - `agency`: an employee of the current account, an agency account (not a client company), with
 *   job access (§6: manage or view job posts); `manage` with can_manage_job_posts. They see every job post and every prospect.
 * - `client`: a marketplace client with a job right in client companies of theirs: they see the job
 *   posts of those companies (`companyIds`) and only prospects presented or later; they rate
 *   prospects of the companies where they can manage job posts (`rateCompanyIds`).
 * - `none`: no access.
 */
export type JobAccess =
  | { kind: 'agency'; manage: boolean }
  | { kind: 'client'; companyIds: readonly number[]; rateCompanyIds: readonly number[] }
  | { kind: 'none' };

export function jobAccess(v: Viewer | null): JobAccess {
  // Staff of the agency: an employee record on a current account that is not a client company.
  if (canAccessJobs(v) && !v!.account?.isClient) return { kind: 'agency', manage: canManageJobs(v) };
  if (isMarketplaceClient(v) && clientJobRights(v)) {
    const companies = v!.accounts.filter((a) => a.isClient);
    return {
      kind: 'client',
      companyIds: companies.filter((a) => flag(a.employee, 'can_view_job_posts') || flag(a.employee, 'can_manage_job_posts')).map((a) => a.id),
      rateCompanyIds: companies.filter((a) => flag(a.employee, 'can_manage_job_posts')).map((a) => a.id),
    };
  }
  return { kind: 'none' };
}
/** Reading job posts and prospects (the guard of every read; what is seen then follows `jobAccess`). */
export const canReadJobPosts = (ctx: PermissionContext) => jobAccess(ctx.viewer).kind !== 'none';
/** Creating, editing, moving job posts and prospects: agency staff with can_manage_job_posts. */
export const canManageJobPosts = (ctx: PermissionContext) => {
  const access = jobAccess(ctx.viewer);
  return access.kind === 'agency' && access.manage;
};
/** The client companies and their employees (the job form's pickers, the job list's filter): agency staff with job access. */
export const canSeeJobClients = (ctx: PermissionContext) => jobAccess(ctx.viewer).kind === 'agency';
/** Rating a prospect: whoever manages job posts, or a marketplace client who can manage the job posts of a company of theirs. */
export const canRateProspects = (ctx: PermissionContext) => {
  const access = jobAccess(ctx.viewer);
  return access.kind === 'agency' ? access.manage : access.kind === 'client' && access.rateCompanyIds.length > 0;
};
/**
 * Asking for marketplace CVs for a job (`purchase`): a marketplace client with more candidates who can
 * manage the job posts of a company of theirs (the job itself is checked against `rateCompanyIds`).
 * Agency staff attach CVs with `attach_prospects` instead (decision 023).
 */
export const canPurchaseProspects = (ctx: PermissionContext) => {
  const access = jobAccess(ctx.viewer);
  return access.kind === 'client' && access.rateCompanyIds.length > 0 && canAccessMoreCandidates(ctx.viewer);
};
/** Commenting on a prospect: whoever sees it (agency staff with job access, the job's client company). */
export const canCommentOnProspects = canReadJobPosts;

// ── Projects, client documents, dashboard and reports (§6, §7; issue 13) ──────────────────────

/** Reading projects: whoever reads job posts (agency staff see all, a marketplace client its companies' own). */
export const canReadProjects = canReadJobPosts;
/** Creating, editing and closing projects: agency staff who manage job posts. */
export const canManageProjects = canManageJobPosts;
/** The client companies whose Links / Documents a user reads: a marketplace client's own client companies. */
export const clientCompanyIds = (v: Viewer | null): number[] => (isMarketplaceClient(v) ? v!.accounts.filter((a) => a.isClient).map((a) => a.id) : []);
/** Links / Documents (§2: marketplace clients only): reading those of the client's own companies. */
export const canReadClientDocuments = (ctx: PermissionContext) => clientCompanyIds(ctx.viewer).length > 0;
/** Sharing links and documents with client companies, and removing them: agency staff who manage job posts. */
export const canManageClientDocuments = canManageJobPosts;
/** The recruitment dashboard: agency staff with job access (manage or view job posts). */
export const canSeeDashboard = (ctx: PermissionContext) => jobAccess(ctx.viewer).kind === 'agency';
/** The CSV reports: the same people as the dashboard they belong to. */
export const canDownloadReports = canSeeDashboard;
/** Guest candidate requests come from share links (a guest's "interested"): whoever may share CVs sees them. */
export const canSeeGuestCandidateRequests = canShareCvs;

// ── My Company (§2 My Company, §3 employee flags; issue 14) ──────────────────────────────────────

/** The company profile and the team of the current account are read by its employees (the My Company link, §2). */
export const canSeeMyCompany = (ctx: PermissionContext) => isAccount(ctx.viewer) && isEmployee(ctx.viewer);
/** Changing the company profile and logo: employees who manage the account. */
export const canEditCompany = (ctx: PermissionContext) => canManageAccount(ctx.viewer);
/** The account's team — its employees, their invites and its teams (§7): whoever manages employees (manage account implies it). */
export const canManageTeam = (ctx: PermissionContext) => canManageEmployees(ctx.viewer);
// ── Data rights (issue 15, beyond the spec; decision 035) ─────────────────────────────────────

/**
 * Erasing a candidate, the retention policy with its dry-run report and purge, and the log of
 * erasures: the agency's account managers (§3 'Manage account' on the current account, which is the
 * agency's own, not a client company's). Every signed-in person copies and erases their own data.
 */
export const canManageCandidateData = (ctx: PermissionContext) => canManageAccount(ctx.viewer) && !!ctx.viewer?.account && !ctx.viewer.account.isClient;

// ── Landing ──────────────────────────────────────────────────────────────────────────────────────

/** The module root that Candidates, Jobs, Projects and Links live under for this user. */
export const moduleRoot = (v: Viewer | null): '/marketplace' | '/account' => (isMarketplaceClient(v) ? '/marketplace' : '/account');

/**
 * Where a user lands after sign-in (§2): an employee goes to the CV styler upload, a client to the
 * marketplace jobs, anyone else to the remembered return URL, else /panel for an admin or /profile.
 */
export function landingPath(ctx: PermissionContext, returnUrl?: string | null): string {
  const v = ctx.viewer;
  if (isEmployee(v)) return '/cv-styler/upload';
  // A client always works through an account; without one the marketplace would refuse them.
  if (isClient(v) && isAccount(v)) return '/marketplace/jobs';
  if (returnUrl && returnUrl !== '/' && !returnUrl.startsWith('/a/')) return returnUrl;
  return isAdmin(v) ? '/panel' : '/profile';
}

/** The user's base page, where the empty path and refused guards send them (§2, §6). */
export function basePath(ctx: PermissionContext): string {
  return landingPath(ctx, null);
}

// ── Route guards ─────────────────────────────────────────────────────────────────────────────────

/** Every guarded area of the §2 route table, with its sub-routes where their guards differ. */
export const ROUTE_KEYS = [
  'profile',
  'profile.review',
  'profile.terms',
  'profile.parsingCv',
  'onboarding',
  'panel',
  'cvStyler',
  'agreement',
  'candidateReview',
  'marketplace.candidates',
  'marketplace.jobs',
  'marketplace.projects',
  'marketplace.links',
  'account.candidates',
  'account.jobs',
  'account.jobs.manage',
  'account.projects',
  'account.links',
  'account.dashboard',
  'account.myCompany',
  'account.myTeam',
  'account.teams',
  'account.lists',
  'account.shares',
  'account.groups',
  'account.externalProfiles',
  'account.templates',
  'auth.public',
  'auth.reviewCredentials',
  'public',
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

export type GuardDecision = { allow: true } | { allow: false; redirect: string; guard: string };

type Guard = { name: string; test: (ctx: PermissionContext) => boolean; redirect: string | ((ctx: PermissionContext) => string) };

const guard = (name: string, test: Guard['test'], redirect: Guard['redirect']): Guard => ({ name, test, redirect });

const G = {
  signedIn: guard('signedIn', (c) => isSignedIn(c.viewer), '/a/login'),
  noPendingReview: guard('noPendingCredentialReview', (c) => !c.viewer?.user.review_credentials, '/a/review-credentials'),
  notOnboarding: guard('onboarding', (c) => !c.viewer?.user.onboarding, '/onboarding'),
  admin: guard('admin', (c) => isAdmin(c.viewer), '/access-denied'),
  accountUser: guard('accountUser', (c) => isAccount(c.viewer), '/'),
  client: guard('client', (c) => isClient(c.viewer), '/'),
  associationOrTerms: guard('associationOrTerms', (c) => hasAgreedToTerms(c.viewer), '/profile/terms-and-conditions'),
  canAccessJobs: guard('canAccessJobs', (c) => canAccessJobs(c.viewer), '/profile'),
  canSeeDashboard: guard('canSeeDashboard', canSeeDashboard, '/profile'),
  canAnyAccessJobs: guard('canAnyAccessJobs', (c) => canAnyAccessJobs(c.viewer), '/profile'),
  /** §6 current.canManageJobs: creating or editing a job post; else the job list. */
  canManageJobs: guard('canManageJobs', (c) => canManageJobs(c.viewer), '/account/jobs'),
  canAnyManageMyTeam: guard('canAnyManageMyTeam', (c) => canAnyManageMyTeam(c.viewer), '/profile'),
  /** The teams of the current account: what the teams API requires (can manage employees); else My Company. */
  canManageTeam: guard('canManageTeam', (c) => canManageEmployees(c.viewer), '/account/my-company'),
  canAccessCandidates: guard('canAccessCandidates', canAccessCandidates, '/account/my-company/my-team'),
  canManageAgreements: guard('canManageAgreements', canManageAgreements, '/account/candidates'),
  canShareCvs: guard('canShareCvs', canShareCvs, '/account/candidates'),
  canManageAssociations: guard('canManageAssociations', (c) => canManageAssociations(c.viewer) && !c.organisation.is_managed_by, '/account'),
  clientMoreCandidates: guard('clientMoreCandidates', (c) => isClient(c.viewer) && canAccessMoreCandidates(c.viewer), '/'),
  marketplaceClient: guard('marketplaceClient', (c) => isMarketplaceClient(c.viewer), '/'),
  associations: guard('associations', (c) => c.organisation.has_associations && !c.organisation.is_managed_by, '/profile'),
  externalProvider: guard('externalProvider', (c) => c.organisation.display_external_provider_feature, '/account'),
  candidateReview: guard('candidateReview', (c) => c.organisation.candidate_review_feature, '/a/login'),
  employee: guard('employee', (c) => isEmployee(c.viewer), '/'),
  /** The organisation's templates: its admins (§6 can_manage_account); others go back to My Company. */
  canManageAccount: guard('canManageAccount', (c) => canManageAccount(c.viewer), '/account/my-company'),
  signedOut: guard('signedOut', (c) => !isSignedIn(c.viewer), '/'),
  reviewPending: guard('reviewPending', (c) => !!c.viewer?.user.review_credentials, '/'),
  // §4 profile-state redirects, in the order they apply.
  termsAgreed: guard('termsAgreed', (c) => hasAgreedToTerms(c.viewer), '/profile/terms-and-conditions'),
  notReviewing: guard('profileReviewing', (c) => c.viewer?.profile?.state !== 'reviewing', '/profile/review'),
  notParsing: guard('profileParsingCv', (c) => c.viewer?.profile?.state !== 'parsing_cv', '/profile/parsing-cv'),
  isParsing: guard('parsingPageOnlyWhileParsing', (c) => c.viewer?.profile?.state === 'parsing_cv', '/profile'),
  isReviewing: guard('reviewPageOnlyWhileReviewing', (c) => c.viewer?.profile?.state === 'reviewing', '/profile'),
} satisfies Record<string, Guard>;

const signedInBase = [G.signedIn, G.noPendingReview, G.notOnboarding];
const accountBase = [...signedInBase, G.accountUser, G.associationOrTerms];
const marketplaceBase = [...signedInBase, G.accountUser, G.client];

/** The guards of each route, in the order they are checked; the first that fails redirects. */
export const ROUTE_GUARDS: Record<RouteKey, readonly Guard[]> = {
  profile: [...signedInBase, G.termsAgreed, G.notReviewing, G.notParsing],
  'profile.review': [...signedInBase, G.termsAgreed, G.isReviewing],
  'profile.terms': [...signedInBase],
  'profile.parsingCv': [...signedInBase, G.termsAgreed, G.isParsing],
  onboarding: [G.signedIn],
  panel: [...signedInBase, G.admin],
  cvStyler: [...signedInBase, G.canManageAgreements],
  agreement: [...signedInBase, G.canManageAgreements],
  candidateReview: [G.candidateReview],
  'marketplace.candidates': [...marketplaceBase, G.clientMoreCandidates],
  'marketplace.jobs': [...marketplaceBase, G.canAnyAccessJobs],
  'marketplace.projects': [...marketplaceBase, G.canAnyAccessJobs],
  'marketplace.links': [...marketplaceBase, G.marketplaceClient],
  'account.candidates': [...accountBase, G.canAccessCandidates],
  'account.jobs': [...accountBase, G.canAccessJobs],
  'account.jobs.manage': [...accountBase, G.canAccessJobs, G.canManageJobs],
  'account.projects': [...accountBase, G.canAccessJobs],
  'account.links': [...accountBase, G.employee],
  'account.dashboard': [...accountBase, G.canSeeDashboard],
  'account.myCompany': [...accountBase, G.employee],
  'account.myTeam': [...accountBase, G.employee, G.canAnyManageMyTeam],
  'account.teams': [...accountBase, G.employee, G.canManageTeam],
  'account.lists': [...accountBase, G.canManageAgreements],
  'account.shares': [...accountBase, G.canShareCvs],
  'account.groups': [...accountBase, G.associations, G.canManageAssociations],
  'account.externalProfiles': [...accountBase, G.externalProvider, G.canManageAgreements],
  'account.templates': [...accountBase, G.employee, G.canManageAccount],
  'auth.public': [G.signedOut],
  'auth.reviewCredentials': [G.signedIn, G.reviewPending],
  public: [],
};

/** Decides whether the viewer may open a route, and where to go instead (§6). */
export function decideRoute(route: RouteKey, ctx: PermissionContext): GuardDecision {
  for (const g of ROUTE_GUARDS[route]) {
    if (!g.test(ctx)) return { allow: false, redirect: typeof g.redirect === 'string' ? g.redirect : g.redirect(ctx), guard: g.name };
  }
  return { allow: true };
}

// ── Menus ────────────────────────────────────────────────────────────────────────────────────────

export type MenuLink = { key: string; to: string } | { key: 'changePassword'; action: 'changePassword' } | { key: 'logout'; to: '/a/login'; action: 'logout' };

/** The sidenav/navbar links of §2 for this viewer, in display order. */
export function navLinks(ctx: PermissionContext): { key: string; to: string }[] {
  const v = ctx.viewer;
  if (!v) return [];
  const module = moduleRoot(v);
  const marketplace = module === '/marketplace';
  const candidates = marketplace ? canAccessMoreCandidates(v) : canAccessCandidates(ctx);
  const jobs = marketplace ? canAnyAccessJobs(v) : canAccessJobs(v);
  const links: { key: string; to: string }[] = [];
  if (isAccount(v) && isEmployee(v)) links.push({ key: 'myCompany', to: '/account/my-company' });
  if (canManageAgreements(ctx)) links.push({ key: 'cvStyler', to: '/cv-styler/upload' });
  if (canShareCvs(ctx)) links.push({ key: 'shares', to: '/account/shares' });
  if (candidates) links.push({ key: 'candidates', to: `${module}/candidates` });
  if (!marketplace && canSeeDashboard(ctx)) links.push({ key: 'dashboard', to: '/account/dashboard' });
  if (jobs) links.push({ key: 'jobs', to: `${module}/jobs` }, { key: 'projects', to: `${module}/projects` });
  if (isMarketplaceClient(v)) links.push({ key: 'links', to: `${module}/links` });
  return links;
}

/** The user dropdown of §2, in display order. */
export function dropdownLinks(ctx: PermissionContext): MenuLink[] {
  const v = ctx.viewer;
  if (!v) return [];
  const links: MenuLink[] = [{ key: 'myProfile', to: '/profile' }];
  if (isAccount(v) && isEmployee(v)) links.push({ key: 'myCompany', to: '/account/my-company' });
  links.push({ key: 'changePassword', action: 'changePassword' });
  if (hasAgreedToTerms(v)) links.push({ key: 'terms', to: '/profile/terms-and-conditions' });
  if (isAdmin(v)) links.push({ key: 'panel', to: '/panel' });
  if (isAccount(v) && isEmployee(v) && isMarketplace(v)) links.push({ key: 'accountCandidates', to: '/account/candidates' });
  if (isAccount(v) && isMarketplace(v) && canAccessJobs(v)) links.push({ key: 'accountJobs', to: '/account/jobs' });
  links.push({ key: 'logout', to: '/a/login', action: 'logout' });
  return links;
}

/** The notification bell shows only in marketplace mode for employees and clients. */
export const showsNotificationBell = (v: Viewer | null) => isMarketplace(v) && (isEmployee(v) || isClient(v));

// ── Teams and associations (issue 14) ────────────────────────────────────────────────────────────

/** The organisation's templates (`GET templates`): whoever applies them to CVs, or assigns them to teams. */
export const canListTemplates = (ctx: PermissionContext) => canManageAgreements(ctx) || canManageTeam(ctx);
/**
 * Associations ("groups", §6): the organisation has associations and is not managed by another
 * (the associations guard), and the employee can manage associations (canManageAssociations and not managed).
 */
export const canManageOrganisationAssociations = (ctx: PermissionContext) =>
  ctx.organisation.has_associations && !ctx.organisation.is_managed_by && canManageAssociations(ctx.viewer);
