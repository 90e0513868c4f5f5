import { ERROR_REPORT_RELEASE } from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { repoRoot } from './paths.ts';
import { PaymentSandbox } from './local/payment-sandbox/payment-sandbox.ts';
import { gazetteerTransport } from './local/address-gazetteer/gazetteer-xml.ts';
import { createGazetteerPlaceResolver } from './local/address-gazetteer/gazetteer-address-lookup.ts';
import { withSpecLimits, type AddressLookup } from './modules/address/address-lookup.ts';
import { createXmlAddressLookup, httpTransport, type XmlTransport } from './modules/address/xml-address-lookup.ts';
import { errorReportsModule } from './modules/error-reports/error-reports.module.ts';
import { serverErrorReporter } from './modules/error-reports/server-error-reporter.ts';
import { basketItemsService } from './modules/basket/basket-items.service.ts';
import { captchaService } from './modules/captcha/captcha.service.ts';
import { buildCustomerServices } from './modules/customer/customer-services.ts';
import { accountModule } from './modules/account/account.module.ts';
import { basketRepository } from './modules/basket/basket.repository.ts';
import { basketService } from './modules/basket/basket.service.ts';
import { deliveryFeeSource } from './modules/basket/delivery-fee.ts';
import { configurationSource } from './modules/config/configuration-source.ts';
import { groupOrderRepository } from './modules/group-order/group-order.repository.ts';
import { groupOrderService, type GroupChange } from './modules/group-order/group-order.service.ts';
import { inProcessEvents, inProcessOrderEvents, redisEvents, redisOrderEvents } from './modules/order/order-events.ts';
import type { OrderPlacedEvent } from './modules/order/order-placement.service.ts';
import { orderPlacementService } from './modules/order/order-placement.service.ts';
import { orderService } from './modules/order/order.service.ts';
import { orderRepository } from './modules/order/order.repository.ts';
import { stockQuestionRepository } from './modules/order/stock-question.repository.ts';
import { stockQuestionService } from './modules/order/stock-question.service.ts';
import { withZipStockCheck } from './modules/order/zip-out-of-stock.ts';
import { cardTestingGuard } from './modules/payment/card-testing-guard.ts';
import type { PaymentGateway } from './modules/payment/payment-gateway.ts';
import { paymentSetupService } from './modules/payment/payment-setup.service.ts';
import { productCatalogue } from './modules/product/product.repository.ts';
import { pushModule, withOrderStatusPush } from './modules/push/push.module.ts';
import { staffLoginThrottle } from './modules/staff/login-throttle.ts';
import { staffAuth } from './modules/staff/staff-auth.ts';
import { storeDirectory } from './modules/store/store.repository.ts';
import { storeService, type PlaceResolver } from './modules/store/store.service.ts';
import { resumeStore } from './modules/storeform/resume-store.ts';
import { storeformRepository } from './modules/storeform/storeform.repository.ts';
import { STOREFORM_RATE, storeformService } from './modules/storeform/storeform.service.ts';
import { voucherRepository } from './modules/voucher/voucher.repository.ts';
import { VOUCHER_ATTEMPTS, voucherService } from './modules/voucher/voucher.service.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { CustomerIdentitySource } from './platform/customer-identity.ts';
import { failpoints } from './platform/failpoints.ts';
import { connectRedis, createLimiter, redisConnected } from './platform/rate-limit.ts';
import { streamTickets } from './platform/stream-tickets.ts';
import { contentRepository } from './modules/content/content.repository.ts';
import { contentVersionSource } from './modules/content/content-version.ts';
import { siteService } from './modules/site/site.service.ts';
import { campaignCouponRepository } from './modules/user/campaign-coupon.repository.ts';
import { campaignService } from './modules/user/campaign.service.ts';

export interface ServiceOptions {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
  clock?: Clock | undefined;
  addressLookup?: AddressLookup | undefined;
  /** How to reach the local gazetteer's XML route when no ADDRESS_LOOKUP_URL is set (app.ts: this server). */
  localAddressTransport?: XmlTransport | undefined;
  paymentGateway?: PaymentGateway | undefined;
  customerIdentity?: CustomerIdentitySource | undefined;
}

