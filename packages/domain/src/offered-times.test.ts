// The server answers "is this time offered?" one value at a time (offeredTimesFor); the app lists
// the day (timeSlotsFor). They must agree on every value, at every moment, on every kind of day.
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from './store-local-time.ts';
import { offeredTimesFor, offeredTimesOfSlots, timeSlotsFor, type TimeSlotRequest } from './time-slots.ts';
import { tradingDayFor, type StoreTradingSchedule } from './trading-hours.ts';
import { everyDay, sydney, sydneyNight } from './slot-fixtures.test-support.ts';

const splitSessions: StoreTradingSchedule = {
  ...sydney,
  timeZone: 'Australia/Adelaide',
  weeklyHours: [
    ...everyDay({
      openingTime: '11:00',
      closingTime: '14:00',
      deliveryOpeningTime: '11:30',
      deliveryClosingTime: '13:45',
    }),
    ...everyDay({
      openingTime: '17:00',
      closingTime: '23:30',
      deliveryOpeningTime: '17:00',
      deliveryClosingTime: '23:00',
    }),
  ],
};
const lateNight: StoreTradingSchedule = {
  ...sydney,
  timeZone: 'Australia/Perth',
  weeklyHours: everyDay({
    openingTime: '16:00',
    closingTime: '23:59',
    deliveryOpeningTime: '16:30',
    deliveryClosingTime: '23:50',
  }),
  exceptions: [{ date: '2026-11-23', name: 'Short day', isClosed: false, openingTime: '18:00', closingTime: '21:00' }],
};

const schedules = { sydney, sydneyNight, splitSessions, lateNight };
// An ordinary day, Christmas (closed), the short exception day, and both DST changes in Sydney.
const days = ['2026-11-22', '2026-11-23', '2026-12-25', '2026-10-04', '2026-04-05'];

// Every quarter of the day, plus values that are never slots.
function candidates(day: string): string[] {
  const quarters = Array.from({ length: 96 }, (_, index) => {
    const hh = String(Math.floor(index / 4)).padStart(2, '0');
    const mm = String((index % 4) * 15).padStart(2, '0');
    return `${day}T${hh}:${mm}`;
  });
  return [...quarters, `${day}T18:10`, `${day}T24:00`, `${day}T18:15:00`, `${addDaysToDate(day, 1)}T18:15`, 'ASAP', ''];
}

describe('offeredTimesFor agrees with the listed slots', () => {
  for (const [name, schedule] of Object.entries(schedules)) {
    it(`on ${name}'s days, at moments through the day before and the day itself`, () => {
      let compared = 0;
      for (const day of days) {
        // Every 97 minutes from the morning before: before opening, open, after closing, the day itself.
        for (let step = 0; step < 30; step++) {
          const now = new Date(new Date(`${addDaysToDate(day, -1)}T08:00:00Z`).getTime() + step * 97 * 60_000);
          for (const serviceType of ['delivery', 'pickup'] as const) {
            const promiseMinutes = serviceType === 'delivery' ? 40 : 15;
            const request: TimeSlotRequest = {
              tradingDay: tradingDayFor(schedule, day, now),
              serviceType,
              now,
              promiseMinutes,
            };
            const listed = offeredTimesOfSlots(timeSlotsFor(request));
            const answered = offeredTimesFor(request);
            expect(answered.asap(), `ASAP ${day} at ${now.toISOString()}`).toBe(listed.asap());
            for (const value of candidates(day)) {
              expect(answered.scheduled(value), `${value} at ${now.toISOString()} (${serviceType})`).toBe(
                listed.scheduled(value),
              );
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(25_000);
    });
  }

  it('offers a time of the day and refuses one just past its window', () => {
    const now = new Date('2026-11-22T06:52:00Z'); // 5:52 pm in Sydney
    const offered = offeredTimesFor({
      tradingDay: tradingDayFor(sydney, '2026-11-22', now),
      serviceType: 'pickup',
      now,
      promiseMinutes: 15,
    });
    expect(offered.asap()).toBe(true);
    expect(offered.scheduled('2026-11-22T18:00')).toBe(false); // 5:52 + 15 minutes is past 6:00
    expect(offered.scheduled('2026-11-22T18:15')).toBe(true);
    expect(offered.scheduled('2026-11-22T23:00')).toBe(true);
    expect(offered.scheduled('2026-11-22T23:15')).toBe(false);
  });
});
