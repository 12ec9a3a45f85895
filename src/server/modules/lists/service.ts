/**
 * Candidate lists (spec §3 List, §5 list name, §7 Lists): nested lists of an organisation's CVs, up
 * to five levels. Every write is one transaction; a list or CV of another organisation is not found.
 *
 * Counts are the membership rows counted when read (see the repository), so concurrent attaches and
 * detaches cannot make them drift. Changes to the tree's shape lock the organisation's lists first
 * (`lockAllLists`), so depth and ancestry are checked against a tree nobody else is changing.
 */
import type { AgreementList } from '../../../shared/schemas/agreements.js';
import { MAX_LIST_LEVELS, type FlatList, type ListNode } from '../../../shared/schemas/lists.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import * as agreements from '../agreements/service.js';
import * as agreementsRepo from '../agreements/repository.js';
import * as search from '../search/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This list does not exist or was deleted.',
  tooDeep: 'Lists nest up to 5 levels: there, this list (or one of its sub-lists) would be on a sixth level.',
  intoItself: 'A list cannot be moved into itself or into one of its own sub-lists.',
  idMismatch: 'This is not the id of the list being saved.',
  unknownAgreements: 'Some of these CVs do not exist or were deleted.',
  draftAgreements: 'Save this CV before adding it to a list.',
} as const;

/** The organisation's lists as a forest: children by name, each with its level (1 = root). */
class Forest {
  readonly byId = new Map<number, repo.ListRow>();
  readonly children = new Map<number | null, repo.ListRow[]>();

  constructor(rows: repo.ListRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
  }

  /** 1 for a root list. */
  level(id: number): number {
    let level = 0;
    for (let row = this.byId.get(id); row; row = row.parentId === null ? undefined : this.byId.get(row.parentId)) level++;
    return level;
  }

  /** Levels from the list down to its deepest sub-list (1 for a list without sub-lists). */
  height(id: number): number {
    return 1 + Math.max(0, ...(this.children.get(id) ?? []).map((c) => this.height(c.id)));
  }

  /** Whether `id` is `ancestor` or lies under it. */
  isWithin(id: number, ancestor: number): boolean {
    for (let row = this.byId.get(id); row; row = row.parentId === null ? undefined : this.byId.get(row.parentId)) if (row.id === ancestor) return true;
    return false;
  }

  node(row: repo.ListRow): ListNode {
    return { id: row.id, name: row.name, parent_id: row.parentId, count: row.count, lists: (this.children.get(row.id) ?? []).map((c) => this.node(c)) };
  }

  /** Depth first, each list followed by its sub-lists. */
  flat(parentId: number | null = null, level = 1): (repo.ListRow & { level: number })[] {
    return (this.children.get(parentId) ?? []).flatMap((row) => [{ ...row, level }, ...this.flat(row.id, level + 1)]);
  }
}

const forestOf = async (scope: TenantScope) => new Forest(await repo.allLists(scope));

