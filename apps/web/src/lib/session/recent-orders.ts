// Orders this tab placed (spec section 3 "Order and tracking": recentOrders, lastOrderBasket).
// Checkout calls `rememberOrder()` after a successful placement; the order page and /track-order
// read the session id from here to prove the order is this visitor's (x-session-id). Persisted in
// session storage as `pinia_orders`, so it lasts as long as the tab. Guests only: signed-in
// customers' recent orders come from the order history call.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

export interface RecentOrder {
  orderId: string;
  orderReference: string;
  /** The basket session id the order was placed with. */
  sessionId: string;
  /** ISO time the order was placed. */
  placedAt: string;
  /** The basket id the order came from, when known (lastOrderBasket). */
  basketId?: string;
}

/** At most this many orders are kept; the oldest drop off. */
export const RECENT_ORDERS_LIMIT = 10;

interface RecentOrdersState {
  /** Newest first. */
  recentOrders: RecentOrder[];
  /** The basket id of the last order placed in this tab. */
  lastOrderBasket: string | null;
  rememberOrder(order: RecentOrder): void;
  forgetOrders(): void;
}

export const useRecentOrders = create<RecentOrdersState>()(
  persist(
    (set, get) => ({
      recentOrders: [],
      lastOrderBasket: null,
      rememberOrder: (order) =>
        set({
          recentOrders: [order, ...get().recentOrders.filter((o) => o.orderId !== order.orderId)].slice(
            0,
            RECENT_ORDERS_LIMIT,
          ),
          lastOrderBasket: order.basketId ?? get().lastOrderBasket,
        }),
      forgetOrders: () => set({ recentOrders: [], lastOrderBasket: null }),
    }),
    sessionPersist('orders', ({ recentOrders, lastOrderBasket }) => ({ recentOrders, lastOrderBasket })),
  ),
);

/** Remember an order this tab placed (call after the order call answers). */
export function rememberOrder(order: RecentOrder): void {
  useRecentOrders.getState().rememberOrder(order);
}

export function findRecentOrder(orderId: string): RecentOrder | undefined {
  return useRecentOrders.getState().recentOrders.find((o) => o.orderId === orderId);
}
