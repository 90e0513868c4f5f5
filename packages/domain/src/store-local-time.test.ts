import { describe, it, expect } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { format, formatISO } from 'date-fns';
import {
  StoreTimeFormatError,
  addDaysToDate,
  addElapsedMinutes,
  addMinutesToStoreLocal,
  dayOfWeekOfDate,
  isLocalDate,
  isTimeOfDay,
  parseStoreLocalDateTime,
  resolveStoreLocalTime,
  storeDayOfWeek,
  storeLocalDate,
  storeLocalDateTime,
  storeLocalTime,
  timeOfDayToMinutes,
  timeZoneOffsetHours,
  toStoreIso,
} from './store-local-time.ts';

const SYD = 'Australia/Sydney';
const PER = 'Australia/Perth';
const ADL = 'Australia/Adelaide';
const DRW = 'Australia/Darwin';
const BNE = 'Australia/Brisbane';
const HBA = 'Australia/Hobart';
const MEL = 'Australia/Melbourne';

const at = (iso: string) => new Date(iso);

describe('storeLocalDate / storeLocalDateTime / storeLocalTime', () => {
  it('gives the date on the store calendar, not UTC', () => {
    const instant = at('2026-11-21T14:30:00Z'); // 01:30 Sunday in Sydney, 22:30 Saturday in Perth
    expect(storeLocalDate(instant, SYD)).toBe('2026-11-22');
    expect(storeLocalDate(instant, PER)).toBe('2026-11-21');
    expect(storeLocalDateTime(instant, SYD)).toBe('2026-11-22T01:30');
    expect(storeLocalDateTime(instant, PER)).toBe('2026-11-21T22:30');
    expect(storeLocalTime(instant, ADL)).toBe('01:00');
  });
});

describe('toStoreIso', () => {
  it('writes the store offset', () => {
    expect(toStoreIso(at('2026-11-21T23:30:00Z'), SYD)).toBe('2026-11-22T10:30:00+11:00');
    expect(toStoreIso(at('2026-06-21T23:30:00Z'), SYD)).toBe('2026-06-22T09:30:00+10:00');
    expect(toStoreIso(at('2026-11-21T23:30:00Z'), ADL)).toBe('2026-11-22T10:00:00+10:30');
    expect(toStoreIso(at('2026-11-21T23:30:00Z'), PER)).toBe('2026-11-22T07:30:00+08:00');
  });
});

describe('timeZoneOffsetHours', () => {
  const summer = at('2026-01-15T00:00:00Z');
  const winter = at('2026-07-15T00:00:00Z');

  it.each([
    [SYD, 11, 10],
    [MEL, 11, 10],
    [HBA, 11, 10],
    [ADL, 10.5, 9.5],
    [BNE, 10, 10],
    [DRW, 9.5, 9.5],
    [PER, 8, 8],
  ])('%s is +%s in summer and +%s in winter', (zone, summerHours, winterHours) => {
    expect(timeZoneOffsetHours(summer, zone)).toBe(summerHours);
    expect(timeZoneOffsetHours(winter, zone)).toBe(winterHours);
  });

  it('switches at 02:00 AEST on the first Sunday of October', () => {
    expect(timeZoneOffsetHours(at('2026-10-03T15:59:00Z'), SYD)).toBe(10);
    expect(timeZoneOffsetHours(at('2026-10-03T16:00:00Z'), SYD)).toBe(11);
  });

  it('switches back at 03:00 AEDT on the first Sunday of April', () => {
    expect(timeZoneOffsetHours(at('2026-04-04T15:59:00Z'), SYD)).toBe(11);
    expect(timeZoneOffsetHours(at('2026-04-04T16:00:00Z'), SYD)).toBe(10);
  });
});

describe('day of week', () => {
  it('uses the store calendar', () => {
    const instant = at('2026-11-21T14:30:00Z'); // Sunday in Sydney, Saturday in Perth
    expect(storeDayOfWeek(instant, SYD)).toBe(0);
    expect(storeDayOfWeek(instant, PER)).toBe(6);
  });

  it('gives the weekday of a calendar date', () => {
    expect(dayOfWeekOfDate('2026-11-22')).toBe(0);
    expect(dayOfWeekOfDate('2026-11-23')).toBe(1);
    expect(dayOfWeekOfDate('2026-11-28')).toBe(6);
  });

  it('rejects malformed dates', () => {
    expect(() => dayOfWeekOfDate('2026-02-30')).toThrow(StoreTimeFormatError);
  });
});

