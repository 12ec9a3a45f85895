/**
 * The database schema. Every tenant-owned table carries `organisation_id`; repositories reach rows
 * only through a tenant scope (see ./tenant.ts).
 */

import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CvData, CvSettings } from '../../shared/schemas/cv.js';
import type { EmployeeInvitePermissions } from '../../shared/schemas/invites.js';
import type { Theme } from '../../shared/schemas/organisation.js';
import type { SearchHit } from '../../shared/schemas/search.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The tenant column every tenant-owned table carries; rows go with their organisation. */
const organisationId = () =>
  integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  edition: text('edition').notNull(),
  logoUrl: text('logo_url'),
  themeUrl: text('theme_url'),
  theme: jsonb('theme').$type<Theme | null>(),
  companyName: text('company_name').notNull(),
  companyLogoUrl: text('company_logo_url'),
  defaultCountryCode: text('default_country_code').notNull().default('GB'),
  defaultCurrency: text('default_currency').notNull().default('EUR'),
  /** The interface language before a person chooses one (§1); null: English, Spanish for the Spanish-default site. */
  defaultLanguage: text('default_language'),
  candidateReviewFeature: boolean('candidate_review_feature').notNull().default(false),
  displayExternalProviderFeature: boolean('display_external_provider_feature').notNull().default(false),
  hasAssociations: boolean('has_associations').notNull().default(false),
  isManagedBy: text('is_managed_by'),
  agreementsFeature: boolean('agreements_feature').notNull().default(true),
  wordExportFeature: boolean('word_export_feature').notNull().default(false),
  customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    admin: boolean('admin').notNull().default(false),
    reviewCredentials: boolean('review_credentials').notNull().default(false),
    onboarding: boolean('onboarding').notNull().default(false),
    agreedTermsAt: timestamp('agreed_terms_at', { withTimezone: true }),
    locale: text('locale'),
    /** Bumped by logout and password change: every token signed with an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_organisation_email_idx').on(t.organisationId, t.email)],
);

/**
 * A user's sign-in with a professional network (OpenID Connect): the provider's stable subject id.
 * One per provider and user; a subject belongs to one user of an organisation.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'linkedin'>().notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave when the identity was connected (for the person to recognise it). */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_subject_idx').on(t.organisationId, t.provider, t.subject),
    uniqueIndex('user_identities_user_idx').on(t.userId, t.provider),
  ],
);

export type PhoneEntry = { code: { name: string; code: string; country_code: string } | null; number: string };
export type LocationValue = { lat?: number; lng?: number; city?: string; administrative?: string; country?: string; country_code?: string };

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uuid: uuid('uuid').notNull().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phones: jsonb('phones').$type<PhoneEntry[]>().notNull().default([]),
    location: jsonb('location').$type<LocationValue | null>(),
    avatar: text('avatar'),
    state: text('state').notNull().default('active'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    experienceCount: integer('experience_count').notNull().default(0),
    educationCount: integer('education_count').notNull().default(0),
    pagesAccessed: jsonb('pages_accessed').$type<Record<string, boolean>>().notNull().default({}),
    /** The CV read from the candidate's own uploaded resume (state parsing_cv, §4); null until one was read. */
    cvData: jsonb('cv_data').$type<CvData | null>(),
    /** Why the last resume upload could not be read (null after a successful read). */
    cvParseError: text('cv_parse_error'),
    /** The candidate's uploaded resume in the file storage (src/server/lib/storage.ts). */
    cvFileKey: text('cv_file_key'),
    cvFileName: text('cv_file_name'),
    cvFileType: text('cv_file_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_user_idx').on(t.userId), uniqueIndex('profiles_uuid_idx').on(t.uuid), index('profiles_organisation_idx').on(t.organisationId)],
);

/** Agency accounts and client companies of an organisation. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    companyLogoUrl: text('company_logo_url'),
    industry: text('industry'),
    isClient: boolean('is_client').notNull().default(false),
    marketplace: boolean('marketplace').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_organisation_idx').on(t.organisationId), uniqueIndex('accounts_uuid_idx').on(t.uuid)],
);

/** A user's membership of an account; `agreed` is the per-account terms acceptance (§6). */
export const accountUsers = pgTable(
  'account_users',
  {
    organisationId: organisationId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreed: boolean('agreed').notNull().default(false),
    /** The account the user works in by default (the `account` of `GET auth`). */
    current: boolean('current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_users_user_idx').on(t.userId)],
);

