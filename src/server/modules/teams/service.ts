/** Templates and teams (spec §7 Organisation, employees, teams; templates): who may apply which template. */
import type { Template, TemplateKey, Team } from '../../../shared/schemas/agreements.js';
import type { SignedInContext } from '../../lib/context.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { inTransaction } from '../../db/tenant.js';
import * as repo from './repository.js';

export const MESSAGES = {
  teamNotFound: 'This team does not exist.',
  noAccount: 'Teams belong to an agency account; you are not an employee of one.',
  unknownEmployees: 'Some of these people are not employees of your account.',
  unknownTemplates: 'Some of these templates do not exist.',
  unknownTeams: 'Some of these teams do not exist.',
  nameTaken: 'A team with this name already exists.',
} as const;

export function presentTemplate(row: repo.TemplateRow): Template {
  return { id: row.id, key: row.key as TemplateKey, name: row.name, token: row.token, css_url: row.cssUrl, preview_image_url: row.previewImageUrl };
}

const presentTeam = (row: repo.TeamWithCounts): Team => ({ id: row.id, name: row.name, template_ids: row.templateIds.map(Number), member_count: row.memberCount });

/** `GET templates`: the templates of the user's teams (`mine`), or all of the organisation. */
export async function listTemplates(ctx: SignedInContext, mine: boolean): Promise<{ templates: Template[] }> {
  const rows = mine ? (ctx.user.employeeId ? await repo.templatesOfEmployee(ctx, ctx.user.employeeId) : []) : await repo.listTemplates(ctx);
  return { templates: rows.map(presentTemplate) };
}

function accountOf(ctx: SignedInContext): number {
  if (ctx.user.accountId === null) throw forbidden(MESSAGES.noAccount);
  return ctx.user.accountId;
}

async function mustFindTeam(ctx: SignedInContext, id: number) {
  const team = await repo.findTeam(ctx, accountOf(ctx), id);
  if (!team) throw notFound(MESSAGES.teamNotFound);
  return team;
}

export async function listTeams(ctx: SignedInContext): Promise<{ teams: Team[] }> {
  return { teams: (await repo.listTeams(ctx, accountOf(ctx))).map(presentTeam) };
}

/** A team's name is unique in its account, whatever the case (422 under `team.name`). */
async function mustBeFreeName(tx: SignedInContext, name: string, exceptId?: number) {
  if (await repo.teamNamed(tx, accountOf(tx), name, exceptId)) throw unprocessable({ 'team.name': [MESSAGES.nameTaken] });
}

export async function createTeam(ctx: SignedInContext, name: string): Promise<Team> {
  return inTransaction(ctx, async (tx) => {
    await mustBeFreeName(tx, name);
    const row = await repo.insertTeam(tx, accountOf(tx), name);
    return presentTeam({ ...row, templateIds: [], memberCount: 0 });
  });
}

export async function renameTeam(ctx: SignedInContext, id: number, name: string): Promise<Team> {
  return inTransaction(ctx, async (tx) => {
    await mustFindTeam(tx, id);
    await mustBeFreeName(tx, name, id);
    await repo.renameTeam(tx, id, name);
    return presentTeam(await mustFindTeam(tx, id));
  });
}

/**
 * `DELETE teams/{id}`: the team, its memberships and its template assignments. Its members keep
 * their accounts; they lose the templates only this team gave them. Search hits name no team, so the
 * candidate search is not touched.
 */
export async function deleteTeam(ctx: SignedInContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await mustFindTeam(tx, id);
    await repo.deleteTeam(tx, id);
  });
}

export async function searchEmployees(ctx: SignedInContext, teamId: number, q?: string) {
  await mustFindTeam(ctx, teamId);
  return { employees: await repo.searchEmployeesOutsideTeam(ctx, accountOf(ctx), teamId, q || undefined) };
}

export async function teamMembers(ctx: SignedInContext, teamId: number) {
  await mustFindTeam(ctx, teamId);
  return { employees: await repo.teamMembersOf(ctx, accountOf(ctx), teamId) };
}

export async function changeMembers(ctx: SignedInContext, teamId: number, ids: number[], change: 'add' | 'remove'): Promise<{ team: Team }> {
  return inTransaction(ctx, async (tx) => {
    await mustFindTeam(tx, teamId);
    const unique = [...new Set(ids)];
    const known = await repo.employeeIdsOfAccount(tx, accountOf(ctx), unique);
    if (known.length !== unique.length) throw unprocessable({ ids: [MESSAGES.unknownEmployees] });
    if (change === 'add') await repo.addMembers(tx, teamId, unique);
    else await repo.removeMembers(tx, teamId, unique);
    return { team: presentTeam(await mustFindTeam(tx, teamId)) };
  });
}

/** `assign_templates` / `unassign_templates`: every team and template must exist (404 otherwise). */
export async function changeTemplates(ctx: SignedInContext, teamIds: number[], templateIds: number[], change: 'assign' | 'unassign'): Promise<{ teams: Team[] }> {
  return inTransaction(ctx, async (tx) => {
    const accountId = accountOf(ctx);
    const teamSet = [...new Set(teamIds)];
    const templateSet = [...new Set(templateIds)];
    if ((await repo.listTeams(tx, accountId, teamSet)).length !== teamSet.length) throw notFound(MESSAGES.unknownTeams);
    if ((await repo.findTemplatesByIds(tx, templateSet)).length !== templateSet.length) throw notFound(MESSAGES.unknownTemplates);
    if (change === 'assign') await repo.assignTemplates(tx, teamSet, templateSet);
    else await repo.unassignTemplates(tx, teamSet, templateSet);
    return { teams: (await repo.listTeams(tx, accountId, teamSet)).map(presentTeam) };
  });
}
