import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './modules/address/address.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { basketItemsRoutes } from './modules/basket/basket-items.routes.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { offersRoutes } from './modules/content/offers.routes.ts';
import { marketingRoutes } from './modules/marketing/marketing.routes.ts';
import { upsellService } from './modules/marketing/marketing.service.ts';
import { notifyOrderErrorRoutes } from './modules/order/notify-order-error.routes.ts';
import { orderPlacementRoutes } from './modules/order/order-placement.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { paymentSetupRoutes } from './modules/payment/payment-setup.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { productService } from './modules/product/product.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { surveyRoutes } from './modules/survey/survey.routes.ts';
import { voucherRoutes } from './modules/voucher/voucher.routes.ts';
import type { Services } from './services.ts';

/** Every service of the specification, under /api/v1. */
export const apiRoutes: FastifyPluginAsyncZod<{ services: Services; extra?: FastifyPluginAsync | undefined }> = async (
  api,
  { services: s, extra },
) => {
  const { clock, db } = s;
  await api.register(configRoutes, { configuration: s.configuration });
  await api.register(addressRoutes, { lookup: s.addressLookup });
  await api.register(storeRoutes, { stores: s.stores, clock });
  await api.register(productRoutes, { products: productService(s.catalogue, s.stores.requireStore), clock });
  await api.register(marketingRoutes, { upsells: upsellService(s.catalogue, s.stores.requireStore), clock });
  await api.register(basketRoutes, { baskets: s.baskets });
  await api.register(basketItemsRoutes, { items: s.basketItems });
  await api.register(voucherRoutes, { vouchers: s.vouchers });
  await api.register(offersRoutes, { db });
  await api.register(orderPlacementRoutes, { placement: s.placement, db });
  await api.register(paymentSetupRoutes, { setup: s.paymentSetup });
  await api.register(captchaRoutes, { captcha: s.captcha });
  await api.register(notifyOrderErrorRoutes, { repository: s.repository });
  await api.register(orderRoutes, { orders: s.orders, events: s.orderEvents });
  await api.register(staffRoutes, { auth: s.staff, orders: s.orders, events: s.orderEvents, stores: s.directory });
  await api.register(surveyRoutes, { db, clock });
  if (extra) await api.register(extra);
};
