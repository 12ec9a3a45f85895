/**
 * The organisation's templates as its admins manage them (spec §3 Agreement.template, §7 templates
 * and team assignment; decision 032): a name, a base design, a style sheet — sandboxed and scoped
 * by ../../documents/template-css.ts, refused with 422 naming the line otherwise — a preview image
 * checked by its content (../../documents/report-image.ts) and the admin's teams that may apply it.
 * A CV in the template renders with the base design and the scoped style sheet (the documents
 * module reads `scopedCssOf`). The live preview renders a demo CV the same way, storing nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_CVS } from '../../../cv/demo/index.js';
import type { StyledCv, TemplateKey } from '../../../shared/schemas/agreements.js';
import { ORGANISATION_TEMPLATE_LIMITS, type OrganisationTemplate } from '../../../shared/schemas/organisation-templates.js';
import type { ChromiumPool } from '../../documents/chromium-pool.js';
import { checkReportImage, decodeBase64, decodedLength, isProblem, type ReportImage } from '../../documents/report-image.js';
import { renderStyledCv } from '../../documents/styled-cv.js';
import { sandboxTemplateCss } from '../../documents/template-css.js';
import { inTransaction } from '../../db/tenant.js';
import type { SignedInContext, RequestContext } from '../../lib/context.js';
import { forbidden, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { orgKey, type FileStorage } from '../../lib/storage.js';
import * as agreementsRepo from '../agreements/repository.js';
import * as teamsRepo from '../teams/repository.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This template does not exist.',
  noAccount: 'Teams belong to an agency account; you are not an employee of one.',
  unknownTeams: 'Some of these teams do not exist.',
  imageTooLarge: (bytes: number) => `The preview image is ${(bytes / 1024 / 1024).toFixed(1)} MB; it may be at most ${ORGANISATION_TEMPLATE_LIMITS.previewImageBytes / 1024 / 1024} MB.`,
  imageBase64: 'The preview image is not valid base64 data. Choose the file again.',
  imageType: 'The preview image must be a PNG or JPEG picture.',
  imageMissing: 'This image does not exist (any more).',
} as const;

/** The demo CV the live preview shows: an English CV with every section filled. */
const PREVIEW_CV = DEMO_CVS.find((cv) => cv.id === 'demo-en-data') ?? DEMO_CVS[0];

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** Where a template's preview image is served (no session: an `<img>` sends none; the token is the template's, unguessable). */
export const previewImagePath = (token: string, sha256: string, contentType: keyof typeof EXTENSIONS) =>
  `/api/template-previews/${token}/${sha256.slice(0, 16)}.${EXTENSIONS[contentType]}`;

export function presentTemplate(row: repo.OrganisationTemplateRow): OrganisationTemplate {
  const { template, stylesheet } = row;
  return {
    id: template.id,
    name: template.name,
    key: template.key as TemplateKey,
    token: template.token,
    css: stylesheet?.css ?? '',
    preview_image_url: template.previewImageUrl,
    team_ids: row.teamIds,
    updated_at: (stylesheet && stylesheet.updatedAt > template.updatedAt ? stylesheet.updatedAt : template.updatedAt).toISOString(),
  };
}

/** The scoped CSS of a style sheet, or 422 with every problem under `template.css`. */
export function scopedCss(css: string): string {
  if (!css.trim()) return '';
  const result = sandboxTemplateCss(css);
  if (!result.ok) throw unprocessable({ 'template.css': result.problems.map((p) => p.message) });
  return result.css;
}

/** A new preview image, checked by its content (413 over the size, 415 not PNG or JPEG, 422 damaged). */
async function checkedImage(base64: string): Promise<ReportImage> {
  const refuse = (status: number, message: string) => new HttpError(status, message, { 'template.preview_image': [message] });
  const size = decodedLength(base64);
  if (size > ORGANISATION_TEMPLATE_LIMITS.previewImageBytes) throw refuse(413, MESSAGES.imageTooLarge(size));
  const bytes = decodeBase64(base64);
  if (!bytes) throw refuse(422, MESSAGES.imageBase64);
  const result = await checkReportImage(bytes);
  if (isProblem(result)) throw refuse(result.status, result.status === 415 ? MESSAGES.imageType : result.message);
  return result;
}

function accountOf(ctx: SignedInContext): number {
  if (ctx.user.accountId === null) throw forbidden(MESSAGES.noAccount);
  return ctx.user.accountId;
}

