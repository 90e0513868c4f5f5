// Order service calls (spec section 7) and the live status stream. Every call proves ownership with
// the basket session id the order was placed with (x-session-id); the server answers 404 for an
// order that is unknown or someone else's, and 403 once the tracking window has passed.
import type { OrderStatusView } from '@storefront/contract';
import { apiFetch, apiUrl } from '../../lib/api-client.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { SESSION_HEADER } from './order-constants.ts';

const ORDER_API = '/api/v1/order';

export function fetchOrderStatus(orderId: string, sessionId: string, signal?: AbortSignal): Promise<OrderStatusView> {
  return apiFetch<OrderStatusView>(`${ORDER_API}/${encodeURIComponent(orderId)}/status`, {
    headers: { [SESSION_HEADER]: sessionId },
    signal,
  });
}

export function fetchOrderByReference(
  orderReference: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<OrderStatusView> {
  return apiFetch<OrderStatusView>(`${ORDER_API}/status/reference/${encodeURIComponent(orderReference)}`, {
    headers: { [SESSION_HEADER]: sessionId },
    signal,
  });
}

/** The server-sent events address for one order (event `status`, data an OrderStatusView). */
export const orderEventsUrl = (orderId: string, sessionId: string): string =>
  apiUrl(`${ORDER_API}/${encodeURIComponent(orderId)}/events`, { sessionId });

export interface StreamHandlers {
  onStatus(view: OrderStatusView): void;
  onError(): void;
}

export interface StreamHandle {
  close(): void;
}

/** Opens the order's event stream; null where EventSource is missing (the tracker polls instead). */
export function openOrderStream(orderId: string, sessionId: string, handlers: StreamHandlers): StreamHandle | null {
  if (typeof EventSource === 'undefined') return null;
  const source = new EventSource(orderEventsUrl(orderId, sessionId));
  source.addEventListener('status', (event) => {
    try {
      handlers.onStatus(JSON.parse((event as MessageEvent<string>).data) as OrderStatusView);
    } catch {
      handlers.onError();
    }
  });
  source.onerror = () => handlers.onError();
  return { close: () => source.close() };
}

/**
 * The session ids this tab knows, most likely first: the one remembered with the order, then the
 * other recent orders' and every basket session of this tab (newest first).
 */
export function knownSessionIds(orderId?: string): string[] {
  const { recentOrders } = useRecentOrders.getState();
  const { sessions } = useBasketSession.getState();
  const ids = [
    ...recentOrders.filter((o) => o.orderId === orderId).map((o) => o.sessionId),
    ...recentOrders.map((o) => o.sessionId),
    ...Object.values(sessions)
      .sort((a, b) => b.created - a.created)
      .map((s) => s.sid),
  ];
  return [...new Set(ids.filter(Boolean))];
}
