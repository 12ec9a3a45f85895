/**
 * Assessment attachments of a CV (spec §3 Attachment, §7 Images; decision 019): report images of the
 * Arctic Shores (`arctic`) or IKM (`ikm`) category. An upload is all or nothing: every image is
 * checked by its content first (../../documents/report-image.ts), then the files are stored and the
 * rows written in one transaction; if that fails, the files written go again. A CV of another
 * organisation, or an attachment of one, is not found (404); a locked CV cannot change (423).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ATTACHMENT_LIMITS, type Attachment, type AttachmentCategory, type AttachmentList } from '../../../shared/schemas/attachments.js';
import type { CvAttachmentImage } from '../../../cv/view.js';
import { checkReportImage, decodeBase64, decodedLength, IMAGE_MESSAGES, imageMessage, isProblem, type ReportImage } from '../../documents/report-image.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { HttpError, notFound, unprocessable } from '../../lib/errors.js';
import type { LinkSigner } from '../../lib/signed-links.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import * as agreements from '../agreements/service.js';
import * as agreementsRepo from '../agreements/repository.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This attachment does not exist or was removed.',
  fileMissing: 'The file of this attachment is missing; remove it and upload the image again.',
  badLink: 'This image link is not valid or has expired. Reload the page.',
  full: (category: AttachmentCategory, existing: number) =>
    `A CV holds at most ${ATTACHMENT_LIMITS.perCategory} ${CATEGORY_NAMES[category]} images and this one has ${existing} already. Remove some before adding more.`,
} as const;

const CATEGORY_NAMES: Record<AttachmentCategory, string> = { arctic: 'Arctic Shores', ikm: 'IKM' };

/** What the service needs besides the request: where files are, how links are signed, where to log. */
export type AttachmentFiles = { storage: FileStorage; links: LinkSigner; log?: FastifyBaseLogger };

/** The path of an attachment's image behind a signed link. */
export const viewPath = (id: number) => `/api/images/${id}/view`;

