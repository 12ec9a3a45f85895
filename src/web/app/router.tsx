/**
 * The route table of §2: every top-level route and fallback, each page loaded on demand, guarded by
 * a loader that asks shared `decideRoute`. Route keys map each path to its ROUTE_GUARDS entry.
 */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { RouteKey } from '../../shared/permissions.js';
import { enableAssistMode } from '../lib/assist-mode.js';
import { guard, guardLoader, indexLoader, rootLoader } from './guards.js';
import { RootRoute, RouteError } from './root-route.js';
import type { RouteHandle } from './route-handle.js';

/** Route metadata read by the shell: `title` is an i18n key of the `pages` namespace. */

type Lazy = () => Promise<Record<string, unknown>>;

/** A guarded leaf: the guard runs before the page's code is fetched. */
function page(path: string | undefined, key: RouteKey, load: Lazy, exportName: string, handle?: RouteHandle): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    loader: guardLoader(key),
    handle,
    lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
  } as RouteObject;
}

const layout = (load: Lazy, exportName: string, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
  children,
});

const login = () => import('../features/auth/login-page.js');
const loginToken = () => import('../features/auth/login-token-page.js');
const signup = () => import('../features/auth/signup-page.js');
const forgotPassword = () => import('../features/auth/forgot-password-page.js');
const resetPassword = () => import('../features/auth/reset-password-page.js');
const reviewCredentials = () => import('../features/auth/review-credentials-page.js');
const chooseAccount = () => import('../features/auth/choose-account-page.js');
const employeeInvite = () => import('../features/auth/employee-invite-page.js');
const loginLayout = () => import('../features/auth/login-layout.js');
const shell = () => import('./shell/app-layout.js');
const profile = () => import('../features/profile/pages.js');
const onboarding = () => import('../features/onboarding/onboarding-page.js');
const panel = () => import('../features/panel/pages.js');
const cvStyler = () => import('../features/cv-styler/pages.js');
const agreement = () => import('../features/agreement/pages.js');
const candidateReview = () => import('../features/candidate-review/pages.js');
const account = () => import('../features/account/pages.js');
const jobs = () => import('../features/jobs/pages.js');
const candidates = () => import('../features/candidates/pages.js');
const oauth = () => import('../features/oauth/linkedin-callback-page.js');
const terms = () => import('../features/terms/terms-page.js');
const errors = () => import('../features/errors/pages.js');
const shares = () => import('../features/share/pages.js');
const shared = () => import('../features/share/shared-page.js');
const projects = () => import('../features/projects/pages.js');
const externalProfiles = () => import('../features/external-profiles/pages.js');
const links = () => import('../features/links/pages.js');
const dashboard = () => import('../features/dashboard/pages.js');
const privacy = () => import('../features/account-settings/privacy-page.js');

