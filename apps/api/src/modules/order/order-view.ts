import type {
  Basket,
  ConsoleOrder,
  CustomerInfo,
  OrderStatusName,
  OrderStatusView,
  StoreSeed,
} from '@storefront/contract';
import { nextStatuses, toStoreIso, type OrderStatus } from '@storefront/domain';
import type { orders, orderStatusEvents } from '../../db/schema/index.ts';
import type { OrderPayment } from './order-commit.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderStatusEvents.$inferSelect;

const partsOf = (item: Basket['basketItems'][number]) =>
  item.basketItemParts
    .filter((p) => p.category !== 'Size')
    .map((p) => (p.quantity > 1 ? `${p.name} x${p.quantity}` : p.name));

export function toOrderStatusView(order: OrderRow, events: OrderEventRow[], store: StoreSeed): OrderStatusView {
  const basket = order.basket as Basket;
  const serviceType = order.serviceType === 'Delivery' ? 'delivery' : 'pickup';
  return {
    orderId: order.orderId,
    orderReference: order.orderReference,
    status: order.status as OrderStatusName,
    serviceType: order.serviceType,
    orderDueAt: toStoreIso(order.orderDueAt, store.timeZone),
    placedAt: toStoreIso(order.createdAt, store.timeZone),
    store: { storeId: store.storeId, code: store.code, name: store.name, phone: store.phone, timeZone: store.timeZone },
    basketTotal: order.basketTotal,
    paymentMethod: (order.payment as OrderPayment).method,
    isContactless: store.isContactless && order.serviceType === 'Delivery',
    history: events.map((e) => ({
      status: e.status as OrderStatusName,
      at: toStoreIso(e.at, store.timeZone),
      actor: e.actor,
      reason: e.reason,
    })),
    items: [
      ...basket.basketItems.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        totalPrice: item.totalPrice,
        parts: partsOf(item),
      })),
      ...basket.groupedBasketItems.map((meal) => ({
        name: meal.name,
        quantity: meal.quantity,
        totalPrice: meal.totalPrice,
        parts: meal.basketItems.map((i) => (i.quantity > 1 ? `${i.name} x${i.quantity}` : i.name)),
      })),
    ],
    nextStatuses: nextStatuses(order.status as OrderStatus, serviceType) as OrderStatusName[],
  };
}

export function toConsoleOrder(order: OrderRow, events: OrderEventRow[], store: StoreSeed): ConsoleOrder {
  const info = order.customerInfo as CustomerInfo;
  const payment = order.payment as OrderPayment;
  return {
    ...toOrderStatusView(order, events, store),
    customer: {
      name:
        [info.firstName, info.lastName].filter((n) => n && n !== 'firstName' && n !== 'lastName').join(' ') || 'Guest',
      mobileNumber: info.mobileNumber,
      address: info.address ? `${info.address}, ${info.city ?? ''} ${info.postalCode ?? ''}`.trim() : null,
    },
    orderNote: (order.basket as Basket).orderNote,
    payment: {
      method: payment.method,
      status: payment.status,
      card: payment.card ? `${payment.card.brand} ending ${payment.card.last4}` : null,
    },
    agentName: order.agentName,
  };
}
