/**
 * `POST images/upload?reportType=`: images (base64 data URLs) added to a CV's category, marked as an
 * upload, with progress. Answers the attachments the images became.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { AttachmentCategory, AttachmentList, AttachmentUploadBody } from '../../../../shared/schemas/attachments.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { attachmentsQueryKey } from './get-attachments.js';
import { styledCvsOfAgreement } from './get-styled-cv.js';

export type UploadAttachmentsInput = { category: AttachmentCategory; images: string[]; onProgress?: (fraction: number) => void };

/** Each file shows its own failure; only a 401 signs out. */
export const uploadAttachments = (agreementId: Agreement['id'], { category, images, onProgress }: UploadAttachmentsInput) =>
  api.uploadJson<AttachmentList>(paths.images.upload, { images, reportType: category, agreement_id: agreementId } satisfies AttachmentUploadBody, {
    query: { reportType: category },
    errors: 'reloadOn401',
    onProgress,
  });

/** After each upload the list and the CV preview (which shows the images) are read again. */
export function useUploadAttachments(agreementId: Agreement['id']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadAttachmentsInput) => uploadAttachments(agreementId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: attachmentsQueryKey(agreementId) });
      void queryClient.invalidateQueries({ queryKey: styledCvsOfAgreement(agreementId) });
    },
  });
}
