/**
 * API shapes of invitations (spec §3 Invite: the token's first letter says the kind, `j` a job
 * invite, `e` an employee invite; §4 Invites; §7 job post invites, employee invites and the invite
 * lookup, acceptance and rejection; issues 13 and 14).
 */
import { z } from 'zod';
import { emailSchema } from '../validation.js';
import { authDataSchema, EMPLOYEE_PERMISSION_FLAGS, type EmployeePermissionFlag } from './auth.js';

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

/** `GET organisation/invites/{token}` of a job invite: what it is, for the choose-account page (no session needed). */
export const jobInviteLookupSchema = z.object({
  kind: z.literal('job'),
  email: z.string(),
  expire_at: z.string(),
  invited_by: z.string().nullable(),
  job_post: z.object({ id: z.number().int(), title: z.string(), reference: z.string().nullable(), client: z.object({ company_name: z.string(), company_logo_url: z.string().nullable() }) }),
});
export type JobInviteLookup = z.infer<typeof jobInviteLookupSchema>;

/** `PUT organisation/invites/{token}/accept`: where the user now finds the job. */
export const inviteAcceptedSchema = z.object({ job_post_id: z.number().int(), client_id: z.number().int(), url: z.string() });
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;

// ── Employee invites (issue 14) ──────────────────────────────────────────────────────────────────

/** An employee invite is valid this many days (the spec names no period; decision 029). */
export const EMPLOYEE_INVITE_TTL_DAYS = 7;
/** The first letter of an employee invite's token (§3). */
export const EMPLOYEE_INVITE_PREFIX = 'e';

/** The §3 permission flags an employee invite carries: each one given or not. */
export type EmployeeInvitePermissions = Record<EmployeePermissionFlag, boolean>;
const permissionFlags = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<EmployeePermissionFlag, z.ZodOptional<z.ZodBoolean>>;

/** `POST organisation/employees/invites`: the email and the flags to give (a missing flag is not given). */
export const employeeInviteBodySchema = z.object({ invite: z.object({ email: emailSchema, ...permissionFlags }) });
export type EmployeeInviteBody = z.input<typeof employeeInviteBodySchema>;

/** `POST panel/organisations/{id}/invites`: the organisation's first administrator (every flag). */
export const panelInviteBodySchema = z.object({ invite: z.object({ email: emailSchema }) });

export const employeeInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  expire_at: z.string(),
  created_at: z.string(),
  invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  permissions: z.object(Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<EmployeePermissionFlag, z.ZodBoolean>),
});
export type EmployeeInvite = z.infer<typeof employeeInviteSchema>;
export const employeeInviteListSchema = z.object({ invites: z.array(employeeInviteSchema) });
export const employeeInviteAnswerSchema = z.object({ invite: employeeInviteSchema });

/** `GET organisation/invites/{token}` of an employee invite: who invites whom into which company. */
export const employeeInviteLookupSchema = z.object({
  kind: z.literal('employee'),
  email: z.string(),
  expire_at: z.string(),
  invited_by: z.string().nullable(),
  organisation: z.object({ name: z.string(), subdomain: z.string() }),
  account: z.object({ name: z.string(), company_name: z.string(), company_logo_url: z.string().nullable() }),
});
export type EmployeeInviteLookup = z.infer<typeof employeeInviteLookupSchema>;

export const inviteLookupSchema = z.discriminatedUnion('kind', [jobInviteLookupSchema, employeeInviteLookupSchema]);
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

/** `PUT organisation/invites/{token}/accept`: a job invite answers where the job is; an employee invite the new `GET auth` answer. */
export const inviteAcceptAnswerSchema = z.union([inviteAcceptedSchema, authDataSchema]);

/** `PUT organisation/invites/{token}/reject`. */
export const inviteRejectedSchema = z.object({ rejected: z.literal(true) });
