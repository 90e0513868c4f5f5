import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { AppDealsService } from './app-deals.service.ts';

/** GET /customer/{id}/appdeals: the deals the customer won in the app (decision 157). */
export const appDealsRoutes: FastifyPluginAsyncZod<{ owner: AccountOwner; appDeals: AppDealsService }> = async (
  app,
  { owner, appDeals },
) => {
  serveEndpoint(app, endpoints.appDeals, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return appDeals.list(claims.customerId, request.query);
  });
};
