// Store-local days, hours and order slots for screens and the save flow. Slots come from the same
// `timeSlotsFor` the server validates with, over the API's trading days, so what the selector
// offers is exactly what a save accepts.
import type { Store, TradingDay, TradingHours } from '@storefront/contract';
import {
  addDaysToDate,
  isOpenAt,
  promiseTimeMinutes,
  serviceWindows,
  slotTimeLabel,
  storeLocalDate,
  timeSlotsFor,
  type ServiceType,
  type TimeSlot,
} from '@storefront/domain';

export type { TimeSlot, TradingDay };

type PromiseStore = Pick<
  Store,
  | 'deliveryTimeMinutes'
  | 'pickupTimeMinutes'
  | 'averageDeliveryTimeMinutes'
  | 'averagePickupTimeMinutes'
  | 'allowPromiseTimeAutomation'
  | 'isAlgoPromiseTimeEnabled'
  | 'pod'
>;

/**
 * The store's promise for the service, as the basket will compute it: the store's time (or its
 * average under automation), plus the suburb's and the store's delivery adjustments for delivery.
 */
export function promiseFor(store: PromiseStore, serviceType: ServiceType, suburbAdjustmentMinutes = 0): number {
  return serviceType === 'delivery'
    ? promiseTimeMinutes(store, 'delivery', {
        suburbAdjustmentMinutes,
        deliveryAdjustmentMinutes: store.pod.deliveryAdjustmentMinutes,
      })
    : promiseTimeMinutes(store, 'pickup');
}

const MS_PER_MINUTE = 60_000;
const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MS_PER_MINUTE).toISOString();

/**
 * The trading day with its earliest times moved to opening + this session's promise. Store
 * schedules are computed without an address; the basket adds the suburb's adjustment, and so must
 * the slots offered for it.
 */
export function withPromise(day: TradingDay, serviceType: ServiceType, promiseMinutes: number): TradingDay {
  return {
    ...day,
    tradingHours: day.tradingHours.map((hours): TradingHours =>
      serviceType === 'delivery'
        ? { ...hours, earliestDelivery: plusMinutes(hours.deliveryOpeningTime, promiseMinutes) }
        : { ...hours, earliestPickUp: plusMinutes(hours.openingTime, promiseMinutes) },
    ),
  };
}

export interface SlotRequest {
  day: TradingDay;
  serviceType: ServiceType;
  promiseMinutes: number;
  slotLengthMinutes: number;
  now: Date;
}

/** The slots offered on a store-local day: 'ASAP (n mins)' first when valid, then quarter-hours. */
export function slotsForDay({ day, serviceType, promiseMinutes, slotLengthMinutes, now }: SlotRequest): TimeSlot[] {
  return timeSlotsFor({
    tradingDay: withPromise(day, serviceType, promiseMinutes),
    serviceType,
    now,
    promiseMinutes,
    slotLengthMinutes,
  });
}

/** The store-local date today at the store. */
export const storeToday = (timeZone: string, now: Date): string => storeLocalDate(now, timeZone);

/** Today's trading day from a store's list, if the list has it. */
export function todayOf(days: readonly TradingDay[], now: Date): TradingDay | undefined {
  const first = days[0];
  if (!first) return undefined;
  const today = storeLocalDate(now, first.timeZone);
  return days.find((day) => day.date === today);
}

/** 'Today', 'Tomorrow', or 'Tuesday 24 November'. */
export function dayName(day: TradingDay, now: Date): string {
  const today = storeLocalDate(now, day.timeZone);
  if (day.date === today) return 'Today';
  if (day.date === addDaysToDate(today, 1)) return 'Tomorrow';
  return day.displayDate;
}

/** 'Tue 24 Nov' from 'Tuesday 24 November' (compact day chips). */
export const shortDayName = (day: TradingDay, now: Date): string => {
  const name = dayName(day, now);
  if (name === 'Today' || name === 'Tomorrow') return name;
  const [weekday = '', date = '', month = ''] = day.displayDate.split(' ');
  return `${weekday.slice(0, 3)} ${date} ${month.slice(0, 3)}`;
};

/** '10:30 am – 10:30 pm' for each session of a service on the day (', ' between split sessions), or 'Closed'. */
export function hoursText(day: TradingDay | undefined, serviceType: ServiceType): string {
  if (!day) return 'Hours unavailable';
  const windows = serviceWindows(day, serviceType);
  if (windows.length === 0) return 'Closed';
  return windows
    .map((window) => `${slotTimeLabel(window.opens, day.timeZone)} – ${slotTimeLabel(window.closes, day.timeZone)}`)
    .join(', ');
}

export type OpenState = { open: boolean; text: string };

/** 'Open now until 10:30 pm', 'Opens at 10:30 am', 'Closed today' for the service right now. */
export function openState(days: readonly TradingDay[], serviceType: ServiceType, now: Date): OpenState {
  const today = todayOf(days, now);
  if (!today) return { open: false, text: 'Hours unavailable' };
  if (isOpenAt(today, now, serviceType)) {
    const window = serviceWindows(today, serviceType).find((w) => w.opens <= now && now < w.closes)!;
    return { open: true, text: `Open now until ${slotTimeLabel(window.closes, today.timeZone)}` };
  }
  const next = serviceWindows(today, serviceType).find((w) => w.opens > now);
  if (next) return { open: false, text: `Closed now, opens at ${slotTimeLabel(next.opens, today.timeZone)}` };
  return { open: false, text: today.tradingHours.length === 0 ? 'Closed today' : 'Closed for today' };
}
