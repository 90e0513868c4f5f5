import { healthSchema, readinessSchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      schema: { tags: ['platform'], summary: 'The process is alive', response: { 200: healthSchema } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['platform'],
        summary: 'The database is reachable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const up = await ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? ('ready' as const) : ('unavailable' as const),
        database: up ? ('up' as const) : ('down' as const),
      });
    },
  );
};
