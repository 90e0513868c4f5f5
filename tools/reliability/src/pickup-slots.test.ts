import { offeredTimesFor, type TradingDay } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { pickupSlots, type PickupSchedule } from './pickup-slots.ts';

// Sydney is UTC+11 in summer.
function tradingDay(date: string, hours?: { earliest: string; latest: string }): TradingDay {
  const at = (time: string) => `${date}T${time}:00+11:00`;
  return {
    date,
    timeZone: 'Australia/Sydney',
    storeTime: at('00:00'),
    displayDate: date,
    exceptionName: null,
    tradingHours: hours
      ? [
          {
            earliestDelivery: at(hours.earliest),
            earliestPickUp: at(hours.earliest),
            latestDelivery: at(hours.latest),
            latestPickUp: at(hours.latest),
            openingTime: at('10:30'),
            closingTime: at('23:00'),
            deliveryOpeningTime: at('11:00'),
            deliveryClosingTime: at('22:45'),
          },
        ]
      : [],
    dineInHours: [],
  };
}

const parramatta: PickupSchedule = {
  storeId: 1002,
  pickupTimeMinutes: 20,
  tradingDays: [
    tradingDay('2026-11-30', { earliest: '11:00', latest: '22:45' }),
    tradingDay('2026-12-01'),
    tradingDay('2026-12-02', { earliest: '11:00', latest: '22:45' }),
  ],
};
const schedule: PickupSchedule[] = [{ storeId: 7, pickupTimeMinutes: 20, tradingDays: [] }, parramatta];

describe('pickup slots of a closed store', () => {
  it('late at night: today’s slots have passed and a closed day has none, so the next trading day’s first', () => {
    expect(pickupSlots(schedule, 1002, Date.parse('2026-11-30T23:10:00+11:00'))).toEqual(['2026-12-02T11:00']);
  });

  it('early morning: per trading day, the first quarter hour 40 minutes plus the promise time ahead', () => {
    // 10:20 + 40 minutes + 20 minutes' promise is 11:20: the next quarter hour is 11:30.
    expect(pickupSlots(schedule, 1002, Date.parse('2026-11-30T10:20:00+11:00'))).toEqual([
      '2026-11-30T11:30',
      '2026-12-02T11:00',
    ]);
  });

  it('each slot is still one the server accepts half an hour later, when the order is placed', () => {
    const now = Date.parse('2026-11-30T10:20:00+11:00');
    const [slot] = pickupSlots(schedule, 1002, now);
    const offered = offeredTimesFor({
      tradingDay: parramatta.tradingDays[0]!,
      serviceType: 'pickup',
      now: new Date(now + 30 * 60_000),
      promiseMinutes: parramatta.pickupTimeMinutes,
    });
    expect(offered.scheduled(slot!)).toBe(true);
  });

  it('a store not in the schedule has none', () => {
    expect(pickupSlots(schedule, 9999)).toEqual([]);
  });
});
