import { describe, it, expect } from 'vitest';
import {
  ASAP_DUE_OFFSET_MINUTES,
  ASAP_SLOT_VALUE,
  SLOT_STEP_MINUTES,
  asapDueAt,
  isAsapAvailable,
  offeredTimesOfSlots,
  slotLengthFor,
} from './time-slots.ts';
import { validateOrderDueAt } from './order-due-at.ts';
import { tradingDayFor } from './trading-hours.ts';
import type { StoreTradingSchedule } from './trading-hours.ts';
import { storeLocalDate } from './store-local-time.ts';
import { everyDay, slotsAt, syd, sydney, sydneyNight, values } from './slot-fixtures.test-support.ts';

describe('constants', () => {
  it('steps by 15 minutes and adds 1 minute to ASAP orders', () => {
    expect(SLOT_STEP_MINUTES).toBe(15);
    expect(ASAP_DUE_OFFSET_MINUTES).toBe(1);
  });
});

describe('timeSlotsFor while open', () => {
  const now = syd('2026-11-22T17:52');

  it('starts with ASAP, then the first quarter-hour after now + promise, up to closing', () => {
    const slots = slotsAt(sydney, '2026-11-22', now, 'pickup');
    expect(slots[0]).toEqual({ value: ASAP_SLOT_VALUE, label: 'ASAP (15 mins)', rangeLabel: null, isAsap: true });
    expect(slots[1]).toEqual({ value: '2026-11-22T18:15', label: '6:15 pm', rangeLabel: null, isAsap: false });
    expect(slots.at(-1)?.value).toBe('2026-11-22T23:00');
    expect(slots).toHaveLength(1 + 20); // 18:15 … 23:00 is 20 quarter-hours
  });

  it('uses the delivery window and promise for delivery', () => {
    const slots = slotsAt(sydney, '2026-11-22', now, 'delivery');
    expect(slots[0]?.label).toBe('ASAP (40 mins)');
    expect(slots[1]?.value).toBe('2026-11-22T18:45'); // 17:52 + 40 = 18:32
    expect(slots.at(-1)?.value).toBe('2026-11-22T22:30');
  });

  it('keeps a slot exactly at now + promise', () => {
    expect(slotsAt(sydney, '2026-11-22', syd('2026-11-22T18:00'), 'pickup')[1]?.value).toBe('2026-11-22T18:15');
    expect(slotsAt(sydney, '2026-11-22', syd('2026-11-22T18:01'), 'pickup')[1]?.value).toBe('2026-11-22T18:30');
  });

  it('lands every slot on :00, :15, :30 or :45', () => {
    const minutes = slotsAt(sydney, '2026-11-22', now, 'pickup')
      .filter((slot) => !slot.isAsap)
      .map((slot) => slot.value.slice(-2));
    expect(new Set(minutes)).toEqual(new Set(['00', '15', '30', '45']));
  });

  it('adds range labels from the configured slot length', () => {
    expect(slotsAt(sydney, '2026-11-22', now, 'pickup', 15)[1]?.rangeLabel).toBe('6:15 pm – 6:30 pm');
    expect(slotsAt(sydney, '2026-11-22', now, 'delivery', 30)[1]?.rangeLabel).toBe('6:45 pm – 7:15 pm');
    expect(slotsAt(sydney, '2026-11-22', now, 'pickup', 0)[1]?.rangeLabel).toBeNull();
    expect(slotsAt(sydney, '2026-11-22', now, 'pickup', 15)[0]?.rangeLabel).toBeNull();
  });
});

