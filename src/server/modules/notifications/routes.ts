/**
 * Routes of spec §7 Notifications (issue 13, docs/api.md "Notifications"): the same four calls for
 * employees under `marketplace/notifications` and for the users of client companies under
 * `client/notifications` (§6: `notificationsApi`). Each answers only the signed-in user's own
 * notifications; any other id is 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usesClientNotifications, usesEmployeeNotifications } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { notificationHasNewQuerySchema, notificationHasNewSchema, notificationListQuerySchema, notificationListSchema, notificationSchema } from '../../../shared/schemas/notifications.js';
import { requireUser } from '../../lib/context.js';
import * as notifications from './service.js';

const APIS = [
  { base: '/marketplace/notifications', guard: { name: 'usesEmployeeNotifications', allow: usesEmployeeNotifications } },
  { base: '/client/notifications', guard: { name: 'usesClientNotifications', allow: usesClientNotifications } },
] as const;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { base, guard } of APIS) {
    const config = { guard };
    app.get(base, { config, schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } } }, async (request) =>
      notifications.list(requireUser(request.ctx), request.query.page),
    );
    app.get(`${base}/has_new`, { config, schema: { querystring: notificationHasNewQuerySchema, response: { 200: notificationHasNewSchema } } }, async (request) =>
      notifications.hasNew(requireUser(request.ctx)),
    );
    app.put(`${base}/:id/mark_as_viewed`, { config, schema: { params: idParamsSchema, response: { 200: notificationSchema } } }, async (request) =>
      notifications.markViewed(requireUser(request.ctx), request.params.id),
    );
    app.delete(`${base}/:id`, { config, schema: { params: idParamsSchema } }, async (request, reply) => {
      await notifications.remove(requireUser(request.ctx), request.params.id);
      return reply.code(204).send();
    });
  }
};
