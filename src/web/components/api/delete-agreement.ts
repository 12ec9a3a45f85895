/** `DELETE organisation/agreements/{id}`: deletes a CV (needs `can_delete_agreements`; 423 while locked). */
import { useMutation } from '@tanstack/react-query';
import type { Agreement } from '../../../shared/schemas/agreements.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { invalidateAgreementLists } from './agreement-lists.js';

/** The caller shows 403, 404 and 423 in its own words; only a 401 signs out. */
export const deleteAgreement = (id: Agreement['id']) => api.delete<void>(paths.agreements.one(id), { errors: 'reloadOn401' });

export function useDeleteAgreement() {
  return useMutation({ mutationFn: deleteAgreement, onSettled: () => invalidateAgreementLists() });
}