function mustFind(forest: Forest, id: number): repo.ListRow {
  const row = forest.byId.get(id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** `GET agreement_lists`: the tree (under `parentId` when given: its sub-lists). */
export async function tree(scope: TenantScope, parentId?: number): Promise<{ lists: ListNode[] }> {
  const forest = await forestOf(scope);
  if (parentId !== undefined) mustFind(forest, parentId);
  return { lists: (forest.children.get(parentId ?? null) ?? []).map((row) => forest.node(row)) };
}

/** `GET agreement_lists/flat`: every list in tree order with its level; with `agreementId`, whether that CV is in each. */
export async function flat(scope: TenantScope, agreementId?: number): Promise<{ lists: FlatList[] }> {
  const forest = await forestOf(scope);
  let containing: Set<number> | null = null;
  if (agreementId !== undefined) {
    await agreements.get(scope, agreementId); // 404 for a CV of another organisation
    containing = new Set(await repo.listIdsOf(scope, agreementId));
  }
  return {
    lists: forest.flat().map((row) => ({
      id: row.id,
      name: row.name,
      parent_id: row.parentId,
      count: row.count,
      level: row.level,
      ...(containing ? { contains: containing.has(row.id) } : {}),
    })),
  };
}

/** The list with its sub-lists, as the writes answer it. */
async function present(scope: TenantScope, id: number): Promise<ListNode> {
  const forest = await forestOf(scope);
  return forest.node(mustFind(forest, id));
}

/** The parent a list may go under: one of the organisation's lists, with room for `height` more levels. */
function checkParent(forest: Forest, parentId: number | null, height: number) {
  if (parentId === null) return;
  mustFind(forest, parentId);
  if (forest.level(parentId) + height > MAX_LIST_LEVELS) throw unprocessable({ 'list.parent_id': [MESSAGES.tooDeep] }, MESSAGES.tooDeep);
}

export async function create(ctx: SignedInContext, input: { name: string; parent_id?: number | null }): Promise<ListNode> {
  return inTransaction(ctx, async (tx) => {
    await repo.lockAllLists(tx);
    const parentId = input.parent_id ?? null;
    checkParent(await forestOf(tx), parentId, 1);
    const id = await repo.insertList(tx, { name: input.name, parentId, createdById: ctx.user.id });
    return present(tx, id);
  });
}

/** `PUT {id}`: rename and/or move (a `parent_id` left out keeps the parent; null makes it a root list). */
export async function update(ctx: SignedInContext, id: number, input: { id?: number; name: string; parent_id?: number | null }): Promise<ListNode> {
  if (input.id !== undefined && input.id !== id) throw unprocessable({ 'list.id': [MESSAGES.idMismatch] }, MESSAGES.idMismatch);
  return inTransaction(ctx, async (tx) => {
    await repo.lockAllLists(tx);
    const forest = await forestOf(tx);
    const current = mustFind(forest, id);
    const moving = input.parent_id !== undefined && input.parent_id !== current.parentId;
    if (moving && input.parent_id !== null && input.parent_id !== undefined) {
      mustFind(forest, input.parent_id);
      if (forest.isWithin(input.parent_id, id)) throw unprocessable({ 'list.parent_id': [MESSAGES.intoItself] }, MESSAGES.intoItself);
      checkParent(forest, input.parent_id, forest.height(id));
    }
    await repo.updateList(tx, id, { name: input.name, ...(moving ? { parentId: input.parent_id } : {}) });
    return present(tx, id);
  });
}

/** `DELETE {id}`: the list and all its sub-lists go; the CVs in them stay. */
export async function remove(ctx: SignedInContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await repo.lockAllLists(tx);
    const forest = await forestOf(tx);
    mustFind(forest, id);
    // The CVs of the list and its sub-lists lose those list ids in the search.
    const inLists = await search.agreementIdsInLists(tx, [...forest.byId.keys()].filter((l) => forest.isWithin(l, id)));
    await repo.deleteList(tx, id);
    await search.refreshProjection(tx, inLists);
  });
}

/**
 * `PUT {id}/attach` and `…/detach`: puts CVs in the list or takes them out. Every id must be a CV of
 * the organisation (404 otherwise); drafts cannot be attached (422). Attaching a CV already in the
 * list, or detaching one that is not, changes nothing. The list and the CVs are locked against
 * deletion (`key share`) until the change is written.
 */
export async function changeMembers(ctx: SignedInContext, id: number, ids: number[], change: 'attach' | 'detach'): Promise<ListNode> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.findList(tx, id, { keyShare: true }))) throw notFound(MESSAGES.notFound);
    // In one order, so that two overlapping batches never wait on each other's rows in a circle.
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const found = await agreementsRepo.findForMembership(tx, unique);
    if (found.length !== unique.length) throw notFound(MESSAGES.unknownAgreements);
    if (change === 'attach') {
      if (found.some((a) => a.draft)) throw unprocessable({ ids: [MESSAGES.draftAgreements] }, MESSAGES.draftAgreements);
      await repo.addItems(tx, id, unique, ctx.user.id);
    } else {
      await repo.removeItems(tx, id, unique);
    }
    await search.refreshProjection(tx, unique);
    return present(tx, id);
  });
}

/** `GET {id}/candidates`: the list's CVs as the CV list shows them (summary, pagination). */
export async function candidates(scope: TenantScope, id: number, query: { q?: string; page: number; per_page: number }): Promise<AgreementList> {
  if (!(await repo.findList(scope, id))) throw notFound(MESSAGES.notFound);
  return agreements.list(scope, { ...query, listId: id });
}
