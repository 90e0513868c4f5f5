// Slot listing over the API's trading days, with the same slot function the server checks with.
import { timeSlotsFor, tradingDayFor } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { EARLY, NOON, schedule, scheduleOf, syd } from './session/session-fixtures.test-support.ts';
import {
  dayName,
  hoursText,
  openState,
  promiseFor,
  shortDayName,
  slotsForDay,
  todayOf,
  withPromise,
} from './store-hours.ts';

const today = tradingDayFor(schedule, '2026-11-22', NOON);

describe('slotsForDay', () => {
  it("starts with 'ASAP (n mins)' when ASAP is valid, then 15-minute slots", () => {
    const slots = slotsForDay({
      day: today,
      serviceType: 'pickup',
      promiseMinutes: 20,
      slotLengthMinutes: 0,
      now: NOON,
    });
    expect(slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (20 mins)', rangeLabel: null, isAsap: true });
    expect(slots.slice(1, 4).map((s) => s.value)).toEqual(['2026-11-22T12:30', '2026-11-22T12:45', '2026-11-22T13:00']);
    expect(slots.slice(1).every((s) => /:(00|15|30|45)$/.test(s.value))).toBe(true);
    expect(slots.at(-1)!.value).toBe('2026-11-22T22:30');
  });

  it('shows ranges from the configured slot length (delivery 15) and none for 0 (pickup)', () => {
    const delivery = slotsForDay({
      day: today,
      serviceType: 'delivery',
      promiseMinutes: 30,
      slotLengthMinutes: 15,
      now: NOON,
    });
    expect(delivery[0]!.label).toBe('ASAP (30 mins)');
    expect(delivery[1]).toMatchObject({
      value: '2026-11-22T12:30',
      label: '12:30 pm',
      rangeLabel: '12:30 pm – 12:45 pm',
    });
    const pickup = slotsForDay({
      day: today,
      serviceType: 'pickup',
      promiseMinutes: 20,
      slotLengthMinutes: 0,
      now: NOON,
    });
    expect(pickup[1]!.rangeLabel).toBeNull();
  });

  it('has no ASAP before opening, and starts at opening + promise', () => {
    const slots = slotsForDay({
      day: tradingDayFor(schedule, '2026-11-22', EARLY),
      serviceType: 'pickup',
      promiseMinutes: 20,
      slotLengthMinutes: 0,
      now: EARLY,
    });
    expect(slots[0]).toMatchObject({ isAsap: false, value: '2026-11-22T11:00' });
  });

  it('lists the same slots as the domain function on an unadjusted day', () => {
    const mine = slotsForDay({
      day: today,
      serviceType: 'delivery',
      promiseMinutes: 30,
      slotLengthMinutes: 15,
      now: NOON,
    });
    const domain = timeSlotsFor({
      tradingDay: today,
      serviceType: 'delivery',
      now: NOON,
      promiseMinutes: 30,
      slotLengthMinutes: 15,
    });
    expect(mine).toEqual(domain);
  });

  it('moves the earliest delivery time by a suburb adjustment (as the basket checks it)', () => {
    const adjusted = withPromise(today, 'delivery', 45);
    expect(new Date(adjusted.tradingHours[0]!.earliestDelivery).getTime()).toBe(syd('2026-11-22T11:45').getTime());
    const early = slotsForDay({
      day: tradingDayFor(schedule, '2026-11-22', EARLY),
      serviceType: 'delivery',
      promiseMinutes: 45,
      slotLengthMinutes: 15,
      now: EARLY,
    });
    expect(early[0]!.value).toBe('2026-11-22T11:45');
  });

  it('offers nothing on a closed day (trading exception)', () => {
    const holiday = tradingDayFor(schedule, '2026-11-25', NOON);
    expect(holiday.exceptionName).toBe('Test Holiday');
    expect(
      slotsForDay({ day: holiday, serviceType: 'pickup', promiseMinutes: 20, slotLengthMinutes: 0, now: NOON }),
    ).toEqual([]);
  });
});

describe('promiseFor', () => {
  it("uses the store's time, plus suburb and delivery adjustments for delivery", () => {
    const store = scheduleOf(NOON);
    expect(promiseFor(store, 'pickup')).toBe(20);
    expect(promiseFor(store, 'delivery')).toBe(30);
    expect(promiseFor({ ...store, pod: { ...store.pod, deliveryAdjustmentMinutes: 5 } }, 'delivery', 10)).toBe(45);
    expect(promiseFor({ ...store, allowPromiseTimeAutomation: true, isAlgoPromiseTimeEnabled: true }, 'delivery')).toBe(
      38,
    );
  });
});

describe('days and hours', () => {
  const days = scheduleOf(NOON).tradingDays;
  it('names days store-locally', () => {
    expect(todayOf(days, NOON)!.date).toBe('2026-11-22');
    expect(days.map((d) => dayName(d, NOON)).slice(0, 3)).toEqual(['Today', 'Tomorrow', 'Tuesday 24 November']);
    expect(shortDayName(days[2]!, NOON)).toBe('Tue 24 Nov');
  });

  it("reads today's hours per service, and closed days", () => {
    expect(hoursText(days[0], 'pickup')).toBe('10:30 am – 10:30 pm');
    expect(hoursText(days[0], 'delivery')).toBe('11:00 am – 10:15 pm');
    expect(hoursText(days[3], 'pickup')).toBe('Closed');
    expect(hoursText(undefined, 'pickup')).toBe('Hours unavailable');
  });

  it('says whether the store is open now', () => {
    expect(openState(days, 'pickup', NOON)).toEqual({ open: true, text: 'Open now until 10:30 pm' });
    expect(openState(scheduleOf(EARLY).tradingDays, 'pickup', EARLY)).toEqual({
      open: false,
      text: 'Closed now, opens at 10:30 am',
    });
    expect(openState(days, 'pickup', syd('2026-11-22T23:00'))).toEqual({ open: false, text: 'Closed for today' });
  });
});
