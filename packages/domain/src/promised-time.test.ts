import { describe, expect, it } from 'vitest';
import { promisedTime, storeDaysFrom } from './promised-time.ts';

const SYDNEY = 'Australia/Sydney';

describe('promisedTime', () => {
  it('ASAP: placement plus the promise minutes, not the basket due time (now plus 1 minute)', () => {
    const placedAt = new Date('2026-05-12T09:30:00Z'); // 7:30 pm in Sydney
    const due = promisedTime({
      isAsap: true,
      orderDueAt: new Date('2026-05-12T09:31:00Z'),
      placedAt,
      promiseTimeMinutes: 30,
    });
    expect(due.toISOString()).toBe('2026-05-12T10:00:00.000Z');
  });

  it('a chosen time is the promise', () => {
    const orderDueAt = new Date('2026-05-13T02:15:00Z');
    expect(
      promisedTime({ isAsap: false, orderDueAt, placedAt: new Date('2026-05-12T09:30:00Z'), promiseTimeMinutes: 30 }),
    ).toEqual(orderDueAt);
  });
});

describe('storeDaysFrom', () => {
  it('counts calendar days in the store zone, not 24-hour spans', () => {
    const now = new Date('2026-05-12T13:00:00Z'); // 11 pm Tue in Sydney
    expect(storeDaysFrom(now, new Date('2026-05-12T13:30:00Z'), SYDNEY)).toBe(0);
    expect(storeDaysFrom(now, new Date('2026-05-12T14:15:00Z'), SYDNEY)).toBe(1); // 12:15 am Wed
    expect(storeDaysFrom(now, new Date('2026-05-14T02:15:00Z'), SYDNEY)).toBe(2);
    expect(storeDaysFrom(now, new Date('2026-05-12T01:00:00Z'), SYDNEY)).toBe(0);
    expect(storeDaysFrom(now, new Date('2026-05-11T01:00:00Z'), SYDNEY)).toBe(-1);
  });
});
