// React side of the order tracker: one tracker per order id, started on mount and stopped on unmount.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { findRecentOrder, rememberOrder } from '../../lib/session/recent-orders.ts';
import { fetchOrderStatus, fetchOwnOrderStatus, knownSessionIds, openOrderStream } from './order-api.ts';
import { fetchOrderByGrant, grantFor } from './order-lookup-api.ts';
import { createOrderTracker, type OrderTracker, type TrackingState } from './order-tracker.ts';

/**
 * A basket session id of this tab (live stream), a grant from /track-order, or the signed-in
 * customer's token for their own order on any device (the last two polled).
 */
type Credential = { kind: 'session'; sessionId: string } | { kind: 'grant'; token: string } | { kind: 'customer' };

function trackerFor(orderId: string): OrderTracker {
  const grant = grantFor(orderId);
  const credentials: Credential[] = [
    ...knownSessionIds(orderId).map((sessionId): Credential => ({ kind: 'session', sessionId })),
    ...(grant ? [{ kind: 'grant', token: grant.token } satisfies Credential] : []),
    ...(useAuthStore.getState().isAuth ? [{ kind: 'customer' } satisfies Credential] : []),
  ];
  return createOrderTracker<Credential>({
    orderId,
    credentials,
    fetchStatus: (id, credential, signal) =>
      credential.kind === 'session'
        ? fetchOrderStatus(id, credential.sessionId, signal)
        : credential.kind === 'grant'
          ? fetchOrderByGrant(id, credential.token, signal)
          : fetchOwnOrderStatus(id, signal),
    // A grant or a token polls: the live stream's tickets are for the session that placed the order.
    openStream: (id, credential, handlers) =>
      credential.kind === 'session' ? openOrderStream(id, credential.sessionId, handlers) : null,
    // Remember it for the tab (with the reference, which a 410 BasketOrdered answer lacks).
    onFound: (view, credential) => {
      if (credential.kind !== 'session') return;
      rememberOrder({
        ...findRecentOrder(view.orderId),
        orderId: view.orderId,
        orderReference: view.orderReference,
        sessionId: credential.sessionId,
        placedAt: view.placedAt,
      });
    },
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
