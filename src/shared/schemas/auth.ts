/** API payloads and responses of spec §7 Authentication, shared by server and web. */
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../constants.js';
import { changePasswordSchema, emailSchema, MESSAGES, passwordSchema, requiredString } from '../validation.js';

export const EMPLOYEE_PERMISSION_FLAGS = [
  'can_manage_account',
  'can_manage_employees',
  'can_manage_job_posts',
  'can_view_job_posts',
  'can_manage_associations',
  'can_manage_agreements',
  'can_delete_agreements',
] as const;
export type EmployeePermissionFlag = (typeof EMPLOYEE_PERMISSION_FLAGS)[number];

/** Labels of the permission flags (§3), as `GET roles` lists them. */
export const EMPLOYEE_PERMISSION_LABELS: Record<EmployeePermissionFlag, string> = {
  can_manage_account: 'Manage account',
  can_manage_employees: 'Manage employees',
  can_manage_job_posts: 'Manage jobs',
  can_view_job_posts: 'View jobs',
  can_manage_associations: 'Manage groups',
  can_manage_agreements: 'Manage Agreements',
  can_delete_agreements: 'Delete Agreements',
};

export const employeeSchema = z.object({
  id: z.number(),
  can_manage_account: z.boolean(),
  can_manage_employees: z.boolean(),
  can_manage_job_posts: z.boolean(),
  can_view_job_posts: z.boolean(),
  can_manage_associations: z.boolean(),
  can_manage_agreements: z.boolean(),
  can_delete_agreements: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const accountSummarySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  company: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  marketplace: z.boolean(),
  isClient: z.boolean(),
  agreed: z.boolean(),
  employee: employeeSchema.nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const PROFILE_STATES = ['active', 'reviewing', 'parsing_cv'] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];

export const phoneSchema = z.object({
  code: z.object({ name: z.string(), code: z.string(), country_code: z.string() }).nullable(),
  number: z.string(),
});

export const authDataSchema = z.object({
  session: z.object({ jwt: z.string(), expires_at: z.string() }),
  user: z.object({
    id: z.number(),
    email: z.string(),
    admin: z.boolean(),
    review_credentials: z.boolean(),
    onboarding: z.boolean(),
    agreedWithTermsAndConditions: z.boolean(),
    locale: z.string().nullable(),
  }),
  profile: z
    .object({
      uuid: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      phones: z.array(phoneSchema),
      avatar: z.string().nullable(),
      state: z.enum(PROFILE_STATES),
    })
    .nullable(),
  account: accountSummarySchema.omit({ employee: true }).nullable(),
  accounts: z.array(accountSummarySchema),
  employee: employeeSchema.nullable(),
  search: z.object({ keys: z.object({ candidates: z.object({ key: z.string(), id: z.string(), index: z.string() }) }) }).nullable(),
});
export type AuthData = z.infer<typeof authDataSchema>;

export const loginBodySchema = z.object({
  user: z.object({ email: emailSchema, password: z.string({ error: MESSAGES.validPassword }).min(1, MESSAGES.validPassword).max(1024) }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  user: z.object({
    email: emailSchema,
    password: passwordSchema,
    first_name: requiredString(MESSAGES.firstNameRequired).trim().min(1, MESSAGES.firstNameRequired).max(100),
    last_name: requiredString(MESSAGES.lastNameRequired).trim().min(1, MESSAGES.lastNameRequired).max(100),
  }),
  local: z.enum(INTERFACE_LANGUAGES).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const resetRequestBodySchema = z.object({ user: z.object({ email: emailSchema }) });
export const resetSetBodySchema = z.object({ user: z.object({ password: passwordSchema }) });
export const changePasswordBodySchema = z.object({ profile: changePasswordSchema });
export const agreeTermsBodySchema = z.object({ agreed: z.literal(true, { error: 'Please accept the terms and conditions.' }) });
export const campaignsActivateBodySchema = z.object({
  bulk: z.array(z.string().trim().min(1).max(200)).max(50),
});

export const profileStatsSchema = z.object({
  is_complete: z.boolean(),
  phones_count: z.number(),
  has_location: z.boolean(),
  has_avatar: z.boolean(),
  skills_count: z.number(),
  education_count: z.number(),
  experience_count: z.number(),
  pages_accessed: z.record(z.string(), z.boolean()),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** A plain answer with a human message (`POST auth/signup`, `POST auth/reset`). */
export const messageSchema = z.object({ message: z.string() });
/** `GET auth/reset/{token}`: whose password the link resets. */
export const resetTokenAnswerSchema = z.object({ email: z.string() });
/** `PUT my/password`: the message and the new session (every earlier token ended). */
export const passwordChangedSchema = z.object({ message: z.string(), session: authDataSchema.shape.session });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
/** `PUT my/campaigns/activate`: the tokens activated now or before, and the ones the organisation does not know. */
export const campaignsActivatedSchema = z.object({ activated: z.array(z.string()), unknown: z.array(z.string()) });
export type CampaignsActivated = z.infer<typeof campaignsActivatedSchema>;
/** The path of a one-time link (`auth/exchange/{token}`, `auth/reset/{token}`). */
export const oneTimeTokenParamsSchema = z.object({ token: z.string().min(16).max(200) });
/** `GET roles`: the employee permission flags with their labels. */
export const rolesSchema = z.object({ roles: z.array(z.object({ key: z.string(), name: z.string() })) });
/** `GET login/main`: the sign-in page of the organisation. */
export const loginMainSchema = z.object({ url: z.string() });
/** `PUT my/credentials`: the email and password a user created by an agency confirms. */
export const credentialsBodySchema = z.object({ user: z.object({ email: emailSchema, password: passwordSchema }) });
export type CredentialsBody = z.infer<typeof credentialsBodySchema>;

/** `POST my/resume` and `GET my/resume/status`: the candidate's resume and what was read from it (§4 parsing_cv). */
export const resumeStatusSchema = z.object({
  state: z.enum(PROFILE_STATES),
  error: z.string().nullable(),
  file_name: z.string().nullable(),
  skills: z.array(z.string()),
  experience_count: z.number(),
  education_count: z.number(),
});
export type ResumeStatus = z.infer<typeof resumeStatusSchema>;

/** Error bodies (DESIGN §4): always a human message, validation errors per field. */
export type ApiErrorBody = { error: string; statusCode: number; errors?: Record<string, string[]> };
