/**
 * API shapes of candidate lists (spec §3 List, §5 list name, §7 Lists): nested lists of CVs an
 * agency keeps (shortlists per client, per job, per skill). Shared by the server's routes and the web.
 */
import { z } from 'zod';
import { idSchema, idTextSchema } from './ids.js';

/** Lists nest up to this many levels (§3): a root list is level 1. */
export const MAX_LIST_LEVELS = 5;
export const LIST_NAME_MAX = 200;

/** §5 list name: required, 'Name is required.' */
export const LIST_MESSAGES = { nameRequired: 'Name is required.' } as const;

export const listNameSchema = z.string({ error: LIST_MESSAGES.nameRequired }).trim().min(1, LIST_MESSAGES.nameRequired).max(LIST_NAME_MAX);

/** The create-or-edit form's values and the body's `list` (§7: saving sends {id, name, parent_id, count}). */
export const listFormSchema = z.object({
  name: listNameSchema,
  parent_id: idSchema.nullable(),
});
export type ListForm = z.infer<typeof listFormSchema>;

export const listCreateBodySchema = z.object({ list: listFormSchema.extend({ parent_id: idSchema.nullable().optional() }) });
/** `PUT {id}`: `id` (when sent) must be the list's own; `count` is computed and ignored; a `parent_id` left out keeps the parent. */
export const listUpdateBodySchema = z.object({
  list: z.object({
    id: idSchema.optional(),
    name: listNameSchema,
    parent_id: idSchema.nullable().optional(),
    count: z.number().int().min(0).optional(),
  }),
});
export type ListUpdateBody = z.infer<typeof listUpdateBodySchema>;

/** `PUT {id}/attach` and `…/detach`: agreement (CV) ids. */
export const listMembersBodySchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

export type ListNode = { id: number; name: string; parent_id: number | null; count: number; lists: ListNode[] };

/**
 * A list with its sub-lists. Spelled out level by level (lists nest at most MAX_LIST_LEVELS deep)
 * rather than as a recursive schema, which the OpenAPI description at /api/docs cannot express.
 */
function nodeSchema(levelsBelow: number): z.ZodType<ListNode> {
  return z.object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    /** CVs in this list itself (not those of its sub-lists). */
    count: z.number().int(),
    /** Its sub-lists, by name. */
    lists: levelsBelow === 0 ? z.array(z.never()).max(0) : z.array(nodeSchema(levelsBelow - 1)),
  }) as z.ZodType<ListNode>;
}
export const listNodeSchema = nodeSchema(MAX_LIST_LEVELS - 1);
export const listTreeSchema = z.object({ lists: z.array(listNodeSchema) });
export type ListTree = z.infer<typeof listTreeSchema>;
export const listTreeQuerySchema = z.object({ parent_id: idTextSchema.optional() });

export const flatListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  count: z.number().int(),
  /** 1 for a root list, up to MAX_LIST_LEVELS. */
  level: z.number().int(),
  /** With `agreement_id` in the query: whether that CV is in this list. */
  contains: z.boolean().optional(),
});
export type FlatList = z.infer<typeof flatListSchema>;
export const flatListsSchema = z.object({ lists: z.array(flatListSchema) });
export const flatListsQuerySchema = z.object({ agreement_id: idTextSchema.optional() });
