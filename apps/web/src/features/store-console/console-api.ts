// Store console calls (beyond the spec: the chain's staff move orders through the kitchen).
import type { ConsoleOrder, OrderStatusName, StreamTicket } from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';
import { endpointUrl } from '../../lib/api/endpoint-url.ts';
import type { StaffSession } from './staff-session.ts';

// The staff token is the console's own credential: calls carry it instead of a signed-in
// customer's, and its 401 must not refresh or end the customer's sign-in (auth: false).
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const staffLogin = (username: string, password: string): Promise<StaffSession> =>
  callApi('staffLogin', { body: { username, password }, auth: false });

export const fetchConsoleOrders = (token: string, signal?: AbortSignal): Promise<ConsoleOrder[]> =>
  callApi('staffOrders', { headers: bearer(token), signal, auth: false });

export const changeOrderStatus = (
  token: string,
  orderId: string,
  status: OrderStatusName,
  reason?: string,
): Promise<ConsoleOrder> =>
  callApi('staffOrderStatus', {
    params: { orderId },
    headers: bearer(token),
    body: reason ? { status, reason } : { status },
    auth: false,
  });

/**
 * A ticket that opens the store's event stream once, within a minute: EventSource cannot send the
 * bearer token, and the token (good for a shift) must not ride in a URL.
 */
export const fetchConsoleEventsTicket = (token: string): Promise<StreamTicket> =>
  callApi('staffEventsTicket', { headers: bearer(token), auth: false });

/** Server-sent events of the store: event `order`, data a ConsoleOrder, on every new order or change. */
export const consoleEventsUrl = (ticket: string): string => endpointUrl('staffEvents', { query: { ticket } });

/** Marks a line of a received order out of stock: the customer is asked to swap, drop or cancel. */
export const markLineUnavailable = (token: string, orderId: string, lineId: string): Promise<ConsoleOrder> =>
  callApi('staffLineUnavailable', { params: { orderId, lineId }, headers: bearer(token), auth: false });