/** An employee record of a user in an account, with the §3 permission flags. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canManageAccount: boolean('can_manage_account').notNull().default(false),
    canManageEmployees: boolean('can_manage_employees').notNull().default(false),
    canManageJobPosts: boolean('can_manage_job_posts').notNull().default(false),
    canViewJobPosts: boolean('can_view_job_posts').notNull().default(false),
    canManageAssociations: boolean('can_manage_associations').notNull().default(false),
    canManageAgreements: boolean('can_manage_agreements').notNull().default(false),
    canDeleteAgreements: boolean('can_delete_agreements').notNull().default(false),
    /** The employee's CV layout settings (§3); null, or null parts, mean the defaults. */
    cvSettings: jsonb('cv_settings').$type<CvSettings | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employees_account_user_idx').on(t.accountId, t.userId), index('employees_user_idx').on(t.userId)],
);

/**
 * Invitations: a token whose first letter says the kind ('e' employee, 'j' job, §3). Only the
 * SHA-256 (hex) of the token is kept in `token` (decision 004: a leak yields no usable link).
 */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    token: text('token').notNull().unique(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    jobPostId: integer('job_post_id').references((): AnyPgColumn => jobPosts.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** An employee invite's §3 permission flags, given to the employee it makes (null for job invites). */
    permissions: jsonb('permissions').$type<EmployeeInvitePermissions | null>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invites_organisation_idx').on(t.organisationId), index('invites_job_post_idx').on(t.organisationId, t.jobPostId)],
);

/** One-time tokens: password resets and sign-in links. Only a SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    token: text('token').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaigns_organisation_token_idx').on(t.organisationId, t.token)],
);

export const campaignActivations = pgTable(
  'campaign_activations',
  {
    organisationId: organisationId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/**
 * Attempt counters (failed sign-ins, reset mails, sign-ups, password-change guesses), keyed by what
 * they count (an account, an address, an account seen from one client), shared by every server
 * instance (decision 013). Not tenant-owned: address keys span organisations.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  /** Attempts counted since the count last started over. */
  failures: integer('failures').notNull().default(0),
  /** The count starts over after a rule's quiet period since this attempt. */
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Devices (the `tf_device` cookie) and addresses a user has signed in from (decision 013). They pass
 * the lock that distributed guessing puts on an account, so an attacker cannot lock the user out.
 * Only keyed digests are stored; entries unused for 180 days no longer count.
 */
export const trustedClients = pgTable(
  'trusted_clients',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'device' or 'address'. */
    kind: text('kind').notNull(),
    digest: text('digest').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trusted_clients_user_kind_digest_idx').on(t.userId, t.kind, t.digest), index('trusted_clients_organisation_idx').on(t.organisationId)],
);

/**
 * Sign-ups waiting for the link mailed to the address (decision 004): the account is created only
 * when the link is used, so nobody can take an address they cannot read. Only the link's SHA-256 and
 * the password's argon2id hash are kept.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pending_signups_organisation_email_idx').on(t.organisationId, t.email)],
);


// ── CV styler ────────────────────────────────────────────────────────────────────────────────────

/** CV templates of an organisation; `key` names the design in src/cv ('classic', 'modern', 'executive'). */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    token: text('token').notNull().unique(),
    cssUrl: text('css_url'),
    previewImageUrl: text('preview_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_organisation_idx').on(t.organisationId)],
);

