// Order-time slots: listed by the app, and re-derived by the server to validate orderDueAt
// (see order-due-at.ts).
import type { ServiceType } from './service-type.ts';
import { addElapsedMinutes, parseStoreLocalDateTime, storeLocalTime } from './store-local-time.ts';
import { serviceWindows } from './trading-hours.ts';
import type { TradingDay } from './trading-hours.ts';

export const SLOT_STEP_MINUTES = 15;
export const ASAP_DUE_OFFSET_MINUTES = 1;
/** The ASAP slot's value; never a date-time, so it cannot match a scheduled order time. */
export const ASAP_SLOT_VALUE = 'ASAP';

const MINUTES_PER_DAY = 24 * 60;

export type TimeSlot = {
  /** 'YYYY-MM-DDTHH:mm' store-local, or ASAP_SLOT_VALUE. */
  value: string;
  /** '6:15 pm', or 'ASAP (25 mins)'. */
  label: string;
  /** '6:15 pm – 6:30 pm' when a slot length is configured; null otherwise and for ASAP. */
  rangeLabel: string | null;
  isAsap: boolean;
};

export type TimeSlotRequest = {
  tradingDay: TradingDay;
  serviceType: ServiceType;
  now: Date;
  /** Promise minutes for this service (see promiseTimeMinutes). */
  promiseMinutes: number;
  /** Configured slot length for the service; 0 (default) means no range labels. */
  slotLengthMinutes?: number;
};

export type SlotLengthSettings = { DELIVERY_SLOT_LENGTH_MINUTES: number; PICKUP_SLOT_LENGTH_MINUTES: number };

/** The configured slot length for the service type. */
export function slotLengthFor(serviceType: ServiceType, settings: SlotLengthSettings): number {
  return serviceType === 'delivery' ? settings.DELIVERY_SLOT_LENGTH_MINUTES : settings.PICKUP_SLOT_LENGTH_MINUTES;
}

/** '6:15 pm' in the store's zone. */
export function slotTimeLabel(instant: Date, timeZone: string): string {
  const [hours = 0, minutes = 0] = storeLocalTime(instant, timeZone).split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

export function asapLabel(promiseMinutes: number): string {
  return `ASAP (${promiseMinutes} mins)`;
}

/** Due time recorded for an ASAP order. */
export function asapDueAt(now: Date): Date {
  return addElapsedMinutes(now, ASAP_DUE_OFFSET_MINUTES);
}

/** Open for the service right now, and the promise still lands before the latest time. */
export function isAsapAvailable(request: Omit<TimeSlotRequest, 'slotLengthMinutes'>): boolean {
  const now = request.now.getTime();
  const ready = addElapsedMinutes(request.now, request.promiseMinutes).getTime();
  return serviceWindows(request.tradingDay, request.serviceType).some(
    (window) => window.opens.getTime() <= now && now < window.closes.getTime() && ready <= window.latest.getTime(),
  );
}

// The instants a scheduled slot may fall on: each service window, from the later of its earliest
// time and now + promise, to its latest.
function scheduledWindows(request: Omit<TimeSlotRequest, 'slotLengthMinutes'>) {
  const ready = addElapsedMinutes(request.now, request.promiseMinutes).getTime();
  return serviceWindows(request.tradingDay, request.serviceType).map((window) => ({
    from: Math.max(ready, window.earliest.getTime()),
    to: window.latest.getTime(),
  }));
}

const withinWindows = (windows: { from: number; to: number }[], t: number) =>
  windows.some((window) => window.from <= t && t <= window.to);

/**
 * Slots for one store-local day: ASAP first when available, then every quarter-hour of the
 * local day from max(now + promise, earliest) up to and including latest. Quarter-hours are
 * walked on the wall clock, so times skipped at DST start are absent and a time repeated at
 * DST end is offered once (meaning its first occurrence).
 */
export function timeSlotsFor(request: TimeSlotRequest): TimeSlot[] {
  const { tradingDay, promiseMinutes, slotLengthMinutes = 0 } = request;
  const { timeZone, date } = tradingDay;
  const windows = scheduledWindows(request);

  const slots: TimeSlot[] = [];
  if (isAsapAvailable(request)) {
    slots.push({ value: ASAP_SLOT_VALUE, label: asapLabel(promiseMinutes), rangeLabel: null, isAsap: true });
  }
  for (let minute = 0; minute < MINUTES_PER_DAY; minute += SLOT_STEP_MINUTES) {
    const hh = String(Math.floor(minute / 60)).padStart(2, '0');
    const mm = String(minute % 60).padStart(2, '0');
    const value = `${date}T${hh}:${mm}`;
    const instant = parseStoreLocalDateTime(value, timeZone);
    if (!instant) continue; // skipped by DST
    if (!withinWindows(windows, instant.getTime())) continue;
    const label = slotTimeLabel(instant, timeZone);
    const rangeLabel =
      slotLengthMinutes > 0
        ? `${label} – ${slotTimeLabel(addElapsedMinutes(instant, slotLengthMinutes), timeZone)}`
        : null;
    slots.push({ value, label, rangeLabel, isAsap: false });
  }
  return slots;
}

// A store-local minute: the day's date, a wall-clock hour and minute.
const SLOT_VALUE_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Whether `value` is one of timeSlotsFor's scheduled (not ASAP) slots for the request, answered
 * for that one value instead of listing the day: the same walk on the wall clock (a time skipped
 * at DST start is not offered, a repeated one means its first occurrence) and the same windows.
 * The server checks a basket's time on every placement with it.
 */
export function isScheduledSlotOffered(request: Omit<TimeSlotRequest, 'slotLengthMinutes'>, value: string): boolean {
  const match = SLOT_VALUE_RE.exec(value);
  if (!match || match[1] !== request.tradingDay.date) return false;
  // timeSlotsFor walks the day's minutes in steps from midnight.
  if ((Number(match[2]) * 60 + Number(match[3])) % SLOT_STEP_MINUTES !== 0) return false;
  const instant = parseStoreLocalDateTime(value, request.tradingDay.timeZone);
  return instant !== null && withinWindows(scheduledWindows(request), instant.getTime());
}

/** What one day offers, as the order-time check asks it: ASAP or not, and whether a time is a slot. */
export interface OfferedTimes {
  asap(): boolean;
  scheduled(value: string): boolean;
}

/** The offer of a listed day (the app, which has listed the slots to show them). */
export function offeredTimesOfSlots(slots: readonly TimeSlot[]): OfferedTimes {
  return {
    asap: () => slots[0]?.isAsap === true,
    scheduled: (value) => slots.some((slot) => !slot.isAsap && slot.value === value),
  };
}

/** The same offer answered one question at a time, without listing the day (the server's check). */
export function offeredTimesFor(request: Omit<TimeSlotRequest, 'slotLengthMinutes'>): OfferedTimes {
  return {
    asap: () => isAsapAvailable(request),
    scheduled: (value) => isScheduledSlotOffered(request, value),
  };
}
