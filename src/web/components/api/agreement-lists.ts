/**
 * The organisation's CV lists (the CV styler's recent CVs) share one query-key root, so that a CV
 * made or removed anywhere in the app refreshes every list of them.
 */
import { queryClient } from '../../lib/query-client.js';

export const AGREEMENT_LISTS_QUERY_KEY = ['agreements'] as const;

/** Refetches every CV list shown (and marks the others stale). */
export const invalidateAgreementLists = () => queryClient.invalidateQueries({ queryKey: AGREEMENT_LISTS_QUERY_KEY });
