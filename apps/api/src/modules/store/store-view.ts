import type { Store, StoreSeed, TradingDay } from '@storefront/contract';
import {
  promiseTimeMinutes,
  timeZoneOffsetHours,
  tradingDaysFor,
  type StoreTradingSchedule,
  type WeeklyTradingHours,
} from '@storefront/domain';

/** The API's store: the seed without hours and zones, with today's UTC offset. */
export function toApiStore(seed: StoreSeed, now: Date): Store {
  const { weeklyHours: _hours, tradingExceptions: _exceptions, deliveryZone: _zone, ...store } = seed;
  return { ...store, timeZoneOffsetHours: timeZoneOffsetHours(now, seed.timeZone) };
}

export function deliveryPromiseMinutes(seed: StoreSeed, suburbAdjustmentMinutes = 0): number {
  return promiseTimeMinutes(seed, 'delivery', {
    suburbAdjustmentMinutes,
    deliveryAdjustmentMinutes: seed.pod.deliveryAdjustmentMinutes,
  });
}

export const pickupPromiseMinutes = (seed: StoreSeed): number => promiseTimeMinutes(seed, 'pickup');

export function tradingScheduleOf(
  seed: StoreSeed,
  includeTradingException = true,
  suburbAdjustmentMinutes = 0,
): StoreTradingSchedule {
  return {
    timeZone: seed.timeZone,
    // The contract has already checked dayOfWeek is 0..6.
    weeklyHours: seed.weeklyHours as WeeklyTradingHours,
    exceptions: includeTradingException ? seed.tradingExceptions : [],
    deliveryPromiseMinutes: deliveryPromiseMinutes(seed, suburbAdjustmentMinutes),
    pickupPromiseMinutes: pickupPromiseMinutes(seed),
  };
}

// Trading days change only with the clock's minute: every search in that minute shares them
// (storeTime included, so it may be up to a minute old)
// (a location search lists ten stores with seven days each).
let cachedMinute = -1;
const daysCache = new Map<string, TradingDay[]>();

/** Trading days for today and the week ahead, in the store's own zone. */
export function tradingDaysOf(seed: StoreSeed, now: Date, includeTradingException = true): TradingDay[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cachedMinute) {
    cachedMinute = minute;
    daysCache.clear();
  }
  const key = `${seed.storeId}:${includeTradingException}`;
  let days = daysCache.get(key);
  if (!days) {
    days = tradingDaysFor(tradingScheduleOf(seed, includeTradingException), undefined, undefined, now);
    daysCache.set(key, days);
  }
  return days;
}
