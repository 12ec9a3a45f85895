/** `GET images/{agreement id}/attachments`: the CV's assessment report images, both categories (§7 Images). */
import { useQuery } from '@tanstack/react-query';
import type { Agreement } from '../../../../shared/schemas/agreements.js';
import type { AttachmentList } from '../../../../shared/schemas/attachments.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const attachmentsQueryKey = (agreementId: Agreement['id']) => ['attachments', agreementId] as const;

/** The editor shows a failure in its attachments panel; only a 401 signs out. */
export const getAttachments = (agreementId: Agreement['id']) => api.get<AttachmentList>(paths.images.ofAgreement(agreementId), { errors: 'reloadOn401' });

/**
 * Each attachment's `url` is a signed link valid for one to two hours: the list is read again after
 * half an hour, so a thumbnail never points at an expired link.
 */
export function useAttachments(agreementId: Agreement['id']) {
  return useQuery({ queryKey: attachmentsQueryKey(agreementId), queryFn: () => getAttachments(agreementId), staleTime: 30 * 60 * 1000, refetchInterval: 30 * 60 * 1000 });
}