/** Teams of an agency account: members and the templates they may apply. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teams_organisation_account_idx').on(t.organisationId, t.accountId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    organisationId: organisationId(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.employeeId] }), index('team_members_employee_idx').on(t.employeeId)],
);

export const teamTemplates = pgTable(
  'team_templates',
  {
    organisationId: organisationId(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.templateId] }), index('team_templates_template_idx').on(t.templateId)],
);

export type OfficeValue = { name?: string; address?: string; phone?: string; email?: string };

/** An agreement: one candidate's CV (`data`, validated by the shared CV schema on every write). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    consultantId: integer('consultant_id').references(() => users.id, { onDelete: 'set null' }),
    consultant2Id: integer('consultant2_id').references(() => users.id, { onDelete: 'set null' }),
    office: jsonb('office').$type<OfficeValue | null>(),
    data: jsonb('data').$type<CvData>().notNull(),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    brandingAccountId: integer('branding_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedById: integer('locked_by_id').references(() => users.id, { onDelete: 'set null' }),
    candidateApproved: boolean('candidate_approved').notNull().default(false),
    candidateApprovedAt: timestamp('candidate_approved_at', { withTimezone: true }),
    recruiterAcceptedAt: timestamp('recruiter_accepted_at', { withTimezone: true }),
    /** True until the first save; a fresh agreement can be thrown away with destroy_fresh (§4). */
    fresh: boolean('fresh').notNull().default(true),
    copiedFromId: integer('copied_from_id'),
    /** The resume this CV was imported from (POST organisation/agreements/import): storage key, original name, kind. */
    sourceFileKey: text('source_file_key'),
    sourceFileName: text('source_file_name'),
    sourceFileType: text('source_file_type'),
    /** Field paths of `data` the parser was unsure of when the CV was imported. */
    sourceUnsure: jsonb('source_unsure').$type<string[]>().notNull().default([]),
    /** SHA-256 (hex) of the imported file's bytes: a second upload of the same file is recognised by it. */
    sourceFileSha256: text('source_file_sha256'),
    /** The content digest (candidate-review/digest.ts) of the CV the candidate approved: a later edit makes the approval outdated. */
    candidateApprovalDigest: text('candidate_approval_digest'),
    /** On the marketplace since (POST {id}/add-to-marketplace); null when not: clients search only these, anonymised. */
    marketplaceAt: timestamp('marketplace_at', { withTimezone: true }),
    /** Search tag `hidden` (§3): left out of candidate searches unless asked for. */
    hidden: boolean('hidden').notNull().default(false),
    /** A spec CV (§3 `is_spec_cv`), found with show_spec_cv. */
    isSpecCv: boolean('is_spec_cv').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agreements_organisation_updated_idx').on(t.organisationId, t.updatedAt),
    index('agreements_organisation_source_sha256_idx').on(t.organisationId, t.sourceFileSha256),
    // The candidate's email as a duplicate upload is matched by it (case-insensitive).
    index('agreements_organisation_email_idx').on(t.organisationId, sql`lower(${t.data}->>'email')`),
  ],
);

// ── Client share links (issue 11, decision 018) ─────────────────────────────────────────────────

/**
 * A link a recruiter sends a client to read CVs without an account: full or anonymous, until it
 * expires or is revoked. Only the SHA-256 of its token is stored (the address is shown once).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    tokenDigest: text('token_digest').notNull().unique(),
    anonymous: boolean('anonymous').notNull(),
    note: text('note'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The employee record of the recruiter who made it: their CV settings render the shared CVs. */
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_organisation_created_idx').on(t.organisationId, t.createdAt)],
);

/** The CVs of a link, in the order chosen. A deleted CV leaves its links. */
export const shareLinkAgreements = pgTable(
  'share_link_agreements',
  {
    organisationId: organisationId(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shareLinkId, t.agreementId] }), index('share_link_agreements_agreement_idx').on(t.agreementId)],
);

/**
 * What the client did: opened the link ('opened', no CV), read a CV ('viewed'), downloaded its PDF
 * ('downloaded'). Only the moment is kept: no address, no user agent (decision 018).
 */
export const shareLinkEvents = pgTable(
  'share_link_events',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').references(() => agreements.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_link_events_link_idx').on(t.shareLinkId, t.at)],
);

/** The client's answer per CV of a link; a later answer replaces the earlier one. */
export const shareLinkFeedback = pgTable(
  'share_link_feedback',
  {
    organisationId: organisationId(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    verdict: text('verdict').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.shareLinkId, t.agreementId] })],
);

/**
 * Assessment attachments of a CV (§3 Attachment, §7 Images): report images of the Arctic Shores
 * (`arctic`) or IKM (`ikm`) category, shown in the CV sections `arctic_shores_attachments` and
 * `ikm_reports_attachments`. The image itself is in the file storage under `fileKey`; the row holds
 * what the CV needs to lay it out without reading the file (type, pixel size).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    category: text('category').$type<'arctic' | 'ikm'>().notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 (hex) of the stored bytes: the same image uploaded twice to one category is kept once. */
    sha256: text('sha256').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_organisation_agreement_idx').on(t.organisationId, t.agreementId, t.category)],
);

