import { describe, expect, it } from 'vitest';
import { dayAndTime, storeDayTime, whenAt } from './store-day-time.ts';

const SYDNEY = 'Australia/Sydney';
// Tuesday 24 November 2026, 11 pm in Sydney (UTC+11).
const now = new Date('2026-11-24T12:00:00Z');
const words = (s: string) => s.replace(/\s+/g, ' ');

describe('dayAndTime', () => {
  it('says the time alone today, and the day when it is not today, on the store calendar', () => {
    expect(words(dayAndTime('2026-11-24T12:30:00Z', SYDNEY, now))).toBe('11:30 pm');
    expect(words(dayAndTime('2026-11-25T01:15:00Z', SYDNEY, now))).toBe('tomorrow 12:15 pm');
    expect(words(dayAndTime('2026-11-24T10:00:00Z', SYDNEY, now))).toBe('9:00 pm');
    expect(words(dayAndTime('2026-11-23T10:00:00Z', SYDNEY, now))).toBe('yesterday 9:00 pm');
    expect(words(dayAndTime('2026-11-26T01:15:00Z', SYDNEY, now))).toMatch(/^Thu,? 26 Nov 12:15 pm$/);
  });

  it("counts days in the store's zone, not the viewer's", () => {
    // 10:30 pm on the 24th in Perth (UTC+8) is 1:30 am on the 25th in Sydney.
    expect(storeDayTime('2026-11-24T14:30:00Z', 'Australia/Perth', now).days).toBe(0);
    expect(storeDayTime('2026-11-24T14:30:00Z', SYDNEY, now).days).toBe(1);
  });
});

describe('whenAt', () => {
  it('reads in a sentence', () => {
    expect(words(whenAt('2026-11-24T12:30:00Z', SYDNEY, now))).toBe('at 11:30 pm');
    expect(words(whenAt('2026-11-25T01:15:00Z', SYDNEY, now))).toBe('tomorrow at 12:15 pm');
    expect(words(whenAt('2026-11-26T01:15:00Z', SYDNEY, now))).toMatch(/^on Thu,? 26 Nov at 12:15 pm$/);
  });
});
