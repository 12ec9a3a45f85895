/**
 * API shapes of client share links (issue 11, "Sharing with a client"; beyond the spec, decision
 * 018): a recruiter shares one or more CVs, full or anonymous, with a client who has no account; the
 * client reads them, downloads their PDFs and answers per CV. Shared by the server's routes and the
 * web (which derives its types from them).
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { emailSchema } from '../validation.js';
import { PER_PAGE_MAX, paginationSchema } from './agreements.js';
import { idSchema, idTextSchema, pageTextSchema } from './ids.js';

/** At most this many CVs in one share link. */
export const SHARE_LINK_MAX_CVS = 50;
/** The expiry a link gets when none is chosen, and the longest one (days). */
export const SHARE_LINK_DEFAULT_DAYS = 14;
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_NOTE_MAX = 2000;
export const SHARE_COMMENT_MAX = 2000;
/** The expiry choices the share dialog offers (days). */
export const SHARE_LINK_EXPIRY_CHOICES = [7, 14, 30, 90] as const;

/** The texts of these calls a person reads (the web translates them by their English wording). */
export const SHARE_MESSAGES = {
  cvsRequired: 'Choose at least one CV to share.',
  tooManyCvs: 'A link can share at most 50 CVs.',
  unknownCvs: 'One of these CVs does not exist or was deleted.',
  draftCv: 'Save this CV before you share it.',
  expiryInPast: 'Choose an expiry date in the future.',
  expiryTooFar: 'A link can stay open for at most 365 days.',
  expiryTwice: 'Give either an expiry date or a number of days, not both.',
  notFound: 'This share link does not exist.',
  linkNotFound: 'This link does not exist or was not made for this organisation.',
  cvNotShared: 'This CV is not part of this link.',
  revoked: 'The agency has withdrawn this link. Ask your contact there for a new one.',
  expired: 'This link has expired. Ask your contact at the agency for a new one.',
  tooMany: 'Too many requests from your connection. Please wait a moment and try again.',
} as const;

export const SHARE_VERDICTS = ['interested', 'not_interested'] as const;
export type ShareVerdict = (typeof SHARE_VERDICTS)[number];
export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** `POST organisation/share_links`. Expiry: `expire_at` (a moment in the future) or `expires_in_days`; neither = 14 days. */
export const shareLinkBodySchema = z.object({
  share_link: z
    .object({
      agreement_ids: z.array(idSchema).min(1, SHARE_MESSAGES.cvsRequired).max(SHARE_LINK_MAX_CVS, SHARE_MESSAGES.tooManyCvs),
      anonymous: z.boolean(),
      expire_at: z.iso.datetime({ offset: true }).nullish(),
      expires_in_days: z.number().int().min(1).max(SHARE_LINK_MAX_DAYS, SHARE_MESSAGES.expiryTooFar).nullish(),
      note: optionalText(SHARE_NOTE_MAX),
      recipient_name: optionalText(200),
      recipient_email: z.union([z.literal(''), emailSchema]).nullish().transform((v) => (v ? v : null)),
    })
    .superRefine((value, ctx) => {
      if (value.expire_at != null && value.expires_in_days != null) ctx.addIssue({ code: 'custom', path: ['expire_at'], message: SHARE_MESSAGES.expiryTwice });
    }),
});
export type ShareLinkInput = z.input<typeof shareLinkBodySchema>['share_link'];

export const shareLinkListQuerySchema = z.object({
  agreement_id: idTextSchema.optional(),
  page: pageTextSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PAGINATION_DEFAULT_PAGE_SIZE),
});
export type ShareLinkListQuery = z.input<typeof shareLinkListQuerySchema>;

export const shareFeedbackSchema = z.object({ verdict: z.enum(SHARE_VERDICTS), comment: z.string().nullable(), updated_at: z.string() });
export type ShareFeedback = z.infer<typeof shareFeedbackSchema>;

/** A CV of a link as its recruiter sees it: the real name, and what the client did with it. */
export const shareLinkCvSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  views: z.number().int(),
  last_viewed_at: z.string().nullable(),
  downloads: z.number().int(),
  last_downloaded_at: z.string().nullable(),
  feedback: shareFeedbackSchema.nullable(),
});
export type ShareLinkCv = z.infer<typeof shareLinkCvSchema>;

const shareLinkFields = {
  id: z.number().int(),
  anonymous: z.boolean(),
  note: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  expire_at: z.string(),
  revoked_at: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Times the client opened the link. */
  opened: z.number().int(),
  last_opened_at: z.string().nullable(),
  cvs: z.array(shareLinkCvSchema),
};

/** A link in the recruiter's list. */
export const shareLinkSummarySchema = z.object(shareLinkFields);
export type ShareLinkSummary = z.infer<typeof shareLinkSummarySchema>;

/** One link with its openings (newest first, at most `OPENINGS_SHOWN`). */
export const shareLinkDetailSchema = z.object({ ...shareLinkFields, openings: z.array(z.object({ at: z.string() })) });
export type ShareLinkDetail = z.infer<typeof shareLinkDetailSchema>;

export const shareLinkAnswerSchema = z.object({ share_link: shareLinkDetailSchema });
/** The answer of the creation: the only time the link's address (and token) is shown. */
export const shareLinkCreatedSchema = z.object({ share_link: shareLinkDetailSchema.extend({ url: z.string(), token: z.string() }) });
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>['share_link'];
export const shareLinkListSchema = z.object({ share_links: z.array(shareLinkSummarySchema), pagination: paginationSchema });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

// ── The client's side (no session) ────────────────────────────────────────────────────────────────

/** A share token in a path: URL-safe base64 of 32 random bytes (anything else cannot be a token). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SHARE_MESSAGES.linkNotFound);
export const sharedParamsSchema = z.object({ token: shareTokenSchema });
export const sharedCvParamsSchema = z.object({ token: shareTokenSchema, agreementId: idTextSchema });

/** A CV as the client sees it: in an anonymous link the anonymous name ("Candidate A") and never another. */
export const sharedCvSummarySchema = z.object({ id: z.number().int(), name: z.string(), title: z.string(), feedback: shareFeedbackSchema.nullable() });
export type SharedCvSummary = z.infer<typeof sharedCvSummarySchema>;

export const sharedLinkSchema = z.object({
  shared: z.object({
    anonymous: z.boolean(),
    note: z.string().nullable(),
    recipient_name: z.string().nullable(),
    expire_at: z.string(),
    organisation: z.object({ name: z.string(), logo_url: z.string().nullable() }),
    cvs: z.array(sharedCvSummarySchema),
  }),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>['shared'];

/** One shared CV, its styled HTML (the document the PDF prints; fonts linked to `/api/cv-fonts`). */
export const sharedCvSchema = z.object({ cv: z.object({ id: z.number().int(), name: z.string(), title: z.string(), anonymous: z.boolean(), html: z.string() }) });
export type SharedCv = z.infer<typeof sharedCvSchema>['cv'];

export const sharedFeedbackBodySchema = z.object({
  feedback: z.object({
    verdict: z.enum(SHARE_VERDICTS),
    comment: optionalText(SHARE_COMMENT_MAX),
  }),
});
export type SharedFeedbackInput = z.input<typeof sharedFeedbackBodySchema>['feedback'];
export const sharedFeedbackAnswerSchema = z.object({ feedback: shareFeedbackSchema });
