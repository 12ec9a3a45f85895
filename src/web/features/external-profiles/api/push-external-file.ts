/**
 * `POST organisation/external_profile_batches/push?batch_id=`: one file (multipart, with progress)
 * read into the batch's profiles; the answer is the batch as it is now and the rows the file added.
 * A file refused as a whole answers 413/422 with a message for the person.
 */
import { useMutation } from '@tanstack/react-query';
import type { ExternalPush } from '../../../../shared/schemas/external-profiles.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { storeExternalBatch } from './get-external-batch.js';

/** Each file shows its own failure; only a 401 signs out. */
export const pushExternalFile = (batchId: number, file: File, onProgress: (fraction: number) => void) =>
  api.upload<ExternalPush>(paths.externalProfiles.push, file, { query: { batch_id: batchId }, errors: 'signOutOn401', onProgress });

export function usePushExternalFile() {
  return useMutation({
    mutationFn: ({ batchId, file, onProgress }: { batchId: number; file: File; onProgress: (fraction: number) => void }) => pushExternalFile(batchId, file, onProgress),
    onSuccess: (answer) => storeExternalBatch(answer.batch),
  });
}
