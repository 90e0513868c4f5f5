// Words and numbers for the group pages.
import type { GroupOrder } from '@storefront/contract';
import { ApiError, NetworkError } from '../../lib/api-client.ts';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const wallClockFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * 'Sun, 29 Nov, 6:45 pm': the due time as the store's clock reads it (the instant carries the
 * store's own offset, so its first 16 characters are the store-local wall clock).
 */
export function dueText(group: Pick<GroupOrder, 'orderDueAt' | 'isAsap'>): string {
  if (group.isAsap) return 'as soon as possible';
  const match = WALL_CLOCK.exec(group.orderDueAt);
  if (!match) return group.orderDueAt;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return wallClockFormat.format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
}

export const serviceText = (serviceType: GroupOrder['serviceType']): string =>
  serviceType === 'Delivery' ? 'delivery' : 'pickup';

export const STATUS_LABEL: Record<GroupOrder['status'], string> = {
  open: 'Open: everyone can add items',
  locked: 'Locked by the host',
  checkingOut: 'The host is paying for everyone',
  collecting: 'Paying: everyone pays their share',
  placed: 'Order placed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const SHARE_LABEL: Record<NonNullable<GroupOrder['participants'][number]['share']>['status'], string> = {
  pending: 'Not paid yet',
  paying: 'Paying…',
  authorised: 'Paid',
  covered: 'Covered by the host',
  nothing: 'Nothing to pay',
  captured: 'Paid',
  voided: 'Payment released',
};

/** Said when this tab does not hold the host's basket session (the group was started in another tab). */
export const BASKET_ELSEWHERE = 'Open the checkout in the browser tab where you started the group.';

/** A failed group call in words. */
export function groupErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return "We couldn't reach the store. Check your connection and try again.";
  if (error instanceof Error && error.message === BASKET_ELSEWHERE) return BASKET_ELSEWHERE;
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 402) return 'Your card was declined and nothing was charged. Try another card.';
  if (error.status === 410) return 'This group order has closed.';
  if (error.code === 'ShareAlreadyPaid') return 'This share is already paid. Nothing more was charged.';
  if (error.code === 'CustomerDetailsRequired')
    return 'The store needs your contact details first: fill them in under Checkout.';
  if (error.status === 403) return 'Only the host can do that.';
  return error.problem?.message ?? 'Something went wrong. Please try again.';
}
