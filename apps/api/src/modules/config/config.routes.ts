import { configurationSchema, problemSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { cachedValue } from '../../platform/cache.ts';
import { readConfiguration } from './config.repository.ts';

const CONFIGURATION_CACHE_MS = 60_000;

export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const configuration = cachedValue(CONFIGURATION_CACHE_MS, () => readConfiguration(db));
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
