/**
 * Agreements (spec §7 Agreements, §4 states, §5 save rules): a CV's life from a fresh draft through
 * saves, locking, acceptance and templates. Every write runs in one transaction; a row of another
 * organisation is not found (404).
 */
import type { FastifyBaseLogger } from 'fastify';
import { effectiveTopSkills, emptyCv, validateCvForSave, type CvData } from '../../../shared/schemas/cv.js';
import type { AgreementFilters, AgreementList, DuplicateOf } from '../../../shared/schemas/agreements.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { conflict, forbidden, locked, notFound, unprocessable } from '../../lib/errors.js';
import { sanitizeCv } from '../../lib/sanitize-cv.js';
import type { FileStorage } from '../../lib/storage.js';
import { contentDigest } from '../candidate-review/digest.js';
import { presentTemplate } from '../teams/service.js';
import * as teamsRepo from '../teams/repository.js';
import * as attachmentsRepo from '../attachments/repository.js';
import { refreshProjection } from '../search/service.js';
import * as repo from './repository.js';
import type { Agreement } from '../../../shared/schemas/agreements.js';

export const MESSAGES = {
  notFound: 'This CV does not exist or was deleted.',
  locked: (name: string) => `This CV is locked by ${name}. Unlock it to make changes.`,
  notFresh: 'This CV has been saved; only a fresh, unsaved CV can be discarded.',
  deleteForbidden: "You don't have permission to delete CVs (Delete Agreements).",
  templateNotFound: 'This template does not exist.',
  templateNotInTeams: 'This template is not assigned to any of your teams.',
  unknownTemplate: 'Choose one of the organisation’s templates.',
  unknownBranding: 'Choose one of your accounts for the branding.',
} as const;

export type { Agreement };

/**
 * A draft (a CV started from scratch or copied, never saved) left this long unchanged is deleted the
 * next time the organisation starts a CV: the tab that made it was closed without leaving the editor.
 */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
