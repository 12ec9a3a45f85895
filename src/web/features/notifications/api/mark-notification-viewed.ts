/** `PUT {api}/{id}/mark_as_viewed`: unviewed → viewed (§4: on a click or the eye action). */
import { useMutation } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/schemas/notifications.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { NOTIFICATIONS_QUERY_KEY, type NotificationsApi } from './keys.js';

/** §8 standard: a 401 signs out, a 404 (deleted meanwhile) toasts. */
export const markNotificationViewed = (which: NotificationsApi, id: number) => api.put<Notification>(paths.notifications.markViewed(which, id), {}, { errors: 'standard' });

export function useMarkNotificationViewed(which: NotificationsApi) {
  return useMutation({
    mutationFn: (id: number) => markNotificationViewed(which, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
