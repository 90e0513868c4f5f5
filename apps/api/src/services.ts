import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { PaymentSandbox } from './local/payment-sandbox/payment-sandbox.ts';
import { defaultAddressLookup, type AddressLookup } from './modules/address/address-lookup.ts';
import { basketItemsService } from './modules/basket/basket-items.service.ts';
import { captchaService } from './modules/captcha/captcha.service.ts';
import { basketRepository } from './modules/basket/basket.repository.ts';
import { basketService } from './modules/basket/basket.service.ts';
import { deliveryFeeSource } from './modules/basket/delivery-fee.ts';
import { configurationSource } from './modules/config/configuration-source.ts';
import { inProcessOrderEvents, redisOrderEvents } from './modules/order/order-events.ts';
import { orderPlacementService } from './modules/order/order-placement.service.ts';
import { orderService } from './modules/order/order.service.ts';
import { cardTestingGuard } from './modules/payment/card-testing-guard.ts';
import type { PaymentGateway } from './modules/payment/payment-gateway.ts';
import { paymentSetupService } from './modules/payment/payment-setup.service.ts';
import { productCatalogue } from './modules/product/product.repository.ts';
import { staffAuth } from './modules/staff/staff-auth.ts';
import { storeDirectory } from './modules/store/store.repository.ts';
import { storeService } from './modules/store/store.service.ts';
import { voucherRepository } from './modules/voucher/voucher.repository.ts';
import { VOUCHER_ATTEMPTS, voucherService } from './modules/voucher/voucher.service.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { failpoints } from './platform/failpoints.ts';
import { connectRedis, createLimiter } from './platform/rate-limit.ts';

export interface ServiceOptions {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
  clock?: Clock | undefined;
  addressLookup?: AddressLookup | undefined;
  paymentGateway?: PaymentGateway | undefined;
}

/** Every service of the API, built once and handed to the routes that need them. */
export function buildServices({ env, database, log, ...options }: ServiceOptions) {
  const { db } = database;
  const clock = options.clock ?? systemClock;
  const addressLookup = options.addressLookup ?? defaultAddressLookup();
  const configuration = configurationSource(db);
  const directory = storeDirectory(db, () => clock.now());
  const stores = storeService(directory, async (text) => {
    const first = (await addressLookup.search(text)).picklist[0];
    const address = first && (await addressLookup.getByMoniker(first.moniker));
    return address ? { latitude: address.latitude, longitude: address.longitude } : null;
  });
  const catalogue = productCatalogue(db);
  const repository = basketRepository(db);
  const voucherDefinitions = voucherRepository(db);
  const baskets = basketService({
    repository,
    stores: directory,
    configuration,
    clock,
    catalogue,
    vouchers: voucherDefinitions,
    deliveryFeeCents: deliveryFeeSource(db),
  });
  const paymentGateway = options.paymentGateway ?? new PaymentSandbox({ db, clock, returnOrigins: env.APP_ORIGINS });
  const redis = connectRedis(env.REDIS_URL);
  const orderEvents = redis ? redisOrderEvents(redis) : inProcessOrderEvents();
  const captcha = captchaService(db, env.CAPTCHA_HMAC_SECRET);
  const guard = cardTestingGuard(db);
  const limiter = (name: string, points: number) =>
    createLimiter({ name, points, durationSeconds: VOUCHER_ATTEMPTS.windowSeconds, redis });

  return {
    db,
    clock,
    redis,
    addressLookup,
    configuration,
    directory,
    stores,
    catalogue,
    repository,
    baskets,
    paymentGateway,
    orderEvents,
    captcha,
    paymentSetup: paymentSetupService({ repository, baskets, gateway: paymentGateway, captcha, guard, clock, log }),
    basketItems: basketItemsService({ repository, baskets, catalogue, vouchers: voucherDefinitions, clock }),
    vouchers: voucherService({
      repository,
      baskets,
      catalogue,
      vouchers: voucherDefinitions,
      clock,
      limits: {
        perBasket: limiter('voucher-basket', VOUCHER_ATTEMPTS.perBasket),
        perAddress: limiter('voucher-address', VOUCHER_ATTEMPTS.perAddress),
      },
    }),
    placement: orderPlacementService({
      db,
      repository,
      baskets,
      vouchers: voucherDefinitions,
      gateway: paymentGateway,
      guard,
      clock,
      log,
      onPlaced: (change) => orderEvents.publish(change),
      failpoint: failpoints(env.FAILPOINTS),
    }),
    orders: orderService({ db, stores: directory, gateway: paymentGateway, events: orderEvents, clock, log }),
    staff: staffAuth(db, clock),
    /** DESIGN section 5: the third parties running as local stand-ins, so none does by accident. */
    standIns: [
      ...(paymentGateway instanceof PaymentSandbox ? ['payment gateway: local sandbox (/sandbox-gateway)'] : []),
      ...(options.addressLookup ? [] : ['address lookup: local gazetteer']),
      ...(redis ? [] : ['rate limits and order events: in-process (no REDIS_URL)']),
    ],
    async close() {
      await orderEvents.close();
      if (redis) await redis.quit();
    },
  };
}

export type Services = ReturnType<typeof buildServices>;