describe('addDaysToDate', () => {
  it('steps calendar days across month, year and DST boundaries', () => {
    expect(addDaysToDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-10-03', 1)).toBe('2026-10-04');
    expect(addDaysToDate('2026-10-04', 1)).toBe('2026-10-05');
    expect(addDaysToDate('2026-04-05', -1)).toBe('2026-04-04');
  });
});

describe('adding minutes across DST', () => {
  it('loses an hour of wall clock when DST starts', () => {
    const start = resolveStoreLocalTime('2026-10-04', '01:30', SYD);
    expect(storeLocalDateTime(addElapsedMinutes(start, 60), SYD)).toBe('2026-10-04T03:30');
    expect(addMinutesToStoreLocal('2026-10-04T01:45', 15, SYD)).toBe('2026-10-04T03:00');
  });

  it('repeats an hour of wall clock when DST ends', () => {
    expect(addMinutesToStoreLocal('2026-04-05T02:30', 60, SYD)).toBe('2026-04-05T02:30');
    expect(addMinutesToStoreLocal('2026-04-05T01:30', 120, SYD)).toBe('2026-04-05T02:30');
  });

  it('is plain arithmetic where there is no DST', () => {
    expect(addMinutesToStoreLocal('2026-10-04T01:30', 60, BNE)).toBe('2026-10-04T02:30');
    expect(addMinutesToStoreLocal('2026-10-04T01:30', 60, PER)).toBe('2026-10-04T02:30');
    expect(addMinutesToStoreLocal('2026-10-04T01:30', 60, DRW)).toBe('2026-10-04T02:30');
  });

  it('crosses midnight', () => {
    expect(addMinutesToStoreLocal('2026-11-21T23:50', 15, SYD)).toBe('2026-11-22T00:05');
  });

  it('returns null for an unparseable value', () => {
    expect(addMinutesToStoreLocal('nonsense', 15, SYD)).toBeNull();
  });
});

describe('parseStoreLocalDateTime', () => {
  it('parses a store-local value into an instant', () => {
    expect(parseStoreLocalDateTime('2026-11-22T10:30', SYD)?.toISOString()).toBe('2026-11-21T23:30:00.000Z');
    expect(parseStoreLocalDateTime('2026-11-22T10:30', PER)?.toISOString()).toBe('2026-11-22T02:30:00.000Z');
    expect(parseStoreLocalDateTime('2026-11-22T10:30', ADL)?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it.each([
    '',
    '2026-11-22',
    '2026-11-22 10:30',
    '2026-11-22T10:30:00',
    '2026-13-01T10:00',
    '2026-02-29T10:00',
    '2026-11-22T24:00',
    '2026-11-22T10:60',
    '2026-11-22T10:30Z',
  ])('returns null for malformed %j', (value) => {
    expect(parseStoreLocalDateTime(value, SYD)).toBeNull();
  });

  it('returns null for a wall-clock time skipped by DST start', () => {
    expect(parseStoreLocalDateTime('2026-10-04T02:00', SYD)).toBeNull();
    expect(parseStoreLocalDateTime('2026-10-04T02:45', SYD)).toBeNull();
    expect(parseStoreLocalDateTime('2026-10-04T01:59', SYD)?.toISOString()).toBe('2026-10-03T15:59:00.000Z');
    expect(parseStoreLocalDateTime('2026-10-04T03:00', SYD)?.toISOString()).toBe('2026-10-03T16:00:00.000Z');
    // Brisbane has no DST, so the same wall clock exists there.
    expect(parseStoreLocalDateTime('2026-10-04T02:30', BNE)?.toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('takes the first occurrence of a time repeated at DST end', () => {
    expect(parseStoreLocalDateTime('2026-04-05T02:30', SYD)?.toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(parseStoreLocalDateTime('2026-04-05T03:00', SYD)?.toISOString()).toBe('2026-04-04T17:00:00.000Z');
  });
});

describe('resolveStoreLocalTime', () => {
  it('moves a skipped time forward by the gap', () => {
    expect(toStoreIso(resolveStoreLocalTime('2026-10-04', '02:30', SYD), SYD)).toBe('2026-10-04T03:30:00+11:00');
  });

  it('resolves a repeated time to daylight time', () => {
    expect(toStoreIso(resolveStoreLocalTime('2026-04-05', '02:30', SYD), SYD)).toBe('2026-04-05T02:30:00+11:00');
  });

  it('throws a typed error for malformed input', () => {
    expect(() => resolveStoreLocalTime('2026-04-05', '2:30', SYD)).toThrow(StoreTimeFormatError);
    expect(() => resolveStoreLocalTime('05/04/2026', '02:30', SYD)).toThrow(StoreTimeFormatError);
  });
});

describe('format checks', () => {
  it('validates dates and times of day', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(timeOfDayToMinutes('18:15')).toBe(1095);
    expect(() => timeOfDayToMinutes('6pm')).toThrow(StoreTimeFormatError);
  });
});

describe('offsets kept per quarter hour agree with the time zone database', () => {
  const zones = ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Lord_Howe', 'UTC'];
  // Every 65 minutes 7 seconds through 2026, so instants land at every offset within a quarter hour.
  const instants = Array.from({ length: 8_100 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 3_907_000));

  it.each(zones)('%s: formatting matches date-fns with TZDate at every sampled instant', (zone) => {
    for (const instant of instants) {
      const zoned = new TZDate(instant, zone);
      expect(toStoreIso(instant, zone)).toBe(formatISO(zoned));
      expect(storeLocalDateTime(instant, zone)).toBe(format(zoned, "yyyy-MM-dd'T'HH:mm"));
      expect(storeDayOfWeek(instant, zone)).toBe(zoned.getDay());
    }
  });

  it('switches at the exact instant Sydney daylight time starts and Lord Howe moves half an hour', () => {
    const sydneyStart = Date.parse('2026-10-03T16:00:00Z');
    expect(toStoreIso(new Date(sydneyStart - 1000), 'Australia/Sydney')).toBe('2026-10-04T01:59:59+10:00');
    expect(toStoreIso(new Date(sydneyStart), 'Australia/Sydney')).toBe('2026-10-04T03:00:00+11:00');
    const lordHoweStart = Date.parse('2026-10-03T15:30:00Z');
    expect(toStoreIso(new Date(lordHoweStart - 1000), 'Australia/Lord_Howe')).toBe('2026-10-04T01:59:59+10:30');
    expect(toStoreIso(new Date(lordHoweStart), 'Australia/Lord_Howe')).toBe('2026-10-04T02:30:00+11:00');
  });
});
