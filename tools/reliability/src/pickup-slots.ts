// Scheduled pickup times for a store that is closed now, read from its schedule
// (`GET /api/v1/store/schedule/postcode`). The reliability battery's shopper and the bench's
// basket fixture (tools/bench/src/fixtures.ts) both ask for one when ASAP is refused with 412.

/** A store's schedule as the endpoint answers it, cut down to what is read here. */
export interface PickupSchedule {
  storeId: number;
  tradingDays: { tradingHours: { earliestPickUp: string; latestPickUp: string }[] }[];
}

const QUARTER_MS = 15 * 60_000;
/** Lead time asked of a scheduled pickup: the store's own minimum is shorter. */
const LEAD_MS = 60 * 60_000;

const sydney = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Australia/Sydney',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * Pickup times the store may take an order for, in Sydney time (`orderDueAt`), earliest first:
 * per trading period, the first quarter hour at least an hour ahead that is not past the period's
 * last pickup. Today's period is skipped once it has passed (late at night its earliest pickup is
 * hours behind).
 */
export function pickupSlots(schedules: readonly PickupSchedule[], storeId: number, now = Date.now()): string[] {
  const store = schedules.find((s) => s.storeId === storeId);
  return (store?.tradingDays ?? [])
    .flatMap((day) => day.tradingHours)
    .map((hours) => ({
      start: Math.ceil(Math.max(Date.parse(hours.earliestPickUp), now + LEAD_MS) / QUARTER_MS) * QUARTER_MS,
      latest: Date.parse(hours.latestPickUp),
    }))
    .filter(({ start, latest }) => start <= latest)
    .map(({ start }) => sydney.format(new Date(start)).replace(' ', 'T'));
}
