/**
 * Assessment attachments of a CV (spec §3 Attachment, §7 Images; docs/api.md "Assessment
 * attachments"): report images of the category `arctic` (Arctic Shores) or `ikm` (IKM), shown in the
 * CV sections `arctic_shores_attachments` and `ikm_reports_attachments`.
 */
import { z } from 'zod';
import type { SectionKey } from './cv.js';
import { idTextSchema } from './ids.js';

export const ATTACHMENT_CATEGORIES = ['arctic', 'ikm'] as const;
export type AttachmentCategory = (typeof ATTACHMENT_CATEGORIES)[number];

/** The CV section each category is shown in. */
export const ATTACHMENT_SECTIONS: Record<AttachmentCategory, SectionKey> = {
  arctic: 'arctic_shores_attachments',
  ikm: 'ikm_reports_attachments',
};

/** The image types accepted, by content (PNG and JPEG: what the preview, the PDF and Word all show as they are). */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const ATTACHMENT_LIMITS = {
  /** Decoded bytes of one image. */
  imageBytes: 5 * 1024 * 1024,
  /** Decoded bytes of all images of one upload. */
  requestBytes: 15 * 1024 * 1024,
  /** Images in one upload. */
  imagesPerUpload: 10,
  /** Images of one category on one CV: a report of a few pages, with room (every one is embedded in each PDF and Word file). */
  perCategory: 10,
  /** Pixels of one image (width × height), and of each side. */
  pixels: 40_000_000,
  side: 12_000,
} as const;

export const ATTACHMENT_MESSAGES = {
  category: 'Choose the report type: arctic or ikm.',
  categoryMismatch: 'The report type of the address and of the body differ.',
  noImages: 'Choose at least one image to upload.',
  tooManyImages: `Upload at most ${ATTACHMENT_LIMITS.imagesPerUpload} images at a time.`,
} as const;

const categorySchema = z.enum(ATTACHMENT_CATEGORIES, { error: ATTACHMENT_MESSAGES.category });

/** `POST images/upload?reportType=`: the report type of the address (the body may repeat it). */
export const attachmentUploadQuerySchema = z.object({ reportType: categorySchema.optional() });

/**
 * The upload's body (§3): `images` are base64 strings, bare or as `data:` URLs; what they hold is
 * decided by their content, not by a declared type. Their size is checked by the server (413), so the
 * schema sets no length.
 */
export const attachmentUploadBodySchema = z.object({
  images: z
    .array(z.string(), { error: ATTACHMENT_MESSAGES.noImages })
    .min(1, ATTACHMENT_MESSAGES.noImages)
    .max(ATTACHMENT_LIMITS.imagesPerUpload, ATTACHMENT_MESSAGES.tooManyImages),
  reportType: categorySchema.optional(),
  agreement_id: idTextSchema,
});
export type AttachmentUploadBody = z.input<typeof attachmentUploadBodySchema>;

/** `GET images/{agreement id}/attachments?category=` (`reportType` is read the same way). */
export const attachmentListQuerySchema = z.object({ category: categorySchema.optional(), reportType: categorySchema.optional() });

/** `GET images/{id}/view?expires=&signature=`: a signed link to one image (the CV preview, thumbnails). */
export const attachmentViewQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(1e10),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  agreement_id: z.number().int(),
  category: categorySchema,
  content_type: z.enum(ATTACHMENT_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  byte_size: z.number().int(),
  /** A signed link to the image, valid for one to two hours (no session needed, so an `<img>` can show it). */
  url: z.string(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z.object({ attachments: z.array(attachmentSchema) });
export type AttachmentList = z.infer<typeof attachmentListSchema>;
