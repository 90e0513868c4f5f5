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

  // Who changed or took down what, beside the row's own updated_by and withdrawn_by.
  serveEndpoint(app, endpoints.engagementConsoleChangeCard, async (request) => {
    const member = await marketer(request);
    const card = await engagement.console.changeCard(request.params.id, request.body, member.username);
    request.log.info({ by: member.username, cardId: card.id, version: card.version }, 'content card changed');
    return card;
  });

  serveEndpoint(app, endpoints.engagementConsoleWithdrawCard, async (request) => {
    const member = await marketer(request);
    const { item, changed } = await engagement.console.withdrawCard(request.params.id, member.username);
    if (changed) request.log.info({ by: member.username, cardId: item.id }, 'content card withdrawn');
    return item;
  });

  serveEndpoint(app, endpoints.engagementConsoleMessages, async (request) => {
    await marketer(request);
    return engagement.console.messages();
  });

  serveEndpoint(app, endpoints.engagementConsoleCreateMessage, async (request, reply) => {
    const member = await marketer(request);
    return reply.status(201).send(await engagement.console.createMessage(request.body, member.username));
  });

  serveEndpoint(app, endpoints.engagementConsoleChangeMessage, async (request) => {
    const member = await marketer(request);
    const message = await engagement.console.changeMessage(request.params.id, request.body, member.username);
    request.log.info(
      { by: member.username, messageId: message.id, version: message.version },
      'in-app message changed',
    );
    return message;
  });

  serveEndpoint(app, endpoints.engagementConsoleWithdrawMessage, async (request) => {
    const member = await marketer(request);
    const { item, changed } = await engagement.console.withdrawMessage(request.params.id, member.username);
    if (changed) request.log.info({ by: member.username, messageId: item.id }, 'in-app message withdrawn');
    return item;
  });
};
