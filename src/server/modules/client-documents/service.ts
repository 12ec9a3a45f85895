/**
 * Links / Documents (spec §2 `{module}/links`, issue 13; decision 025):
 * what the agency shares with a client company — links (a CV share link the recruiter made for the
 * company, or any other address) and documents (job documents and the like, checked by their
 * content) — optionally about one of the company's job posts or projects. A marketplace client reads
 * its own companies' entries; any other id is 404. Agency staff who manage job posts add and remove them.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ClientDocument, ClientLinkInput } from '../../../shared/schemas/client-documents.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import { checkDocumentFile, documentFileName } from './files.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This link or document does not exist or was removed.',
  clientNotFound: 'Choose one of the client companies of the organisation.',
  jobPostNotFound: 'Choose a job post of this client company.',
  projectNotFound: 'Choose a project of this client company.',
  fileMissing: 'The file of this document is missing; remove it and upload the document again.',
  notADocument: 'This entry is a link, not a document: open its address instead.',
} as const;

async function present(scope: TenantScope, rows: repo.ClientDocumentRow[]): Promise<ClientDocument[]> {
  const jobs = await repo.jobPostsByIds(scope, [...new Set(rows.map((r) => r.jobPostId).filter((x): x is number => x !== null))]);
  const projects = await repo.projectsByIds(scope, [...new Set(rows.map((r) => r.projectId).filter((x): x is number => x !== null))]);
  return rows.map((r) => {
    const job = r.jobPostId === null ? undefined : jobs.get(r.jobPostId);
    const project = r.projectId === null ? undefined : projects.get(r.projectId);
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      url: r.kind === 'link' ? r.url : null,
      file_name: r.fileName,
      content_type: r.contentType,
      byte_size: r.byteSize,
      client: { id: r.clientAccountId, company_name: r.clientName },
      job_post: job ? { id: job.id, title: job.title, reference: job.reference } : null,
      project: project ? { id: project.id, name: project.name } : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** The links and documents of these companies (a client's own), or of one company / all (agency). */
export async function list(scope: TenantScope, clientIds: readonly number[] | null, clientId?: number): Promise<{ links: ClientDocument[] }> {
  const ids = clientId === undefined ? clientIds : clientIds && !clientIds.includes(clientId) ? [] : [clientId];
  return { links: await present(scope, await repo.listDocuments(scope, ids)) };
}

async function visible(scope: TenantScope, clientIds: readonly number[] | null, id: number): Promise<repo.ClientDocumentRow> {
  const row = await repo.findDocument(scope, id);
  if (!row || (clientIds && !clientIds.includes(row.clientAccountId))) throw notFound(MESSAGES.notFound);
  return row;
}

/** The company, job post and project of a new entry, checked (422 on the field otherwise). */
async function checkTargets(scope: TenantScope, target: { client_id: number; job_post_id?: number | null; project_id?: number | null }, prefix: string) {
  const client = await repo.findClientCompany(scope, target.client_id);
  if (!client?.isClient) throw unprocessable({ [`${prefix}client_id`]: [MESSAGES.clientNotFound] });
  const errors: Record<string, string[]> = {};
  if (target.job_post_id) {
    const job = (await repo.jobPostsByIds(scope, [target.job_post_id])).get(target.job_post_id);
    if (job?.clientAccountId !== target.client_id) errors[`${prefix}job_post_id`] = [MESSAGES.jobPostNotFound];
  }
  if (target.project_id) {
    const project = (await repo.projectsByIds(scope, [target.project_id])).get(target.project_id);
    if (project?.clientAccountId !== target.client_id) errors[`${prefix}project_id`] = [MESSAGES.projectNotFound];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** `POST organisation/links {link}`: a link shared with a client company. */
export async function addLink(ctx: SignedInContext, input: ClientLinkInput): Promise<ClientDocument> {
  return inTransaction(ctx, async (tx) => {
    await checkTargets(tx, input, 'link.');
    const id = await repo.insertDocument(tx, {
      clientAccountId: input.client_id,
      kind: 'link',
      title: input.title,
      url: input.url,
      jobPostId: input.job_post_id ?? null,
      projectId: input.project_id ?? null,
      createdById: ctx.user.id,
    });
    const [doc] = await present(tx, [(await repo.findDocument(tx, id))!]);
    return doc;
  });
}

/** `POST organisation/links/upload`: a document, checked by its content, stored, then recorded (the file goes again if that fails). */
export async function addDocument(
  ctx: SignedInContext,
  storage: FileStorage,
  input: { client_id: number; title?: string; job_post_id?: number; project_id?: number },
  upload: { bytes: Uint8Array; fileName: string | undefined },
): Promise<ClientDocument> {
  await checkTargets(ctx, input, '');
  const kind = await checkDocumentFile(upload.bytes);
  const fileName = documentFileName(upload.fileName, kind);
  const key = orgKey(ctx.organisationId, 'client-documents', String(input.client_id), `${randomUUID()}.${kind.extension}`);
  await storage.put(key, upload.bytes, { contentType: kind.contentType, fileName });
  try {
    return await inTransaction(ctx, async (tx) => {
      await checkTargets(tx, input, '');
      const id = await repo.insertDocument(tx, {
        clientAccountId: input.client_id,
        kind: 'document',
        title: input.title || fileName,
        fileKey: key,
        fileName,
        contentType: kind.contentType,
        byteSize: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        jobPostId: input.job_post_id ?? null,
        projectId: input.project_id ?? null,
        createdById: ctx.user.id,
      });
      const [doc] = await present(tx, [(await repo.findDocument(tx, id))!]);
      return doc;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** `DELETE organisation/links/{id}`: the entry goes, and a document's file with it. */
export async function remove(ctx: SignedInContext, storage: FileStorage, id: number): Promise<void> {
  const row = await inTransaction(ctx, async (tx) => {
    const found = await visible(tx, null, id);
    await repo.deleteDocument(tx, id);
    return found;
  });
  if (row.fileKey) await storage.delete(row.fileKey);
}

/** A document's file (`download`), for the company's own users or agency staff; asking for the file of a link is 422. */
export async function file(scope: TenantScope, storage: FileStorage, clientIds: readonly number[] | null, id: number) {
  const row = await visible(scope, clientIds, id);
  if (row.kind !== 'document' || !row.fileKey) throw unprocessable({}, MESSAGES.notADocument);
  const stored = await storage.get(row.fileKey);
  if (!stored) throw notFound(MESSAGES.fileMissing);
  return { bytes: stored.bytes, contentType: row.contentType ?? stored.meta.contentType, fileName: row.fileName ?? 'document' };
}
