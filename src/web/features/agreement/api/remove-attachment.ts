/** `DELETE images/{id}/remove`: removes one assessment report image from its CV. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { Attachment } from '../../../../shared/schemas/attachments.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { attachmentsQueryKey } from './get-attachments.js';
import { styledCvsOfAgreement } from './get-styled-cv.js';

/** The panel shows 404 and 423 in its own words; only a 401 signs out. */
export const removeAttachment = (id: Attachment['id']) => api.delete<void>(paths.images.remove(id), { errors: 'reloadOn401' });

export function useRemoveAttachment(agreementId: Agreement['id']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAttachment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: attachmentsQueryKey(agreementId) });
      void queryClient.invalidateQueries({ queryKey: styledCvsOfAgreement(agreementId) });
    },
  });
}
