import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { EngagementService } from './engagement.service.ts';

/** The marketing console's API (decision 165): every call needs a staff token with the marketing role. */
export const engagementConsoleRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementService;
  auth: StaffAuth;
}> = async (app, { engagement, auth }) => {
  const marketer = (request: Parameters<typeof staffWithRole>[1]) => staffWithRole(auth, request, 'marketing');

  serveEndpoint(app, endpoints.engagementConsoleMe, async (request) => {
    const member = await marketer(request);
    return { username: member.username, name: member.name };
  });

  serveEndpoint(app, endpoints.engagementConsoleCards, async (request) => {
    await marketer(request);
    return engagement.console.cards();
  });

  serveEndpoint(app, endpoints.engagementConsoleCreateCard, async (request, reply) => {
    const member = await marketer(request);
    return reply.status(201).send(await engagement.console.createCard(request.body, member.username));
  });

  serveEndpoint(app, endpoints.engagementConsoleMessages, async (request) => {
    await marketer(request);
    return engagement.console.messages();
  });

  serveEndpoint(app, endpoints.engagementConsoleCreateMessage, async (request, reply) => {
    const member = await marketer(request);
    return reply.status(201).send(await engagement.console.createMessage(request.body, member.username));
  });
};
