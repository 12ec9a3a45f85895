/** `PUT shared/{token}/cvs/{id}/feedback`: the client's answer on one CV (a later one replaces it). */
import { useMutation } from '@tanstack/react-query';
import type { SharedFeedbackInput, SharedLink, ShareFeedback } from '../../../../shared/schemas/share-links.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { sharedLinkQueryKey } from './get-shared-link.js';

/** The client's page shows every failure itself. */
export const saveSharedFeedback = (token: string, agreementId: number, feedback: SharedFeedbackInput) =>
  api.put<{ feedback: ShareFeedback }>(paths.shared.feedback(token, agreementId), { feedback }, { errors: 'caller' }).then((a) => a.feedback);

export function useSaveSharedFeedback(token: string) {
  return useMutation({
    mutationFn: ({ agreementId, feedback }: { agreementId: number; feedback: SharedFeedbackInput }) => saveSharedFeedback(token, agreementId, feedback),
    // The link's answer shows the saved feedback without opening it again (which would count an opening).
    onSuccess: (saved, { agreementId }) =>
      queryClient.setQueryData<SharedLink>(sharedLinkQueryKey(token), (link) =>
        link ? { ...link, cvs: link.cvs.map((cv) => (cv.id === agreementId ? { ...cv, feedback: saved } : cv)) } : link,
      ),
  });
}
