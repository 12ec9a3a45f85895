/**
 * `DELETE organisation/agreements/{id}/destroy_fresh`: discards a CV that was never saved — a draft
 * whose editor is left, or the new CV of a duplicate upload when the existing one is opened instead.
 */
import type { Agreement } from '../../../shared/schemas/agreements.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { invalidateAgreementLists } from './agreement-lists.js';

/** The caller decides what a failure means (a draft left behind is purged by the server later); only a 401 signs out. */
export async function destroyFreshAgreement(id: Agreement['id']): Promise<void> {
  try {
    await api.delete<void>(paths.agreements.destroyFresh(id), { errors: 'reloadOn401' });
  } finally {
    void invalidateAgreementLists();
  }
}
