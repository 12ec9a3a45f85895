/** `GET {api}?page=`: a page of the user's notifications, the newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '../../../../shared/schemas/notifications.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { NOTIFICATIONS_QUERY_KEY, type NotificationsApi } from './keys.js';

export const notificationsQueryKey = (which: NotificationsApi, page: number) => [...NOTIFICATIONS_QUERY_KEY, which, 'list', page] as const;

/** The dropdown shows a failure itself; only a 401 signs out. */
export const getNotifications = (which: NotificationsApi, page: number) => api.get<NotificationList>(paths.notifications.list(which), { query: { page }, errors: 'signOutOn401' });

/** Loaded while the dropdown is open. */
export function useNotifications(which: NotificationsApi, page: number, enabled: boolean) {
  return useQuery({ queryKey: notificationsQueryKey(which, page), queryFn: () => getNotifications(which, page), enabled, placeholderData: keepPreviousData, retry: false });
}
