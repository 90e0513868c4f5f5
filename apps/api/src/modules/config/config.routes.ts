import { configurationSchema, problemSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigurationSource } from './configuration-source.ts';

export const configRoutes: FastifyPluginAsyncZod<{ configuration: ConfigurationSource }> = async (
  app,
  { configuration },
) => {
  app.get(
    '/Configuration',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Discovery service: the settings and uris maps',
        response: { 200: configurationSchema, 500: problemSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return configuration.get();
    },
  );
};
