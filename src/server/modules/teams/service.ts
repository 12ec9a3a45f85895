/** Templates and teams (spec §7 Organisation, employees, teams; templates): who may apply which template. */
import type { Template, TemplateKey, Team } from '../../../shared/schemas/agreements.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { inTransaction } from '../../db/tenant.js';
import * as repo from './repository.js';

export const MESSAGES = {
  teamNotFound: 'This team does not exist.',
  noAccount: 'Teams belong to an agency account; you are not an employee of one.',
  unknownEmployees: 'Some of these people are not employees of your account.',
  unknownTemplates: 'Some of these templates do not exist.',
  unknownTeams: 'Some of these teams do not exist.',
} as const;

export function presentTemplate(row: repo.TemplateRow): Template {
  return { id: row.id, key: row.key as TemplateKey, name: row.name, token: row.token, css_url: row.cssUrl, preview_image_url: row.previewImageUrl };
}

const presentTeam = (row: repo.TeamWithCounts): Team => ({ id: row.id, name: row.name, template_ids: row.templateIds.map(Number), member_count: row.memberCount });

/** `GET templates`: the templates of the user's teams (`mine`), or all of the organisation. */
export async function listTemplates(actor: Actor, mine: boolean): Promise<{ templates: Template[] }> {
  const rows = mine ? (actor.employeeId ? await repo.templatesOfEmployee(actor.scope, actor.employeeId) : []) : await repo.listTemplates(actor.scope);
  return { templates: rows.map(presentTemplate) };
}

function accountOf(actor: Actor): number {
  if (actor.accountId === null) throw forbidden(MESSAGES.noAccount);
  return actor.accountId;
}

async function mustFindTeam(actor: Actor, id: number) {
  const team = await repo.findTeam(actor.scope, accountOf(actor), id);
  if (!team) throw notFound(MESSAGES.teamNotFound);
  return team;
}

export async function listTeams(actor: Actor): Promise<{ teams: Team[] }> {
  return { teams: (await repo.listTeams(actor.scope, accountOf(actor))).map(presentTeam) };
}

export async function createTeam(actor: Actor, name: string): Promise<Team> {
  const row = await repo.insertTeam(actor.scope, accountOf(actor), name);
  return presentTeam({ ...row, templateIds: [], memberCount: 0 });
}

export async function renameTeam(actor: Actor, id: number, name: string): Promise<Team> {
  await mustFindTeam(actor, id);
  await repo.renameTeam(actor.scope, id, name);
  return presentTeam(await mustFindTeam(actor, id));
}

export async function searchEmployees(actor: Actor, teamId: number, q?: string) {
  await mustFindTeam(actor, teamId);
  return { employees: await repo.searchEmployeesOutsideTeam(actor.scope, accountOf(actor), teamId, q || undefined) };
}

export async function teamMembers(actor: Actor, teamId: number) {
  await mustFindTeam(actor, teamId);
  return { employees: await repo.teamMembersOf(actor.scope, accountOf(actor), teamId) };
}

export async function changeMembers(actor: Actor, teamId: number, ids: number[], change: 'add' | 'remove'): Promise<{ team: Team }> {
  return inTransaction(actor.scope, async (tx) => {
    const scoped = { ...actor, scope: tx };
    await mustFindTeam(scoped, teamId);
    const unique = [...new Set(ids)];
    const known = await repo.employeeIdsOfAccount(tx, accountOf(actor), unique);
    if (known.length !== unique.length) throw unprocessable({ ids: [MESSAGES.unknownEmployees] });
    if (change === 'add') await repo.addMembers(tx, teamId, unique);
    else await repo.removeMembers(tx, teamId, unique);
    return { team: presentTeam(await mustFindTeam(scoped, teamId)) };
  });
}

/** `assign_templates` / `unassign_templates`: every team and template must exist (404 otherwise). */
export async function changeTemplates(actor: Actor, teamIds: number[], templateIds: number[], change: 'assign' | 'unassign'): Promise<{ teams: Team[] }> {
  return inTransaction(actor.scope, async (tx) => {
    const accountId = accountOf(actor);
    const teamSet = [...new Set(teamIds)];
    const templateSet = [...new Set(templateIds)];
    if ((await repo.listTeams(tx, accountId, teamSet)).length !== teamSet.length) throw notFound(MESSAGES.unknownTeams);
    if ((await repo.findTemplatesByIds(tx, templateSet)).length !== templateSet.length) throw notFound(MESSAGES.unknownTemplates);
    if (change === 'assign') await repo.assignTemplates(tx, teamSet, templateSet);
    else await repo.unassignTemplates(tx, teamSet, templateSet);
    return { teams: (await repo.listTeams(tx, accountId, teamSet)).map(presentTeam) };
  });
}
