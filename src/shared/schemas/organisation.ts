import { z } from 'zod';
import { HEX_COLOUR } from '../patterns.js';
import { EDITIONS } from '../editions.js';

/** A colour as the product stores it: `#` and six hex digits (`HEX_COLOUR`). The CV renderer and Word export accept only this too. */
export const hexColourSchema = z.string().regex(HEX_COLOUR, 'Use a colour like #1a2b3c.');

/** Theme colours of an organisation, applied by the web as CSS variables. Hex colours only. */
export const themeSchema = z.object({
  primary: hexColourSchema,
  primary_contrast: hexColourSchema,
  accent: hexColourSchema,
  navbar: hexColourSchema,
  navbar_text: hexColourSchema,
  sidenav: hexColourSchema,
  sidenav_text: hexColourSchema,
});
export type Theme = z.infer<typeof themeSchema>;

export const organisationSchema = z.object({
  subdomain: z.string(),
  name: z.string(),
  edition: z.enum(EDITIONS),
  logo_url: z.string().nullable(),
  theme_url: z.string().nullable(),
  theme: themeSchema.nullable(),
  company: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  default_country_code: z.string(),
  default_currency: z.string(),
  candidate_review_feature: z.boolean(),
  display_external_provider_feature: z.boolean(),
  has_associations: z.boolean(),
  is_managed_by: z.string().nullable(),
  agreements_feature: z.boolean(),
  word_export_feature: z.boolean(),
  language_switcher: z.boolean(),
  education_level_hidden: z.boolean(),
  default_language: z.string(),
  custom_fields: z.record(z.string(), z.unknown()),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** The organisation flags the permission rules of §6 read. */
export type OrganisationFeatures = Pick<
  Organisation,
  'candidate_review_feature' | 'display_external_provider_feature' | 'has_associations' | 'is_managed_by' | 'agreements_feature' | 'word_export_feature' | 'language_switcher'
>;
