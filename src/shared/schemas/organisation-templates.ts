/**
 * The organisation's CV templates as its admins manage them (spec §3 Agreement.template, §7
 * templates and team assignment; docs/api.md "Organisation templates"): a name, a base design of
 * `src/cv/templates`, a style sheet of the organisation's own (sandboxed on the server, decision
 * 032), a preview image and the teams that may apply it. Every template the CV styler offers is one
 * of these; the team-template picker (`GET templates`) reads the same rows.
 */
import { z } from 'zod';
import { TEMPLATE_KEYS } from './agreements.js';
import { idSchema } from './ids.js';

export const ORGANISATION_TEMPLATE_LIMITS = {
  /** Characters of a style sheet as written (about 100 KB of plain CSS). */
  cssCharacters: 100_000,
  /** Decoded bytes of the preview image. */
  previewImageBytes: 1024 * 1024,
  /** Characters of a template's name. */
  name: 200,
} as const;

/** The JSON body room a template with its largest preview image needs (base64 is 4/3 of the bytes). */
export const ORGANISATION_TEMPLATE_BODY_LIMIT = Math.ceil((ORGANISATION_TEMPLATE_LIMITS.previewImageBytes * 4) / 3) + ORGANISATION_TEMPLATE_LIMITS.cssCharacters * 4 + 64 * 1024;

export const organisationTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.enum(TEMPLATE_KEYS),
  token: z.string(),
  /** The style sheet as the admin wrote it ('' when the template has none). */
  css: z.string(),
  /** A link to the preview image (PNG or JPEG), or null. */
  preview_image_url: z.string().nullable(),
  team_ids: z.array(z.number().int()),
  updated_at: z.string(),
});
export type OrganisationTemplate = z.infer<typeof organisationTemplateSchema>;

export const organisationTemplateListSchema = z.object({ templates: z.array(organisationTemplateSchema) });
export const oneOrganisationTemplateSchema = z.object({ template: organisationTemplateSchema });

const templateInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(ORGANISATION_TEMPLATE_LIMITS.name),
  key: z.enum(TEMPLATE_KEYS, { error: 'Choose one of the base designs.' }),
  css: z.string().max(ORGANISATION_TEMPLATE_LIMITS.cssCharacters).default(''),
  /**
   * A PNG or JPEG as base64 (a `data:` URL or bare): a new preview image. Null removes the image;
   * left out, the image stays as it is.
   */
  preview_image: z.string().nullable().optional(),
  team_ids: z.array(idSchema).max(500).default([]),
});
export type OrganisationTemplateInput = z.input<typeof templateInputSchema>;

/** `POST` and `PUT organisation/templates[/{id}]`. */
export const organisationTemplateBodySchema = z.object({ template: templateInputSchema });

/** `POST organisation/templates/preview`: the demo CV in the base design with the style sheet. */
export const templatePreviewBodySchema = z.object({
  template: z.object({
    key: z.enum(TEMPLATE_KEYS, { error: 'Choose one of the base designs.' }),
    css: z.string().max(ORGANISATION_TEMPLATE_LIMITS.cssCharacters).default(''),
  }),
  anonymous: z.boolean().default(false),
});
export type TemplatePreviewBody = z.input<typeof templatePreviewBodySchema>;

/** `GET template-previews/{token}/{file}`: a template's preview image (the token is the template's). */
export const templatePreviewImageParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{24}$/, 'Unknown image.'),
  file: z.string().regex(/^[0-9a-f]{16}\.(png|jpg)$/, 'Unknown image.'),
});
