/** `PUT organisation/agreements/{id}` with `{agreement, token}`: saves the CV (recruiter path: no review token). */
import type { Agreement, AgreementInput } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** A 422 goes onto the form's fields and a 423 (locked) is shown by the editor; only a 401 signs out. */
export const saveAgreement = (id: Agreement['id'], agreement: AgreementInput) =>
  api.put<Agreement>(paths.agreements.one(id), { agreement, token: null }, { errors: 'reloadOn401' });