describe('ASAP only when open', () => {
  it('is absent before opening; slots start at the earliest time', () => {
    const now = syd('2026-11-22T09:00');
    const pickup = slotsAt(sydney, '2026-11-22', now, 'pickup');
    expect(pickup[0]?.isAsap).toBe(false);
    expect(pickup[0]?.value).toBe('2026-11-22T10:45'); // opening 10:30 + 15
    expect(slotsAt(sydney, '2026-11-22', now, 'delivery')[0]?.value).toBe('2026-11-22T11:45'); // 11:00 + 40 = 11:40
  });

  it('is absent for pickup-open but delivery-closed times', () => {
    const now = syd('2026-11-22T10:45');
    expect(slotsAt(sydney, '2026-11-22', now, 'pickup')[0]?.isAsap).toBe(true);
    expect(slotsAt(sydney, '2026-11-22', now, 'delivery')[0]?.isAsap).toBe(false);
  });

  it('needs now + promise to be no later than the latest time', () => {
    const atEdge = slotsAt(sydney, '2026-11-22', syd('2026-11-22T22:45'), 'pickup');
    expect(values(atEdge)).toEqual([ASAP_SLOT_VALUE, '2026-11-22T23:00']);
    expect(slotsAt(sydney, '2026-11-22', syd('2026-11-22T22:46'), 'pickup')).toEqual([]);
  });

  it('is absent on a later day', () => {
    const slots = slotsAt(sydney, '2026-11-23', syd('2026-11-22T12:00'), 'pickup');
    expect(slots[0]?.value).toBe('2026-11-23T10:45');
    expect(slots.some((slot) => slot.isAsap)).toBe(false);
  });

  it('isAsapAvailable agrees', () => {
    const tradingDay = tradingDayFor(sydney, '2026-11-22', syd('2026-11-22T12:00'));
    expect(
      isAsapAvailable({ tradingDay, serviceType: 'pickup', now: syd('2026-11-22T12:00'), promiseMinutes: 15 }),
    ).toBe(true);
    expect(
      isAsapAvailable({ tradingDay, serviceType: 'pickup', now: syd('2026-11-22T23:00'), promiseMinutes: 0 }),
    ).toBe(false);
  });
});

describe('closed days', () => {
  it('offers nothing when a trading exception closes the day', () => {
    expect(slotsAt(sydney, '2026-12-25', new Date('2026-12-25T01:00:00Z'), 'pickup')).toEqual([]);
    expect(slotsAt(sydney, '2026-12-25', new Date('2026-12-25T01:00:00Z'), 'delivery')).toEqual([]);
  });

  it('offers nothing once the day is over', () => {
    expect(slotsAt(sydney, '2026-11-22', syd('2026-11-23T09:00'), 'pickup')).toEqual([]);
  });
});

describe('daylight saving (Sydney)', () => {
  const night = sydneyNight;

  it('skips 02:00–02:45 on the day DST starts', () => {
    const slots = slotsAt(night, '2026-10-04', new Date('2026-10-03T00:00:00Z'), 'pickup');
    expect(values(slots)).toEqual([
      '2026-10-04T01:15',
      '2026-10-04T01:30',
      '2026-10-04T01:45',
      '2026-10-04T03:00',
      '2026-10-04T03:15',
      '2026-10-04T03:30',
      '2026-10-04T03:45',
      '2026-10-04T04:00',
    ]);
    expect(slots[3]?.label).toBe('3:00 am');
  });

  it('counts the promise in elapsed minutes across the jump', () => {
    const now = new Date('2026-10-04T01:50:00+10:00'); // 01:50 AEST; +15 minutes is 03:05 AEDT
    const slots = slotsAt(night, '2026-10-04', now, 'pickup', 15);
    expect(slots[0]?.isAsap).toBe(true);
    expect(slots[1]?.value).toBe('2026-10-04T03:15');
    expect(slotsAt(night, '2026-10-04', new Date('2026-10-04T01:40:00+10:00'), 'pickup', 15)[1]).toEqual({
      value: '2026-10-04T03:00',
      label: '3:00 am',
      rangeLabel: '3:00 am – 3:15 am',
      isAsap: false,
    });
  });

  it('offers each wall-clock time once on the day DST ends', () => {
    const slots = slotsAt(night, '2026-04-05', new Date('2026-04-04T00:00:00Z'), 'pickup');
    expect(values(slots)).toEqual([
      '2026-04-05T01:15',
      '2026-04-05T01:30',
      '2026-04-05T01:45',
      '2026-04-05T02:00',
      '2026-04-05T02:15',
      '2026-04-05T02:30',
      '2026-04-05T02:45',
      '2026-04-05T03:00',
      '2026-04-05T03:15',
      '2026-04-05T03:30',
      '2026-04-05T03:45',
      '2026-04-05T04:00',
    ]);
  });

  it('labels the range over the repeated hour by wall clock', () => {
    const slots = slotsAt(night, '2026-04-05', new Date('2026-04-04T00:00:00Z'), 'pickup', 30);
    expect(slots.find((slot) => slot.value === '2026-04-05T02:45')?.rangeLabel).toBe('2:45 am – 2:15 am');
  });

  it('has no DST gap in Brisbane', () => {
    const brisbane = { ...night, timeZone: 'Australia/Brisbane' };
    const slots = slotsAt(brisbane, '2026-10-04', new Date('2026-10-03T00:00:00Z'), 'pickup');
    expect(values(slots)).toContain('2026-10-04T02:30');
    expect(slots).toHaveLength(12);
  });
});

