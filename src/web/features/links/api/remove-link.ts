/** `DELETE organisation/links/{id}` (204): the entry goes, a document's file with it. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { LINKS_QUERY_KEY } from './get-links.js';

/** A failure is a toast (§8 standard policy). */
export const removeLink = (id: number) => api.delete<null>(paths.clientLinks.one(id));

export const useRemoveLink = () => useMutation({ mutationFn: removeLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_QUERY_KEY }) });
