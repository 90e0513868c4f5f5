import type { OrderStatusName, PushMessage } from '@storefront/contract';

/** What a device hears when its order moves on (decision 188); short enough for a lock screen. */
export const ORDER_STATUS_PUSH: Partial<Record<OrderStatusName, string>> = {
  Preparing: 'Your order is being prepared.',
  Baking: 'Your order is in the oven.',
  QualityCheck: 'Your order is having a final check.',
  OutForDelivery: 'Your order is on its way.',
  Delivered: 'Your order has been delivered. Enjoy!',
  Cancelled: 'Your order has been cancelled. Any payment is being returned.',
};

/** Ready differs by how the order is fulfilled; Collected and Received send nothing (the customer is there, or just ordered). */
export const READY_PUSH = {
  Pickup: 'Your order is ready to collect.',
  Delivery: 'Your order is ready and will be on its way soon.',
} as const;

/** An order's updates stop mattering after a while: push services drop them after an hour. */
export const ORDER_PUSH_TTL_SECONDS = 60 * 60;

export function orderStatusPush(order: {
  orderId: string;
  orderReference: string;
  status: OrderStatusName;
  serviceType: 'Delivery' | 'Pickup';
}): PushMessage | null {
  const body = order.status === 'Ready' ? READY_PUSH[order.serviceType] : ORDER_STATUS_PUSH[order.status];
  if (!body) return null;
  return {
    title: `Order ${order.orderReference}`,
    body,
    url: `/order/${order.orderId}`,
    // One notification per order: each update replaces the last.
    tag: `order-${order.orderId}`,
  };
}
