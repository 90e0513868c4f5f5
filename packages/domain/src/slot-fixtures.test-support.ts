// Schedules and a slot helper shared by the slot and order-time tests.
import { timeSlotsFor } from './time-slots.ts';
import type { TimeSlot } from './time-slots.ts';
import { tradingDayFor } from './trading-hours.ts';
import type { StoreTradingSchedule, WeeklyTradingHoursEntry } from './trading-hours.ts';
import type { DayOfWeek } from './store-local-time.ts';

export const everyDay = (hours: Omit<WeeklyTradingHoursEntry, 'dayOfWeek'>): WeeklyTradingHoursEntry[] =>
  ([0, 1, 2, 3, 4, 5, 6] as DayOfWeek[]).map((dayOfWeek) => ({ dayOfWeek, ...hours }));

export const sydney: StoreTradingSchedule = {
  timeZone: 'Australia/Sydney',
  weeklyHours: everyDay({
    openingTime: '10:30',
    closingTime: '23:00',
    deliveryOpeningTime: '11:00',
    deliveryClosingTime: '22:30',
  }),
  exceptions: [{ date: '2026-12-25', name: 'Christmas Day', isClosed: true }],
  deliveryPromiseMinutes: 40,
  pickupPromiseMinutes: 15,
};

export const syd = (local: string) => new Date(`${local}:00+11:00`);
export const values = (slots: TimeSlot[]) => slots.map((slot) => slot.value);

export function slotsAt(
  schedule: StoreTradingSchedule,
  date: string,
  now: Date,
  serviceType: 'delivery' | 'pickup',
  slotLengthMinutes = 0,
) {
  const promiseMinutes = serviceType === 'delivery' ? schedule.deliveryPromiseMinutes : schedule.pickupPromiseMinutes;
  return timeSlotsFor({
    tradingDay: tradingDayFor(schedule, date, now),
    serviceType,
    now,
    promiseMinutes,
    slotLengthMinutes,
  });
}

/** A Sydney store trading 01:00–04:00 every day, for DST tests. */
export const sydneyNight: StoreTradingSchedule = {
  ...sydney,
  weeklyHours: everyDay({
    openingTime: '01:00',
    closingTime: '04:00',
    deliveryOpeningTime: '01:00',
    deliveryClosingTime: '04:00',
  }),
};