/** Every service of the API, built once and handed to the routes that need them. */
export function buildServices({ env, database, log, ...options }: ServiceOptions) {
  const { db } = database;
  const clock = options.clock ?? systemClock;
  // The address provider's XML adapter, against ADDRESS_LOOKUP_URL or the local gazetteer's route.
  const addressLookup =
    options.addressLookup ??
    withSpecLimits(
      createXmlAddressLookup({
        transport: env.ADDRESS_LOOKUP_URL
          ? httpTransport(env.ADDRESS_LOOKUP_URL)
          : (options.localAddressTransport ?? gazetteerTransport()),
        log,
      }),
    );
  const directory = storeDirectory(db, () => clock.now());
  // With no provider configured, a place search asks the gazetteer in process: the same point as
  // through its XML route (tested), without two requests through this server for every search.
  const resolvePlace: PlaceResolver =
    !options.addressLookup && !env.ADDRESS_LOOKUP_URL
      ? createGazetteerPlaceResolver()
      : async (text) => {
          const first = (await addressLookup.search(text)).picklist[0];
          const address = first && (await addressLookup.getByMoniker(first.moniker));
          return address ? { latitude: address.latitude, longitude: address.longitude } : null;
        };
  const stores = storeService(directory, resolvePlace);
  const catalogue = productCatalogue(db);
  const repository = basketRepository(db);
  const voucherDefinitions = voucherRepository(db);
  const orderRecords = orderRepository(db);
  const baskets = basketService({
    repository,
    stores: directory,
    clock,
    catalogue,
    vouchers: voucherDefinitions,
    deliveryFeeCents: deliveryFeeSource(db),
  });
  const paymentGateway = options.paymentGateway ?? new PaymentSandbox({ db, clock, returnOrigins: env.APP_ORIGINS });
  const redis = connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, log);
  const orderEvents = redis
    ? redisOrderEvents(redis, (error) => log.warn({ err: error }, 'order change not published: Redis unreachable'))
    : inProcessOrderEvents();
  // Group orders' changes, fanned out like order changes (docs/group-orders.md).
  const groupEvents = redis
    ? redisEvents<GroupChange>(redis, 'group-order-changes', (error) =>
        log.warn({ err: error }, 'group change not published: Redis unreachable'),
      )
    : inProcessEvents<GroupChange>('group-order-changes');
  // The published content version, kept in memory and announced to other instances (decision 208).
  const contentVersion = contentVersionSource({
    read: () => contentRepository(db).version(),
    redis,
    now: () => clock.now().getTime(),
    onUnannounced: (error) => log.warn({ err: error }, 'content publish not announced: Redis unreachable'),
  });
  const guard = cardTestingGuard(db, redis);
  const captcha = captchaService(db, env.CAPTCHA_HMAC_SECRET, guard.captchaCost);
  const customerServices = buildCustomerServices({ env, db, clock, redis, captcha });
  const configuration = configurationSource(db, customerServices.customer.socialProviders);
  const account = accountModule({
    db,
    clock,
    stores: directory,
    customer: customerServices.customer,
    gateway: paymentGateway,
    testAids: env.NODE_ENV !== 'production',
  });
  const errorReports = errorReportsModule({ db, clock, redis, webDistDir: env.WEB_DIST_DIR });
  const serverErrors = serverErrorReporter({
    dsn: env.SENTRY_DSN,
    release: ERROR_REPORT_RELEASE,
    environment: env.NODE_ENV,
    reports: errorReports,
    log,
  });
  // Out of stock after ordering (docs/out-of-stock.md): asked by message with a link to the order page.
  const stockQuestions = stockQuestionService({
    questions: stockQuestionRepository(db),
    orders: orderRecords,
    stores: directory,
    catalogue,
    gateway: paymentGateway,
    events: orderEvents,
    notifier: customerServices.notifier,
    clock,
    log,
    orderPageOrigin: env.PUBLIC_ORIGIN ?? env.APP_ORIGINS[0] ?? `http://localhost:${env.PORT}`,
  });
  const orders = orderService({
    repository: orderRecords,
    stores: directory,
    gateway: paymentGateway,
    events: orderEvents,
    clock,
    log,
    stock: stockQuestions,
  });
  const push = pushModule({
    env,
    db,
    clock,
    log,
    devKeysFile: path.join(repoRoot, '.data', 'vapid-keys.json'),
    orders,
  });
  const basketItems = basketItemsService({ repository, baskets, catalogue, vouchers: voucherDefinitions, clock });
  const onPlaced = async ({ orderId, storeId, customerId }: OrderPlacedEvent) => {
    await orderEvents.publish({ orderId, storeId });
    // A signed-in customer's pickup store or delivery address is saved after ordering (spec section 6).
    if (customerId) await account.places.rememberFromOrder(orderId);
  };
  const limiter = (name: string, points: number) =>
    createLimiter({ name, points, durationSeconds: VOUCHER_ATTEMPTS.windowSeconds, redis });

  return {
    db,
    clock,
    redis,
    // Customers are who their verified access token says (decision 090's seam); tests may stand in.
    customerIdentity: options.customerIdentity ?? customerServices.identity,
    customerServices,
    account,
    addressLookup,
    configuration,
    directory,
    stores,
    catalogue,
    repository,
    baskets,
    paymentGateway,
    orderEvents,
    streamTickets: streamTickets({
      redis,
      clock,
      onRedisFailure: (error) => log.warn({ err: error }, 'stream ticket kept in memory: Redis unreachable'),
    }),
    captcha,
    paymentSetup: paymentSetupService({ repository, baskets, gateway: paymentGateway, captcha, guard, clock, log }),
    basketItems,
    groupEvents,
    groupOrders: groupOrderService({
      repository: groupOrderRepository(db),
      basketRows: repository,
      baskets,
      items: basketItems,
      orders: orderRecords,
      vouchers: voucherDefinitions,
      gateway: paymentGateway,
      events: groupEvents,
      clock,
      log,
      onPlaced,
    }),
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
    placement: withZipStockCheck(
      orderPlacementService({
        db,
        repository,
        orders: orderRecords,
        baskets,
        vouchers: voucherDefinitions,
        gateway: paymentGateway,
        guard,
        clock,
        log,
        onPlaced,
        failpoint: failpoints(env.FAILPOINTS),
      }),
      paymentGateway,
      log,
    ),
    orderRecords,
    // Each move the store makes is pushed to the order's subscribed devices (decision 188).
    orders: withOrderStatusPush(orders, push),
    stockQuestions,
    push,
    staff: staffAuth(db, clock, staffLoginThrottle(redis)),
    site: siteService({
      origin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
      catalogue,
      stores: directory,
      content: contentRepository(db),
    }),
    storeforms: storeformService({
      repository: storeformRepository(db),
      resumes: resumeStore(env.STOREFORM_UPLOAD_DIR),
      notifier: customerServices.notifier,
      stores,
      limiter: createLimiter({ name: 'storeform', ...STOREFORM_RATE, redis }),
      clock,
      headOffice: env.HEAD_OFFICE_EMAIL,
      storeEmailDomain: env.STORE_EMAIL_DOMAIN,
    }),
    campaign: campaignService({
      repository: campaignCouponRepository(db),
      captcha,
      notifier: customerServices.notifier,
      clock,
      campaignExists: async (slug) => Boolean(await contentRepository(db).story(`campaigns/${slug}`)),
      stores,
      forgetVouchers: voucherDefinitions.forget,
    }),
    errorReports,
    serverErrors,
    contentVersion,
    /** DESIGN section 5: the third parties running as local stand-ins, so none does by accident. */
    standIns: [
      ...customerServices.standIns,
      ...(paymentGateway instanceof PaymentSandbox ? ['payment gateway: local sandbox (/sandbox-gateway)'] : []),
      ...(options.addressLookup || env.ADDRESS_LOOKUP_URL
        ? []
        : ['address lookup: local gazetteer (/address-gazetteer/xml)']),
      ...(redis ? [] : ['rate limits and order events: in-process (no REDIS_URL)']),
      ...push.standIns,
      ...(env.SENTRY_DSN
        ? []
        : ['error reporting: local envelope sink (/api/{projectId}/envelope/, staff page /errors)']),
    ],
    /** Resolves once shared state is reachable (or the wait for it has passed). */
    async connected() {
      if (redis) await redisConnected(redis);
    },
    async close() {
      await push.settled();
      await serverErrors.close();
      errorReports.close();
      await orderEvents.close();
      await groupEvents.close();
      await contentVersion.close();
      if (redis) await redis.quit();
    },
  };
}

export type Services = ReturnType<typeof buildServices>;
