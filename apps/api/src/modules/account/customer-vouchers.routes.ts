import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { CustomerVouchers } from './customer-vouchers.ts';

/** GET /customer/{id}/vouchers: the customer's personal vouchers and whether each is used. */
export const customerVouchersRoutes: FastifyPluginAsyncZod<{
  owner: AccountOwner;
  vouchers: CustomerVouchers;
}> = async (app, { owner, vouchers }) => {
  serveEndpoint(app, endpoints.customerVouchers, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return vouchers.list(claims.customerId);
  });
};
