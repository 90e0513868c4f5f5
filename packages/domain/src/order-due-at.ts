// The session-save check of a requested order time against the slots on offer.
import { parseStoreLocalDateTime, storeLocalDateTime } from './store-local-time.ts';
import { asapDueAt } from './time-slots.ts';
import type { OfferedTimes } from './time-slots.ts';

const LOCAL_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
// An ISO instant that carries its own offset (or Z), optionally with seconds.
const ISO_INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export type OrderDueAtFailure =
  'AsapUnavailable' | 'MissingOrderDueAt' | 'MalformedOrderDueAt' | 'NotOnStoreLocalDay' | 'NotAnOfferedSlot';

export type OrderDueAtCheck = {
  isAsap: boolean;
  /** Store-local 'YYYY-MM-DDTHH:mm', an ISO instant with offset, or a Date. Ignored for ASAP. */
  orderDueAt: string | Date | null | undefined;
  /** What the day offers: offeredTimesOfSlots(timeSlotsFor(...)) or offeredTimesFor(...). */
  offered: OfferedTimes;
  /** 'YYYY-MM-DD' store-local day the order is for. */
  storeLocalDay: string;
  timeZone: string;
  now: Date;
};

export type OrderDueAtResult =
  { ok: true; dueAt: Date } | { ok: false; code: 'InvalidOrderDateTime'; reason: OrderDueAtFailure };

const invalid = (reason: OrderDueAtFailure): OrderDueAtResult => ({ ok: false, code: 'InvalidOrderDateTime', reason });

// Brings any accepted form to the store-local minute; null when it is not a whole minute.
function toStoreLocalValue(orderDueAt: string | Date, timeZone: string): string | null {
  if (typeof orderDueAt === 'string' && LOCAL_DATE_TIME_RE.test(orderDueAt)) return orderDueAt;
  const instant = typeof orderDueAt === 'string' && ISO_INSTANT_RE.test(orderDueAt) ? new Date(orderDueAt) : orderDueAt;
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime()) || instant.getTime() % 60_000 !== 0) return null;
  return storeLocalDateTime(instant, timeZone);
}

/**
 * The session-save check. ASAP is valid only while the day offers it (due now + 1 minute);
 * otherwise the time must fall on the store-local day and match an offered slot value.
 */
export function validateOrderDueAt(check: OrderDueAtCheck): OrderDueAtResult {
  if (check.isAsap) {
    return check.offered.asap() ? { ok: true, dueAt: asapDueAt(check.now) } : invalid('AsapUnavailable');
  }
  if (check.orderDueAt === null || check.orderDueAt === undefined || check.orderDueAt === '') {
    return invalid('MissingOrderDueAt');
  }
  const value = toStoreLocalValue(check.orderDueAt, check.timeZone);
  if (value === null) return invalid('MalformedOrderDueAt');
  if (!value.startsWith(`${check.storeLocalDay}T`)) return invalid('NotOnStoreLocalDay');
  if (!check.offered.scheduled(value)) return invalid('NotAnOfferedSlot');
  const dueAt = parseStoreLocalDateTime(value, check.timeZone);
  return dueAt ? { ok: true, dueAt } : invalid('MalformedOrderDueAt');
}
