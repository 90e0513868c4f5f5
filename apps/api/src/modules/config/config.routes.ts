import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { ConfigurationSource } from './configuration-source.ts';

export const configRoutes: FastifyPluginAsyncZod<{ configuration: ConfigurationSource }> = async (
  app,
  { configuration },
) => {
  serveEndpoint(app, endpoints.configuration, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return configuration.get();
  });
};
