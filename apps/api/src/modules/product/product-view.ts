import type { Product, ProductAvailability, ProductView, StoreSeed } from '@storefront/contract';
import {
  dayOfWeekOfDate,
  isLocalDate,
  isTimeOfDay,
  parseStoreLocalDateTime,
  storeLocalDateTime,
  type DayOfWeek,
} from '@storefront/domain';
import { invalidRequest } from '../../platform/errors.ts';

/** A store-local wall-clock moment: all an availability window needs. */
export interface WallClock {
  dayOfWeek: DayOfWeek;
  /** HH:mm */
  time: string;
}

/** Where and when the order is fulfilled; null parts are unknown and not evaluated. */
export interface Fulfilment {
  storeCode: string | null;
  at: WallClock | null;
}

export const NO_FULFILMENT: Fulfilment = { storeCode: null, at: null };

/** Finds a store by code or throws the 404 'Store not found.' (the store service's requireStore). */
export type StoreLookup = (code: string) => Promise<StoreSeed>;

const wallClockOf = (localDateTime: string): WallClock => ({
  dayOfWeek: dayOfWeekOfDate(localDateTime.slice(0, 10)),
  time: localDateTime.slice(11, 16),
});

/**
 * Resolves the store and the store-local time the menu is for. Without a time, a known store is
 * asked about now; without a store, a given time is still a wall clock, so windows still apply.
 * `where` names the field for a 400: 'query' or 'body'.
 */
export async function resolveFulfilment(
  input: { storeCode?: string | undefined; fulfilmentDateTime?: string | undefined },
  findStore: StoreLookup,
  now: Date,
  where: 'query' | 'body' = 'query',
): Promise<Fulfilment> {
  const store = input.storeCode ? await findStore(input.storeCode) : null;
  const value = input.fulfilmentDateTime;
  if (value === undefined) {
    return { storeCode: store?.code ?? null, at: store ? wallClockOf(storeLocalDateTime(now, store.timeZone)) : null };
  }
  // An impossible date (02-30) or a time DST skips in the store's zone can never have been offered.
  const valid = store
    ? parseStoreLocalDateTime(value, store.timeZone) !== null
    : isLocalDate(value.slice(0, 10)) && isTimeOfDay(value.slice(11, 16));
  if (!valid) {
    const field = `${where}.fulfilmentDateTime`;
    throw invalidRequest(`Invalid request: ${field}.`, [
      { field, message: 'Not a date and time that exists at the store' },
    ]);
  }
  return { storeCode: store?.code ?? null, at: wallClockOf(value) };
}

/** Windows are half-open, [fromTime, toTime): a lunch pizza (11:00–15:00) is gone at 15:00. */
export const isWithinWindow = (availability: ProductAvailability | null, at: WallClock | null): boolean =>
  availability === null ||
  at === null ||
  (availability.daysOfWeek.includes(at.dayOfWeek) && at.time >= availability.fromTime && at.time < availability.toTime);

/**
 * The product for one store and time. Without ingredient details only the ingredients it comes
 * with (isDefault) remain: enough for a menu card, a fraction of a pizza's ~40 rows.
 */
export function toProductView(
  product: Product,
  fulfilment: Fulfilment,
  includeIngredientDetails: boolean,
): ProductView {
  const outHere = fulfilment.storeCode !== null && product.outOfStockStoreCodes.includes(fulfilment.storeCode);
  return {
    ...product,
    ingredients: includeIngredientDetails ? product.ingredients : product.ingredients.filter((i) => i.isDefault),
    isOutOfStock: product.isOutOfStock || outHere,
    isAvailable: isWithinWindow(product.availability, fulfilment.at),
  };
}

/** Can be ordered for this store and time. */
export const isOrderable = (view: ProductView): boolean => !view.isOutOfStock && view.isAvailable;

/** Meals, deals and coupons: what the meal builder and the meals calls serve. */
export const isMeal = (product: Product): boolean =>
  product.discriminator === 'Deal' || product.discriminator === 'Coupon';
