// The console's order list and status actions, pure so they are tested without a browser.
import type { ConsoleOrder, OrderStatusName } from '@storefront/contract';
import { isFinal } from '@storefront/domain';
import { ApiError } from '../../lib/api-client.ts';

export const isLive = (order: Pick<ConsoleOrder, 'status'>): boolean => !isFinal(order.status);

export const STATUS_NAME: Record<OrderStatusName, string> = {
  Received: 'Received',
  Preparing: 'Preparing',
  Baking: 'Baking',
  QualityCheck: 'Quality check',
  Ready: 'Ready',
  OutForDelivery: 'Out for delivery',
  Delivered: 'Delivered',
  Collected: 'Collected',
  Cancelled: 'Cancelled',
};

/** Live orders first, soonest promised first; then finished ones, latest first. */
export function sortOrders(orders: readonly ConsoleOrder[]): ConsoleOrder[] {
  return [...orders].sort((a, b) => {
    const live = Number(isLive(b)) - Number(isLive(a));
    if (live !== 0) return live;
    return isLive(a)
      ? Date.parse(a.promisedAt) - Date.parse(b.promisedAt)
      : Date.parse(b.placedAt) - Date.parse(a.placedAt);
  });
}

/** Put an order from the stream or an answer into the list (new or replacing its old self). */
export function upsertOrder(orders: readonly ConsoleOrder[] | undefined, order: ConsoleOrder): ConsoleOrder[] {
  const list = orders ?? [];
  const at = list.findIndex((o) => o.orderId === order.orderId);
  if (at === -1) return sortOrders([...list, order]);
  // An older event arriving after a newer answer must not turn the order back.
  if (list[at]!.history.length > order.history.length) return [...list];
  const next = [...list];
  next[at] = order;
  return sortOrders(next);
}

export interface OrderActions {
  /** Forward moves, in the server's order. */
  advance: OrderStatusName[];
  canCancel: boolean;
}

export function actionsFor(order: Pick<ConsoleOrder, 'nextStatuses'>): OrderActions {
  return {
    advance: order.nextStatuses.filter((s) => s !== 'Cancelled'),
    canCancel: order.nextStatuses.includes('Cancelled'),
  };
}

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 200;

export function cancelReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < CANCEL_REASON_MIN) return `Give a reason of at least ${CANCEL_REASON_MIN} characters.`;
  if (length > CANCEL_REASON_MAX) return `Keep the reason under ${CANCEL_REASON_MAX} characters.`;
  return null;
}

const isStatus = (value: unknown): value is OrderStatusName => typeof value === 'string' && value in STATUS_NAME;

/** The allowed next statuses a 409 answer carries, if it does. */
export function allowedFromConflict(error: unknown): OrderStatusName[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const allowed = (error.data as { allowed?: unknown } | null)?.allowed;
  return Array.isArray(allowed) ? allowed.filter(isStatus) : [];
}

/** What to tell staff when a status change failed. */
export function statusChangeError(error: unknown, wanted: OrderStatusName): string {
  // A 409 without allowed moves says why in words (an out-of-stock question is open).
  if (
    error instanceof ApiError &&
    error.status === 409 &&
    !Array.isArray((error.data as { allowed?: unknown })?.allowed)
  ) {
    if (error.message) return error.message;
  }
  const allowed = allowedFromConflict(error);
  if (allowed) {
    const list = allowed.length ? allowed.map((s) => STATUS_NAME[s]).join(', ') : 'none (the order is finished)';
    return `This order can't move to ${STATUS_NAME[wanted]} now. Allowed next: ${list}.`;
  }
  if (error instanceof ApiError && error.status === 400) return error.message;
  if (error instanceof ApiError && error.status === 404) return 'This order is not one of your store’s orders.';
  if (error instanceof ApiError && error.status === 401) return 'Your session has ended. Sign in again.';
  return 'The change did not go through. Check your connection and try again.';
}

/** Why marking a line out of stock failed, in the server's words where it gave them. */
export function outOfStockError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Your session has ended. Sign in again.';
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return error.message;
  return 'The line was not marked. Check your connection and try again.';
}

/** The sentence read out when an order arrives or changes through the stream. */
export function describeArrival(previous: ConsoleOrder | undefined, order: ConsoleOrder): string | null {
  if (!previous)
    return `New ${order.serviceType.toLowerCase()} order ${order.orderReference} for ${order.customer.name}.`;
  if (previous.status !== order.status) return `Order ${order.orderReference} is now ${STATUS_NAME[order.status]}.`;
  const answered = (order.stockQuestions ?? []).find(
    (q) =>
      q.choice !== null && previous.stockQuestions?.some((p) => p.questionId === q.questionId && p.choice === null),
  );
  if (answered) {
    const what = { swap: 'swapped', drop: 'dropped', cancel: 'cancelled' }[answered.choice!];
    return `Order ${order.orderReference}: out-of-stock ${answered.lineName} ${what}.`;
  }
  return null;
}
