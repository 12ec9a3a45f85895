/**
 * External profile imports (§7 Other: external providers, external profile batches,
 * import_external_profiles; §6 external provider guard; issue 14). A person starts a batch for one
 * provider, pushes files to it (each read into profiles, parsed or in error with a message of its
 * own), watches the counts, and imports the profiles they choose: each becomes a CV of the
 * organisation, as a resume import makes one (`agreements.create`, which keeps the candidate search
 * in step), all in one transaction — a chosen profile in error or already imported refuses the whole
 * import with 422 naming it, and nothing is imported.
 */
import { cvLanguageOf } from '../../../cv/parse/detect-language.js';
import {
  EXTERNAL_BATCH_MAX_PROFILES,
  type ExternalBatch,
  type ExternalBatchCounts,
  type ExternalBatchList,
  type ExternalBatchSummary,
  type ExternalImport,
  type ExternalProfile,
  type ExternalProvider,
  type ExternalProviderKey,
  type ExternalPush,
} from '../../../shared/schemas/external-profiles.js';
import type { CvData } from '../../../shared/schemas/cv.js';
import { cleanText } from '../../../shared/text.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import { EXTERNAL_FILE_MESSAGES, readExternalUpload, type ReadProfile } from '../../documents/external-files.js';
import type { SignedInContext } from '../../lib/context.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import * as agreements from '../agreements/service.js';
import * as agreementsRepo from '../agreements/repository.js';
import { refreshProjection } from '../search/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  batchNotFound: 'This batch does not exist or was deleted.',
  notImportable: 'These profiles cannot be imported, so nothing was imported. Leave them out and import again.',
  unknownProfile: (id: number | string) => `Profile ${id} does not exist or was deleted.`,
  inError: (label: string, error: string) => `${label} could not be read: ${error}`,
  alreadyImported: (label: string) => `${label} has already been imported.`,
} as const;

/** The providers that work offline (§7 GET organisation/external_providers). */
export const PROVIDERS: ExternalProvider[] = [
  { key: 'json_resume', name: 'JSON Resume', accepts: ['.json', '.zip'], multiple: true },
  { key: 'linkedin_export', name: 'LinkedIn data export', accepts: ['.zip'], multiple: false },
];

export const providers = () => ({ external_providers: PROVIDERS });

const displayName = (data: CvData | null) => (data ? [data.first_name, data.last_name].filter(Boolean).join(' ').trim() || data.name?.trim() || null : null);

function presentProfile(row: repo.ProfileRow): ExternalProfile {
  return {
    id: row.id,
    batch_id: row.batchId,
    file_name: row.fileName,
    status: row.status,
    error: row.error,
    name: row.name,
    title: row.title,
    experience_count: row.data?.experience?.length ?? 0,
    education_count: row.data?.education?.length ?? 0,
    skills_count: row.data?.skills?.length ?? 0,
    agreement_id: row.agreementId,
    created_at: row.createdAt.toISOString(),
  };
}

const countsFrom = (c: repo.StatusCounts = {}): ExternalBatchCounts => {
  const parsed = c.parsed ?? 0;
  const error = c.error ?? 0;
  const imported = c.imported ?? 0;
  return { total: parsed + error + imported, parsed, error, imported };
};

function presentSummary(row: repo.BatchRow, counts: repo.StatusCounts | undefined): ExternalBatchSummary {
  return { id: row.id, provider: row.provider, counts: countsFrom(counts), created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

async function presentBatch(scope: TenantScope, row: repo.BatchRow): Promise<ExternalBatch> {
  const profiles = await repo.profilesOfBatch(scope, row.id);
  const counts: repo.StatusCounts = {};
  for (const p of profiles) counts[p.status] = (counts[p.status] ?? 0) + 1;
  return { ...presentSummary(row, counts), external_profiles: profiles.map(presentProfile) };
}

async function mustFindBatch(scope: TenantScope, id: number, lock = false) {
  const row = await repo.findBatch(scope, id, { lock });
  if (!row) throw notFound(MESSAGES.batchNotFound);
  return row;
}

/** `POST organisation/external_profile_batches/start` */
export async function start(ctx: SignedInContext, provider: ExternalProviderKey): Promise<ExternalBatch> {
  return inTransaction(ctx, async (tx) => presentBatch(tx, await repo.insertBatch(tx, { provider, createdById: ctx.user.id })));
}

/** `GET organisation/external_profile_batches/{id}` */
export async function get(scope: TenantScope, id: number): Promise<ExternalBatch> {
  return presentBatch(scope, await mustFindBatch(scope, id));
}

/** `GET organisation/external_profile_batches`: the latest first. */
export async function list(scope: TenantScope, page: number, perPage: number): Promise<ExternalBatchList> {
  const { rows, total } = await repo.pageOfBatches(scope, { limit: perPage, offset: (page - 1) * perPage });
  const counts = await repo.countsOf(scope, rows.map((r) => r.id));
  return {
    external_profile_batches: rows.map((r) => presentSummary(r, counts.get(r.id))),
    pagination: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) },
  };
}

