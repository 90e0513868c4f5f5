import { describe, it, expect } from 'vitest';
import {
  DEFAULT_TRADING_DAYS,
  InvalidTradingHoursError,
  displayDate,
  isOpenAt,
  serviceWindows,
  tradingDayFor,
  tradingDaysFor,
} from './trading-hours.ts';
import type { StoreTradingSchedule, WeeklyTradingHoursEntry } from './trading-hours.ts';
import type { DayOfWeek } from './store-local-time.ts';

const everyDay = (hours: Omit<WeeklyTradingHoursEntry, 'dayOfWeek'>): WeeklyTradingHoursEntry[] =>
  ([0, 1, 2, 3, 4, 5, 6] as DayOfWeek[]).map((dayOfWeek) => ({ dayOfWeek, ...hours }));

const sydney: StoreTradingSchedule = {
  timeZone: 'Australia/Sydney',
  weeklyHours: everyDay({
    openingTime: '10:30',
    closingTime: '23:00',
    deliveryOpeningTime: '11:00',
    deliveryClosingTime: '22:30',
  }).filter((entry) => entry.dayOfWeek !== 1), // closed Mondays
  deliveryPromiseMinutes: 40,
  pickupPromiseMinutes: 15,
};

const now = new Date('2026-11-21T23:00:00Z'); // Sunday 22 November, 10:00 in Sydney

describe('tradingDayFor', () => {
  it('builds the Trading hours entity with the store offset', () => {
    const day = tradingDayFor(sydney, '2026-11-22', now);
    expect(day).toEqual({
      date: '2026-11-22',
      timeZone: 'Australia/Sydney',
      storeTime: '2026-11-22T10:00:00+11:00',
      displayDate: 'Sunday 22 November',
      exceptionName: null,
      tradingHours: [
        {
          openingTime: '2026-11-22T10:30:00+11:00',
          closingTime: '2026-11-22T23:00:00+11:00',
          deliveryOpeningTime: '2026-11-22T11:00:00+11:00',
          deliveryClosingTime: '2026-11-22T22:30:00+11:00',
          earliestPickUp: '2026-11-22T10:45:00+11:00', // opening + 15
          earliestDelivery: '2026-11-22T11:40:00+11:00', // delivery opening + 40
          latestPickUp: '2026-11-22T23:00:00+11:00',
          latestDelivery: '2026-11-22T22:30:00+11:00',
        },
      ],
      dineInHours: [],
    });
  });

  it('uses standard time offsets in winter', () => {
    const day = tradingDayFor(sydney, '2026-06-21', now);
    expect(day.tradingHours[0]?.openingTime).toBe('2026-06-21T10:30:00+10:00');
  });

  it('treats a weekday missing from the list as closed', () => {
    const monday = tradingDayFor(sydney, '2026-11-23', now);
    expect(monday.displayDate).toBe('Monday 23 November');
    expect(monday.tradingHours).toEqual([]);
  });

  it('keeps split sessions in opening order', () => {
    const split: StoreTradingSchedule = {
      ...sydney,
      weeklyHours: [
        {
          dayOfWeek: 0,
          openingTime: '17:00',
          closingTime: '21:00',
          deliveryOpeningTime: '17:00',
          deliveryClosingTime: '21:00',
        },
        {
          dayOfWeek: 0,
          openingTime: '11:00',
          closingTime: '14:00',
          deliveryOpeningTime: '11:00',
          deliveryClosingTime: '14:00',
        },
      ],
    };
    const day = tradingDayFor(split, '2026-11-22', now);
    expect(day.tradingHours.map((hours) => hours.openingTime)).toEqual([
      '2026-11-22T11:00:00+11:00',
      '2026-11-22T17:00:00+11:00',
    ]);
  });

  it('uses each zone’s own offset', () => {
    const zones: [string, string][] = [
      ['Australia/Perth', '+08:00'],
      ['Australia/Adelaide', '+10:30'],
      ['Australia/Darwin', '+09:30'],
      ['Australia/Brisbane', '+10:00'],
      ['Australia/Hobart', '+11:00'],
      ['Australia/Melbourne', '+11:00'],
    ];
    for (const [timeZone, offset] of zones) {
      const day = tradingDayFor({ ...sydney, timeZone }, '2026-11-22', now);
      expect(day.tradingHours[0]?.openingTime).toBe(`2026-11-22T10:30:00${offset}`);
    }
  });

  it('moves times across DST start without losing the promise minutes', () => {
    const early: StoreTradingSchedule = {
      ...sydney,
      weeklyHours: [
        {
          dayOfWeek: 0,
          openingTime: '01:30',
          closingTime: '05:00',
          deliveryOpeningTime: '01:30',
          deliveryClosingTime: '04:00',
        },
      ],
    };
    const [hours] = tradingDayFor(early, '2026-10-04', now).tradingHours;
    expect(hours?.openingTime).toBe('2026-10-04T01:30:00+10:00');
    expect(hours?.earliestPickUp).toBe('2026-10-04T01:45:00+10:00');
    expect(hours?.earliestDelivery).toBe('2026-10-04T03:10:00+11:00'); // 40 elapsed minutes
    expect(hours?.closingTime).toBe('2026-10-04T05:00:00+11:00');
  });
});