/**
 * Candidate review links (§3 Candidate token, decision 020): the token is an HMAC of `nonce` under a
 * key derived from the server secret, so the link can be shown again while only its SHA-256
 * (`token_digest`) and the nonce are stored. One live (not replaced) link per agreement.
 */
export const candidateReviewTokens = pgTable(
  'candidate_review_tokens',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set when a forced regeneration replaced the link: it stops working at once. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Set once the candidate asked for a new link from the expired page (only once per link). */
    newUrlRequestedAt: timestamp('new_url_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('candidate_review_tokens_agreement_idx').on(t.organisationId, t.agreementId),
    uniqueIndex('candidate_review_tokens_live_idx').on(t.agreementId).where(sql`${t.replacedAt} is null`),
  ],
);

/**
 * Consent evidence (issue 11): every approval or rejection by the candidate, with when, from which
 * address and user agent, and the SHA-256 of the exact styled CV (HTML) they were shown.
 */
export const candidateReviewDecisions = pgTable(
  'candidate_review_decisions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id').references(() => candidateReviewTokens.id, { onDelete: 'set null' }),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    /** SHA-256 (hex) of the styled CV's HTML the candidate was shown. */
    cvDigest: text('cv_digest').notNull(),
    /** SHA-256 (hex) of the CV's content (data, template, branding) at the decision. */
    contentDigest: text('content_digest').notNull(),
    language: text('language').notNull(),
  },
  (t) => [index('candidate_review_decisions_agreement_idx').on(t.organisationId, t.agreementId, t.decidedAt)],
);

/**
 * Candidate lists (spec §3 List): nested lists of CVs, up to five levels. A list's sub-lists go with
 * it when it is deleted; its CVs stay (only their membership rows go).
 */
