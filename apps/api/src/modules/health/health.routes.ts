import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';

/** /readyz answers within a second: a ping not back by then counts as the database being down. */
export const READINESS_PING_TIMEOUT_MS = 800;

const answeredInTime = (ping: Promise<boolean>, timeoutMs: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  return Promise.race([ping.catch(() => false), late]).finally(() => clearTimeout(timer));
};

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  serveEndpoint(app, endpoints.health, async () => ({ status: 'ok' as const }), { logLevel: 'warn' });
  serveEndpoint(
    app,
    endpoints.readiness,
    async (_request, reply) => {
      const up = await answeredInTime(ping(), READINESS_PING_TIMEOUT_MS);
      return reply.code(up ? 200 : 503).send({
        status: up ? ('ready' as const) : ('unavailable' as const),
        database: up ? ('up' as const) : ('down' as const),
      });
    },
    { logLevel: 'warn' },
  );
};
