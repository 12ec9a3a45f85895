/**
 * My Company (spec §2, §3, §6, §7 "Organisation, employees, teams"; decision 028): the employees of
 * the current account and their §3 permission flags, and the account's company profile.
 *
 * The rules of a change to an employee, checked in this order:
 * - an employee of another account or organisation is not found (404);
 * - granting or revoking Manage account needs Manage account (403), and so does removing someone who
 *   manages the account;
 * - Manage account implies Manage employees: granting Manage account grants Manage employees too,
 *   and turning Manage employees off while Manage account stays on is refused (422);
 * - the account always keeps someone who manages it: revoking Manage account of, or removing, the
 *   last one is refused (409).
 * A change takes effect on that person's next request: the auth guard reads the flags on every one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EMPLOYEE_PERMISSION_FLAGS } from '../../../shared/schemas/auth.js';
import { canManageAccount, type Viewer } from '../../../shared/permissions.js';
import { COMPANY_LOGO_MAX_BYTES, TEAM_MESSAGES, type Company, type PermissionChanges, type TeamEmployee } from '../../../shared/schemas/team.js';
import { checkReportImage, IMAGE_MESSAGES, isProblem } from '../../documents/report-image.js';
import { inTransaction } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import { INDUSTRIES } from '../autocomplete/vocabularies.js';
import { refreshProjection } from '../search/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  employeeNotFound: 'This employee does not exist or is not in your account.',
  noAccount: 'My Company belongs to an agency account; you are not an employee of one.',
  accountFlagForbidden: 'Only someone who manages the account can grant or revoke Manage account.',
  removeManagerForbidden: 'Only someone who manages the account can remove someone who manages it.',
  lastManagerRevoke: 'This is the last person who can manage the account. Let someone else manage the account first.',
  lastManagerRemove: 'The last person who can manage the account cannot be removed. Let someone else manage the account first.',
  logoNotAnImage: 'This file is not a PNG or JPEG image. Upload the logo as a PNG or JPEG image.',
  /** `COMPANY_LOGO_MAX_BYTES` in words. */
  logoTooLarge: 'The logo may be at most 2 MB.',
  logoMissing: 'This logo does not exist.',
} as const;

const COLUMNS = {
  can_manage_account: 'canManageAccount',
  can_manage_employees: 'canManageEmployees',
  can_manage_job_posts: 'canManageJobPosts',
  can_view_job_posts: 'canViewJobPosts',
  can_manage_associations: 'canManageAssociations',
  can_manage_agreements: 'canManageAgreements',
  can_delete_agreements: 'canDeleteAgreements',
} as const satisfies Record<(typeof EMPLOYEE_PERMISSION_FLAGS)[number], keyof repo.PermissionColumns>;

export function presentEmployee(row: repo.EmployeeRow): TeamEmployee {
  const flags = Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [f, row[COLUMNS[f]]])) as Record<(typeof EMPLOYEE_PERMISSION_FLAGS)[number], boolean>;
  return { id: row.id, user_id: row.userId, name: row.name, email: row.email, ...flags };
}

function accountOf(ctx: SignedInContext): number {
  if (ctx.user.accountId === null) throw forbidden(MESSAGES.noAccount);
  return ctx.user.accountId;
}

/** `GET organisation/employees`: the current account's employees. */
export async function listEmployees(ctx: SignedInContext): Promise<{ employees: TeamEmployee[] }> {
  return { employees: (await repo.listEmployees(ctx, accountOf(ctx))).map(presentEmployee) };
}

/** `PUT organisation/employees/{id}`: the flags named change, the others stay (see the rules above). */
export async function changePermissions(ctx: SignedInContext, viewer: Viewer, id: number, changes: PermissionChanges): Promise<{ employee: TeamEmployee }> {
  const accountId = accountOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const managers = await repo.lockAccountManagers(tx, accountId);
    const current = await repo.findEmployee(tx, accountId, id);
    if (!current) throw notFound(MESSAGES.employeeNotFound);
    const next = presentEmployee(current);
    for (const flag of EMPLOYEE_PERMISSION_FLAGS) if (changes[flag] !== undefined) next[flag] = changes[flag]!;
    if (next.can_manage_account !== current.canManageAccount && !canManageAccount(viewer)) throw forbidden(MESSAGES.accountFlagForbidden);
    if (changes.can_manage_account === true) next.can_manage_employees = true;
    if (next.can_manage_account && !next.can_manage_employees) {
      throw unprocessable({ 'employee.can_manage_employees': [TEAM_MESSAGES.accountImpliesEmployees] }, TEAM_MESSAGES.accountImpliesEmployees);
    }
    if (current.canManageAccount && !next.can_manage_account && !managers.some((m) => m !== id)) {
      throw conflict(MESSAGES.lastManagerRevoke);
    }
    await repo.updatePermissions(tx, id, Object.fromEntries(EMPLOYEE_PERMISSION_FLAGS.map((f) => [COLUMNS[f], next[f]])));
    return { employee: presentEmployee((await repo.findEmployee(tx, accountId, id))!) };
  });
}