export const agreementLists = pgTable(
  'agreement_lists',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    parentId: integer('parent_id').references((): AnyPgColumn => agreementLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agreement_lists_organisation_parent_idx').on(t.organisationId, t.parentId)],
);

/** A CV in a list: one row per list and CV, so adding it twice changes nothing and a list's count is its rows. */
export const agreementListItems = pgTable(
  'agreement_list_items',
  {
    organisationId: organisationId(),
    listId: integer('list_id')
      .notNull()
      .references(() => agreementLists.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    addedById: integer('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.agreementId] }), index('agreement_list_items_agreement_idx').on(t.agreementId)],
);

// ── Associations (issue 12; their screens come with issue 14) ──────────────────────────────────

/** An association (a group of companies) a CV can belong to; searched by its company name. */
export const associations = pgTable(
  'associations',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    companyName: text('company_name').notNull(),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('associations_organisation_idx').on(t.organisationId)],
);

/** A CV in an association. */
export const agreementAssociations = pgTable(
  'agreement_associations',
  {
    organisationId: organisationId(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.associationId] }), index('agreement_associations_association_idx').on(t.associationId)],
);

// ── Candidate search projection (issue 12, decision 021) ───────────────────────────────────────

/** PostgreSQL's text-search document (built with the 'simple' configuration from accent-folded text). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit transaction id (`pg_current_xact_id()`), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** §3 Job post: the compensation a job offers (`type` one of the salary types of the candidate search). */
export type CompensationValue = { type: 'permanent' | 'contract' | 'hourly' | 'daily'; min: number | null; max: number | null; currency: string };
export type JobSkillValue = { name: string; mod: 0 | 1 | 2 };

/**
 * Job posts (spec §3 Job post, §4 job post states, issue 13): a job the agency runs for one of the
 * organisation's client companies (an `is_client` account), with the client's manager and the
 * agency's recruiter (employee records). `status`: draft, open, closed or archived.
 */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    title: text('title').notNull(),
    reference: text('reference'),
    status: text('status').$type<'draft' | 'open' | 'closed' | 'archived'>().notNull().default('draft'),
    clientAccountId: integer('client_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientManagerId: integer('client_manager_id').references(() => employees.id, { onDelete: 'set null' }),
    recruiterId: integer('recruiter_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Sanitised HTML (the CV's sanitiser). */
    description: text('description').notNull().default(''),
    location: jsonb('location').$type<LocationValue | null>(),
    compensation: jsonb('compensation').$type<CompensationValue | null>(),
    skills: jsonb('skills').$type<JobSkillValue[]>().notNull().default([]),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_posts_organisation_status_idx').on(t.organisationId, t.status, t.updatedAt), index('job_posts_client_idx').on(t.organisationId, t.clientAccountId)],
);

/**
 * A CV (agreement) put forward for a job post (§3 prospect statuses, §4 prospect actions): one row
 * per job post and CV. `presented_at` is set the first time it is presented: from then on the client
 * sees it (never before). `status_before_rejection` is where `unreject` puts it back.
 */
export const prospects = pgTable(
  'prospects',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    status: text('status').$type<'new' | 'prospected' | 'presented' | 'interviewing' | 'hired' | 'rejected'>().notNull().default('new'),
    statusBeforeRejection: text('status_before_rejection').$type<'new' | 'prospected' | 'presented' | 'interviewing' | 'hired' | 'rejected'>(),
    presentedAt: timestamp('presented_at', { withTimezone: true }),
    anonymous: boolean('anonymous').notNull().default(false),
    rating: smallint('rating'),
    rejectedReason: text('rejected_reason'),
    interviewAvailability: text('interview_availability'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('prospects_job_post_agreement_idx').on(t.jobPostId, t.agreementId), index('prospects_organisation_status_idx').on(t.organisationId, t.status), index('prospects_agreement_idx').on(t.agreementId)],
);

/** A prospect's timeline: every change, who made it and when, the status before and after and what was done. */
export const prospectEvents = pgTable(
  'prospect_events',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prospect_events_prospect_idx').on(t.prospectId, t.at)],
);

/** Comments on a prospect: shared between the agency and the job's client company (unlike the timeline). */
export const prospectComments = pgTable(
  'prospect_comments',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prospect_comments_prospect_idx').on(t.prospectId, t.createdAt)],
);

/**
 * What the candidate search reads: one row per saved or imported CV, rebuilt from the agreement and
 * its relations in the same transaction as every write that changes what a hit shows or matches
 * (modules/search `refreshProjection`). Recruiters search the `full_*` columns, marketplace clients
 * the `anon_*` ones, built from the anonymous CV. Drafts have no row.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    agreementId: integer('agreement_id')
      .primaryKey()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    /** On the marketplace: marketplace clients search only these. */
    marketplace: boolean('marketplace').notNull(),
    hidden: boolean('hidden').notNull(),
    /** The candidate approved the CV and the recruiter has not accepted it since. */
    readyForReview: boolean('ready_for_review').notNull(),
    isSpecCv: boolean('is_spec_cv').notNull(),
    /** Name, title, skills, companies and summaries, accent-folded and lower case (recruiters). */
    fullText: tsvector('full_text').notNull(),
    /** The same from the anonymous CV: no name or contact details, companies as the anonymous CV shows them (clients). */
    anonText: tsvector('anon_text').notNull(),
    /**
     * The words of weights A and B (name and title, skills) of each text: what relevance is ranked by.
     * Small and kept in the row, where the text vectors are stored out of line (decision 022).
     */
    fullKey: tsvector('full_key')
      .notNull()
      .generatedAlwaysAs(sql`ts_filter(full_text, '{a,b}')`),
    anonKey: tsvector('anon_key')
      .notNull()
      .generatedAlwaysAs(sql`ts_filter(anon_text, '{a,b}')`),
    /** The name and titles as sorted by (lower case). */
    sortName: text('sort_name').notNull(),
    fullTitle: text('full_title'),
    anonTitle: text('anon_title'),
    /** Skills and top skills, lower case, for the skill filters and scores. */
    skills: text('skills').array().notNull(),
    topSkills: text('top_skills').array().notNull(),
    listIds: integer('list_ids').array().notNull(),
    jobPostIds: integer('job_post_ids').array().notNull(),
    /** The responsible consultant's employee id. */
    employeeId: integer('employee_id'),
    /** The current employer as each audience sees it. */
    fullCompany: text('full_company'),
    anonCompany: text('anon_company'),
    /** Whole years in the current job, 0–5 (null without one); whole years of work, 0–25. */
    tenure: smallint('tenure'),
    experienceTime: smallint('experience_time').notNull(),
    associationNames: text('association_names').array().notNull(),
    /** The location and preferred locations: their grid cells (for the index) and their points (for the exact distance). */
    geoCells: text('geo_cells').array().notNull(),
    geoLats: doublePrecision('geo_lats').array().notNull(),
    geoLngs: doublePrecision('geo_lngs').array().notNull(),
    currency: text('currency'),
    permanentMin: doublePrecision('permanent_min'),
    permanentMax: doublePrecision('permanent_max'),
    contractMin: doublePrecision('contract_min'),
    contractMax: doublePrecision('contract_max'),
    hourlyMin: doublePrecision('hourly_min'),
    hourlyMax: doublePrecision('hourly_max'),
    dailyMin: doublePrecision('daily_min'),
    dailyMax: doublePrecision('daily_max'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The hits as each audience gets them, without the per-search `_rankingInfo`. */
    fullHit: jsonb('full_hit').$type<Omit<SearchHit, '_rankingInfo'>>().notNull(),
    /** Only for a CV on the marketplace (the only ones clients search); the anonymous text is empty otherwise. */
    anonHit: jsonb('anon_hit').$type<Omit<SearchHit, '_rankingInfo'>>(),
    /**
     * The transaction that last wrote the row (set by the table's trigger, migration 0026): the
     * in-memory search reads the rows changed since the oldest transaction it could not see yet.
     */
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('candidate_search_changes_idx').on(t.organisationId, t.changeXid),
    index('candidate_search_organisation_updated_idx').on(t.organisationId, t.updatedAt.desc(), t.agreementId.desc()),
    index('candidate_search_marketplace_updated_idx').on(t.organisationId, t.updatedAt.desc(), t.agreementId.desc()).where(sql`${t.marketplace}`),
    index('candidate_search_full_text_idx').using('gin', t.fullText),
    index('candidate_search_anon_text_idx').using('gin', t.anonText),
    index('candidate_search_skills_idx').using('gin', t.skills),
    index('candidate_search_list_ids_idx').using('gin', t.listIds),
    index('candidate_search_job_post_ids_idx').using('gin', t.jobPostIds),
    index('candidate_search_association_names_idx').using('gin', t.associationNames),
    index('candidate_search_geo_cells_idx').using('gin', t.geoCells),
    index('candidate_search_employee_idx').on(t.organisationId, t.employeeId),
    // Facet counts and hit counts of searches without a text query read this index only (no heap):
    // the tag and audience columns, then the counted values (decision 022).
    index('candidate_search_facets_idx').on(t.organisationId, t.hidden, t.readyForReview, t.marketplace, t.isSpecCv, t.tenure, t.experienceTime, t.fullCompany, t.anonCompany),
    // The association facet counts only CVs in an association (usually few): found here, not by a scan.
    index('candidate_search_with_associations_idx')
      .on(t.organisationId, t.hidden, t.readyForReview, t.marketplace, t.isSpecCv)
      .where(sql`${t.associationNames} <> '{}'`),
  ],
);

