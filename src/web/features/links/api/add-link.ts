/** `POST organisation/links {link}` (201): a link shared with a client company; a 422 reaches the form. */
import { useMutation } from '@tanstack/react-query';
import type { ClientDocument, ClientLinkInput } from '../../../../shared/schemas/client-documents.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { LINKS_QUERY_KEY } from './get-links.js';

/** The form shows 422 itself; only a 401 signs out. */
export const addLink = (link: ClientLinkInput) => api.post<ClientDocument>(paths.clientLinks.list, { link }, { errors: 'signOutOn401' });

export const useAddLink = () => useMutation({ mutationFn: addLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_QUERY_KEY }) });
