/**
 * API shapes of the notifications (spec §3 Notification, §4 notification states, §7 Notifications;
 * issue 13): employees call `marketplace/notifications`, everyone else `client/notifications`
 * (`notificationsApi` of src/shared/permissions.ts); both answer the same shapes.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { paginationSchema } from './agreements.js';
import { pageTextSchema } from './ids.js';

/** A page of notifications holds this many (the §9 default page size). */
export const NOTIFICATION_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;
/** §9: the bell asks `has_new` every 30 seconds. */
export const NOTIFICATION_POLL_MS = 30_000;
/** §9: the dropdown is 540 px wide. */
export const NOTIFICATION_DROPDOWN_WIDTH_PX = 540;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What happened, in English (the web shows it in the interface language through its `messages` catalogue). */
  content: z.string(),
  /** The web route where the thing it is about is (`/marketplace/jobs/…`, `/agreement/…/edit`). */
  url: z.string(),
  created_at: z.string(),
  viewed: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({ page: pageTextSchema.default(1) });
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), pagination: paginationSchema });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `GET has_new?auto=1`: `auto=1` marks the bell's own poll (not a person's action); it changes nothing. */
export const notificationHasNewQuerySchema = z.object({ auto: z.enum(['0', '1']).optional() });
export const notificationHasNewSchema = z.object({ has_new: z.boolean(), count: z.number().int() });
export type NotificationHasNew = z.infer<typeof notificationHasNewSchema>;
