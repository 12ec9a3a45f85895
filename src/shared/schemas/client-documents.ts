/**
 * The Links / Documents a client company's users see (spec §2 `{module}/links`, issue 13): links
 * (a CV share link or any other address) and documents (files checked by their content) the agency
 * shares with that company, optionally about one of its job posts or projects.
 */
import { z } from 'zod';
import { idSchema, idTextSchema } from './ids.js';

export const CLIENT_DOCUMENT_KINDS = ['link', 'document'] as const;
export type ClientDocumentKind = (typeof CLIENT_DOCUMENT_KINDS)[number];
/** The largest document the agency can upload. */
export const CLIENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const CLIENT_DOCUMENT_MESSAGES = {
  titleRequired: 'Title is required.',
  url: 'Enter a web address starting with https:// or http://.',
  clientRequired: 'Choose the client company.',
} as const;

const titleSchema = z.string({ error: CLIENT_DOCUMENT_MESSAGES.titleRequired }).trim().min(1, CLIENT_DOCUMENT_MESSAGES.titleRequired).max(200);
const clientIdSchema = z.number({ error: CLIENT_DOCUMENT_MESSAGES.clientRequired }).pipe(idSchema);

/** `POST organisation/links {link}`: a link for a client company. */
export const clientLinkInputSchema = z.object({
  client_id: clientIdSchema,
  title: titleSchema,
  url: z
    .string({ error: CLIENT_DOCUMENT_MESSAGES.url })
    .trim()
    .max(2000)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
      } catch {
        return false;
      }
    }, CLIENT_DOCUMENT_MESSAGES.url),
  job_post_id: idSchema.nullable().optional(),
  project_id: idSchema.nullable().optional(),
});
export type ClientLinkInput = z.infer<typeof clientLinkInputSchema>;
export const clientLinkBodySchema = z.object({ link: clientLinkInputSchema });

/** `POST organisation/links/upload?…` (multipart, one `file`): what the document is. */
export const clientDocumentUploadQuerySchema = z.object({
  client_id: idTextSchema,
  title: titleSchema.optional(),
  job_post_id: idTextSchema.optional(),
  project_id: idTextSchema.optional(),
});
export type ClientDocumentUploadQuery = z.input<typeof clientDocumentUploadQuerySchema>;

export const clientDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_DOCUMENT_KINDS),
  title: z.string(),
  /** A link's address; null for a document (it downloads through `download`). */
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string().nullable(),
  byte_size: z.number().int().nullable(),
  client: z.object({ id: z.number().int(), company_name: z.string() }),
  job_post: z.object({ id: z.number().int(), title: z.string(), reference: z.string().nullable() }).nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;
export const clientDocumentListSchema = z.object({ links: z.array(clientDocumentSchema) });
export type ClientDocumentList = z.infer<typeof clientDocumentListSchema>;
export const clientDocumentListQuerySchema = z.object({ client_id: idTextSchema.optional() });
