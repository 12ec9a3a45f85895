/**
 * The documents of an agreement (§3 Styled CV, export): the styled HTML with its page count, the
 * PDF and the Word file. One use case: the agreement's row and relations → the render input of
 * ../../documents/styled-cv.ts (CV view, template, branding) → HTML, PDF or DOCX. The HTTP answer
 * of the agreement is never built on the way.
 */
import type { CvData, CvLanguage, CvSettings } from '../../../shared/schemas/cv.js';
import type { StyledCv, TemplateKey } from '../../../shared/schemas/agreements.js';
import type { ChromiumPool } from '../../documents/chromium-pool.js';
import { linkedFontFile } from '../../documents/fonts.js';
import { exportDocx, exportPdf, type ExportedFile } from '../../documents/export.js';
import { renderStyledCv, type StyledCvInput } from '../../documents/styled-cv.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { sanitizeCv } from '../../lib/sanitize-cv.js';
import * as agreementsRepo from '../agreements/repository.js';
import * as attachments from '../attachments/service.js';
import type { LinkSigner } from '../../lib/signed-links.js';
import type { FileStorage } from '../../lib/storage.js';
import { MESSAGES } from '../agreements/service.js';
import * as cvSettings from '../cv-settings/service.js';
import * as organisationTemplates from '../organisation-templates/repository.js';

export const WORD_EXPORT_DISABLED = 'Word export is not enabled for this organisation.';
const UNKNOWN_FONT = 'This font file does not exist (any more); reload the page.';

/** How a document is asked for: the version and language; a live preview adds unsaved data and branding. */
export type DocumentRequest = {
  anonymous: boolean;
  language?: CvLanguage;
  data?: CvData;
  branding_account_id?: number | null;
};

/** Where a document's assessment attachments come from: the file storage, and the signer of their links. */
export type DocumentFiles = { storage: FileStorage; links: LinkSigner };

/** The parts of a saved agreement a render input is made of (the saved CV, template, branding, consultant, office). */
type SavedParts = Omit<StyledCvInput, 'settings' | 'anonymous' | 'language' | 'attachments'>;

async function savedParts(ctx: RequestContext, id: number): Promise<{ row: NonNullable<Awaited<ReturnType<typeof agreementsRepo.findAgreement>>>; parts: SavedParts } | undefined> {
  const row = await agreementsRepo.findAgreement(ctx, id);
  if (!row) return undefined;
  const [relations, stylesheet] = await Promise.all([
    agreementsRepo.loadRelations(ctx, row),
    row.templateId === null ? '' : organisationTemplates.scopedCssOf(ctx, row.templateId),
  ]);
  const parts = {
    data: row.data,
    // The template's base design and its own style sheet, sandboxed when it was saved (decision 032).
    template: (relations.template?.key as TemplateKey | undefined) ?? null,
    stylesheet,
    branding: relations.branding ? { name: relations.branding.name, logo_url: relations.branding.logoUrl } : null,
    consultant: row.consultantId === null ? null : (relations.people.get(row.consultantId) ?? null),
    office: row.office ?? null,
    organisation: ctx.organisation,
  };
  return { row, parts };
}

/**
 * What the CV of an agreement is rendered from: the saved CV, or — for a live preview of unsaved
 * edits — the given data (sanitised like a save) and branding account (one of the actor's own),
 * stored nowhere. The employee's saved CV settings apply. The assessment attachments are linked for
 * the preview and embedded for files; the anonymous version shows none, so none are read for it.
 */
async function renderInput(ctx: SignedInContext, files: DocumentFiles, id: number, request: DocumentRequest, images: 'embedded' | 'linked'): Promise<StyledCvInput> {
  const [saved, settings, attachmentImages] = await Promise.all([
    savedParts(ctx, id),
    cvSettings.savedSettings(ctx),
    request.anonymous ? [] : attachments.cvImages(ctx, files, id, images),
  ]);
  if (!saved) throw notFound(MESSAGES.notFound);
  let branding = saved.parts.branding;
  if (request.branding_account_id !== undefined) {
    const accountId = request.branding_account_id;
    if (accountId !== null && !ctx.user.accountIds.includes(accountId)) throw unprocessable({ branding_account_id: [MESSAGES.unknownBranding] });
    const account = accountId === null ? null : await agreementsRepo.findBrandingAccount(ctx, accountId);
    branding = account ? { name: account.name, logo_url: account.logoUrl } : null;
  }
  return {
    ...saved.parts,
    data: request.data ? sanitizeCv(request.data) : saved.parts.data,
    branding,
    settings,
    anonymous: request.anonymous,
    language: request.language,
    attachments: attachmentImages,
  };
}

/**
 * The render input of a saved CV for a reader without a session (a client share link, the
 * candidate's review page): the CV, its template, branding, consultant and office as saved, with the
 * given CV settings (those of the recruiter who shared it; defaults when null) and, when files are
 * given, the assessment attachments as for the recruiter (none in the anonymous version).
 * Undefined when the CV is gone.
 */
export async function savedRenderInput(
  ctx: RequestContext,
  id: number,
  request: { anonymous: boolean; settings: CvSettings | null; attachments: { files: DocumentFiles; images: 'embedded' | 'linked' } | null },
): Promise<StyledCvInput | undefined> {
  const { attachments: withAttachments } = request;
  const [saved, attachmentImages] = await Promise.all([
    savedParts(ctx, id),
    request.anonymous || !withAttachments ? [] : attachments.cvImages(ctx, withAttachments.files, id, withAttachments.images),
  ]);
  if (!saved) return undefined;
  return { ...saved.parts, settings: request.settings, anonymous: request.anonymous, attachments: attachmentImages };
}

export async function styledCv(pool: ChromiumPool, files: DocumentFiles, ctx: SignedInContext, id: number, request: DocumentRequest): Promise<StyledCv> {
  return renderStyledCv(pool, await renderInput(ctx, files, id, request, 'linked'));
}

/** `GET organisation/agreements/{id}/pdf`: the saved CV as an A4 PDF. */
export async function pdf(pool: ChromiumPool, files: DocumentFiles, ctx: SignedInContext, id: number, request: DocumentRequest): Promise<ExportedFile> {
  return exportPdf(pool, await renderInput(ctx, files, id, { anonymous: request.anonymous, language: request.language }, 'embedded'));
}

/** `GET organisation/agreements/{id}/docx`: the saved CV as a Word document. */
export async function docx(pool: ChromiumPool, files: DocumentFiles, ctx: SignedInContext, id: number, request: DocumentRequest): Promise<ExportedFile> {
  return exportDocx(pool, await renderInput(ctx, files, id, { anonymous: request.anonymous, language: request.language }, 'embedded'));
}

/** `GET cv-fonts/{hash}/{name}`: a font file a styled CV links to. */
export function fontFile(hash: string, name: string): Buffer {
  const file = linkedFontFile(hash, name);
  if (!file) throw notFound(UNKNOWN_FONT);
  return file;
}
