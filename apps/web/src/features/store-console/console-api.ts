// Store console calls (beyond the spec: the chain's staff move orders through the kitchen).
import type { ConsoleOrder, OrderStatusName } from '@storefront/contract';
import { apiFetch, apiUrl } from '../../lib/api-client.ts';
import type { StaffSession } from './staff-session.ts';

const STAFF_API = '/api/v1/staff';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const staffLogin = (username: string, password: string): Promise<StaffSession> =>
  apiFetch<StaffSession>(`${STAFF_API}/login`, { method: 'POST', body: { username, password } });

export const fetchConsoleOrders = (token: string, signal?: AbortSignal): Promise<ConsoleOrder[]> =>
  apiFetch<ConsoleOrder[]>(`${STAFF_API}/orders`, { headers: bearer(token), signal });

export function changeOrderStatus(
  token: string,
  orderId: string,
  status: OrderStatusName,
  reason?: string,
): Promise<ConsoleOrder> {
  return apiFetch<ConsoleOrder>(`${STAFF_API}/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    headers: bearer(token),
    body: reason ? { status, reason } : { status },
  });
}

/** Server-sent events of the store: event `order`, data a ConsoleOrder, on every new order or change. */
export const consoleEventsUrl = (token: string): string => apiUrl(`${STAFF_API}/orders/events`, { token });
