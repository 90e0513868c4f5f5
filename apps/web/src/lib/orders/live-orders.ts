// The signed-in customer's orders of the tracking window (GET /order/trackOrders/{userId}), from
// any device: /track-order lists them and the header links to the most recent live one.
import type { OrderStatusView } from '@storefront/contract';
import { isFinal } from '@storefront/domain';
import { callApi } from '../api/call-api.ts';
import { useAuthStore } from '../session/auth-store.ts';

/** The spec's tracking window, in hours (TRACKING_WINDOW_HOURS on the server). */
export const LIVE_ORDER_HOURS = 8;

/** The id the server knows the signed-in customer by; null for a guest. */
export function signedInUserId(): string | null {
  const { isAuth, customer } = useAuthStore.getState();
  if (!isAuth || !customer) return null;
  return customer.userId ?? customer.customerId;
}

/** Newest first. */
export async function fetchRecentOrders(userId: string, signal?: AbortSignal): Promise<OrderStatusView[]> {
  const orders = await callApi('trackOrders', { params: { userId }, query: { hourLimit: LIVE_ORDER_HOURS }, signal });
  return [...orders].sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt));
}

/** The most recently placed order that is not finished yet (Delivered, Collected, Cancelled). */
export function mostRecentLive(orders: readonly OrderStatusView[]): OrderStatusView | null {
  let latest: OrderStatusView | null = null;
  for (const order of orders) {
    if (isFinal(order.status)) continue;
    if (!latest || Date.parse(order.placedAt) > Date.parse(latest.placedAt)) latest = order;
  }
  return latest;
}
