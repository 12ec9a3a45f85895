/**
 * Every API path the web app calls (docs/api.md), relative to `/api`. No other module writes a path:
 * an `api/` file of a feature takes its path from here, so a renamed route changes in one place.
 * Identifiers and tokens are encoded here.
 */
type Id = number | string;
const at = (value: Id) => encodeURIComponent(String(value));

export const paths = {
  auth: {
    /** `GET auth`: the session info. */
    session: 'auth',
    login: 'auth/login',
    signup: 'auth/signup',
    logout: 'auth/logout',
    reset: 'auth/reset',
    resetToken: (token: string) => `auth/reset/${at(token)}`,
    exchange: (token: string) => `auth/exchange/${at(token)}`,
    /** Professional-network sign-in (decision 027): the providers set up, an attempt's start, its callback (`?code&state`), disconnecting. */
    oauthProviders: 'auth/oauth',
    oauthStart: (provider: string) => `auth/oauth/${at(provider)}/start`,
    oauth: (provider: string) => `auth/oauth/${at(provider)}`,
  },
  my: {
    terms: 'my/terms',
    onboarding: 'my/onboarding',
    password: 'my/password',
    credentials: 'my/credentials',
    profileStats: 'my/profile/stats',
    /** `GET` the candidate's own profile, `PUT` its parts. */
    profile: 'my/profile',
    /** `PUT`: the candidate opened this profile page (`pages_accessed`). */
    profilePage: (page: string) => `my/profile/pages/${at(page)}`,
    resume: 'my/resume',
    resumeStatus: 'my/resume/status',
    activateCampaigns: 'my/campaigns/activate',
    /** Connecting a professional network to the signed-in account, and the connections. */
    oauthConnect: (provider: string) => `my/oauth/${at(provider)}/start`,
    oauthConnections: 'my/oauth',
  },
  organisation: 'organisation',
  agreements: {
    list: 'organisation/agreements',
    create: 'organisation/agreements/create',
    import: 'organisation/agreements/import',
    one: (id: Id) => `organisation/agreements/${at(id)}`,
    destroyFresh: (id: Id) => `organisation/agreements/${at(id)}/destroy_fresh`,
    applyTemplate: (id: Id) => `organisation/agreements/${at(id)}/apply_template`,
    styledCv: (id: Id) => `organisation/agreements/${at(id)}/styled_cvs`,
    export: (id: Id, format: 'pdf' | 'docx') => `organisation/agreements/${at(id)}/${format}`,
    candidateToken: (id: Id) => `organisation/agreements/${at(id)}/candidate_token`,
    candidateTokenMail: (id: Id) => `organisation/agreements/${at(id)}/candidate_token/mail`,
    candidateConsents: (id: Id) => `organisation/agreements/${at(id)}/candidate_consents`,
    /** The candidate's decision with their review token (no session). */
    accept: (id: Id) => `organisation/agreements/${at(id)}/accept`,
    reject: (id: Id) => `organisation/agreements/${at(id)}/reject`,
    /** `POST` puts the CV on the marketplace, `DELETE` takes it off. */
    marketplace: (id: Id) => `organisation/agreements/${at(id)}/add-to-marketplace`,
  },
  agreementTokens: {
    one: (token: string) => `organisation/agreement_tokens/${at(token)}`,
    requestNewUrl: (token: string) => `organisation/agreement_tokens/${at(token)}/request_new_url`,
  },
  /** Assessment attachments of a CV (§7 Images). */
  images: {
    upload: 'images/upload',
    /** `{id}` is the CV's (agreement's) id. */
    ofAgreement: (agreementId: Id) => `images/${at(agreementId)}/attachments`,
    remove: (id: Id) => `images/${at(id)}/remove`,
  },
  /** Candidate lists (`organisation/agreement_lists`). */
  lists: {
    tree: 'organisation/agreement_lists',
    flat: 'organisation/agreement_lists/flat',
    one: (id: Id) => `organisation/agreement_lists/${at(id)}`,
    attach: (id: Id) => `organisation/agreement_lists/${at(id)}/attach`,
    detach: (id: Id) => `organisation/agreement_lists/${at(id)}/detach`,
    candidates: (id: Id) => `organisation/agreement_lists/${at(id)}/candidates`,
  },
  templates: 'templates',
  /** Teams of the current account (§7 Teams). */
  teams: {
    list: 'organisation/teams',
    one: (id: Id) => `organisation/teams/${at(id)}`,
    employeesSearch: (id: Id) => `organisation/teams/${at(id)}/employees_search`,
    employeesAdd: (id: Id) => `organisation/teams/${at(id)}/employees_add`,
    employeesRemove: (id: Id) => `organisation/teams/${at(id)}/employees_remove`,
    assignTemplates: 'organisation/teams/assign_templates',
    unassignTemplates: 'organisation/teams/unassign_templates',
    members: 'organisation/team_members',
  },
  /** Associations, "groups" on the screens (§7 Associations). */
  associations: {
    list: 'organisation/associations',
    one: (id: Id) => `organisation/associations/${at(id)}`,
  },
  /** Client share links (decision 018): the recruiter's calls. */
  shareLinks: {
    list: 'organisation/share_links',
    one: (id: Id) => `organisation/share_links/${at(id)}`,
    revoke: (id: Id) => `organisation/share_links/${at(id)}/revoke`,
  },
  /** A share link as its client opens it (no session). */
  shared: {
    link: (token: string) => `shared/${at(token)}`,
    cv: (token: string, agreementId: Id) => `shared/${at(token)}/cvs/${at(agreementId)}`,
    pdf: (token: string, agreementId: Id) => `shared/${at(token)}/cvs/${at(agreementId)}/pdf`,
    feedback: (token: string, agreementId: Id) => `shared/${at(token)}/cvs/${at(agreementId)}/feedback`,
  },
  cvSettings: {
    /** The signed-in employee's own settings (`0` is "me"). */
    mine: 'organisation/employees/0/settings',
    update: 'organisation/employees/0/update_settings',
  },
  contactDetails: {
    agreement: (id: Id) => `contact_details/agreement/${at(id)}`,
    /** `job.recruiter` and `job.client_manager` of a job post (`{id}` the job post's), `job.prospect` (`{id}` the prospect's). */
    of: (type: 'job.recruiter' | 'job.client_manager' | 'job.prospect', id: Id) => `contact_details/${at(type)}/${at(id)}`,
  },
  /** Job posts and their prospects (§7, issue 13). */
  jobPosts: {
    list: 'organisation/job_posts',
    all: 'organisation/job_posts/all',
    suggest: 'organisation/job_posts/suggest',
    one: (id: Id) => `organisation/job_posts/${at(id)}`,
    /** `PUT` with `{bulk: {ids}}`. */
    move: (action: 'open' | 'close' | 'archive') => `organisation/job_posts/${at(action)}`,
    attach: (id: Id) => `organisation/job_posts/${at(id)}/attach_prospects`,
    prospects: (id: Id) => `organisation/job_posts/${at(id)}/prospects`,
    prospect: (id: Id, pid: Id) => `organisation/job_posts/${at(id)}/prospects/${at(pid)}`,
    /** The bulk actions: `present`, `reject`, `unreject`, `interview`, `hire`, `anonymous`. */
    prospectsAction: (id: Id, action: string) => `organisation/job_posts/${at(id)}/prospects/${at(action)}`,
    forceStatus: (id: Id, status: string) => `organisation/job_posts/${at(id)}/prospects/force_status/${at(status)}`,
    nextStage: (id: Id, pid: Id) => `organisation/job_posts/${at(id)}/prospects/${at(pid)}/next_stage`,
    rating: (id: Id, pid: Id) => `organisation/job_posts/${at(id)}/prospects/${at(pid)}/rating`,
    comments: (id: Id, pid: Id) => `organisation/job_posts/${at(id)}/prospects/${at(pid)}/comments`,
    purchase: (id: Id) => `organisation/job_posts/${at(id)}/purchase`,
    viewResume: (id: Id, pid: Id) => `organisation/job_posts/${at(id)}/prospects/${at(pid)}/view_resume`,
    download: (id: Id, pid: Id) => `organisation/job_posts/${at(id)}/prospects/${at(pid)}/download`,
  },
  /** The job form's pickers: client companies and their employees. */
  clients: {
    autocomplete: 'organisation/clients.autocomplete',
    employees: (id: Id) => `organisation/clients/${at(id)}/employees.autocomplete`,
  },
  autocomplete: {
    skills: 'autocomplete/skills',
    companies: 'autocomplete/companies',
  },
  /** The candidate search (with the `X-Search-Key` of `GET auth`). */
  search: {
    candidates: 'search/candidates',
  },
  /** A hit of a marketplace client's search opened: its anonymous styled CV. */
  marketplace: {
    candidate: (id: Id) => `marketplace/candidates/${at(id)}`,
  },
  /** Projects (§7): the agency's calls, and the read-only mirror of marketplace clients. */
  projects: {
    list: (module: 'organisation' | 'marketplace') => `${module}/projects`,
    one: (module: 'organisation' | 'marketplace', id: Id) => `${module}/projects/${at(id)}`,
    close: (id: Id) => `organisation/projects/${at(id)}/close`,
    create: 'organisation/projects',
    update: (id: Id) => `organisation/projects/${at(id)}`,
    /** A client company's job posts, to put in a project. */
    clientJobPosts: 'organisation/job_posts/all',
  },
  /** The organisation's client companies (the company selector of projects and job posts). */
  clientsAutocomplete: 'organisation/clients.autocomplete',
  /** Links / Documents shared with client companies. */
  clientLinks: {
    mine: 'marketplace/links',
    myDownload: (id: Id) => `marketplace/links/${at(id)}/download`,
    list: 'organisation/links',
    upload: 'organisation/links/upload',
    one: (id: Id) => `organisation/links/${at(id)}`,
    download: (id: Id) => `organisation/links/${at(id)}/download`,
  },
  dashboard: 'organisation/dashboard',
  report: (name: string) => `organisation/reports/${at(name)}`,
  guestCandidateRequests: 'organisation/guest_candidate_requests',
  places: {
    cities: 'places/cities',
    countries: 'places/countries',
  },
  /** §7 Notifications: `api` is `notificationsApi(viewer)` (employees `marketplace/…`, clients `client/…`). */
  notifications: {
    list: (api: NotificationsApi) => api,
    hasNew: (api: NotificationsApi) => `${api}/has_new`,
    markViewed: (api: NotificationsApi, id: Id) => `${api}/${at(id)}/mark_as_viewed`,
    one: (api: NotificationsApi, id: Id) => `${api}/${at(id)}`,
  },
  /** §7 external providers and profile batches (issue 14): the push names its batch in `?batch_id=`. */
  externalProfiles: {
    providers: 'organisation/external_providers',
    batches: 'organisation/external_profile_batches',
    batch: (id: Id) => `organisation/external_profile_batches/${at(id)}`,
    start: 'organisation/external_profile_batches/start',
    push: 'organisation/external_profile_batches/push',
    import: 'organisation/import_external_profiles',
  },
  /** Invites (§7): a job's invites, and an invite by its token (lookup without a session, acceptance). */
  invites: {
    ofJob: (jobId: Id) => `organisation/job_posts/${at(jobId)}/invites`,
    one: (token: string) => `organisation/invites/${at(token)}`,
    accept: (token: string) => `organisation/invites/${at(token)}/accept`,
    reject: (token: string) => `organisation/invites/${at(token)}/reject`,
  },
  /** Employee invites (§7 organisation/employees/invites; issue 14), and the panel's first-administrator invite. */
  employeeInvites: {
    list: 'organisation/employees/invites',
    one: (id: Id) => `organisation/employees/invites/${at(id)}`,
    resend: (id: Id) => `organisation/employees/invites/${at(id)}/resend`,
    ofOrganisation: (organisationId: Id) => `panel/organisations/${at(organisationId)}/invites`,
  },
  /** The organisation's templates as its admins manage them (docs/api.md "Organisation templates"). */
  organisationTemplates: {
    list: 'organisation/templates',
    one: (id: Id) => `organisation/templates/${at(id)}`,
    preview: 'organisation/templates/preview',
    /** The account's teams a template may be given to (`GET organisation/teams`). */
    teams: 'organisation/teams',
  },
  /** My Company (issue 14): the account's employees and their flags, the company profile and its logo. */
  myCompany: {
    employees: 'organisation/employees',
    employee: (id: Id) => `organisation/employees/${at(id)}`,
    company: 'organisation/company',
    logo: 'organisation/company/logo',
    industries: 'autocomplete/industries',
  },
  /** The admin panel's organisations (admins only). */
  panel: {
    organisations: 'panel/organisations',
    organisation: (id: Id) => `panel/organisations/${at(id)}`,
    logo: (id: Id) => `panel/organisations/${at(id)}/logo`,
  },
  /** Data rights (issue 15, docs/api.md "Data rights"). */
  privacy: {
    myData: 'my/data',
    myAccount: 'my/account',
    candidate: (userId: Id) => `organisation/candidates/${at(userId)}`,
    retention: 'organisation/retention',
    retentionReport: 'organisation/retention/report',
    retentionPurge: 'organisation/retention/purge',
    erasures: 'organisation/erasures',
  },
} as const;

type NotificationsApi = 'marketplace/notifications' | 'client/notifications';
