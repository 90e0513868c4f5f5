import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { UserNotificationsService } from './user-notifications.ts';

/** GET /customer/{id}/notifications; PATCH .../{notificationId}/read; DELETE .../{notificationId} dismisses. */
export const userNotificationsRoutes: FastifyPluginAsyncZod<{
  owner: AccountOwner;
  notifications: UserNotificationsService;
}> = async (app, { owner, notifications }) => {
  serveEndpoint(app, endpoints.notifications, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return notifications.list(claims.customerId);
  });

  serveEndpoint(app, endpoints.markNotificationRead, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    await notifications.markRead(claims.customerId, request.params.notificationId);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, endpoints.dismissNotification, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    await notifications.dismiss(claims.customerId, request.params.notificationId);
    return reply.code(204).send(null);
  });
};
