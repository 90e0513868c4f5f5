import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { PaymentSandbox } from './local/payment-sandbox/payment-sandbox.ts';
import { sandboxGatewayRoutes } from './local/payment-sandbox/sandbox-gateway.routes.ts';
import { gazetteerXmlRoutes, sameServerTransport } from './local/address-gazetteer/gazetteer-xml.routes.ts';
import { createGazetteerAddressLookup } from './local/address-gazetteer/gazetteer-address-lookup.ts';
import { bundleDirectory } from './local/update-server/bundle-directory.ts';
import { signingKey } from './local/update-server/bundle-signing.ts';
import { updateServerRoutes } from './local/update-server/update-server.routes.ts';
import type { AddressLookup } from './modules/address/address-lookup.ts';
import { customerStandInRoutes } from './modules/customer/customer-stand-in.routes.ts';
import { errorReportRoutes } from './modules/error-reports/error-reports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { paymentRecovery } from './modules/order/payment-attempts.ts';
import { stockQuestionSweep } from './modules/order/stock-question.service.ts';
import { refuseDevelopmentPasswords } from './modules/staff/development-passwords.ts';
import type { PaymentGateway } from './modules/payment/payment-gateway.ts';
import type { Clock } from './platform/clock.ts';
import type { CustomerIdentitySource } from './platform/customer-identity.ts';
import { answerRouterError, registerErrorHandling } from './platform/errors.ts';
import { closeConnectionsWhenDone } from './platform/graceful-close.ts';
import { loggerOptions, type LogStream } from './platform/logging.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { responseSerializer } from './platform/response-serializer.ts';
import { echoRequestId, genRequestId } from './platform/request-id.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaticWeb } from './platform/static-web.ts';
import { pageAdditions } from './modules/site/page-additions.ts';
import { productPhotosOnDisk } from './modules/site/product-loading-view.ts';
import { readScreenFiles } from './platform/web-build-manifest.ts';
import { buildServices } from './services.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (standard output when absent): tests read the lines. */
  logStream?: LogStream;
  clock?: Clock;
  addressLookup?: AddressLookup;
  /** A real payment provider; without one the local sandbox gateway and its hosted pages stand in. */
  paymentGateway?: PaymentGateway;
  /** Who a request comes from; without one every caller is a guest (decision 090). */
  customerIdentity?: CustomerIdentitySource;
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
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL, options.logStream),
    genReqId: genRequestId,
    bodyLimit: 1024 * 1024,
    // Long enough for a pasted voucher code to get its own clear 400 rather than a bare 414.
    routerOptions: { maxParamLength: 512 },
    trustProxy: env.TRUST_PROXY,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(env.NODE_ENV === 'production'));
  // JSON only: a body sent as text/plain is 415, as the API document says, not a string that fails validation.
  app.removeContentTypeParser('text/plain');
  echoRequestId(app);
  closeConnectionsWhenDone(app);
  await registerSecurity(app, { origins: env.APP_ORIGINS });
  await registerOpenApi(app);

  // No provider configured: the address adapter calls the gazetteer's XML route on this server.
  const localGazetteer = !options.addressLookup && !env.ADDRESS_LOOKUP_URL;
  const services = buildServices({
    ...options,
    log: app.log,
    localAddressTransport: localGazetteer ? sameServerTransport(app) : undefined,
  });
  const spaFallback = await registerStaticWeb(
    app,
    env.WEB_DIST_DIR,
    pageAdditions(services.catalogue, readScreenFiles(env.WEB_DIST_DIR), productPhotosOnDisk(env.WEB_DIST_DIR)),
  );
  // Unexpected failures are reported with their request (secrets masked) before the 500 is sent.
  registerErrorHandling(app, spaFallback, services.serverErrors.report);
  app.addHook('onClose', () => services.close());
  await services.connected();
  if (services.standIns.length > 0) app.log.info({ standIns: services.standIns }, 'local stand-ins active');
  // Checked once the seed has run (server.ts seeds before it listens): see docs/store-console.md.
  if (env.NODE_ENV === 'production') app.addHook('onReady', () => refuseDevelopmentPasswords(database.db));
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
    // Out-of-stock questions past their answer time get the store's default even with no one reading.
    const sweep = stockQuestionSweep(services.stockQuestions, app.log);
    app.addHook('onReady', async () => {
      await sweep.run();
      sweep.start();
    });
    app.addHook('onClose', () => sweep.stop());
  }

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(siteRoutes, {
    site: services.site,
    appLinks: { androidCertFingerprints: env.ANDROID_CERT_FINGERPRINTS, appleTeamId: env.APPLE_TEAM_ID },
  });
  if (services.paymentGateway instanceof PaymentSandbox) {
    await app.register(sandboxGatewayRoutes, { sandbox: services.paymentGateway });
  }
  if (localGazetteer) await app.register(gazetteerXmlRoutes, { gazetteer: createGazetteerAddressLookup() });
  await app.register(customerStandInRoutes, {
    customerServices: services.customerServices,
    db: database.db,
    clock: services.clock,
    appOrigins: env.APP_ORIGINS,
  });
  await app.register(errorReportRoutes, { reports: services.errorReports, auth: services.staff });
  // The over-the-air update server; production signs with its own key or does not serve updates.
  if (env.APP_UPDATE_SIGNING_KEY || env.NODE_ENV !== 'production') {
    await app.register(updateServerRoutes, {
      prefix: '/api/v1',
      bundles: bundleDirectory(env.APP_UPDATE_BUNDLE_DIR),
      key: signingKey(env.APP_UPDATE_SIGNING_KEY),
    });
  }
  await app.register(apiRoutes, { prefix: '/api/v1', services, extra: options.extraApiRoutes });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
