/**
 * API shapes of the admin panel's organisations (spec §1 editions and subdomains, §2 panel routes,
 * §3 Organisation, §6 admin guard; issue 14): the organisations an admin creates and edits, each at
 * its own subdomain with its logo and theme. Shared by the server's routes and the web's forms.
 */
import { z } from 'zod';
import { INTERFACE_LANGUAGES, PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { EDITIONS, SPECIAL_SUBDOMAIN_CODES } from '../editions.js';
import { paginationSchema } from './agreements.js';
import { pageTextSchema } from './ids.js';
import { themeSchema } from './organisation.js';

export const PANEL_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;

/** Subdomains: lower-case letters, digits and inner hyphens, 2 to 40 characters. */
export const SUBDOMAIN_MIN = 2;
export const SUBDOMAIN_MAX = 40;
export const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
/** Names the platform keeps for itself: never an organisation's subdomain. */
export const RESERVED_SUBDOMAINS = ['www', 'api', 'app', 'admin', 'mail', 'static', 'assets'] as const;

export const PANEL_MESSAGES = {
  subdomainRequired: 'Subdomain is required.',
  /** SUBDOMAIN_MIN to SUBDOMAIN_MAX, written out so the web's catalogue finds the words. */
  subdomainLength: 'Use 2 to 40 characters.',
  subdomainFormat: 'Use lower-case letters, digits and hyphens, not starting or ending with a hyphen.',
  subdomainReserved: 'This subdomain is reserved. Choose another one.',
  subdomainTaken: 'Another organisation already uses this subdomain.',
  nameRequired: 'Name is required.',
  editionForCode: 'This subdomain code belongs to another edition.',
  countryCode: 'Use a two-letter country code such as GB.',
  currency: 'Use a three-letter currency code such as EUR.',
  logoFormat: 'The logo must be a PNG or JPEG image.',
  noLogo: 'This organisation has no uploaded logo.',
} as const;

/** One message per subdomain: the first rule it breaks. */
export const subdomainSchema = z
  .string({ error: PANEL_MESSAGES.subdomainRequired })
  .trim()
  .min(1, { error: PANEL_MESSAGES.subdomainRequired, abort: true })
  .min(SUBDOMAIN_MIN, { error: PANEL_MESSAGES.subdomainLength, abort: true })
  .max(SUBDOMAIN_MAX, { error: PANEL_MESSAGES.subdomainLength, abort: true })
  .regex(SUBDOMAIN, { error: PANEL_MESSAGES.subdomainFormat, abort: true })
  .refine((s) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(s), PANEL_MESSAGES.subdomainReserved);

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, PANEL_MESSAGES.countryCode)
  .transform((s) => s.toUpperCase());
export const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, PANEL_MESSAGES.currency)
  .transform((s) => s.toUpperCase());

export const organisationNameSchema = z.string({ error: PANEL_MESSAGES.nameRequired }).trim().min(1, PANEL_MESSAGES.nameRequired).max(200);

/** Every field of the `organisation` an admin sends; `POST` needs subdomain, name and edition. */
const organisationFields = {
  subdomain: subdomainSchema,
  name: organisationNameSchema,
  /** The company shown with the logo (§3 company.name); the organisation's name when not given. */
  company_name: organisationNameSchema.optional(),
  edition: z.enum(EDITIONS),
  default_language: z.enum(INTERFACE_LANGUAGES).optional(),
  default_country_code: countryCodeSchema.optional(),
  default_currency: currencySchema.optional(),
  candidate_review_feature: z.boolean().optional(),
  agreements_feature: z.boolean().optional(),
  word_export_feature: z.boolean().optional(),
  display_external_provider_feature: z.boolean().optional(),
  has_associations: z.boolean().optional(),
  /** The theme colours (§1 "its own logo and theme"); null removes the theme. */
  theme: themeSchema.nullable().optional(),
};

/** A special subdomain code (§1: rwae, rwus, rwau, rwnz) names its edition: another edition is refused. */
export const codeMatchesEdition = (o: { subdomain?: string; edition?: string }) =>
  !o.subdomain || !o.edition || !SPECIAL_SUBDOMAIN_CODES[o.subdomain] || SPECIAL_SUBDOMAIN_CODES[o.subdomain].edition === o.edition;

export const panelOrganisationCreateSchema = z
  .object(organisationFields)
  .refine(codeMatchesEdition, { message: PANEL_MESSAGES.editionForCode, path: ['edition'] });
export type PanelOrganisationCreate = z.infer<typeof panelOrganisationCreateSchema>;
export type PanelOrganisationCreateInput = z.input<typeof panelOrganisationCreateSchema>;

/** `PUT`: any of the fields; those left out keep their value. */
export const panelOrganisationUpdateSchema = z
  .object(organisationFields)
  .partial()
  .refine(codeMatchesEdition, { message: PANEL_MESSAGES.editionForCode, path: ['edition'] });
export type PanelOrganisationUpdate = z.infer<typeof panelOrganisationUpdateSchema>;
export type PanelOrganisationUpdateInput = z.input<typeof panelOrganisationUpdateSchema>;

export const panelOrganisationCreateBodySchema = z.object({ organisation: panelOrganisationCreateSchema });
export const panelOrganisationUpdateBodySchema = z.object({ organisation: panelOrganisationUpdateSchema });

/** `POST …/logo`: one PNG or JPEG image as base64 (bare or a data URL). */
export const panelLogoBodySchema = z.object({ image: z.string().min(1) });

export const panelOrganisationSchema = z.object({
  id: z.number().int(),
  subdomain: z.string(),
  name: z.string(),
  company_name: z.string(),
  edition: z.enum(EDITIONS),
  default_language: z.enum(INTERFACE_LANGUAGES),
  default_country_code: z.string(),
  default_currency: z.string(),
  candidate_review_feature: z.boolean(),
  agreements_feature: z.boolean(),
  word_export_feature: z.boolean(),
  display_external_provider_feature: z.boolean(),
  has_associations: z.boolean(),
  logo_url: z.string().nullable(),
  theme: themeSchema.nullable(),
  /** Where the organisation answers (`<subdomain>.<base domain>`). */
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PanelOrganisation = z.infer<typeof panelOrganisationSchema>;
export const onePanelOrganisationSchema = z.object({ organisation: panelOrganisationSchema });

export const panelOrganisationListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: pageTextSchema.default(1),
});
export type PanelOrganisationListQuery = z.input<typeof panelOrganisationListQuerySchema>;
export const panelOrganisationListSchema = z.object({ organisations: z.array(panelOrganisationSchema), pagination: paginationSchema });
export type PanelOrganisationList = z.infer<typeof panelOrganisationListSchema>;
