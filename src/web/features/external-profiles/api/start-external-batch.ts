/** `POST organisation/external_profile_batches/start {batch: {provider}}`: a new, empty batch (201). */
import { useMutation } from '@tanstack/react-query';
import type { ExternalBatch, ExternalProviderKey } from '../../../../shared/schemas/external-profiles.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { storeExternalBatch } from './get-external-batch.js';

/** The page shows a failure as a toast; only a 401 signs out. */
export const startExternalBatch = (provider: ExternalProviderKey) =>
  api.post<ExternalBatch>(paths.externalProfiles.start, { batch: { provider } }, { errors: 'signOutOn401' });

export function useStartExternalBatch() {
  return useMutation({ mutationFn: startExternalBatch, onSuccess: storeExternalBatch });
}
