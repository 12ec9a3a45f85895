/**
 * My Company (spec §2, §3, §7 "Organisation, employees, teams"; docs/api.md "My Company"): the
 * employees of the current account with their §3 permission flags, and the account's company
 * profile (name, logo, industry).
 */
import { z } from 'zod';
import { EMPLOYEE_PERMISSION_FLAGS, type EmployeePermissionFlag } from './auth.js';

export const TEAM_MESSAGES = {
  /** Manage account implies manage employees (§6). */
  accountImpliesEmployees: 'Someone who manages the account also manages employees. Turn off Manage account first.',
  noFlags: 'Name at least one permission to change.',
  companyNameRequired: 'Name is required.',
  unknownIndustry: 'Choose an industry from the list.',
} as const;

/** The largest company name (a name, not a text). */
export const COMPANY_NAME_MAX = 120;
/** The largest company logo, in bytes. */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** One employee of the account (`GET organisation/employees`): the person and every §3 flag by its spec name. */
export const teamEmployeeSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  can_manage_account: z.boolean(),
  can_manage_employees: z.boolean(),
  can_manage_job_posts: z.boolean(),
  can_view_job_posts: z.boolean(),
  can_manage_associations: z.boolean(),
  can_manage_agreements: z.boolean(),
  can_delete_agreements: z.boolean(),
});
export type TeamEmployee = z.infer<typeof teamEmployeeSchema>;

export const teamEmployeeListSchema = z.object({ employees: z.array(teamEmployeeSchema) });
export const oneTeamEmployeeSchema = z.object({ employee: teamEmployeeSchema });

const flagShape = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<EmployeePermissionFlag, z.ZodOptional<z.ZodBoolean>>;

/** `PUT organisation/employees/{id}`: `{employee: {can_…: boolean}}`, any of the seven flags; the others stay. */
export const teamEmployeeBodySchema = z.object({
  employee: z
    .strictObject(flagShape)
    .refine((flags) => Object.values(flags).some((v) => v !== undefined), { message: TEAM_MESSAGES.noFlags }),
});
export type TeamEmployeeBody = z.infer<typeof teamEmployeeBodySchema>;
export type PermissionChanges = TeamEmployeeBody['employee'];

/** The company of the current account (§3 Company: name, logo_url, industry.name). */
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.object({ name: z.string() }).nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const oneCompanySchema = z.object({ company: companySchema });

/** `PUT organisation/company`: the name and the industry (a name from `GET autocomplete/industries`, or null). */
export const companyBodySchema = z.object({
  company: z.object({
    name: z
      .string({ error: TEAM_MESSAGES.companyNameRequired })
      .trim()
      .min(1, TEAM_MESSAGES.companyNameRequired)
      .max(COMPANY_NAME_MAX),
    industry: z.string().trim().max(200).nullable(),
  }),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

/** `GET company_logos/{account}/{file}`: a stored logo by its content's hash. */
export const companyLogoParamsSchema = z.object({
  account: z.coerce.number().int().min(1).max(2_147_483_647),
  file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg)$/),
});
