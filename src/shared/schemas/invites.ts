/**
 * API shapes of invitations (spec §3 Invite: the token's first letter says the kind, `j` a job
 * invite; §4 Invites; §7 job post invites and the invite lookup and acceptance; issue 13).
 */
import { z } from 'zod';
import { emailSchema } from '../validation.js';

/** A job invite is valid this many days. */
export const JOB_INVITE_TTL_DAYS = 14;
/** The first letter of a job invite's token (§3). */
export const JOB_INVITE_PREFIX = 'j';

/** `POST organisation/job_posts/{id}/invites`. */
export const jobInviteBodySchema = z.object({ invite: z.object({ email: emailSchema }) });

export const jobInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  expire_at: z.string(),
  accepted_at: z.string().nullable(),
  accepted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** pending, accepted or expired. */
  status: z.enum(['pending', 'accepted', 'expired']),
});
export type JobInvite = z.infer<typeof jobInviteSchema>;
export const jobInviteListSchema = z.object({ invites: z.array(jobInviteSchema) });
export const jobInviteCreatedSchema = z.object({ invite: jobInviteSchema });

/** An invite token in a path: its kind letter, then base64url. */
export const inviteTokenParamsSchema = z.object({ token: z.string().regex(/^[ej][A-Za-z0-9_-]{20,100}$/, 'This invite link is not valid.') });

/** `GET organisation/invites/{token}`: what the invite is, for the choose-account page (no session needed). */
export const inviteLookupSchema = z.object({
  kind: z.enum(['job']),
  email: z.string(),
  expire_at: z.string(),
  invited_by: z.string().nullable(),
  job_post: z.object({ id: z.number().int(), title: z.string(), reference: z.string().nullable(), client: z.object({ company_name: z.string(), company_logo_url: z.string().nullable() }) }),
});
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

/** `PUT organisation/invites/{token}/accept`: where the user now finds the job. */
export const inviteAcceptedSchema = z.object({ job_post_id: z.number().int(), client_id: z.number().int(), url: z.string() });
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;