export type AgreementInput = { data: CvData; template_id?: number | null; branding_account_id?: number | null; hidden?: boolean; is_spec_cv?: boolean };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentAgreement(row: repo.AgreementRow, rel: repo.AgreementRelations): Agreement {
  const person = (id: number | null) => (id === null ? null : (rel.people.get(id) ?? null));
  return {
    id: row.id,
    data: row.data,
    template: rel.template ? presentTemplate(rel.template) : null,
    branding: rel.branding ? { account_id: rel.branding.accountId, name: rel.branding.name, logo_url: rel.branding.logoUrl } : null,
    consultant: person(row.consultantId),
    consultant2: person(row.consultant2Id),
    office: row.office ?? null,
    locked: row.lockedAt !== null,
    locked_at: iso(row.lockedAt),
    locked_by: row.lockedAt ? person(row.lockedById) : null,
    candidate_approved: row.candidateApproved,
    candidate_approved_at: iso(row.candidateApprovedAt),
    // Outdated: the CV's content (candidate-review/digest.ts) is no longer the one the candidate approved.
    candidate_approval:
      row.candidateApproved && row.candidateApprovedAt
        ? { approved_at: row.candidateApprovedAt.toISOString(), outdated: row.candidateApprovalDigest !== contentDigest(row) }
        : null,
    recruiter_accepted_at: iso(row.recruiterAcceptedAt),
    fresh: row.fresh,
    copied_from_id: row.copiedFromId,
    unsure: row.sourceUnsure,
    source_file_name: row.sourceFileKey ? (row.sourceFileName ?? '') : null,
    marketplace_at: iso(row.marketplaceAt),
    hidden: row.hidden,
    is_spec_cv: row.isSpecCv,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function present(scope: TenantScope, row: repo.AgreementRow): Promise<Agreement> {
  return presentAgreement(row, await repo.loadRelations(scope, row));
}

/** The CV's search row rebuilt in the write's transaction (modules/search), then the row. */
async function indexed(tx: TenantScope, row: repo.AgreementRow): Promise<repo.AgreementRow> {
  await refreshProjection(tx, [row.id]);
  return row;
}

async function mustFind(scope: TenantScope, id: number, forUpdate = false): Promise<repo.AgreementRow> {
  const row = await repo.findAgreement(scope, id, { forUpdate });
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** A locked CV cannot be changed until it is unlocked (§4): 423 naming who locked it. */
async function assertUnlocked(scope: TenantScope, row: repo.AgreementRow) {
  if (!row.lockedAt) return;
  const people = await repo.findPeople(scope, row.lockedById ? [row.lockedById] : []);
  throw locked(MESSAGES.locked(people.get(row.lockedById ?? -1)?.name ?? 'another user'));
}

/**
 * The CV, read for an update inside the caller's transaction, that may be changed now: 404 when the
 * organisation has no such CV, 423 while it is locked. For changes other modules make to a CV (its
 * attachments).
 */
export async function findForChange(tx: TenantScope, id: number): Promise<repo.AgreementRow> {
  const row = await mustFind(tx, id, true);
  await assertUnlocked(tx, row);
  return row;
}

/** §5 rules of a save, then the HTML of the CV sanitised. */
function dataForSave(data: CvData): CvData {
  const errors = validateCvForSave(data);
  if (Object.keys(errors).length) throw unprocessable(errors);
  return sanitizeCv(data);
}

/** The template and branding a save names must be the organisation's and the user's own. */
async function checkReferences(ctx: SignedInContext, input: AgreementInput) {
  const errors: Record<string, string[]> = {};
  if (input.template_id != null && !(await teamsRepo.findTemplate(ctx, input.template_id))) errors.template_id = [MESSAGES.unknownTemplate];
  if (input.branding_account_id != null && !ctx.user.accountIds.includes(input.branding_account_id)) errors.branding_account_id = [MESSAGES.unknownBranding];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** The agreement's choices a save names; those left out keep their value. */
const referenceChanges = (input: AgreementInput) => ({
  ...(input.template_id !== undefined ? { templateId: input.template_id } : {}),
  ...(input.branding_account_id !== undefined ? { brandingAccountId: input.branding_account_id } : {}),
  ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
  ...(input.is_spec_cv !== undefined ? { isSpecCv: input.is_spec_cv } : {}),
});

/** `GET organisation/agreements`; with `listId`, the CVs of that candidate list (`GET agreement_lists/{id}/candidates`). */
export async function list(scope: TenantScope, query: { q?: string; page: number; per_page: number; listId?: number }): Promise<AgreementList> {
  const { rows, total } = await repo.listAgreements(scope, { q: query.q || undefined, page: query.page, perPage: query.per_page, listId: query.listId });
  return {
    agreements: rows.map((r) => ({ id: r.id, name: r.name, title: r.title, updated_at: r.updatedAt.toISOString(), locked: r.locked, fresh: r.fresh })),
    pagination: { page: query.page, per_page: query.per_page, total_count: total, total_pages: Math.ceil(total / query.per_page) },
  };
}

export async function get(scope: TenantScope, id: number): Promise<Agreement> {
  return present(scope, await mustFind(scope, id));
}

/** The resume a CV was imported from (`POST organisation/agreements/import`); `sha256` is of the file's bytes. */
export type AgreementSource = { fileKey: string; fileName: string; fileType: string; unsure: string[]; sha256: string };

/** Deletes the organisation's drafts older than `DRAFT_LIFETIME_MS` (inside the caller's transaction). */
const purgeStaleDrafts = (tx: TenantScope) => repo.deleteDraftsBefore(tx, new Date(Date.now() - DRAFT_LIFETIME_MS));

/**
 * `create`: a fresh draft (empty CV unless one is given; §5 not enforced) with the user's first team
 * template; the organisation's stale drafts go in the same transaction. An import names its `source`
 * and stores the file in `beforeCommit`, inside the same transaction (which it gets, to read more in
 * it): when storing fails, no agreement is created.
 */
export async function create(
  ctx: SignedInContext,
  data?: CvData,
  options: { source?: AgreementSource; beforeCommit?: (agreementId: number, tx: SignedInContext) => Promise<void> } = {},
): Promise<Agreement> {
  const { source, beforeCommit } = options;
  return inTransaction(ctx, async (tx) => {
    await purgeStaleDrafts(tx);
    const [template] = ctx.user.employeeId ? await teamsRepo.templatesOfEmployee(tx, ctx.user.employeeId) : [];
    const row = await indexed(tx, await repo.insertAgreement(tx, {
      accountId: ctx.user.accountId,
      createdById: ctx.user.id,
      consultantId: ctx.user.id,
      data: sanitizeCv(data ?? emptyCv()),
      templateId: template?.id ?? null,
      fresh: true,
      ...(source
        ? { sourceFileKey: source.fileKey, sourceFileName: source.fileName, sourceFileType: source.fileType, sourceUnsure: source.unsure, sourceFileSha256: source.sha256 }
        : {}),
    }));
    const agreement = await present(tx, row);
    if (beforeCommit) await beforeCommit(row.id, tx);
    return agreement;
  });
}

/**
 * The CV of the organisation an uploaded resume matches (not `exceptId`, the new CV itself, and not a
 * draft): one imported from the same file, else one with the same candidate email; null when none.
 */
export async function findDuplicate(scope: TenantScope, match: { sha256: string; email: string | null | undefined; exceptId: number }): Promise<DuplicateOf | null> {
  const found = await repo.findDuplicate(scope, { sha256: match.sha256, email: match.email ?? null, exceptId: match.exceptId });
  return found ? { id: found.id, name: found.name, matched_by: found.matchedBy } : null;
}

/** The stored resume a CV was imported from, or null (404 for a CV of another organisation). */
export async function sourceFile(scope: TenantScope, id: number): Promise<{ key: string; name: string | null; type: string | null } | null> {
  const row = await mustFind(scope, id);
  return row.sourceFileKey ? { key: row.sourceFileKey, name: row.sourceFileName, type: row.sourceFileType } : null;
}

/** The first save of a CV that has no id yet (`POST organisation/agreements`). */
export async function saveNew(ctx: SignedInContext, input: AgreementInput): Promise<Agreement> {
  const data = dataForSave(input.data);
  await checkReferences(ctx, input);
  return inTransaction(ctx, async (tx) => {
    let templateId = input.template_id;
    if (templateId === undefined && ctx.user.employeeId) templateId = (await teamsRepo.templatesOfEmployee(tx, ctx.user.employeeId))[0]?.id ?? null;
    const row = await repo.insertAgreement(tx, {
      accountId: ctx.user.accountId,
      createdById: ctx.user.id,
      consultantId: ctx.user.id,
      data,
      templateId: templateId ?? null,
      brandingAccountId: input.branding_account_id ?? null,
      hidden: input.hidden ?? false,
      isSpecCv: input.is_spec_cv ?? false,
      fresh: false,
    });
    return present(tx, await indexed(tx, row));
  });
}

/**
 * `PUT {id}`. `token` is the candidate-review token: null on the recruiter path (the only one so
 * far); the candidate review flow of a later issue will accept a valid token instead of a session.
 */
export async function save(ctx: SignedInContext, id: number, input: AgreementInput, _token?: string | null): Promise<Agreement> {
  return inTransaction(ctx, async (tx) => {
    const current = await mustFind(tx, id, true);
    await assertUnlocked(tx, current);
    const data = dataForSave(input.data);
    await checkReferences(tx, input);
    const row = await repo.updateAgreement(tx, id, { data, fresh: false, ...referenceChanges(input) });
    return present(tx, await indexed(tx, row));
  });
}

/** Where a deleted CV's imported resume is removed from, after the deletion committed. */
export type SourceFiles = { storage: FileStorage; log?: FastifyBaseLogger };

/** Removes the stored files of a deleted CV; a failure is logged (the CV stays deleted, the file is only unreachable). */
async function removeSourceFile(files: SourceFiles, keys: (string | null)[]) {
  for (const key of keys) {
    if (key) await files.storage.delete(key).catch((error: unknown) => files.log?.error({ err: error, key }, 'could not remove a file of a deleted CV'));
  }
}

/** The stored files of a CV about to be deleted: its imported resume and its attachments. */
const filesOf = async (tx: TenantScope, row: repo.AgreementRow) => [row.sourceFileKey, ...(await attachmentsRepo.fileKeysOf(tx, row.id))];

/** `DELETE {id}`: the CV (423 while locked) and, once that committed, its imported resume and attachments. */
export async function remove(scope: TenantScope, files: SourceFiles, id: number): Promise<void> {
  const keys = await inTransaction(scope, async (tx) => {
    const row = await findForChange(tx, id);
    const keys = await filesOf(tx, row);
    await repo.deleteAgreement(tx, id);
    await refreshProjection(tx, [id]);
    return keys;
  });
  await removeSourceFile(files, keys);
}

/**
 * Discards a fresh (never saved) CV (§4): leaving "Start from scratch" without saving, or the new CV
 * of a duplicate upload when the user opens the existing one instead; its imported resume goes too.
 */
export async function destroyFresh(scope: TenantScope, files: SourceFiles, id: number): Promise<void> {
  const keys = await inTransaction(scope, async (tx) => {
    const row = await mustFind(tx, id, true);
    if (!row.fresh) throw conflict(MESSAGES.notFresh);
    const keys = await filesOf(tx, row);
    await repo.deleteAgreement(tx, id);
    await refreshProjection(tx, [id]);
    return keys;
  });
  await removeSourceFile(files, keys);
}

/** A fresh, unlocked copy with the same CV, template and branding; approvals are not copied. */
export async function copy(ctx: SignedInContext, id: number): Promise<Agreement> {
  return inTransaction(ctx, async (tx) => {
    await purgeStaleDrafts(tx);
    const source = await mustFind(tx, id);
    const row = await repo.insertAgreement(tx, {
      accountId: source.accountId ?? ctx.user.accountId,
      createdById: ctx.user.id,
      consultantId: source.consultantId,
      consultant2Id: source.consultant2Id,
      office: source.office,
      data: source.data,
      templateId: source.templateId,
      brandingAccountId: source.brandingAccountId,
      copiedFromId: source.id,
      fresh: true,
    });
    return present(tx, await indexed(tx, row));
  });
}

/** Locks the CV against changes, recording who; locking a locked CV keeps the first lock. */
export async function lock(ctx: SignedInContext, id: number): Promise<Agreement> {
  return inTransaction(ctx, async (tx) => {
    const row = await mustFind(tx, id, true);
    if (row.lockedAt) return present(tx, row);
    return present(tx, await indexed(tx, await repo.updateAgreement(tx, id, { lockedAt: new Date(), lockedById: ctx.user.id })));
  });
}

export async function unlock(ctx: SignedInContext, id: number): Promise<Agreement> {
  return inTransaction(ctx, async (tx) => {
    const row = await mustFind(tx, id, true);
    if (!row.lockedAt) return present(tx, row);
    return present(tx, await indexed(tx, await repo.updateAgreement(tx, id, { lockedAt: null, lockedById: null })));
  });
}

export async function recruiterAccept(ctx: SignedInContext, id: number): Promise<Agreement> {
  return inTransaction(ctx, async (tx) => {
    await mustFind(tx, id, true);
    return present(tx, await indexed(tx, await repo.updateAgreement(tx, id, { recruiterAcceptedAt: new Date() })));
  });
}

/**
 * `POST {id}/add-to-marketplace` (`on`) and `DELETE` on the same path: marketplace clients search the
 * CV, in its anonymous form, from then on (§4), or no longer. Idempotent: a CV already on keeps the
 * time it went on.
 */
export async function setMarketplace(scope: TenantScope, id: number, on: boolean): Promise<Agreement> {
  return inTransaction(scope, async (tx) => {
    const row = await mustFind(tx, id, true);
    if (on === (row.marketplaceAt !== null)) return present(tx, row);
    return present(tx, await indexed(tx, await repo.updateAgreement(tx, id, { marketplaceAt: on ? new Date() : null })));
  });
}

/** Applies one of the templates of the user's teams (404 unknown template, 403 not in the user's teams). */
export async function applyTemplate(ctx: SignedInContext, id: number, templateId: number): Promise<Agreement> {
  return inTransaction(ctx, async (tx) => {
    const row = await mustFind(tx, id, true);
    const template = await teamsRepo.findTemplate(tx, templateId);
    if (!template) throw notFound(MESSAGES.templateNotFound);
    const mine = ctx.user.employeeId ? await teamsRepo.templatesOfEmployee(tx, ctx.user.employeeId) : [];
    if (!mine.some((t) => t.id === templateId)) throw forbidden(MESSAGES.templateNotInTeams);
    await assertUnlocked(tx, row);
    return present(tx, await indexed(tx, await repo.updateAgreement(tx, id, { templateId })));
  });
}

/** Candidate-search filters derived from the CV: its title, top skills, skills and location. */
export async function filters(scope: TenantScope, id: number): Promise<AgreementFilters> {
  const { data } = await mustFind(scope, id);
  const loc = data.location;
  return {
    filters: {
      title: data.title?.trim() || null,
      top_skills: effectiveTopSkills(data),
      skills: data.skills ?? [],
      location: loc
        ? { city: loc.city ?? null, country: loc.country ?? null, country_code: loc.country_code ?? null, lat: loc.lat ?? null, lng: loc.lng ?? null }
        : null,
    },
  };
}
