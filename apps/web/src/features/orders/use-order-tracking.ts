// React side of the order tracker: one tracker per order id, started on mount and stopped on unmount.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { findRecentOrder, rememberOrder } from '../../lib/session/recent-orders.ts';
import { fetchOrderStatus, knownSessionIds, openOrderStream } from './order-api.ts';
import { createOrderTracker, type OrderTracker, type TrackingState } from './order-tracker.ts';

function trackerFor(orderId: string): OrderTracker {
  return createOrderTracker({
    orderId,
    sessionIds: knownSessionIds(orderId),
    fetchStatus: fetchOrderStatus,
    openStream: openOrderStream,
    // Remember it for the tab (with the reference, which a 410 BasketOrdered answer lacks).
    onFound: (view, sessionId) =>
      rememberOrder({
        ...findRecentOrder(view.orderId),
        orderId: view.orderId,
        orderReference: view.orderReference,
        sessionId,
        placedAt: view.placedAt,
      }),
  });
}

export function useOrderTracking(orderId: string): TrackingState & { refresh(): void } {
  const [tracker, setTracker] = useState(() => ({ orderId, tracker: trackerFor(orderId) }));
  // A new order id (in-app navigation between orders) gets a new tracker.
  if (tracker.orderId !== orderId) setTracker({ orderId, tracker: trackerFor(orderId) });
  const current = tracker.tracker;
  useEffect(() => {
    current.start();
    return () => current.stop();
  }, [current]);
  const state = useSyncExternalStore(current.subscribe, current.getState, current.getState);
  return { ...state, refresh: current.refresh };
}
