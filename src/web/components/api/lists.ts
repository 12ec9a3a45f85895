/**
 * Candidate lists (§7 Lists, docs/api.md "Candidate lists"): the tree, the flat list, saving,
 * deleting, and putting CVs in or out. Shared by the shell's list tree, the CV actions bar's Add to
 * List and the list page, so it lives with the shared widgets.
 *
 * Every key sits under the CV lists' root (`AGREEMENT_LISTS_QUERY_KEY`): a CV deleted anywhere
 * refreshes the counts and the list pages too. Policy: only a 401 signs out (`reloadOn401`); the
 * widgets show every other failure themselves (a 422 reaches the form's fields).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FlatList, ListNode, ListTree, listUpdateBodySchema } from '../../../shared/schemas/lists.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';
import { AGREEMENT_LISTS_QUERY_KEY } from './agreement-lists.js';

export const LISTS_QUERY_KEY = [...AGREEMENT_LISTS_QUERY_KEY, 'candidate-lists'] as const;
export const listTreeQueryKey = [...LISTS_QUERY_KEY, 'tree'] as const;
export const flatListsQueryKey = (agreementId?: number) => [...LISTS_QUERY_KEY, 'flat', agreementId ?? null] as const;

/** Refetches every list answer shown: the tree, the flat lists and the lists' CVs. */
export const invalidateLists = () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────

/** `GET agreement_lists`: the organisation's lists as a tree. */
export const getListTree = () => api.get<ListTree>(paths.lists.tree, { errors: 'reloadOn401' });
export const useListTree = (enabled = true) => useQuery({ queryKey: listTreeQueryKey, queryFn: getListTree, enabled });

/** `GET agreement_lists/flat`: every list in tree order with its level; with a CV, whether it is in each. */
export const getFlatLists = (agreementId?: number) =>
  api.get<{ lists: FlatList[] }>(paths.lists.flat, { query: agreementId === undefined ? {} : { agreement_id: agreementId }, errors: 'reloadOn401' });
export const useFlatLists = (agreementId?: number, enabled = true) =>
  useQuery({ queryKey: flatListsQueryKey(agreementId), queryFn: () => getFlatLists(agreementId), enabled });

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────

export type ListSave = z.input<typeof listUpdateBodySchema>['list'];

/** `POST agreement_lists` (no id) or `PUT agreement_lists/{id}` with `{list: {id, name, parent_id, count}}`. */
export const saveList = (list: ListSave) =>
  list.id === undefined ? api.post<ListNode>(paths.lists.tree, { list }, { errors: 'reloadOn401' }) : api.put<ListNode>(paths.lists.one(list.id), { list }, { errors: 'reloadOn401' });
export const useSaveList = () => useMutation({ mutationFn: saveList, onSuccess: () => invalidateLists() });

/** `DELETE agreement_lists/{id}`: the list and its sub-lists; the CVs stay. */
export const deleteList = (id: number) => api.delete<void>(paths.lists.one(id), { errors: 'reloadOn401' });
export const useDeleteList = () => useMutation({ mutationFn: deleteList, onSettled: () => invalidateLists() });

/** `PUT agreement_lists/{id}/attach` or `…/detach` with `{ids}`: CVs into or out of a list. */
export const changeListMembers = ({ listId, ids, change }: { listId: number; ids: number[]; change: 'attach' | 'detach' }) =>
  api.put<ListNode>(change === 'attach' ? paths.lists.attach(listId) : paths.lists.detach(listId), { ids }, { errors: 'reloadOn401' });
export const useChangeListMembers = () => useMutation({ mutationFn: changeListMembers, onSettled: () => invalidateLists() });
