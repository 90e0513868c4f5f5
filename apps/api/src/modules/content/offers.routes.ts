import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { OffersService } from './offers.service.ts';

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, { offers }) => {
  serveEndpoint(app, endpoints.offers, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return offers.content();
  });
};