describe('store-local midnight', () => {
  const perth: StoreTradingSchedule = {
    ...sydney,
    timeZone: 'Australia/Perth',
    weeklyHours: everyDay({
      openingTime: '11:00',
      closingTime: '23:59',
      deliveryOpeningTime: '11:00',
      deliveryClosingTime: '23:30',
    }),
  };
  // Monday 02:30 in Sydney, but still Sunday 23:30 in Perth.
  const now = new Date('2026-11-22T15:30:00Z');

  it("uses the Perth store's own day", () => {
    const today = storeLocalDate(now, perth.timeZone);
    expect(today).toBe('2026-11-22');
    const slots = slotsAt(perth, today, now, 'pickup');
    expect(values(slots)).toEqual([ASAP_SLOT_VALUE, '2026-11-22T23:45']);
    expect(slots[1]?.label).toBe('11:45 pm');
  });

  it('offers no delivery once now + promise passes the latest delivery', () => {
    expect(slotsAt(perth, '2026-11-22', now, 'delivery')).toEqual([]);
  });

  it('rejects a time on the Sydney date for the Perth store-local day', () => {
    const slots = slotsAt(perth, '2026-11-22', now, 'pickup');
    const result = validateOrderDueAt({
      isAsap: false,
      orderDueAt: '2026-11-23T11:15',
      offered: offeredTimesOfSlots(slots),
      storeLocalDay: '2026-11-22',
      timeZone: perth.timeZone,
      now,
    });
    expect(result).toEqual({ ok: false, code: 'InvalidOrderDateTime', reason: 'NotOnStoreLocalDay' });
  });
});

describe('Adelaide half-hour offset', () => {
  it('still lands on local quarter-hours', () => {
    const adelaide = { ...sydney, timeZone: 'Australia/Adelaide' };
    const now = new Date('2026-11-22T17:52:00+10:30');
    expect(slotsAt(adelaide, '2026-11-22', now, 'pickup')[1]?.value).toBe('2026-11-22T18:15');
  });
});

describe('slotLengthFor', () => {
  it('picks the setting for the service type', () => {
    const settings = { DELIVERY_SLOT_LENGTH_MINUTES: 30, PICKUP_SLOT_LENGTH_MINUTES: 15 };
    expect(slotLengthFor('delivery', settings)).toBe(30);
    expect(slotLengthFor('pickup', settings)).toBe(15);
  });
});

describe('asapDueAt', () => {
  it('is now plus one minute', () => {
    expect(asapDueAt(new Date('2026-11-22T07:00:00Z')).toISOString()).toBe('2026-11-22T07:01:00.000Z');
  });
});
