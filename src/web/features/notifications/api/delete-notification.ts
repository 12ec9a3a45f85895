/** `DELETE {api}/{id}`: the notification is gone. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import type { NotificationsApi } from './keys.js';

/** §8 standard: a 401 signs out, a 404 (deleted meanwhile) toasts. */
export const deleteNotification = (which: NotificationsApi, id: number) => api.delete<void>(paths.notifications.one(which, id), { errors: 'standard' });

/** The bell decides what to reload afterwards (the same page, or the one before when this one empties). */
export function useDeleteNotification(which: NotificationsApi) {
  return useMutation({ mutationFn: (id: number) => deleteNotification(which, id) });
}
