/**
 * The two candidate search screens (§2, §6) as data: the one screen component reads what differs
 * from here. Recruiters with candidate access search every CV of their organisation on
 * account/candidates; marketplace clients (canAccessMoreCandidates: a client on a marketplace account)
 * search the marketplace's CVs in their anonymous form on marketplace/candidates.
 */
import type { SearchSortField } from '../../../shared/schemas/search.js';

export type CandidatesScreen = {
  /** The local-storage name of the screen's saved parameters (§4). */
  key: 'account.candidates' | 'marketplace.candidates';
  /** Hits come without a name or avatar: an anonymous label stands in. */
  anonymous: boolean;
  /** The columns the results can be sorted by (`name` only where hits carry names). */
  sortFields: readonly SearchSortField[];
  /** Filters beyond those every screen has: the organisation's lists (for whoever keeps lists), the recruiter's own CVs, the tag toggles. */
  filters: { lists: boolean; mine: boolean; tags: boolean };
  /** Rows can be chosen for the selection's actions (Add to List, Share with client). */
  bulk: boolean;
  /** Where a hit opens; null: the row is not a link. */
  cvPath: ((id: string) => string) | null;
};

export const ACCOUNT_CANDIDATES: CandidatesScreen = {
  key: 'account.candidates',
  anonymous: false,
  sortFields: ['name', 'tenure', 'experience_time'],
  filters: { lists: true, mine: true, tags: true },
  bulk: true,
  cvPath: (id) => `/agreement/${encodeURIComponent(id)}/edit`,
};

/** A client's hit opens its anonymous CV (marketplace/candidates/{id}). */
export const MARKETPLACE_CANDIDATES: CandidatesScreen = {
  key: 'marketplace.candidates',
  anonymous: true,
  sortFields: ['title', 'tenure', 'experience_time'],
  filters: { lists: false, mine: false, tags: false },
  bulk: false,
  cvPath: (id) => `/marketplace/candidates/${encodeURIComponent(id)}`,
};