/** The CV of a read profile, in the language it is written in (as a resume import sets it). */
function profileValues(batchId: number, p: ReadProfile): repo.ProfileValues {
  if (!p.ok) return { batchId, fileName: p.fileName, status: 'error', error: p.error, name: null, title: null, data: null };
  const data: CvData = { ...p.read.data, custom_fields: { ...p.read.data.custom_fields, template_language_variant: p.read.data.custom_fields?.template_language_variant ?? cvLanguageOf(p.read.language) } };
  return { batchId, fileName: p.fileName, status: 'parsed', error: null, name: displayName(data), title: data.title?.trim() || null, data };
}

/**
 * `POST organisation/external_profile_batches/push`: the file is read first (a file that cannot be
 * read at all is refused and the batch is unchanged), then its profiles are added to the batch in one
 * transaction; a batch holds at most `EXTERNAL_BATCH_MAX_PROFILES` profiles.
 */
export async function push(ctx: SignedInContext, batchId: number, upload: { bytes: Uint8Array; fileName: string | undefined }): Promise<ExternalPush> {
  const batch = await mustFindBatch(ctx, batchId);
  const fileName = cleanText(upload.fileName ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200) || 'upload';
  const read = await readExternalUpload(batch.provider, upload.bytes, fileName);
  return inTransaction(ctx, async (tx) => {
    const locked = await mustFindBatch(tx, batchId, true);
    const existing = (await repo.profilesOfBatch(tx, locked.id)).length;
    if (existing + read.length > EXTERNAL_BATCH_MAX_PROFILES) throw unprocessable({ file: [EXTERNAL_FILE_MESSAGES.tooManyProfiles] }, EXTERNAL_FILE_MESSAGES.tooManyProfiles);
    const added = await repo.insertProfiles(tx, read.map((p) => profileValues(locked.id, p)));
    await repo.touchBatches(tx, [locked.id]);
    return { batch: await presentBatch(tx, await mustFindBatch(tx, locked.id)), added: added.map(presentProfile) };
  });
}

/**
 * `POST organisation/import_external_profiles`: the chosen profiles, locked, must all be parsed and
 * not yet imported — else 422 naming each one that is not (`errors.ids`), and nothing is imported.
 * Each becomes a CV (`agreements.create`: the user's first team template, the search row) that is
 * no draft: it is kept and found in the candidate search like an imported resume.
 */
export async function importProfiles(ctx: SignedInContext, ids: number[]): Promise<ExternalImport> {
  return inTransaction(ctx, async (tx) => {
    const rows = await repo.lockProfiles(tx, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems: string[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      const label = row ? (row.name ?? row.fileName) : '';
      if (!row) problems.push(MESSAGES.unknownProfile(id));
      else if (row.status === 'error') problems.push(MESSAGES.inError(label, row.error ?? ''));
      else if (row.status === 'imported' || !row.data) problems.push(MESSAGES.alreadyImported(label));
    }
    if (problems.length) throw unprocessable({ ids: problems }, MESSAGES.notImportable);
    const made: ExternalImport['agreements'] = [];
    const updated: ExternalProfile[] = [];
    for (const id of ids) {
      const row = byId.get(id)!;
      const agreement = await agreements.create(tx, row.data!);
      await agreementsRepo.updateAgreement(tx, agreement.id, { fresh: false });
      await refreshProjection(tx, [agreement.id]);
      made.push({ id: agreement.id, name: displayName(agreement.data) ?? row.fileName, external_profile_id: id });
      updated.push(presentProfile(await repo.markImported(tx, id, agreement.id)));
    }
    await repo.touchBatches(tx, [...new Set(rows.map((r) => r.batchId))]);
    return { agreements: made, external_profiles: updated };
  });
}