export function presentAttachment(row: repo.AttachmentRow, organisationId: number, links: LinkSigner): Attachment {
  return {
    id: row.id,
    agreement_id: row.agreementId,
    category: row.category,
    content_type: row.contentType as Attachment['content_type'],
    width: row.width,
    height: row.height,
    byte_size: row.byteSize,
    url: links.sign(organisationId, viewPath(row.id)),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The images of an upload, checked: the first image refused decides the answer — its status, its
 * message under `images.<index>`, and as the answer's `error` named by its number when there are several.
 */
async function checkedImages(images: string[]): Promise<ReportImage[]> {
  const refuse = (status: number, index: number, message: string) =>
    new HttpError(status, imageMessage(message, index + 1, images.length), { [`images.${index}`]: [message] });
  // Sizes first, from the base64 length alone: nothing over the limits is decoded.
  const sizes = images.map(decodedLength);
  const total = sizes.reduce((a, b) => a + b, 0);
  const over = sizes.findIndex((n) => n > ATTACHMENT_LIMITS.imageBytes);
  if (over >= 0) throw refuse(413, over, IMAGE_MESSAGES.tooLarge(sizes[over]));
  if (total > ATTACHMENT_LIMITS.requestBytes) {
    const message = IMAGE_MESSAGES.requestTooLarge(total);
    throw new HttpError(413, message, { images: [message] });
  }
  const checked: ReportImage[] = [];
  for (const [index, image] of images.entries()) {
    const bytes = decodeBase64(image);
    if (!bytes) throw refuse(422, index, IMAGE_MESSAGES.base64);
    const result = await checkReportImage(bytes);
    if (isProblem(result)) throw refuse(result.status, index, result.message);
    checked.push(result);
  }
  return checked;
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * `POST images/upload`: the images added to the CV's category, in the order sent; an image the
 * category already holds (the same bytes) is not stored twice, its attachment is answered instead.
 */
export async function upload(
  ctx: SignedInContext,
  files: AttachmentFiles,
  input: { agreementId: number; category: AttachmentCategory; images: string[] },
): Promise<AttachmentList> {
  // The CV is looked up before the images are read, so a wrong id is a 404 whatever the images are.
  if (!(await agreementsRepo.findAgreement(ctx, input.agreementId))) throw notFound(agreements.MESSAGES.notFound);
  const images = await checkedImages(input.images);
  const written: string[] = [];
  try {
    const rows = await inTransaction(ctx, async (tx) => {
      await agreements.findForChange(tx, input.agreementId);
      const shas = [...new Set(images.map((i) => i.sha256))];
      const existing = new Map((await repo.findBySha(tx, input.agreementId, input.category, shas)).map((r) => [r.sha256, r]));
      const fresh = shas.filter((sha) => !existing.has(sha));
      const count = await repo.countAttachments(tx, input.agreementId, input.category);
      if (count + fresh.length > ATTACHMENT_LIMITS.perCategory) throw unprocessable({ images: [MESSAGES.full(input.category, count)] }, MESSAGES.full(input.category, count));
      const values = [];
      for (const sha of fresh) {
        const image = images.find((i) => i.sha256 === sha)!;
        const key = orgKey(ctx.organisationId, 'attachments', String(input.agreementId), `${randomUUID()}.${EXTENSIONS[image.contentType]}`);
        await files.storage.put(key, image.bytes, { contentType: image.contentType });
        written.push(key);
        values.push({
          agreementId: input.agreementId,
          category: input.category,
          fileKey: key,
          contentType: image.contentType,
          byteSize: image.bytes.length,
          width: image.width,
          height: image.height,
          sha256: sha,
          createdById: ctx.user.id,
        });
      }
      const inserted = values.length ? await repo.insertAttachments(tx, values) : [];
      for (const row of inserted) existing.set(row.sha256, row);
      return images.map((i) => existing.get(i.sha256)!).filter((row, index, all) => all.indexOf(row) === index);
    });
    return { attachments: rows.map((row) => presentAttachment(row, ctx.organisationId, files.links)) };
  } catch (error) {
    for (const key of written) await files.storage.delete(key).catch((e: unknown) => files.log?.error({ err: e, key }, 'could not remove the file of a failed upload'));
    throw error;
  }
}

/** `GET images/{agreement id}/attachments`: the CV's attachments, of one category or both (404 for another organisation's CV). */
export async function list(ctx: RequestContext, links: LinkSigner, agreementId: number, category?: AttachmentCategory): Promise<AttachmentList> {
  if (!(await agreementsRepo.findAgreement(ctx, agreementId))) throw notFound(agreements.MESSAGES.notFound);
  const rows = await repo.listAttachments(ctx, agreementId, category);
  return { attachments: rows.map((row) => presentAttachment(row, ctx.organisationId, links)) };
}

/** `DELETE images/{id}/remove`: the attachment (423 while its CV is locked), then its file once that committed. */
export async function remove(ctx: TenantScope, files: AttachmentFiles, id: number): Promise<void> {
  const key = await inTransaction(ctx, async (tx) => {
    const row = await repo.findAttachment(tx, id);
    if (!row) throw notFound(MESSAGES.notFound);
    await agreements.findForChange(tx, row.agreementId);
    await repo.deleteAttachment(tx, id);
    return row.fileKey;
  });
  await files.storage.delete(key).catch((error: unknown) => files.log?.error({ err: error, key }, 'could not remove the file of a removed attachment'));
}

/** The image of an attachment of the organisation (404 otherwise). */
export async function file(scope: TenantScope, storage: FileStorage, id: number): Promise<{ bytes: Uint8Array; contentType: string; row: repo.AttachmentRow }> {
  const row = await repo.findAttachment(scope, id);
  if (!row) throw notFound(MESSAGES.notFound);
  const stored = await storage.get(row.fileKey);
  if (!stored) throw notFound(MESSAGES.fileMissing);
  return { bytes: stored.bytes, contentType: row.contentType, row };
}

/**
 * The attachments of a CV as the CV view takes them: each image embedded as a data URL (`embedded`:
 * the PDF and Word files) or named by its signed link (`linked`: the live preview, which loads it
 * itself). An image whose file is gone is left out.
 */
export async function cvImages(ctx: RequestContext, files: Pick<AttachmentFiles, 'storage' | 'links'>, agreementId: number, source: 'embedded' | 'linked'): Promise<CvAttachmentImage[]> {
  const rows = await repo.listAttachments(ctx, agreementId);
  const images = await Promise.all(
    rows.map(async (row): Promise<CvAttachmentImage | null> => {
      const base = { category: row.category, width: row.width, height: row.height };
      if (source === 'linked') return { ...base, src: files.links.sign(ctx.organisationId, viewPath(row.id)) };
      const stored = await files.storage.get(row.fileKey);
      return stored ? { ...base, src: `data:${row.contentType};base64,${Buffer.from(stored.bytes).toString('base64')}` } : null;
    }),
  );
  // Arctic Shores first then IKM, each in upload order (the list's order), whatever the sections' order.
  return images.filter((i): i is CvAttachmentImage => i !== null);
}
