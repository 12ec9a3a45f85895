/** `GET {api}/has_new?auto=1`: whether there are unviewed notifications and how many (the bell's 30 s poll). */
import { useQuery } from '@tanstack/react-query';
import type { NotificationHasNew } from '../../../../shared/schemas/notifications.js';
import { NOTIFICATION_POLL_MS } from '../../../../shared/schemas/notifications.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { NOTIFICATIONS_QUERY_KEY, type NotificationsApi } from './keys.js';

export const hasNewQueryKey = (which: NotificationsApi) => [...NOTIFICATIONS_QUERY_KEY, which, 'has_new'] as const;

/** §8: a failed poll stops the polling (nothing is shown); only a 401 signs out. */
export const getHasNew = (which: NotificationsApi) => api.get<NotificationHasNew>(paths.notifications.hasNew(which), { query: { auto: 1 }, errors: 'signOutOn401' });

/** Polls every 30 seconds (§9) until a poll fails (§4, §8): then it stays stopped. */
export function useHasNew(which: NotificationsApi) {
  return useQuery({
    queryKey: hasNewQueryKey(which),
    queryFn: () => getHasNew(which),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : NOTIFICATION_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