describe('trading exceptions', () => {
  const withHolidays: StoreTradingSchedule = {
    ...sydney,
    exceptions: [
      { date: '2026-12-25', name: 'Christmas Day', isClosed: true },
      {
        date: '2026-12-26',
        name: 'Boxing Day',
        isClosed: false,
        openingTime: '12:00',
        closingTime: '20:00',
        deliveryOpeningTime: '12:30',
        deliveryClosingTime: '19:30',
      },
      { date: '2026-12-27', name: 'Partial', isClosed: false, closingTime: '18:00' },
      { date: '2026-12-28', name: 'Open Monday', isClosed: false, openingTime: '11:00', closingTime: '15:00' },
    ],
  };

  it('closes the store for a closing exception', () => {
    const day = tradingDayFor(withHolidays, '2026-12-25', now);
    expect(day.tradingHours).toEqual([]);
    expect(day.exceptionName).toBe('Christmas Day');
    expect(day.displayDate).toBe('Friday 25 December');
  });

  it('replaces the hours for a replacing exception', () => {
    const [hours] = tradingDayFor(withHolidays, '2026-12-26', now).tradingHours;
    expect(hours).toEqual({
      openingTime: '2026-12-26T12:00:00+11:00',
      closingTime: '2026-12-26T20:00:00+11:00',
      deliveryOpeningTime: '2026-12-26T12:30:00+11:00',
      deliveryClosingTime: '2026-12-26T19:30:00+11:00',
      earliestPickUp: '2026-12-26T12:15:00+11:00',
      earliestDelivery: '2026-12-26T13:10:00+11:00',
      latestPickUp: '2026-12-26T20:00:00+11:00',
      latestDelivery: '2026-12-26T19:30:00+11:00',
    });
  });

  it('fills missing exception times from the weekday and the exception itself', () => {
    const [sunday] = tradingDayFor(withHolidays, '2026-12-27', now).tradingHours;
    expect(sunday?.openingTime).toBe('2026-12-27T10:30:00+11:00'); // weekly
    expect(sunday?.closingTime).toBe('2026-12-27T18:00:00+11:00');
    expect(sunday?.deliveryOpeningTime).toBe('2026-12-27T10:30:00+11:00'); // exception opening
    expect(sunday?.deliveryClosingTime).toBe('2026-12-27T18:00:00+11:00');
  });

  it('can open a normally closed weekday', () => {
    const [monday] = tradingDayFor(withHolidays, '2026-12-28', now).tradingHours;
    expect(monday?.openingTime).toBe('2026-12-28T11:00:00+11:00');
  });

  it('is closed when an exception names no hours on a closed weekday', () => {
    const schedule = { ...sydney, exceptions: [{ date: '2026-11-23', name: 'Odd', isClosed: false }] };
    expect(tradingDayFor(schedule, '2026-11-23', now).tradingHours).toEqual([]);
  });

  it('closes and clips dine-in with the exception', () => {
    const schedule: StoreTradingSchedule = {
      ...withHolidays,
      dineInHours: everyDay({
        openingTime: '11:00',
        closingTime: '21:00',
        deliveryOpeningTime: '11:00',
        deliveryClosingTime: '21:00',
      }),
    };
    expect(tradingDayFor(schedule, '2026-11-22', now).dineInHours[0]?.closingTime).toBe('2026-11-22T21:00:00+11:00');
    expect(tradingDayFor(schedule, '2026-12-25', now).dineInHours).toEqual([]);
    const [boxing] = tradingDayFor(schedule, '2026-12-26', now).dineInHours;
    expect(boxing?.openingTime).toBe('2026-12-26T12:00:00+11:00');
    expect(boxing?.closingTime).toBe('2026-12-26T20:00:00+11:00');
  });
});

