import { describe, expect, it } from 'vitest';
import { pickupSlots } from './pickup-slots.ts';

// Sydney is UTC+11 in summer: 11:00 there is 00:00Z.
const schedule = [
  { storeId: 7, tradingDays: [] },
  {
    storeId: 1002,
    tradingDays: [
      { tradingHours: [{ earliestPickUp: '2026-11-30T11:00:00+11:00', latestPickUp: '2026-11-30T22:45:00+11:00' }] },
      { tradingHours: [] },
      { tradingHours: [{ earliestPickUp: '2026-12-02T11:00:00+11:00', latestPickUp: '2026-12-02T22:45:00+11:00' }] },
    ],
  },
];

describe('pickup slots of a closed store', () => {
  it('late at night: today’s period has passed, the next trading period’s first pickup', () => {
    expect(pickupSlots(schedule, 1002, Date.parse('2026-11-30T23:10:00+11:00'))).toEqual(['2026-12-02T11:00']);
  });

  it('early morning: the first quarter hour at least an hour ahead, per period', () => {
    expect(pickupSlots(schedule, 1002, Date.parse('2026-11-30T10:20:00+11:00'))).toEqual([
      '2026-11-30T11:30',
      '2026-12-02T11:00',
    ]);
  });

  it('a store not in the schedule has none', () => {
    expect(pickupSlots(schedule, 9999)).toEqual([]);
  });
});
