/**
 * `GET marketplace/links` (a client: its companies' links and documents) and `GET organisation/links?client_id=`
 * (agency staff: one client company's, or all).
 */
import { useQuery } from '@tanstack/react-query';
import type { ClientDocumentList } from '../../../../shared/schemas/client-documents.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const LINKS_QUERY_KEY = ['client-links'] as const;
export const myLinksQueryKey = [...LINKS_QUERY_KEY, 'mine'] as const;
export const agencyLinksQueryKey = (clientId: number | null) => [...LINKS_QUERY_KEY, 'agency', clientId] as const;

/** The page shows a failure itself; §8 standard policy. */
export const getMyLinks = () => api.get<ClientDocumentList>(paths.clientLinks.mine).then((a) => a.links);
export const getAgencyLinks = (clientId: number | null) => api.get<ClientDocumentList>(paths.clientLinks.list, { query: { client_id: clientId } }).then((a) => a.links);

export const useMyLinks = () => useQuery({ queryKey: myLinksQueryKey, queryFn: getMyLinks });
export const useAgencyLinks = (clientId: number | null) => useQuery({ queryKey: agencyLinksQueryKey(clientId), queryFn: () => getAgencyLinks(clientId) });