function Root() {
  return <RootRoute routes={routes} />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // Runs on every navigation so a campaignID on any URL is captured.
    shouldRevalidate: () => true,
    Component: Root,
    ErrorBoundary: RouteError,
    // The first guard runs before anything renders; the page is blank for that moment.
    HydrateFallback: () => null,
    children: [
      { index: true, loader: indexLoader, handle: { title: 'titles.marketplace' } satisfies RouteHandle },

      // Login area (login layout, public).
      layout(loginLayout, 'LoginLayout', [
        {
          path: 'a',
          children: [
            { index: true, loader: () => redirect('/a/login') },
            page('login', 'auth.public', login, 'LoginPage', { title: 'titles.login' }),
            page('login/:token', 'public', loginToken, 'LoginTokenPage', { title: 'titles.login' }),
            page('signup', 'auth.public', signup, 'SignupPage', { title: 'titles.signup' }),
            page('forgot-password', 'auth.public', forgotPassword, 'ForgotPasswordPage', { title: 'titles.forgotPassword' }),
            page('reset-password/:token', 'auth.public', resetPassword, 'ResetPasswordPage', { title: 'titles.resetPassword' }),
            page('review-credentials', 'auth.reviewCredentials', reviewCredentials, 'ReviewCredentialsPage', { title: 'titles.reviewCredentials' }),
            page('invite/:token/choose-account', 'public', chooseAccount, 'ChooseAccountPage', { title: 'titles.chooseAccount' }),
            page('invite/:token', 'public', employeeInvite, 'EmployeeInvitePage', { title: 'titles.employeeInvite' }),
            { path: '*', loader: () => redirect('/not-found') },
          ],
        },
        // Public pages share the centred layout.
        page('terms-and-conditions', 'public', terms, 'TermsPage', { title: 'titles.terms' }),
        page('not-found', 'public', errors, 'NotFoundPage', { title: 'titles.notFound' }),
        page('access-denied', 'public', errors, 'AccessDeniedPage', { title: 'titles.accessDenied' }),
      ]),

      // The candidate's review pages: public, wide enough for an A4 CV.
      layout(candidateReview, 'CandidateReviewLayout', [
        page('candidate/review/:agreementId/:token', 'candidateReview', candidateReview, 'CandidateReviewPage', { title: 'titles.candidateReview' }),
        page('candidate/review/:id/:token/expired', 'candidateReview', candidateReview, 'CandidateReviewExpiredPage', {
          title: 'titles.candidateReviewExpired',
        }),
      ]),

      // The signed-in shell.
      layout(shell, 'AppLayout', [
        {
          path: 'profile',
          children: [
            page(undefined, 'profile', profile, 'ProfilePage', { title: 'titles.profile' }),
            page('skills', 'profile', profile, 'ProfileSkillsPage', { title: 'titles.profileSkills' }),
            page('preferences', 'profile', profile, 'ProfilePreferencesPage', { title: 'titles.profilePreferences' }),
            page('experience', 'profile', profile, 'ProfileExperiencePage', { title: 'titles.profileExperience' }),
            page('education', 'profile', profile, 'ProfileEducationPage', { title: 'titles.profileEducation' }),
            page('review', 'profile.review', profile, 'ProfileReviewPage', { title: 'titles.profileReview' }),
            page('terms-and-conditions', 'profile.terms', profile, 'ProfileTermsPage', { title: 'titles.terms' }),
            page('parsing-cv', 'profile.parsingCv', profile, 'ParsingCvPage', { title: 'titles.parsingCv' }),
            // Data rights (issue 15): the person's data and, for account managers, retention.
            page('privacy', 'profile', privacy, 'PrivacyPage'),
            {
              path: 'assist',
              loader: () => {
                enableAssistMode();
                return redirect('/profile');
              },
            },
          ],
        },
        page('onboarding', 'onboarding', onboarding, 'OnboardingPage', { title: 'titles.onboarding' }),
        {
          path: 'panel',
          children: [
            page(undefined, 'panel', panel, 'PanelPage', { title: 'titles.panel' }),
            page('organisations', 'panel', panel, 'PanelOrganisationsPage', { title: 'titles.panelOrganisations', organisationSidebar: true }),
            page('organisations/new', 'panel', panel, 'PanelNewOrganisationPage', {
              title: 'titles.panelNewOrganisation',
              organisationSidebar: true,
            }),
            page('organisations/:id', 'panel', panel, 'PanelOrganisationPage', { title: 'titles.panelOrganisation', organisationSidebar: true }),
          ],
        },
        {
          path: 'cv-styler',
          children: [
            {
              index: true,
              loader: async ({ request }) => {
                await guard('cvStyler', request);
                return redirect('/cv-styler/upload');
              },
            },
            page('upload', 'cvStyler', cvStyler, 'CvStylerUploadPage', { title: 'titles.cvStyler' }),
          ],
        },
        page('agreement/:id/edit', 'agreement', agreement, 'AgreementEditorPage', { title: 'titles.agreementEdit' }),
        page('agreement/:id/add-marketplace', 'agreement', agreement, 'AddMarketplacePage', { title: 'titles.agreementEdit' }),
        {
          path: 'marketplace',
          children: [
            { index: true, loader: () => redirect('/') },
            page('candidates', 'marketplace.candidates', candidates, 'MarketplaceCandidatesPage', { title: 'titles.candidates' }),
            page('candidates/:id', 'marketplace.candidates', candidates, 'MarketplaceCandidatePage', { title: 'titles.candidate' }),
            page('jobs', 'marketplace.jobs', jobs, 'MarketplaceJobsPage', { title: 'titles.jobs' }),
            page('jobs/:id', 'marketplace.jobs', jobs, 'MarketplaceJobPage', { title: 'titles.job' }),
            page('projects', 'marketplace.projects', projects, 'MarketplaceProjectsPage', { title: 'titles.projects' }),
            page('projects/:id', 'marketplace.projects', projects, 'MarketplaceProjectPage', { title: 'titles.project' }),
            page('links', 'marketplace.links', links, 'MarketplaceLinksPage', { title: 'titles.links' }),
          ],
        },
        {
          path: 'account',
          children: [
            { index: true, loader: () => redirect('/') },
            page('candidates', 'account.candidates', candidates, 'AccountCandidatesPage', { title: 'titles.candidates' }),
            page('jobs', 'account.jobs', jobs, 'AccountJobsPage', { title: 'titles.jobs' }),
            page('jobs/new', 'account.jobs.manage', jobs, 'AccountJobNewPage', { title: 'titles.jobNew' }),
            page('jobs/:id', 'account.jobs', jobs, 'AccountJobPage', { title: 'titles.job' }),
            page('jobs/:id/edit', 'account.jobs.manage', jobs, 'AccountJobEditPage', { title: 'titles.jobEdit' }),
            page('projects', 'account.projects', projects, 'AccountProjectsPage', { title: 'titles.projects' }),
            page('projects/:id', 'account.projects', projects, 'AccountProjectPage', { title: 'titles.project' }),
            page('links', 'account.links', links, 'AccountLinksPage', { title: 'titles.links' }),
            page('dashboard', 'account.dashboard', dashboard, 'DashboardPage', { title: 'titles.dashboard' }),
            page('my-company', 'account.myCompany', account, 'MyCompanyPage', { title: 'titles.myCompany' }),
            page('my-company/my-team', 'account.myTeam', account, 'MyTeamPage', { title: 'titles.myTeam' }),
            page('my-company/templates', 'account.templates', account, 'TemplatesPage'),
            page('my-company/teams', 'account.teams', account, 'TeamsPage', { title: 'titles.myCompany' }),
            page('groups', 'account.groups', account, 'GroupsPage', { title: 'titles.myCompany' }),
            page('lists/:id', 'account.lists', account, 'ListPage', { title: 'titles.list' }),
            page('shares', 'account.shares', shares, 'SharesPage', { title: 'titles.shares' }),
            page('shares/:id', 'account.shares', shares, 'ShareLinkPage', { title: 'titles.shareLink' }),
            page('external-profiles', 'account.externalProfiles', externalProfiles, 'ExternalProfilesPage', { title: 'titles.externalProfiles' }),
          ],
        },
      ]),

      // The professional-network callback renders bare (it usually lives in a pop-up).
      page('oauth/linkedin', 'public', oauth, 'LinkedinCallbackPage', { title: 'titles.oauth' }),
      // A client's share link (decision 018): no account, the agency's own branded page.
      page('s/:token', 'public', shared, 'SharedCvsPage', { title: 'titles.shared' }),

      { path: '*', loader: () => redirect('/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