/**
 * The search rows deleted, by the transaction that deleted them (the table's trigger, migration 0026):
 * the in-memory search drops them (decision 022). Kept a day; an index that has not caught up for
 * longer reads its organisation's rows again.
 */
export const candidateSearchRemovals = pgTable(
  'candidate_search_removals',
  {
    organisationId: integer('organisation_id').notNull(),
    agreementId: integer('agreement_id').notNull(),
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_search_removals_changes_idx').on(t.organisationId, t.changeXid), index('candidate_search_removals_removed_at_idx').on(t.removedAt)],
);

/**
 * The facet counts of the candidate search kept in step with `candidate_search` by its triggers
 * (migration 0025, decision 022): per organisation and tag view, the number of rows (facet 0, value
 * ''), and per value of tenure (1), experience time (2), current company (3) and association (4). A
 * search without a text query or filters reads its facets and count here instead of counting every
 * row. A value whose rows have all gone keeps a count of 0.
 */
export const candidateSearchFacetCounts = pgTable(
  'candidate_search_facet_counts',
  {
    organisationId: organisationId(),
    /** The tag rule's rows (`FACET_VIEWS` in modules/search): 1 default … 6 marketplace clients. */
    view: smallint('view').notNull(),
    facet: smallint('facet').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.view, t.facet, t.value] }),
    // A facet's most frequent values first (the company facet keeps a hundred of thousands).
    index('candidate_search_facet_counts_top_idx').on(t.organisationId, t.view, t.facet, t.count.desc(), t.value),
  ],
);

// ── Notifications (issue 13) ────────────────────────────────────────────────────────────────────

