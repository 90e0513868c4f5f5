// Scheduled pickup times for a store that is closed now, read from its schedule
// (`GET /api/v1/store/schedule/postcode`) with the storefront's own slot rules (`timeSlotsFor`,
// the list the app offers and the server checks an order's time against). The reliability
// battery's shopper, the bench's basket fixture (tools/bench/src/fixtures.ts) and the browser
// journeys' basket helper (apps/web/e2e/support/basket.ts) ask for one when ASAP is refused with 412.
import { timeSlotsFor, type TradingDay } from '@storefront/domain';

/** A store's schedule as the endpoint answers it, cut down to what is read here. */
export interface PickupSchedule {
  storeId: number;
  pickupTimeMinutes: number;
  tradingDays: TradingDay[];
}

/**
 * How far past the store's own earliest pickup the slot is asked for: the time must still be
 * offered when the order is placed, a journey or a benchmark later.
 */
const LEAD_MS = 40 * 60_000;

/**
 * Pickup times the store offers (`orderDueAt`, store-local 'YYYY-MM-DDTHH:mm'), one per trading
 * day, earliest first: each day's first scheduled slot as the app would list it LEAD_MS from now.
 * A day with none left (today, late at night) or closed is skipped.
 */
export function pickupSlots(schedules: readonly PickupSchedule[], storeId: number, now = Date.now()): string[] {
  const store = schedules.find((s) => s.storeId === storeId);
  if (!store) return [];
  const askedAt = new Date(now + LEAD_MS);
  return store.tradingDays.flatMap((tradingDay) => {
    const slots = timeSlotsFor({
      tradingDay,
      serviceType: 'pickup',
      now: askedAt,
      promiseMinutes: store.pickupTimeMinutes,
    });
    const first = slots.find((slot) => !slot.isAsap);
    return first ? [first.value] : [];
  });
}
