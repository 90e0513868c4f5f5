// Order service calls (spec section 7) and the live status stream. Every call proves ownership with
// the basket session id the order was placed with (x-session-id); the server answers 404 for an
// order that is unknown or someone else's, and 403 once the tracking window has passed. The stream
// is opened with a one-use ticket asked for with that header, so the session never rides in a URL.
import type { OrderStatusView, StreamTicket } from '@storefront/contract';
import { BASKET_SESSION_HEADER } from '@storefront/contract/http';
import { callApi } from '../../lib/api/call-api.ts';
import { endpointUrl } from '../../lib/api/endpoint-url.ts';
import { openTicketedStream, type StreamHandle } from '../../lib/api/ticketed-stream.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';

const session = (sessionId: string) => ({ [BASKET_SESSION_HEADER]: sessionId });

// The session alone proves it (no customer token), so the session kept for the order is a true one.
export const fetchOrderStatus = (orderId: string, sessionId: string, signal?: AbortSignal): Promise<OrderStatusView> =>
  callApi('orderStatus', { params: { orderId }, headers: session(sessionId), signal, auth: false });

/** The signed-in customer's own order by their token, on any device (no basket session). */
export const fetchOwnOrderStatus = (orderId: string, signal?: AbortSignal): Promise<OrderStatusView> =>
  callApi('orderStatus', { params: { orderId }, signal });

export const fetchOrderByReference = (
  orderReference: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<OrderStatusView> =>
  callApi('orderByReference', { params: { orderReference }, headers: session(sessionId), signal });

/** A ticket that opens the order's event stream once, within a minute. */
export const fetchOrderEventsTicket = (orderId: string, sessionId: string): Promise<StreamTicket> =>
  callApi('orderEventsTicket', { params: { orderId }, headers: session(sessionId) });

/** The server-sent events address for one order (event `status`, data an OrderStatusView). */
export const orderEventsUrl = (orderId: string, ticket: string): string =>
  endpointUrl('orderEvents', { params: { orderId }, query: { ticket } });

export interface StreamHandlers {
  onStatus(view: OrderStatusView): void;
  onError(): void;
}

export type { StreamHandle } from '../../lib/api/ticketed-stream.ts';

/**
 * Opens the order's event stream with a fresh ticket; null where EventSource is missing (the
 * tracker polls instead). Each call asks for its own ticket, so every reconnection gets one.
 */
export function openOrderStream(orderId: string, sessionId: string, handlers: StreamHandlers): StreamHandle | null {
  return openTicketedStream<OrderStatusView>({
    ticket: () => fetchOrderEventsTicket(orderId, sessionId),
    url: (ticket) => orderEventsUrl(orderId, ticket),
    event: 'status',
    onMessage: (view) => handlers.onStatus(view),
    onError: () => handlers.onError(),
  });
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
