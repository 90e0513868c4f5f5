// The time an order was promised for, and how far away it is on the store's calendar. An ASAP
// basket's due time is now plus 1 minute (spec: the session's orderDueAt); the customer was shown
// 'ASAP (n mins)', so the order is promised n minutes after it is placed, and the kitchen counts
// lateness from that, not from the basket's due time.
import { addElapsedMinutes, storeLocalDate } from './store-local-time.ts';

export interface PromisedTimeInput {
  isAsap: boolean;
  /** The basket's due time (ASAP: now plus 1 minute; otherwise the chosen slot). */
  orderDueAt: Date;
  placedAt: Date;
  /** The basket's promise time: the store's or its average, plus suburb and delivery adjustments. */
  promiseTimeMinutes: number;
}

export function promisedTime({ isAsap, orderDueAt, placedAt, promiseTimeMinutes }: PromisedTimeInput): Date {
  if (!isAsap) return orderDueAt;
  return addElapsedMinutes(placedAt, promiseTimeMinutes);
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** Calendar days from `now` to `instant` in the store's zone: 0 today, 1 tomorrow, -1 yesterday. */
export function storeDaysFrom(now: Date, instant: Date, timeZone: string): number {
  return dayNumber(storeLocalDate(instant, timeZone)) - dayNumber(storeLocalDate(now, timeZone));
}
