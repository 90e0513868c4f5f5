import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { ReorderService } from './reorder.ts';

/** POST /baskets/customers/{customerId}/reorder and /copyBasket: a past order in a new basket. */
export const reorderRoutes: FastifyPluginAsyncZod<{ owner: AccountOwner; reorder: ReorderService }> = async (
  app,
  { owner, reorder },
) => {
  const signedIn = async (request: Parameters<AccountOwner>[0], customerId: string) => {
    const claims = await owner(request, customerId);
    return { kind: 'customer' as const, customerId: claims.customerId, userId: claims.userId };
  };

  serveEndpoint(app, endpoints.reorder, async (request, reply) => {
    const caller = await signedIn(request, request.params.customerId);
    const result = await reorder.reorder(caller, request.body.orderId, request.ip);
    return reply.code(201).send(result);
  });

  serveEndpoint(app, endpoints.copyBasket, async (request, reply) => {
    const caller = await signedIn(request, request.params.customerId);
    const result = await reorder.copyBasket(caller, request.body.orderId, request.body.disposition, request.ip);
    return reply.code(201).send(result);
  });
};