/** `DELETE organisation/employees/{id}`: the employee leaves the account (the user stays a user of the organisation). */
export async function removeEmployee(ctx: SignedInContext, viewer: Viewer, id: number): Promise<void> {
  const accountId = accountOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const managers = await repo.lockAccountManagers(tx, accountId);
    const current = await repo.findEmployee(tx, accountId, id);
    if (!current) throw notFound(MESSAGES.employeeNotFound);
    if (current.canManageAccount) {
      if (!canManageAccount(viewer)) throw forbidden(MESSAGES.removeManagerForbidden);
      if (!managers.some((m) => m !== id)) throw conflict(MESSAGES.lastManagerRemove);
    }
    // The search rows of their CVs name this employee record (the employee filter): they follow in the same transaction.
    const cvs = await repo.agreementIdsOfConsultant(tx, current.userId);
    await repo.removeEmployee(tx, accountId, current);
    await refreshProjection(tx, cvs);
  });
}

// ── The company profile ─────────────────────────────────────────────────────────────────────────

/** The path an uploaded logo is served at (no session: an `<img>` anywhere shows it). */
export const logoPath = (accountId: number, file: string) => `/api/company_logos/${accountId}/${file}`;
const logoKey = (organisationId: number, accountId: number, file: string) => orgKey(organisationId, 'company-logos', String(accountId), file);

function presentCompany(row: repo.CompanyRow): Company {
  return { id: row.id, name: row.companyName, logo_url: row.companyLogoUrl, industry: row.industry ? { name: row.industry } : null };
}

async function mustFindCompany(ctx: SignedInContext, accountId: number) {
  const row = await repo.findCompany(ctx, accountId);
  if (!row) throw notFound(MESSAGES.noAccount);
  return row;
}

/** `GET organisation/company`: the current account's company. */
export async function company(ctx: SignedInContext): Promise<{ company: Company }> {
  return { company: presentCompany(await mustFindCompany(ctx, accountOf(ctx))) };
}

/** `PUT organisation/company`: name and industry; the industry is one of the list's (§3 Industry), or none. */
export async function updateCompany(ctx: SignedInContext, input: { name: string; industry: string | null }): Promise<{ company: Company }> {
  const accountId = accountOf(ctx);
  const industry = input.industry ? INDUSTRIES.find((i) => i.name.toLowerCase() === input.industry!.toLowerCase()) : null;
  if (input.industry && !industry) throw unprocessable({ 'company.industry': [TEAM_MESSAGES.unknownIndustry] });
  return inTransaction(ctx, async (tx) => {
    await mustFindCompany(tx, accountId);
    await repo.updateCompany(tx, accountId, { companyName: input.name, industry: industry?.name ?? null });
    return { company: presentCompany(await mustFindCompany(tx, accountId)) };
  });
}

/**
 * `POST organisation/company/logo`: a PNG or JPEG checked by its content and rewritten without its
 * metadata (../../documents/report-image.ts), stored under its hash; anything else is refused (422),
 * over 2 MB too (413). The previous logo's file goes once the new one is saved.
 */
export async function uploadLogo(ctx: SignedInContext, storage: FileStorage, bytes: Uint8Array, log?: FastifyBaseLogger): Promise<{ company: Company }> {
  const accountId = accountOf(ctx);
  if (bytes.length > COMPANY_LOGO_MAX_BYTES) throw new HttpError(413, MESSAGES.logoTooLarge, { file: [MESSAGES.logoTooLarge] });
  const image = await checkReportImage(bytes);
  if (isProblem(image)) {
    const message = image.message === IMAGE_MESSAGES.unsupported || image.message === IMAGE_MESSAGES.markup ? MESSAGES.logoNotAnImage : image.message;
    throw new HttpError(image.status === 413 ? 413 : 422, message, { file: [message] });
  }
  const file = `${image.sha256}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`;
  const previous = (await mustFindCompany(ctx, accountId)).companyLogoUrl;
  await storage.put(logoKey(ctx.organisationId, accountId, file), image.bytes, { contentType: image.contentType });
  const answer = await inTransaction(ctx, async (tx) => {
    await repo.updateCompany(tx, accountId, { companyLogoUrl: logoPath(accountId, file) });
    return { company: presentCompany(await mustFindCompany(tx, accountId)) };
  });
  const prefix = logoPath(accountId, '');
  if (previous?.startsWith(prefix) && previous !== answer.company.logo_url) {
    await storage.delete(logoKey(ctx.organisationId, accountId, previous.slice(prefix.length))).catch((error: unknown) => log?.warn({ err: error }, 'old logo not removed'));
  }
  return answer;
}

/** A stored logo of the organisation's account, for `GET company_logos/{account}/{file}`. */
export async function logoFile(ctx: { organisationId: number }, storage: FileStorage, accountId: number, file: string) {
  const stored = await storage.get(logoKey(ctx.organisationId, accountId, file));
  if (!stored) throw notFound(MESSAGES.logoMissing);
  return stored;
}
