/**
 * `PUT organisation/agreements/{id}/accept` `{token}` and `…/reject` `{token, reason}`: the
 * candidate's decision on the version they were shown (`cv_digest`; 409 when the CV changed since).
 */
import type { CandidateReview } from '../../../../shared/schemas/candidate-review.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The page shows the outcome itself (410 → the expired page, 409 → reload, else a message). */
export const acceptCandidateReview = (id: string, token: string, cvDigest: string) =>
  api.put<CandidateReview>(paths.agreements.accept(id), { token, cv_digest: cvDigest }, { errors: 'caller' });

export const rejectCandidateReview = (id: string, token: string, reason: string, cvDigest: string) =>
  api.put<CandidateReview>(paths.agreements.reject(id), { token, reason, cv_digest: cvDigest }, { errors: 'caller' });
