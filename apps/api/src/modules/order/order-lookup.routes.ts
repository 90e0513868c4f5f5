import { endpoints, TRACKING_GRANT_HEADER } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { OrderLookupService } from './order-lookup.ts';

/** Tracking an order from a device that did not place it (order-lookup.ts). */
export const orderLookupRoutes: FastifyPluginAsyncZod<{ lookup: OrderLookupService }> = async (app, { lookup }) => {
  serveEndpoint(app, endpoints.orderLookup, async (request) =>
    lookup.lookup(request.body.orderReference, request.body.contact, request.ip),
  );

  serveEndpoint(app, endpoints.orderByGrant, async (request) =>
    lookup.statusByGrant(request.params.orderId, request.headers[TRACKING_GRANT_HEADER]),
  );
};
