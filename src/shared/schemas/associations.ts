/**
 * Associations — "groups" on the screens (spec §3 Organisation has_associations and is_managed_by,
 * §6 associations guard, §7 Associations): groups of companies a CV can belong to, each with a
 * company name the candidate search facets on (`associations.company.name`) and an optional logo.
 */
import { z } from 'zod';

/** The largest logo (decoded bytes) an association can have. */
export const ASSOCIATION_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const ASSOCIATION_NAME_MAX = 200;

export const ASSOCIATION_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTaken: 'A group with this name already exists.',
  notFound: 'This group does not exist.',
  logoTooLarge: `The logo may be at most ${ASSOCIATION_LOGO_MAX_BYTES / (1024 * 1024)} MB.`,
  logoNotImage: 'The logo must be a PNG or JPEG image.',
  logoDamaged: 'The logo is damaged or holds more than a picture. Save it again as PNG or JPEG and upload it again.',
  badLink: 'This logo link is not valid or has expired.',
} as const;

const nameSchema = z
  .string({ error: ASSOCIATION_MESSAGES.nameRequired })
  .trim()
  .min(1, ASSOCIATION_MESSAGES.nameRequired)
  .max(ASSOCIATION_NAME_MAX);

/** `POST organisation/associations` (upload-marked): the name and, optionally, the logo as base64 (a bare string or a data: URL). */
export const associationCreateBodySchema = z.object({
  association: z.object({ company_name: nameSchema, logo: z.string().max(Math.ceil((ASSOCIATION_LOGO_MAX_BYTES * 4) / 3) + 1024).nullable().optional() }),
});
export type AssociationCreateBody = z.infer<typeof associationCreateBodySchema>;

/** `PUT organisation/associations/{id}`: a new name. */
export const associationUpdateBodySchema = z.object({ association: z.object({ company_name: nameSchema }) });
export type AssociationUpdateBody = z.infer<typeof associationUpdateBodySchema>;

export const associationSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  /** A signed link of the logo (valid one to two hours), or null without one. */
  logo_url: z.string().nullable(),
  /** How many CVs are in the group. */
  cv_count: z.number().int(),
});
export type Association = z.infer<typeof associationSchema>;
export const associationListSchema = z.object({ associations: z.array(associationSchema) });
export type AssociationList = z.infer<typeof associationListSchema>;

/** The query of the logo's signed link. */
export const associationLogoQuerySchema = z.object({ expires: z.coerce.number().int().min(0).max(1e10), signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
