import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { PaymentSandbox } from './local/payment-sandbox/payment-sandbox.ts';
import { sandboxGatewayRoutes } from './local/payment-sandbox/sandbox-gateway.routes.ts';
import { defaultAddressLookup, type AddressLookup } from './modules/address/address-lookup.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { basketItemsRoutes } from './modules/basket/basket-items.routes.ts';
import { basketItemsService } from './modules/basket/basket-items.service.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { basketRepository } from './modules/basket/basket.repository.ts';
import { basketService } from './modules/basket/basket.service.ts';
import { deliveryFeeSource } from './modules/basket/delivery-fee.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { offersRoutes } from './modules/content/offers.routes.ts';
import { orderPlacementRoutes } from './modules/order/order-placement.routes.ts';
import { orderPlacementService } from './modules/order/order-placement.service.ts';
import { recoverPaymentAttempts } from './modules/order/payment-attempts.ts';
import { inProcessOrderEvents, redisOrderEvents } from './modules/order/order-events.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { notifyOrderErrorRoutes } from './modules/order/notify-order-error.routes.ts';
import { orderService } from './modules/order/order.service.ts';
import { staffAuth } from './modules/staff/staff-auth.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { surveyRoutes } from './modules/survey/survey.routes.ts';
import { voucherRepository } from './modules/voucher/voucher.repository.ts';
import { voucherRoutes } from './modules/voucher/voucher.routes.ts';
import { VOUCHER_ATTEMPTS, voucherService } from './modules/voucher/voucher.service.ts';
import { connectRedis, createLimiter } from './platform/rate-limit.ts';
import { configurationSource } from './modules/config/configuration-source.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { storeDirectory } from './modules/store/store.repository.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { marketingRoutes } from './modules/marketing/marketing.routes.ts';
import { upsellService } from './modules/marketing/marketing.service.ts';
import type { PaymentGateway } from './modules/payment/payment-gateway.ts';
import { productCatalogue } from './modules/product/product.repository.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { productService } from './modules/product/product.service.ts';
import { storeService } from './modules/store/store.service.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { closeConnectionsWhenDone } from './platform/graceful-close.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { echoRequestId, genRequestId } from './platform/request-id.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaticWeb } from './platform/static-web.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  addressLookup?: AddressLookup;
  /** A real payment provider; without one the local sandbox gateway and its hosted pages stand in. */
  paymentGateway?: PaymentGateway;
  /** Void payments left behind by a crash before their order (the server does; tests choose). */
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
    maxParamLength: 512,
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

  // Services, built once and handed to the routes that need them.
  const clock = options.clock ?? systemClock;
  const addressLookup = options.addressLookup ?? defaultAddressLookup();
  const configuration = configurationSource(database.db);
  const directory = storeDirectory(database.db);
  const stores = storeService(directory, async (text) => {
    const first = (await addressLookup.search(text)).picklist[0];
    const address = first && (await addressLookup.getByMoniker(first.moniker));
    return address ? { latitude: address.latitude, longitude: address.longitude } : null;
  });
  const catalogue = productCatalogue(database.db);
  const repository = basketRepository(database.db);
  const voucherDefinitions = voucherRepository(database.db);
  const baskets = basketService({
    repository,
    stores: directory,
    configuration,
    clock,
    catalogue,
    vouchers: voucherDefinitions,
    deliveryFeeCents: deliveryFeeSource(database.db),
  });
  const basketItems = basketItemsService({ repository, baskets, catalogue, vouchers: voucherDefinitions, clock });
  const paymentGateway =
    options.paymentGateway ?? new PaymentSandbox({ db: database.db, clock, returnOrigins: env.APP_ORIGINS });
  const redis = connectRedis(env.REDIS_URL);
  const orderEvents = redis ? redisOrderEvents(redis) : inProcessOrderEvents();
  app.addHook('onClose', async () => {
    await orderEvents.close();
    if (redis) await redis.quit();
  });
  const orders = orderService({
    db: database.db,
    stores: directory,
    gateway: paymentGateway,
    events: orderEvents,
    clock,
    log: app.log,
  });
  const window = VOUCHER_ATTEMPTS.windowSeconds;
  const voucherCodes = voucherService({
    repository,
    baskets,
    catalogue,
    vouchers: voucherDefinitions,
    clock,
    limits: {
      perBasket: createLimiter({
        name: 'voucher-basket',
        points: VOUCHER_ATTEMPTS.perBasket,
        durationSeconds: window,
        redis,
      }),
      perAddress: createLimiter({
        name: 'voucher-address',
        points: VOUCHER_ATTEMPTS.perAddress,
        durationSeconds: window,
        redis,
      }),
    },
  });

  // DESIGN section 5: say which third parties are local stand-ins, so none runs by accident.
  const standIns = [
    ...(paymentGateway instanceof PaymentSandbox ? ['payment gateway: local sandbox (/sandbox-gateway)'] : []),
    ...(options.addressLookup ? [] : ['address lookup: local gazetteer']),
    ...(redis ? [] : ['rate limits: in-process memory (no REDIS_URL)']),
  ];
  if (standIns.length > 0) app.log.info({ standIns }, 'local stand-ins active');
  if (options.recoverPaymentsOnStart) {
    app.addHook('onReady', async () => {
      const outcome = await recoverPaymentAttempts(database.db, paymentGateway, clock.now());
      if (outcome.voided + outcome.ordered > 0)
        app.log.warn(outcome, 'recovered payment attempts left by an earlier run');
    });
  }

  await app.register(healthRoutes, { ping: database.ping });
  if (paymentGateway instanceof PaymentSandbox) await app.register(sandboxGatewayRoutes, { sandbox: paymentGateway });
  await app.register(
    async (api) => {
      await api.register(configRoutes, { configuration });
      await api.register(addressRoutes, { lookup: addressLookup });
      await api.register(storeRoutes, { stores, clock });
      await api.register(productRoutes, { products: productService(catalogue, stores.requireStore), clock });
      await api.register(marketingRoutes, { upsells: upsellService(catalogue, stores.requireStore), clock });
      await api.register(basketRoutes, { baskets });
      await api.register(basketItemsRoutes, { items: basketItems });
      await api.register(voucherRoutes, { vouchers: voucherCodes });
      await api.register(offersRoutes, { db: database.db });
      const placement = orderPlacementService({
        db: database.db,
        repository,
        baskets,
        vouchers: voucherDefinitions,
        gateway: paymentGateway,
        clock,
        log: app.log,
        onPlaced: (change) => orderEvents.publish(change),
      });
      await api.register(orderPlacementRoutes, { placement, db: database.db });
      await api.register(orderRoutes, { orders, events: orderEvents });
      await api.register(notifyOrderErrorRoutes, { repository });
      await api.register(staffRoutes, {
        auth: staffAuth(database.db, clock),
        orders,
        events: orderEvents,
        stores: directory,
      });
      await api.register(surveyRoutes, { db: database.db, clock });
      if (options.extraApiRoutes) await api.register(options.extraApiRoutes);
    },
    { prefix: '/api/v1' },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
