/**
 * `POST organisation/agreements/{id}/candidate_token` `{force?}`: the CV's candidate review link.
 * Without force the unexpired link is answered again (the dialog calls it on opening, §4); with force
 * a new one replaces it and the old one stops working.
 */
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { CandidateToken } from '../../../../shared/schemas/candidate-review.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The dialog shows a failure itself (not saved yet, feature off); only a 401 signs out. */
export const createCandidateToken = (id: Agreement['id'], force = false) =>
  api.post<CandidateToken>(paths.agreements.candidateToken(id), force ? { force: true } : {}, { errors: 'reloadOn401' });
