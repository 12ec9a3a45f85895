/**
 * `POST organisation/agreements/{id}/add-to-marketplace` puts the CV on the marketplace (marketplace
 * clients find its anonymous form), `DELETE` on the same path takes it off; both answer the agreement.
 * The CV actions bar shows the outcome (toast), so only a 401 is handled here.
 */
import { useMutation } from '@tanstack/react-query';
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import { invalidateAgreementLists } from '../../../components/api/agreement-lists.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const setMarketplace = (id: number, on: boolean) =>
  on
    ? api.post<Agreement>(paths.agreements.marketplace(id), {}, { errors: 'reloadOn401' })
    : api.delete<Agreement>(paths.agreements.marketplace(id), { errors: 'reloadOn401' });

export const useSetMarketplace = (id: number) =>
  useMutation({ mutationFn: (on: boolean) => setMarketplace(id, on), onSuccess: () => invalidateAgreementLists() });
