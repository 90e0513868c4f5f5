import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { CustomerCardsService } from './customer-cards.ts';

/** Saved cards (scopes read:card and write:card): gateway card-on-file tokens, never numbers. */
export const customerCardsRoutes: FastifyPluginAsyncZod<{ owner: AccountOwner; cards: CustomerCardsService }> = async (
  app,
  { owner, cards },
) => {
  const read = (request: Parameters<AccountOwner>[0], id: string) => owner(request, id, 'read:card');
  const write = (request: Parameters<AccountOwner>[0], id: string) => owner(request, id, 'write:card');

  serveEndpoint(app, endpoints.startSavedCard, async (request) => {
    const claims = await write(request, request.params.id);
    const session = await cards.startSession(claims.customerId, request.body.returnUrl);
    return {
      flexToken: session.sessionId,
      url: session.url,
      tokeniseUrl: session.tokeniseUrl,
      expiresAt: session.expiresAt.toISOString(),
    };
  });

  serveEndpoint(app, endpoints.saveCard, async (request, reply) => {
    const claims = await write(request, request.params.id);
    return reply.code(201).send(await cards.add(claims.customerId, request.body.flexToken, request.body.makeDefault));
  });

  serveEndpoint(app, endpoints.savedCards, async (request, reply) => {
    const claims = await read(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return cards.list(claims.customerId);
  });

  serveEndpoint(app, endpoints.savedCard, async (request, reply) => {
    const claims = await read(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return cards.get(claims.customerId, request.params.cardId);
  });

  serveEndpoint(app, endpoints.removeSavedCard, async (request, reply) => {
    const claims = await write(request, request.params.id);
    await cards.remove(claims.customerId, request.params.cardId);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, endpoints.setSavedCardStatus, async (request) => {
    const claims = await write(request, request.params.id);
    return cards.setStatus(claims.customerId, request.params.cardId, request.body.status);
  });

  serveEndpoint(app, endpoints.makeDefaultCard, async (request) => {
    const claims = await write(request, request.params.id);
    return cards.makeDefault(claims.customerId, request.params.cardId);
  });
};
