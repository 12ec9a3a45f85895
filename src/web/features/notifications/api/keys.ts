/** The query keys of the notifications: every call of the bell is under one root, so a change refreshes them together. */
import type { notificationsApi } from '../../../../shared/permissions.js';

export type NotificationsApi = ReturnType<typeof notificationsApi>;
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
