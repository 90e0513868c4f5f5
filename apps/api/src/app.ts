import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { PaymentSandbox } from './local/payment-sandbox/payment-sandbox.ts';
import { sandboxGatewayRoutes } from './local/payment-sandbox/sandbox-gateway.routes.ts';
import type { AddressLookup } from './modules/address/address-lookup.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { paymentRecovery } from './modules/order/payment-attempts.ts';
import type { PaymentGateway } from './modules/payment/payment-gateway.ts';
import type { Clock } from './platform/clock.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { closeConnectionsWhenDone } from './platform/graceful-close.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { echoRequestId, genRequestId } from './platform/request-id.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaticWeb } from './platform/static-web.ts';
import { buildServices } from './services.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  addressLookup?: AddressLookup;
  /** A real payment provider; without one the local sandbox gateway and its hosted pages stand in. */
  paymentGateway?: PaymentGateway;
  /**
   * Recover payment attempts a crash (or a gone customer) left unfinished: void those without an
   * order, capture those whose order exists. At start-up, then every 5 minutes (the server does;
   * tests choose).
   */
  recoverPaymentsOnStart?: boolean;
  /** Extra routes under /api/v1: tests use it to probe the platform itself. */
  extraApiRoutes?: FastifyPluginAsync;
}

/** Builds the whole API as one Fastify instance; `server.ts` only listens and shuts down. */
export async function buildApp(options: AppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    genReqId: genRequestId,
    bodyLimit: 1024 * 1024,
    // Long enough for a pasted voucher code to get its own clear 400 rather than a bare 414.
    routerOptions: { maxParamLength: 512 },
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  echoRequestId(app);
  closeConnectionsWhenDone(app);
  await registerSecurity(app, { origins: env.APP_ORIGINS });
  await registerOpenApi(app);

  const spaFallback = await registerStaticWeb(app, env.WEB_DIST_DIR);
  registerErrorHandling(app, spaFallback);

  const services = buildServices({ ...options, log: app.log });
  app.addHook('onClose', () => services.close());
  if (services.standIns.length > 0) app.log.info({ standIns: services.standIns }, 'local stand-ins active');
  if (env.FAILPOINTS.length > 0)
    app.log.warn({ failpoints: env.FAILPOINTS }, 'failpoints armed: this process kills itself');
  if (options.recoverPaymentsOnStart) {
    const recovery = paymentRecovery({
      db: database.db,
      gateway: services.paymentGateway,
      clock: services.clock,
      log: app.log,
      olderThanMs: env.PAYMENT_RECOVERY_AFTER_S === undefined ? undefined : env.PAYMENT_RECOVERY_AFTER_S * 1000,
    });
    // Before the first request is taken: what an earlier run left is settled first.
    app.addHook('onReady', async () => {
      await recovery.run();
      recovery.start();
    });
    app.addHook('onClose', () => recovery.stop());
  }

  await app.register(healthRoutes, { ping: database.ping });
  if (services.paymentGateway instanceof PaymentSandbox) {
    await app.register(sandboxGatewayRoutes, { sandbox: services.paymentGateway });
  }
  await app.register(apiRoutes, { prefix: '/api/v1', services, extra: options.extraApiRoutes });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
