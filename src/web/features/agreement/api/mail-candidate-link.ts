/** `POST organisation/agreements/{id}/candidate_token/mail` `{email?}`: the link mailed to the candidate in the CV's language. */
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { CandidateLinkMailed } from '../../../../shared/schemas/candidate-review.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** A 422 (no or a wrong address) and a 429 are shown in the dialog; only a 401 signs out. */
export const mailCandidateLink = (id: Agreement['id'], email: string | undefined) =>
  api.post<CandidateLinkMailed>(paths.agreements.candidateTokenMail(id), email ? { email } : {}, { errors: 'reloadOn401' });
