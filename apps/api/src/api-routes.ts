import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './modules/address/address.routes.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { basketItemsRoutes } from './modules/basket/basket-items.routes.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { customerVouchers } from './modules/account/customer-vouchers.ts';
import { reorderService } from './modules/account/reorder.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentEditingRepository } from './modules/content/content-editing.repository.ts';
import { contentEditingService } from './modules/content/content-editing.service.ts';
import { contentDatasourcesEditing } from './modules/content/content-datasources-editing.ts';
import { contentDatasourcesEditorRoutes } from './modules/content/content-datasources-editor.routes.ts';
import { contentEditorRoutes } from './modules/content/content-editor.routes.ts';
import { offersRepository } from './modules/content/offers.repository.ts';
import { offersRoutes } from './modules/content/offers.routes.ts';
import { offersService } from './modules/content/offers.service.ts';
import { engagementConsoleRoutes } from './modules/engagement/engagement-console.routes.ts';
import { engagementModule } from './modules/engagement/engagement.module.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import { groupOrderRoutes } from './modules/group-order/group-order.routes.ts';
import { marketingRoutes } from './modules/marketing/marketing.routes.ts';
import { upsellService } from './modules/marketing/marketing.service.ts';
import { notifyOrderErrorRoutes } from './modules/order/notify-order-error.routes.ts';
import { orderEventsRoutes } from './modules/order/order-events.routes.ts';
import { orderLookupService } from './modules/order/order-lookup.ts';
import { orderLookupRoutes } from './modules/order/order-lookup.routes.ts';
import { orderPlacementRoutes } from './modules/order/order-placement.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { savedCardOrderRoutes } from './modules/order/saved-card-order.routes.ts';
import { paymentSetupRoutes } from './modules/payment/payment-setup.routes.ts';
import { menuPriceRoutes } from './modules/product/menu-prices.routes.ts';
import { menuPriceService } from './modules/product/menu-prices.service.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { productService } from './modules/product/product.service.ts';
import { pushConsoleRoutes } from './modules/push/push-console.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { spinModule } from './modules/spin/spin.module.ts';
import { spinRoutes } from './modules/spin/spin.routes.ts';
import { staffEventsRoutes } from './modules/staff/staff-events.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { storeformRoutes } from './modules/storeform/storeform.routes.ts';
import { surveyRepository } from './modules/survey/survey.repository.ts';
import { surveyRoutes } from './modules/survey/survey.routes.ts';
import { surveyService } from './modules/survey/survey.service.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { voucherRepository } from './modules/voucher/voucher.repository.ts';
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
  await api.register(menuPriceRoutes, { prices: menuPriceService(db, s.catalogue), auth: s.staff });
  await api.register(basketRoutes, { baskets: s.baskets, identity: s.customerIdentity });
  await api.register(basketItemsRoutes, { items: s.basketItems });
  await api.register(voucherRoutes, { vouchers: s.vouchers });
  await api.register(offersRoutes, { offers: offersService(offersRepository(db)) });
  await api.register(contentRoutes, {
    db,
    configuration: s.configuration,
    versions: s.contentVersion,
    redis: s.redis,
  });
  await api.register(contentEditorRoutes, {
    editing: contentEditingService(contentEditingRepository(db), clock, s.contentVersion.published),
    auth: s.staff,
  });
  const engagement = engagementModule({
    db,
    clock,
    configuration: s.configuration,
    identity: s.customerIdentity,
  });
  await api.register(engagementRoutes, { engagement });
  await api.register(engagementConsoleRoutes, { engagement, auth: s.staff });
  await api.register(orderPlacementRoutes, { placement: s.placement, db, identity: s.customerIdentity });
  await api.register(savedCardOrderRoutes, { placement: s.placement, db, cardToCharge: s.account.cardToCharge });
  await api.register(paymentSetupRoutes, { setup: s.paymentSetup });
  await api.register(captchaRoutes, { captcha: s.captcha });
  await api.register(notifyOrderErrorRoutes, { repository: s.repository });
  await api.register(orderRoutes, { orders: s.orders, identity: s.customerIdentity });
  await api.register(orderEventsRoutes, { orders: s.orders, events: s.orderEvents, tickets: s.streamTickets });
  await api.register(groupOrderRoutes, {
    groups: s.groupOrders,
    events: s.groupEvents,
    orderEvents: s.orderEvents,
    tickets: s.streamTickets,
  });
  await api.register(orderLookupRoutes, {
    lookup: orderLookupService({ repository: s.orderRecords, clock, redis: s.redis, view: s.orders.view }),
  });
  await api.register(staffRoutes, { auth: s.staff, orders: s.orders, stores: s.directory });
  await api.register(staffEventsRoutes, {
    auth: s.staff,
    orders: s.orders,
    events: s.orderEvents,
    stores: s.directory,
    tickets: s.streamTickets,
  });
  await api.register(surveyRoutes, { surveys: surveyService(surveyRepository(db), clock) });
  await api.register(customerRoutes, {
    customer: s.customerServices.customer,
    captcha: s.captcha,
    appOrigins: s.customerServices.appOrigins,
    eraseAccount: s.account.erasure.erase,
  });
  await api.register(accountRoutes, {
    account: s.account,
    appOrigins: s.customerServices.appOrigins,
    reorder: reorderService({ db, baskets: s.baskets, items: s.basketItems, vouchers: s.vouchers }),
    vouchers: customerVouchers(db, voucherRepository(db).all),
  });
  await api.register(spinRoutes, {
    spin: spinModule({ db, clock, appDeals: s.account.appDeals }),
    identity: s.customerIdentity,
  });
  await api.register(storeformRoutes, { storeforms: s.storeforms });
  await api.register(userRoutes, {
    preferences: s.customerServices.customer.user.preferences,
    captcha: s.captcha,
    links: s.customerServices.customer.user.links,
    campaign: s.campaign,
    appOrigins: s.customerServices.appOrigins,
  });
  await api.register(analyticsRoutes, {
    analytics: analyticsModule({ db, clock, redis: s.redis }),
    auth: s.staff,
    stores: s.directory,
  });
  await api.register(pushRoutes, { push: s.push, identity: s.customerIdentity });
  await api.register(pushConsoleRoutes, { push: s.push, auth: s.staff });
  await api.register(contentDatasourcesEditorRoutes, {
    datasources: contentDatasourcesEditing(db, clock, s.contentVersion.published),
    auth: s.staff,
  });
  if (extra) await api.register(extra);
};
