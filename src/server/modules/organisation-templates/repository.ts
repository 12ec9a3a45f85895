/** The organisation's templates with their style sheets and teams, always through the tenant scope. */
import { asc, eq, inArray } from 'drizzle-orm';
import { teamTemplates, templates, templateStylesheets } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type TemplateRow = typeof templates.$inferSelect;
export type StylesheetRow = typeof templateStylesheets.$inferSelect;
export type OrganisationTemplateRow = { template: TemplateRow; stylesheet: StylesheetRow | null; teamIds: number[] };

/** The organisation's templates (or those of `ids`), oldest first, with their style sheets and teams. */
export async function listTemplates(scope: TenantScope, ids?: number[]): Promise<OrganisationTemplateRow[]> {
  const db = tenantDb(scope);
  const rows = await db
    .select({ template: templates, stylesheet: templateStylesheets })
    .from(templates)
    .leftJoin(templateStylesheets, eq(templateStylesheets.templateId, templates.id))
    .where(ids ? inArray(templates.id, ids) : undefined)
    .orderBy(asc(templates.id));
  if (!rows.length) return [];
  const teams = await db
    .select({ templateId: teamTemplates.templateId, teamId: teamTemplates.teamId })
    .from(teamTemplates)
    .where(inArray(teamTemplates.templateId, rows.map((r) => r.template.id)))
    .orderBy(asc(teamTemplates.teamId));
  return rows.map((r) => ({ ...r, teamIds: teams.filter((t) => t.templateId === r.template.id).map((t) => t.teamId) }));
}

export async function findTemplate(scope: TenantScope, id: number): Promise<OrganisationTemplateRow | undefined> {
  const [row] = await listTemplates(scope, [id]);
  return row;
}

export async function findByToken(scope: TenantScope, token: string): Promise<{ template: TemplateRow; stylesheet: StylesheetRow | null } | undefined> {
  const [row] = await tenantDb(scope)
    .select({ template: templates, stylesheet: templateStylesheets })
    .from(templates)
    .leftJoin(templateStylesheets, eq(templateStylesheets.templateId, templates.id))
    .where(eq(templates.token, token))
    .limit(1);
  return row;
}

/** The scoped style sheet a CV in this template renders with ('' when it has none). */
export async function scopedCssOf(scope: TenantScope, templateId: number): Promise<string> {
  const [row] = await tenantDb(scope).select({ css: templateStylesheets.scopedCss }).from(templateStylesheets).where(eq(templateStylesheets.templateId, templateId)).limit(1);
  return row?.css ?? '';
}

export async function insertTemplate(scope: TenantScope, values: { key: string; name: string; token: string }): Promise<TemplateRow> {
  const [row] = await tenantDb(scope).insert(templates, values).returning();
  return row;
}

export async function updateTemplate(scope: TenantScope, id: number, changes: { key?: string; name?: string; previewImageUrl?: string | null }): Promise<void> {
  await tenantDb(scope).update(templates, { ...changes, updatedAt: new Date() }, eq(templates.id, id));
}

export async function saveStylesheet(
  scope: TenantScope,
  templateId: number,
  values: { css: string; scopedCss: string; previewImageKey?: string | null; previewImageType?: string | null },
): Promise<void> {
  const db = tenantDb(scope);
  const [existing] = await db.select({ id: templateStylesheets.templateId }).from(templateStylesheets).where(eq(templateStylesheets.templateId, templateId)).limit(1);
  if (existing) await db.update(templateStylesheets, { ...values, updatedAt: new Date() }, eq(templateStylesheets.templateId, templateId));
  else await db.insert(templateStylesheets, { templateId, ...values });
}

export async function deleteTemplate(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(templates, eq(templates.id, id));
}

/** Makes the template's teams exactly `teamIds` (of the teams given as `ownTeamIds`, the account's). */
export async function setTeams(scope: TenantScope, templateId: number, ownTeamIds: number[], teamIds: number[]): Promise<void> {
  const db = tenantDb(scope);
  if (ownTeamIds.length) await db.delete(teamTemplates, eq(teamTemplates.templateId, templateId), inArray(teamTemplates.teamId, ownTeamIds));
  if (teamIds.length) await db.insert(teamTemplates, teamIds.map((teamId) => ({ teamId, templateId }))).onConflictDoNothing();
}
