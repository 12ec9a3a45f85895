/**
 * Associations — "groups" (spec §3, §6, §7 Associations; docs/api.md "Associations"): list, create
 * with an optional logo checked by its content (decision 019's image check), rename and delete.
 * Search hits carry the names of the CV's associations (`associations.company.name`, decision 021),
 * so a rename or a delete rebuilds the search rows of the association's CVs in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ASSOCIATION_LOGO_MAX_BYTES, ASSOCIATION_MESSAGES, type Association } from '../../../shared/schemas/associations.js';
import { checkReportImage, decodeBase64, decodedLength, isProblem, type ReportImage } from '../../documents/report-image.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import { HttpError, notFound, unprocessable } from '../../lib/errors.js';
import type { LinkSigner } from '../../lib/signed-links.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import { refreshProjection } from '../search/service.js';
import * as repo from './repository.js';

/** Where logos are kept, how their links are signed, where to log a file that could not be removed. */
export type AssociationFiles = { storage: FileStorage; links: LinkSigner; log?: FastifyBaseLogger };

/** The path of an association's logo behind a signed link. */
export const logoPath = (id: number) => `/api/organisation/associations/${id}/logo`;

function present(row: repo.AssociationRow, organisationId: number, links: LinkSigner): Association {
  return { id: row.id, company_name: row.companyName, logo_url: row.logoUrl ? links.sign(organisationId, logoPath(row.id)) : null, cv_count: row.cvCount };
}

async function mustFind(scope: TenantScope, id: number): Promise<repo.AssociationRow> {
  const row = await repo.findAssociation(scope, id);
  if (!row) throw notFound(ASSOCIATION_MESSAGES.notFound);
  return row;
}

async function mustBeFreeName(scope: TenantScope, name: string, exceptId?: number) {
  if (await repo.associationNamed(scope, name, exceptId)) throw unprocessable({ 'association.company_name': [ASSOCIATION_MESSAGES.nameTaken] });
}

/**
 * The logo as it will be stored: at most ASSOCIATION_LOGO_MAX_BYTES, a real PNG or JPEG read from
 * its first byte to its last and rewritten with only what draws it (SVG, HTML, GIF, a damaged file
 * or one with data after the picture are refused: 413, 415 or 422 under `association.logo`).
 */
export async function checkLogo(base64: string): Promise<ReportImage> {
  const refuse = (status: number, message: string) => new HttpError(status, message, { 'association.logo': [message] });
  if (decodedLength(base64) > ASSOCIATION_LOGO_MAX_BYTES) throw refuse(413, ASSOCIATION_MESSAGES.logoTooLarge);
  const bytes = decodeBase64(base64);
  if (!bytes) throw refuse(422, ASSOCIATION_MESSAGES.logoDamaged);
  const checked = await checkReportImage(bytes);
  if (isProblem(checked)) {
    if (checked.status === 415) throw refuse(415, ASSOCIATION_MESSAGES.logoNotImage);
    throw refuse(checked.status, checked.status === 413 ? ASSOCIATION_MESSAGES.logoTooLarge : ASSOCIATION_MESSAGES.logoDamaged);
  }
  return checked;
}

export async function list(scope: TenantScope, links: LinkSigner): Promise<{ associations: Association[] }> {
  return { associations: (await repo.listAssociations(scope)).map((row) => present(row, scope.organisationId, links)) };
}

/** `POST associations`: the logo is checked and stored first; should the row not be written, the file is removed again. */
export async function create(
  ctx: TenantScope,
  files: AssociationFiles,
  input: { company_name: string; logo?: string | null },
): Promise<Association> {
  const logo = input.logo ? await checkLogo(input.logo) : null;
  const key = logo ? orgKey(ctx.organisationId, 'associations', `${randomUUID()}.${logo.contentType === 'image/png' ? 'png' : 'jpg'}`) : null;
  if (logo && key) await files.storage.put(key, logo.bytes, { contentType: logo.contentType });
  try {
    return await inTransaction(ctx, async (tx) => {
      await mustBeFreeName(tx, input.company_name);
      const { id } = await repo.insertAssociation(tx, input.company_name, key);
      return present(await mustFind(tx, id), ctx.organisationId, files.links);
    });
  } catch (error) {
    if (key) await removeFile(files, key);
    throw error;
  }
}

/** `PUT associations/{id}`: a new name, which the search hits of its CVs show at once. */
export async function rename(ctx: TenantScope, links: LinkSigner, id: number, companyName: string): Promise<Association> {
  return inTransaction(ctx, async (tx) => {
    await mustFind(tx, id);
    await mustBeFreeName(tx, companyName, id);
    await repo.renameAssociation(tx, id, companyName);
    await refreshProjection(tx, await repo.agreementIdsOf(tx, id));
    return present(await mustFind(tx, id), ctx.organisationId, links);
  });
}

/** `DELETE associations/{id}`: its CVs leave it (and its search facet) in the same transaction; the logo file goes after. */
export async function remove(ctx: TenantScope, files: AssociationFiles, id: number): Promise<void> {
  const key = await inTransaction(ctx, async (tx) => {
    const row = await mustFind(tx, id);
    const cvs = await repo.agreementIdsOf(tx, id);
    await repo.deleteAssociation(tx, id);
    await refreshProjection(tx, cvs);
    return row.logoUrl;
  });
  if (key) await removeFile(files, key);
}

/** The stored logo of an association of the organisation (404 otherwise). */
export async function logo(scope: TenantScope, storage: FileStorage, id: number): Promise<{ bytes: Uint8Array; contentType: string }> {
  const row = await mustFind(scope, id);
  const stored = row.logoUrl ? await storage.get(row.logoUrl) : null;
  if (!stored) throw notFound(ASSOCIATION_MESSAGES.notFound);
  return { bytes: stored.bytes, contentType: stored.meta.contentType };
}

async function removeFile(files: AssociationFiles, key: string) {
  await files.storage.delete(key).catch((error: unknown) => files.log?.error({ err: error, key }, 'could not remove the logo of an association'));
}
