/**
 * API shapes of the candidate review link (spec §3 Candidate token, §4 candidate review link states,
 * §7 `candidate_token`, `GET {id}?token`, accept/reject with a token, `agreement_tokens`,
 * `request_new_url`; issue 11 consent evidence), shared by the server routes and the web.
 */
import { z } from 'zod';
import { CV_LANGUAGES } from './cv.js';

/** How long a candidate review link lives (issue 11: 14 days). */
export const CANDIDATE_TOKEN_TTL_DAYS = 14;
/** The longest rejection reason a candidate can send. */
export const REJECT_REASON_MAX = 2000;

/** A review token as it appears in a link: base64url, 43 characters for 256 bits; anything else is no token of ours. */
export const reviewTokenTextSchema = z
  .string()
  .trim()
  .min(1, 'The review link is incomplete.')
  .max(200, 'The review link is not valid.');

/** `POST organisation/agreements/{id}/candidate_token` `{force?}`: without force an unexpired link is returned again. */
export const candidateTokenBodySchema = z.object({ force: z.boolean().optional() }).nullish();
/** Its answer: the link, its token and when it expires (ISO 8601; the web shows dd/MM/yyyy). */
export const candidateTokenSchema = z.object({ token: z.string(), expire_at: z.string(), url: z.string() });
export type CandidateToken = z.infer<typeof candidateTokenSchema>;

/**
 * `POST organisation/agreements/{id}/candidate_token/mail` `{email?}`: mails the current link (made
 * when there is none) to the candidate, in the CV's language with the organisation's branding. The
 * address defaults to the CV's email.
 */
export const candidateLinkMailBodySchema = z
  .object({ email: z.email('Please enter a valid email.').max(254).optional() })
  .nullish();
export const candidateLinkMailedSchema = z.object({ sent_to: z.string(), expire_at: z.string() });
export type CandidateLinkMailed = z.infer<typeof candidateLinkMailedSchema>;

/** `GET organisation/agreements/{id}`: `?token=` makes it the candidate's fetch (no session). */
export const agreementGetQuerySchema = z.object({ token: reviewTokenTextSchema.optional() });

export const CANDIDATE_DECISIONS = ['approved', 'rejected'] as const;
export type CandidateDecision = (typeof CANDIDATE_DECISIONS)[number];

/** The candidate's latest decision, as the review page shows it again. */
export const candidateDecisionSchema = z.object({
  decision: z.enum(CANDIDATE_DECISIONS),
  decided_at: z.string(),
  reason: z.string().nullable(),
});

/**
 * `GET organisation/agreements/{id}?token=`, and the answer of accept and reject: what the candidate
 * sees — the styled full CV (not the CV data behind it), its digest (`cv_digest`, SHA-256 of the HTML),
 * the link's expiry and their latest decision.
 */
export const candidateReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.enum(CV_LANGUAGES),
  candidate_approved: z.boolean(),
  candidate_approved_at: z.string().nullable(),
  expire_at: z.string(),
  consultant: z.object({ name: z.string(), email: z.string() }).nullable(),
  styled_cv: z.object({ html: z.string(), pages: z.number().int() }),
  cv_digest: z.string(),
  decision: candidateDecisionSchema.nullable(),
});
export type CandidateReview = z.infer<typeof candidateReviewSchema>;

/**
 * `PUT organisation/agreements/{id}/accept` `{token}` and `…/reject` `{token, reason}`. `cv_digest`
 * (optional) names the version the candidate was shown: when the CV changed since, 409.
 */
export const candidateAcceptBodySchema = z.object({ token: reviewTokenTextSchema, cv_digest: z.string().max(100).optional() });
export const candidateRejectBodySchema = z.object({
  token: reviewTokenTextSchema,
  reason: z.string().trim().max(REJECT_REASON_MAX).optional(),
  cv_digest: z.string().max(100).optional(),
});

export const agreementTokenParamsSchema = z.object({ token: reviewTokenTextSchema });
export const AGREEMENT_TOKEN_STATES = ['valid', 'expired', 'replaced'] as const;
/** `GET organisation/agreement_tokens/{token}`: whether the link is valid, and if not why. */
export const agreementTokenStatusSchema = z.object({
  valid: z.boolean(),
  status: z.enum(AGREEMENT_TOKEN_STATES),
  agreement_id: z.number().int(),
  expire_at: z.string(),
  new_url_requested: z.boolean(),
});
export type AgreementTokenStatus = z.infer<typeof agreementTokenStatusSchema>;
/** `POST organisation/agreement_tokens/{token}/request_new_url` (202): the recruiter was told. */
export const newUrlRequestedSchema = z.object({ requested_at: z.string() });

/** One decision of the candidate kept as consent evidence (`GET organisation/agreements/{id}/candidate_consents`). */
export const candidateConsentSchema = z.object({
  id: z.number().int(),
  decision: z.enum(CANDIDATE_DECISIONS),
  reason: z.string().nullable(),
  decided_at: z.string(),
  ip_address: z.string(),
  user_agent: z.string(),
  cv_digest: z.string(),
  content_digest: z.string(),
  language: z.string(),
  /** The CV's content is still what this decision was about. */
  current: z.boolean(),
});
export type CandidateConsent = z.infer<typeof candidateConsentSchema>;
export const candidateConsentListSchema = z.object({ consents: z.array(candidateConsentSchema) });
export type CandidateConsentList = z.infer<typeof candidateConsentListSchema>;

/** On the agreement: the candidate's approval and whether an edit since has made it outdated. */
export const candidateApprovalSchema = z.object({ approved_at: z.string(), outdated: z.boolean() });
export type CandidateApproval = z.infer<typeof candidateApprovalSchema>;