describe('invalid configuration', () => {
  it('rejects malformed times and closing before opening', () => {
    const bad = (entry: Partial<WeeklyTradingHoursEntry>): StoreTradingSchedule => ({
      ...sydney,
      weeklyHours: [
        {
          dayOfWeek: 0,
          openingTime: '10:00',
          closingTime: '20:00',
          deliveryOpeningTime: '10:00',
          deliveryClosingTime: '20:00',
          ...entry,
        },
      ],
    });
    expect(() => tradingDayFor(bad({ closingTime: '24:00' }), '2026-11-22', now)).toThrow(InvalidTradingHoursError);
    expect(() => tradingDayFor(bad({ closingTime: '09:00' }), '2026-11-22', now)).toThrow(InvalidTradingHoursError);
    expect(() => tradingDayFor(bad({ deliveryClosingTime: '09:00' }), '2026-11-22', now)).toThrow(
      InvalidTradingHoursError,
    );
  });
});

describe('tradingDaysFor', () => {
  it('defaults to seven days', () => {
    expect(DEFAULT_TRADING_DAYS).toBe(7);
    const days = tradingDaysFor(sydney, '2026-11-22', undefined, now);
    expect(days).toHaveLength(7);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days.every((day) => day.storeTime === '2026-11-22T10:00:00+11:00')).toBe(true);
  });

  it('starts from the store-local today when no date is given', () => {
    const perthNight = new Date('2026-11-22T14:30:00Z'); // Monday 01:30 in Sydney, Sunday 22:30 in Perth
    expect(
      tradingDaysFor({ ...sydney, timeZone: 'Australia/Perth' }, undefined, 2, perthNight).map((d) => d.date),
    ).toEqual(['2026-11-22', '2026-11-23']);
    expect(tradingDaysFor(sydney, undefined, 1, perthNight)[0]?.date).toBe('2026-11-23');
  });

  it('gives the number of days asked for', () => {
    expect(tradingDaysFor(sydney, '2026-11-22', 3, now)).toHaveLength(3);
    expect(tradingDaysFor(sydney, '2026-11-22', 0, now)).toEqual([]);
  });

  it('crosses the DST change with the right offsets', () => {
    const days = tradingDaysFor(sydney, '2026-10-03', 2, now);
    expect(days[0]?.tradingHours[0]?.openingTime).toBe('2026-10-03T10:30:00+10:00');
    expect(days[1]?.tradingHours[0]?.openingTime).toBe('2026-10-04T10:30:00+11:00');
  });
});

describe('isOpenAt', () => {
  const day = tradingDayFor(sydney, '2026-11-22', now);
  const local = (time: string) => new Date(`2026-11-22T${time}:00+11:00`);

  it('is open for pickup from opening until closing', () => {
    expect(isOpenAt(day, local('10:29'), 'pickup')).toBe(false);
    expect(isOpenAt(day, local('10:30'), 'pickup')).toBe(true);
    expect(isOpenAt(day, local('22:59'), 'pickup')).toBe(true);
    expect(isOpenAt(day, local('23:00'), 'pickup')).toBe(false);
  });

  it('uses the delivery window for delivery', () => {
    expect(isOpenAt(day, local('10:45'), 'delivery')).toBe(false);
    expect(isOpenAt(day, local('11:00'), 'delivery')).toBe(true);
    expect(isOpenAt(day, local('22:29'), 'delivery')).toBe(true);
    expect(isOpenAt(day, local('22:30'), 'delivery')).toBe(false);
  });

  it('is never open on a closed day or for missing dine-in', () => {
    expect(isOpenAt(tradingDayFor(sydney, '2026-11-23', now), new Date('2026-11-23T12:00:00+11:00'), 'pickup')).toBe(
      false,
    );
    expect(isOpenAt(day, local('12:00'), 'dineIn')).toBe(false);
  });
});

describe('serviceWindows', () => {
  it('exposes absolute windows per service', () => {
    const day = tradingDayFor(sydney, '2026-11-22', now);
    expect(serviceWindows(day, 'delivery')[0]?.earliest.toISOString()).toBe('2026-11-22T00:40:00.000Z');
    expect(serviceWindows(day, 'pickup')[0]?.latest.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe('displayDate', () => {
  it('names the weekday, day and month', () => {
    expect(displayDate('2026-11-22')).toBe('Sunday 22 November');
    expect(displayDate('2027-01-01')).toBe('Friday 1 January');
  });
});
