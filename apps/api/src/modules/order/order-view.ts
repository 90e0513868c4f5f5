import type {
  Basket,
  ConsoleOrder,
  CustomerInfo,
  OrderStatusName,
  OrderStatusView,
  StoreSeed,
} from '@storefront/contract';
import {
  describeLines,
  nextStatuses,
  storeLocalDate,
  toStoreIso,
  tradingDayFor,
  type OrderStatus,
} from '@storefront/domain';
import type { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { tradingScheduleOf } from '../store/store-view.ts';
import type { OrderPayment } from './order-payment.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;

const storeAddress = (store: StoreSeed) => `${store.address}, ${store.city} ${store.state} ${store.postCode}`;

function deliveryAddressOf(order: OrderRow): string | null {
  if (order.serviceType !== 'Delivery') return null;
  const address = (order.basket as Basket).deliveryAddress;
  return address ? `${address.address}, ${address.city} ${address.state} ${address.postalCode}` : null;
}

/** The store's opening sessions today in its own zone (split sessions stay apart; none when closed). */
function todayHoursOf(store: StoreSeed, now: Date): OrderStatusView['store']['todayHours'] {
  const today = tradingDayFor(tradingScheduleOf(store), storeLocalDate(now, store.timeZone), now);
  return today.tradingHours.map((h) => ({ openingTime: h.openingTime, closingTime: h.closingTime }));
}

/** The order's lines in words; standalone items carry their id, for staff to mark one out of stock. */
function linesOf(basket: Basket): OrderStatusView['items'] {
  const meals = basket.groupedBasketItems.length;
  return describeLines(basket).map((line, i) => {
    if (i < meals) return line;
    const item = basket.basketItems[i - meals]!;
    return {
      ...line,
      lineId: item.basketItemId,
      ...(item.groupMember === undefined ? {} : { groupMember: item.groupMember }),
    };
  });
}

/** The money as the basket was priced when the order was placed. */
function receiptOf(basket: Basket): OrderStatusView['receipt'] {
  return {
    basketSubTotal: basket.basketSubTotal,
    serviceCharges: basket.serviceCharges.map((c) => ({ serviceChargeType: c.serviceChargeType, total: c.total })),
    vouchers: (basket.vouchers ?? []).map((v) => ({ voucherCode: v.voucherCode, name: v.name, discount: v.discount })),
    discount: basket.discount,
    basketTotal: basket.basketTotal,
    totalSavings: basket.totalSavings,
  };
}

export function toOrderStatusView(
  order: OrderRow,
  events: OrderEventRow[],
  store: StoreSeed,
  now: Date,
): OrderStatusView {
  const basket = order.basket as Basket;
  const serviceType = order.serviceType === 'Delivery' ? 'delivery' : 'pickup';
  return {
    orderId: order.orderId,
    orderReference: order.orderReference,
    status: order.status as OrderStatusName,
    serviceType: order.serviceType,
    orderDueAt: toStoreIso(order.orderDueAt, store.timeZone),
    isAsap: basket.isAsap,
    promisedAt: toStoreIso(order.promisedAt, store.timeZone),
    placedAt: toStoreIso(order.createdAt, store.timeZone),
    store: {
      storeId: store.storeId,
      code: store.code,
      name: store.name,
      phone: store.phone,
      timeZone: store.timeZone,
      address: storeAddress(store),
      todayHours: todayHoursOf(store, now),
    },
    deliveryAddress: deliveryAddressOf(order),
    orderNote: basket.orderNote,
    basketTotal: order.basketTotal,
    paymentMethod: (order.payment as OrderPayment).method,
    isContactless: order.isContactless,
    history: events.map((e) => ({
      status: e.status as OrderStatusName,
      at: toStoreIso(e.at, store.timeZone),
      actor: e.actor,
      reason: e.reason,
    })),
    items: linesOf(basket),
    receipt: receiptOf(basket),
    nextStatuses: nextStatuses(order.status as OrderStatus, serviceType) as OrderStatusName[],
  };
}

export function toConsoleOrder(order: OrderRow, events: OrderEventRow[], store: StoreSeed, now: Date): ConsoleOrder {
  const info = order.customerInfo as CustomerInfo;
  const payment = order.payment as OrderPayment;
  return {
    ...toOrderStatusView(order, events, store, now),
    customer: {
      name:
        [info.firstName, info.lastName].filter((n) => n && n !== 'firstName' && n !== 'lastName').join(' ') || 'Guest',
      mobileNumber: info.mobileNumber,
      address: info.address ? `${info.address}, ${info.city ?? ''} ${info.postalCode ?? ''}`.trim() : null,
    },
    payment: {
      method: payment.method,
      status: payment.status,
      card: payment.card ? `${payment.card.brand} ending ${payment.card.last4}` : null,
    },
    agentName: order.agentName,
  };
}