async function mustFind(ctx: SignedInContext, id: number): Promise<repo.OrganisationTemplateRow> {
  const row = await repo.findTemplate(ctx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

export async function list(ctx: SignedInContext): Promise<{ templates: OrganisationTemplate[] }> {
  return { templates: (await repo.listTemplates(ctx)).map(presentTemplate) };
}

export async function get(ctx: SignedInContext, id: number): Promise<{ template: OrganisationTemplate }> {
  return { template: presentTemplate(await mustFind(ctx, id)) };
}

export type TemplateInput = { name: string; key: TemplateKey; css: string; preview_image?: string | null; team_ids: number[] };

/**
 * `POST` (no id) or `PUT organisation/templates/{id}`. The style sheet and the image are checked
 * before anything is written; the image file is stored first (its name is its content's hash) and
 * the rows in one transaction; the image it replaces goes after the commit.
 */
export async function save(ctx: SignedInContext, storage: FileStorage, id: number | null, input: TemplateInput): Promise<{ template: OrganisationTemplate }> {
  const accountId = accountOf(ctx);
  const css = input.css;
  const scoped = scopedCss(css);
  // Left out: the image stays; null (or empty): it goes.
  const image = input.preview_image ? await checkedImage(input.preview_image) : input.preview_image === undefined ? undefined : null;
  const existing = id === null ? null : await mustFind(ctx, id);
  const token = existing?.template.token ?? randomBytes(12).toString('hex');
  let stored: { key: string; url: string; type: string } | null | undefined = image === null ? null : undefined;
  if (image) {
    const sha = createHash('sha256').update(image.bytes).digest('hex');
    const url = previewImagePath(token, sha, image.contentType);
    const key = orgKey(ctx.organisationId, 'template-previews', `${token}-${url.split('/').pop()}`);
    await storage.put(key, image.bytes, { contentType: image.contentType });
    stored = { key, url, type: image.contentType };
  }
  const oldKey = existing?.stylesheet?.previewImageKey ?? null;
  const teamIds = [...new Set(input.team_ids)];
  const saved = await inTransaction(ctx, async (tx) => {
    const ownTeams = (await teamsRepo.listTeams(tx, accountId)).map((t) => t.id);
    if (teamIds.some((t) => !ownTeams.includes(t))) throw unprocessable({ 'template.team_ids': [MESSAGES.unknownTeams] });
    let templateId: number;
    if (existing) {
      templateId = existing.template.id;
      if (!(await repo.findTemplate(tx, templateId))) throw notFound(MESSAGES.notFound);
      await repo.updateTemplate(tx, templateId, { key: input.key, name: input.name, ...(stored !== undefined ? { previewImageUrl: stored?.url ?? null } : {}) });
    } else {
      templateId = (await repo.insertTemplate(tx, { key: input.key, name: input.name, token })).id;
      if (stored) await repo.updateTemplate(tx, templateId, { previewImageUrl: stored.url });
    }
    await repo.saveStylesheet(tx, templateId, {
      css,
      scopedCss: scoped,
      ...(stored !== undefined ? { previewImageKey: stored?.key ?? null, previewImageType: stored?.type ?? null } : {}),
    });
    await repo.setTeams(tx, templateId, ownTeams, teamIds);
    return (await repo.findTemplate(tx, templateId))!;
  }).catch(async (error: unknown) => {
    if (stored && stored.key !== oldKey) await storage.delete(stored.key);
    throw error;
  });
  if (stored !== undefined && oldKey && oldKey !== stored?.key) await storage.delete(oldKey);
  return { template: presentTemplate(saved) };
}

/** `DELETE organisation/templates/{id}`: CVs in it render in the default design afterwards. */
export async function remove(ctx: SignedInContext, storage: FileStorage, id: number): Promise<void> {
  const row = await inTransaction(ctx, async (tx) => {
    const found = await repo.findTemplate(tx, id);
    if (!found) throw notFound(MESSAGES.notFound);
    await repo.deleteTemplate(tx, id);
    return found;
  });
  if (row.stylesheet?.previewImageKey) await storage.delete(row.stylesheet.previewImageKey);
}

/** `POST organisation/templates/preview`: the demo CV in the base design with the style sheet (422 naming its problems). */
export async function preview(ctx: SignedInContext, pool: ChromiumPool, body: { template: { key: TemplateKey; css: string }; anonymous: boolean }): Promise<StyledCv> {
  const stylesheet = scopedCss(body.template.css);
  const account = ctx.user.accountId === null ? undefined : await agreementsRepo.findBrandingAccount(ctx, ctx.user.accountId);
  return renderStyledCv(pool, {
    data: PREVIEW_CV,
    template: body.template.key,
    stylesheet,
    branding: account ? { name: account.name, logo_url: account.logoUrl } : null,
    consultant: null,
    office: null,
    organisation: ctx.organisation,
    settings: null,
    anonymous: body.anonymous,
  });
}

/** `GET template-previews/{token}/{file}`: the image, when it is the template's current one. */
export async function previewImage(ctx: RequestContext, storage: FileStorage, token: string, file: string) {
  const row = await repo.findByToken(ctx, token);
  const key = row?.stylesheet?.previewImageKey;
  const stored = key && key.endsWith(`/${token}-${file}`) ? await storage.get(key) : null;
  if (!stored) throw notFound(MESSAGES.imageMissing);
  return stored;
}
