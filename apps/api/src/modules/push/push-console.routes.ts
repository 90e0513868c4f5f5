import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { PushModule } from './push.module.ts';

/** The marketing console's push messages: a staff token with the marketing role (401 without, 403 another role). */
export const pushConsoleRoutes: FastifyPluginAsyncZod<{ push: PushModule; auth: StaffAuth }> = async (
  app,
  { push, auth },
) => {
  serveEndpoint(app, endpoints.pushConsoleRecipients, async (request) => {
    await staffWithRole(auth, request, 'marketing');
    return { count: await push.recipients() };
  });

  serveEndpoint(app, endpoints.pushConsoleSend, async (request) => {
    const member = await staffWithRole(auth, request, 'marketing');
    request.log.info({ by: member.username }, 'push message to customers');
    return push.broadcast(request.body);
  });
};
