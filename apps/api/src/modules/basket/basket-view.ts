import type { Basket, ServiceCharge, StoreSeed } from '@storefront/contract';
import { MAX_ALCOHOL_UNITS, toStoreIso } from '@storefront/domain';
import type { baskets } from '../../db/schema/index.ts';
import { basketPromiseMinutes, type DeliveryAddress } from './basket-disposition.ts';
import type { PricedItems } from '../pricing/basket-pricing.ts';

export type BasketRow = typeof baskets.$inferSelect;

/** Delivery and suburb charges apply once there is something to deliver. */
export function serviceChargesFor(
  row: BasketRow,
  subTotal: number,
  deliveryFeeCents: number,
  promiseMinutes: number,
): ServiceCharge[] {
  if (row.serviceType !== 'Delivery' || subTotal === 0) return [];
  const address = row.deliveryAddress as DeliveryAddress | null;
  const charges: ServiceCharge[] = [
    { serviceChargeType: 'Delivery', total: deliveryFeeCents, timeInMinutes: promiseMinutes },
  ];
  if (address && (address.suburbSurchargeCents > 0 || address.suburbAdjustmentMinutes > 0)) {
    charges.push({
      serviceChargeType: 'Suburb',
      total: address.suburbSurchargeCents,
      timeInMinutes: address.suburbAdjustmentMinutes,
    });
  }
  return charges;
}

/** The contract basket for a row: totals computed here, never stored. */
export function toBasketView(row: BasketRow, store: StoreSeed, priced: PricedItems, deliveryFeeCents: number): Basket {
  const address = row.deliveryAddress as DeliveryAddress | null;
  const promise = basketPromiseMinutes(store, row.serviceType, address);
  const serviceCharges = serviceChargesFor(row, priced.subTotal, deliveryFeeCents, promise);
  const charges = serviceCharges.reduce((sum, c) => sum + c.total, 0);
  const discount = Math.min(priced.discount, priced.subTotal);
  return {
    basketId: row.basketId,
    createdAt: toStoreIso(row.createdAt, store.timeZone),
    channelType: row.channelType,
    channelName: row.channelType === 'Web' ? 'Red Roof Pizza Web' : 'Red Roof Pizza App',
    externalReference: row.orderId,
    serviceType: row.serviceType,
    orderDueAt: toStoreIso(row.orderDueAt, store.timeZone),
    isAsap: row.isAsap,
    storeInfo: {
      storeId: store.storeId,
      name: store.name,
      merchantId: store.merchantId,
      paymentOptions: store.paymentOptions,
      pod: store.pod,
      isContactless: store.isContactless,
      minimumDeliveryOrderValue: store.minimumDeliveryOrderValue,
      minimumPickupOrderValue: store.minimumPickupOrderValue,
      canAcceptOnlineOrders: store.canAcceptOnlineOrders,
      canAcceptOnlineCreditCards: store.canAcceptOnlineCreditCards,
      canAcceptOnlineAmexCheckout: store.canAcceptOnlineAmexCheckout,
      canAcceptOnlineVisaCheckout: store.canAcceptOnlineVisaCheckout,
      code: store.code,
      storeName: store.storeName,
      timeZone: store.timeZone,
      isPOSOnline: store.isPOSOnline,
      promiseTimeMinutes: promise,
    },
    deliveryAddress: address
      ? {
          address: address.address,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          latitude: address.latitude,
          longitude: address.longitude,
        }
      : null,
    customerInfo: (row.customerInfo as Basket['customerInfo']) ?? null,
    basketItems: priced.basketItems,
    groupedBasketItems: priced.groupedBasketItems,
    serviceCharges,
    basketSubTotal: priced.subTotal,
    discount,
    totalSavings: discount + priced.itemSavings,
    basketTotal: Math.max(0, priced.subTotal + charges - discount),
    paymentInfo: (row.paymentInfo as Basket['paymentInfo']) ?? null,
    orderNote: row.orderNote,
    tags: [],
    messages: priced.messages,
    upsells: [],
    vouchers: priced.vouchers,
    maxAlcoholUnits: MAX_ALCOHOL_UNITS,
    sessionId: row.sessionId,
  };
}
