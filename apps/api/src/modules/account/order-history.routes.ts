import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { OrderHistory } from './order-history.ts';

/** GET /order/orderHistory/{customerId}: the signed-in customer's own orders, paged. */
export const orderHistoryRoutes: FastifyPluginAsyncZod<{ owner: AccountOwner; history: OrderHistory }> = async (
  app,
  { owner, history },
) => {
  serveEndpoint(app, endpoints.orderHistory, async (request, reply) => {
    const claims = await owner(request, request.params.customerId);
    reply.header('cache-control', 'no-store');
    return history.page(claims.customerId, request.query.page, request.query.pageSize);
  });
};