/**
 * A notification of one user (spec §3 Notification, §4): what happened (`kind` and the `params` its
 * text is written from when it is read), the web route it links to, and whether the user has seen it.
 * Written in the same transaction as the event it tells of (modules/notifications `notify`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    url: text('url').notNull(),
    /** Who caused it (null for a candidate or a deleted user). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.organisationId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unviewed_idx').on(t.organisationId, t.userId).where(sql`${t.viewedAt} is null`),
  ],
);

// ── Projects, client documents (issue 13, decision 025) ─────────

/**
 * Projects (§7 Projects, §4 "projects can be closed"): a piece of work the agency runs for one client
 * company, grouping job posts of that company. `status`: open or closed (closing is final).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    clientAccountId: integer('client_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: integer('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_organisation_status_idx').on(t.organisationId, t.status, t.updatedAt), index('projects_client_idx').on(t.organisationId, t.clientAccountId)],
);

/** The job posts of a project (all of the project's client company). */
export const projectJobPosts = pgTable(
  'project_job_posts',
  {
    organisationId: organisationId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.jobPostId] }), index('project_job_posts_job_post_idx').on(t.jobPostId)],
);

/**
 * What the agency shares with a client company on its Links / Documents page: a `link` (an address,
 * such as a CV share link) or a `document` (a file checked by its content, in the file storage),
 * optionally about one of the company's job posts or projects.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    clientAccountId: integer('client_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'link' | 'document'>().notNull(),
    title: text('title').notNull(),
    url: text('url'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    sha256: text('sha256'),
    jobPostId: integer('job_post_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('client_documents_client_idx').on(t.organisationId, t.clientAccountId, t.createdAt)],
);

/**
 * External profile imports (§7 external profile batches, issue 14): a batch of one provider
 * (JSON Resume files, a LinkedIn data export) made by one person, and the profiles read from the
 * files pushed to it — each `parsed` (its CV data kept until it is imported), `error` (why, for the
 * person) or `imported` (the CV made of it).
 */
export const externalProfileBatches = pgTable(
  'external_profile_batches',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    provider: text('provider').$type<'json_resume' | 'linkedin_export'>().notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('external_profile_batches_org_idx').on(t.organisationId, t.createdAt)],
);

export const externalProfiles = pgTable(
  'external_profiles',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => externalProfileBatches.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').$type<'parsed' | 'error' | 'imported'>().notNull(),
    error: text('error'),
    name: text('name'),
    title: text('title'),
    data: jsonb('data').$type<CvData | null>(),
    agreementId: integer('agreement_id').references(() => agreements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('external_profiles_batch_idx').on(t.batchId, t.id)],
);

/**
 * The style sheet and preview image of an organisation template (decision 032): the CSS as its
 * admin wrote it (`css`, shown again in the form) and as the CV renders it (`scopedCss`: checked and
 * scoped under the CV's root by src/server/documents/template-css.ts when saved); the preview image,
 * checked by its content, in the file storage. A template without a row has neither.
 */
export const templateStylesheets = pgTable('template_stylesheets', {
  templateId: integer('template_id')
    .primaryKey()
    .references(() => templates.id, { onDelete: 'cascade' }),
  organisationId: organisationId(),
  css: text('css').notNull().default(''),
  scopedCss: text('scoped_css').notNull().default(''),
  previewImageKey: text('preview_image_key'),
  previewImageType: text('preview_image_type'),
  updatedAt: updatedAt(),
});
// ── Data rights (issue 15, decision 035) ─────────────────────────────────────────────────────────

/**
 * An organisation's retention policy: candidates without activity for `months` are erased by the
 * daily purge (modules/data-rights). No row means the default (24 months).
 */
export const retentionPolicies = pgTable('retention_policies', {
  organisationId: organisationId().primaryKey(),
  months: integer('months').notNull().default(24),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Every erasure of people (decision 035): a person's own (`self`), a candidate erased by an account
 * manager (`organisation`) or the retention purge (`retention`, run by the daily job — `ran_by_id`
 * null — or by an account manager). Only ids are kept: nothing that identifies the people erased.
 */
export const erasures = pgTable(
  'erasures',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    reason: text('reason').$type<'self' | 'organisation' | 'retention'>().notNull(),
    ranById: integer('ran_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The retention policy in force for a retention purge (months). */
    months: integer('months'),
    userCount: integer('user_count').notNull(),
    userIds: integer('user_ids').array().notNull(),
    cvCount: integer('cv_count').notNull().default(0),
    fileCount: integer('file_count').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('erasures_organisation_at_idx').on(t.organisationId, t.at)],
);
