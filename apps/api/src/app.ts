import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { echoRequestId, genRequestId } from './platform/request-id.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaticWeb } from './platform/static-web.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes under /api/v1: tests use it to probe the platform itself. */
  extraApiRoutes?: FastifyPluginAsync;
}

/** Builds the whole API as one Fastify instance; `server.ts` only listens and shuts down. */
export async function buildApp({ env, database, logger, extraApiRoutes }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    genReqId: genRequestId,
    requestIdLogLabel: 'requestId',
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  echoRequestId(app);
  await registerSecurity(app, { origins: env.APP_ORIGINS });
  await registerOpenApi(app);

  const spaFallback = await registerStaticWeb(app, env.WEB_DIST_DIR);
  registerErrorHandling(app, spaFallback);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(
    async (api) => {
      await api.register(configRoutes, { db: database.db });
      if (extraApiRoutes) await api.register(extraApiRoutes);
    },
    { prefix: '/api/v1' },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
