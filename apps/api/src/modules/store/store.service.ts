import type { StoreForAddress, StoreSchedule, StoreSeed } from '@storefront/contract';
import {
  distanceKm,
  isOpenAt,
  matchDeliveryZone,
  parseStoreLocalDateTime,
  roundKm,
  storeLocalDate,
  tradingDayFor,
  type GeoPoint,
} from '@storefront/domain';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoreDirectory } from './store.repository.ts';
import {
  buildStoreSearchIndex,
  mayDeliverTo,
  storeAnswerText,
  storesPossiblyWithin,
  type StoreSearchIndex,
} from './store-search.ts';
import { toApiStore, tradingDaysOf, tradingScheduleOf } from './store-view.ts';

/** Pickup searches look this far when the caller gives no radius. */
export const DEFAULT_PICKUP_RADIUS_KM = 15;
/** A place search lists stores this close, nearest first, at most MAX_LOCATED_STORES. */
export const LOCATE_RADIUS_KM = 30;
export const MAX_LOCATED_STORES = 10;

/** Resolves a free-text place (suburb, postcode) to a point; null when unknown. */
export type PlaceResolver = (text: string) => Promise<GeoPoint | null>;

export const withSchedule = (
  seed: StoreSeed,
  now: Date,
  includeTradingException: boolean,
  km: number | null,
): StoreSchedule => ({
  ...toApiStore(seed, now),
  distanceKm: km === null ? null : roundKm(km),
  tradingDays: tradingDaysOf(seed, now, includeTradingException),
});

const trading = (seed: StoreSeed) => !seed.isComingSoon;

export const withoutSeed = ({ seed: _seed, ...store }: StoreForAddress & { seed: StoreSeed }): StoreForAddress => store;

export function storeService(directory: StoreDirectory, resolvePlace: PlaceResolver) {
  async function requireStore(code: string): Promise<StoreSeed> {
    const store = await directory.byCode(code);
    if (!store) throw notFound('Store not found.');
    return store;
  }

  // Rebuilt whenever the directory loads its rows again (a new list).
  const indexes = new WeakMap<readonly StoreSeed[], StoreSearchIndex>();
  async function searchable() {
    const all = await directory.all();
    let index = indexes.get(all);
    if (!index) indexes.set(all, (index = buildStoreSearchIndex(all)));
    return { all, index };
  }

  return {
    requireStore,

    async list(includeComingSoon: boolean, now: Date) {
      const all = await directory.all();
      return all.filter((s) => includeComingSoon || trading(s)).map((s) => toApiStore(s, now));
    },

    async byName(name: string, now: Date) {
      const wanted = name
        .trim()
        .toLowerCase()
        .replace(/^pizza-hut-/, '');
      const all = await directory.all();
      const store = all.find((s) => s.storeName === wanted || s.name.toLowerCase() === wanted);
      if (!store) throw notFound('Store not found.');
      return toApiStore(store, now);
    },

    /** Stores in the postcode or delivering to it. */
    async scheduleByPostcode(postcode: string, includeTradingException: boolean, now: Date) {
      const all = await directory.all();
      return all
        .filter(
          (s) => trading(s) && (s.postCode === postcode || s.deliveryZone.suburbs.some((z) => z.postcode === postcode)),
        )
        .sort((a, b) => Number(b.postCode === postcode) - Number(a.postCode === postcode) || a.storeId - b.storeId)
        .map((s) => withSchedule(s, now, includeTradingException, null));
    },

    /**
     * Stores near a searched place, nearest first, as the answer's JSON text (the same text the
     * contract's schema would encode from `withSchedule` of each).
     */
    async scheduleLocateText(
      query: {
        search?: string | undefined;
        suburb?: string | undefined;
        postcode?: string | undefined;
        state?: string | undefined;
      },
      includeTradingException: boolean,
      now: Date,
    ): Promise<string> {
      const text = query.search ?? [query.suburb, query.state, query.postcode].filter(Boolean).join(' ');
      const point = await resolvePlace(text);
      if (!point) return '[]';
      const { all, index } = await searchable();
      const found: { seed: StoreSeed; km: number }[] = [];
      for (const seed of storesPossiblyWithin(index, point, LOCATE_RADIUS_KM)) {
        const km = distanceKm(seed, point);
        if (km <= LOCATE_RADIUS_KM) found.push({ seed, km });
      }
      found.sort((a, b) => a.km - b.km);
      const texts = storeAnswerText(all, now);
      const items = found
        .slice(0, MAX_LOCATED_STORES)
        .map(
          ({ seed, km }) =>
            `${texts.store(seed)},"distanceKm":${JSON.stringify(roundKm(km))},"tradingDays":${texts.tradingDays(seed, includeTradingException)}}`,
        );
      return `[${items.join(',')}]`;
    },

    /**
     * Stores serving a point, pickup by distance, delivery by zone, as the answer's JSON text:
     * what `storesServing` over every store gives, found through the index.
     */
    async nearbyText(point: GeoPoint, isPickup: boolean, radiusKm: number | undefined, now: Date): Promise<string> {
      const { all, index } = await searchable();
      const found: { seed: StoreSeed; km: number; suburb: string }[] = [];
      if (isPickup) {
        const within = radiusKm ?? DEFAULT_PICKUP_RADIUS_KM;
        for (const seed of storesPossiblyWithin(index, point, within)) {
          if (!seed.canPickup) continue;
          const km = distanceKm(seed, point);
          if (km <= within) found.push({ seed, km: roundKm(km), suburb: 'null' });
        }
      } else {
        const reach = Math.min(index.maxDeliveryReachKm, radiusKm ?? Infinity);
        for (const seed of storesPossiblyWithin(index, point, reach)) {
          if (!seed.canDeliver || !mayDeliverTo(index, seed, distanceKm(seed, point))) continue;
          const match = matchDeliveryZone(seed, seed.deliveryZone, point);
          if (!match || (radiusKm !== undefined && match.distanceKm > radiusKm)) continue;
          found.push({ seed, km: roundKm(match.distanceKm), suburb: surchargeText(match.suburb) });
        }
      }
      found.sort((a, b) => a.km - b.km);
      const texts = storeAnswerText(all, now);
      const items = found.map(
        ({ seed, km, suburb }) =>
          `${texts.store(seed)},"distanceKm":${JSON.stringify(km)},"suburbSurcharge":${suburb}}`,
      );
      return `[${items.join(',')}]`;
    },

    /**
     * Stores able to serve the address at the due time, best first; `code` (or '0' for a new
     * session) is preferred when it qualifies. None: 406, as the spec's app expects.
     */
    async validateGeolocation(
      code: string,
      address: GeoPoint & { suburbName?: string | undefined; postcode?: string | undefined },
      isPickup: boolean,
      orderDueAt: string | undefined,
      now: Date,
    ) {
      if (code !== '0') await requireStore(code);
      const candidates = storesServing(await directory.all(), address, isPickup, undefined, now).filter((store) =>
        servesAt(store, isPickup, orderDueAt, now),
      );
      if (candidates.length === 0) {
        throw new AppError(
          406,
          'NoStoresFound',
          isPickup ? 'No stores found near this address.' : NO_DELIVERY_STORE_MESSAGE,
        );
      }
      const preferred = candidates.findIndex((s) => s.code === code);
      if (preferred > 0) candidates.unshift(...candidates.splice(preferred, 1));
      return candidates.map(withoutSeed);
    },
  };

  function servesAt(
    store: StoreForAddress & { seed: StoreSeed },
    isPickup: boolean,
    orderDueAt: string | undefined,
    now: Date,
  ) {
    if (!orderDueAt) return true;
    const due = parseStoreLocalDateTime(orderDueAt, store.timeZone);
    if (!due) return false;
    const day = tradingDayFor(tradingScheduleOf(store.seed), storeLocalDate(due, store.timeZone), now);
    return isOpenAt(day, due, isPickup ? 'pickup' : 'delivery');
  }
}

export type StoreService = ReturnType<typeof storeService>;

/** 406 NoStoresFound for a delivery address no store delivers to (spec section 5). */
export const NO_DELIVERY_STORE_MESSAGE =
  'No stores deliver to this address. You may be able to pick up from a nearby store.';

/** Stores serving a point, by a scan of every store: the plain reading of the rule. */
export function storesServing(
  all: StoreSeed[],
  point: GeoPoint & { suburbName?: string | undefined; postcode?: string | undefined },
  isPickup: boolean,
  radiusKm: number | undefined,
  now: Date,
) {
  const results: (StoreForAddress & { seed: StoreSeed })[] = [];
  for (const seed of all) {
    if (!trading(seed)) continue;
    if (isPickup) {
      const km = distanceKm(seed, point);
      if (seed.canPickup && km <= (radiusKm ?? DEFAULT_PICKUP_RADIUS_KM)) {
        results.push({ ...toApiStore(seed, now), distanceKm: roundKm(km), suburbSurcharge: null, seed });
      }
      continue;
    }
    if (!seed.canDeliver) continue;
    const match = matchDeliveryZone(seed, seed.deliveryZone, point);
    if (!match || (radiusKm !== undefined && match.distanceKm > radiusKm)) continue;
    results.push({
      ...toApiStore(seed, now),
      distanceKm: roundKm(match.distanceKm),
      suburbSurcharge: match.suburb
        ? {
            suburbName: match.suburb.suburbName,
            adjustmentTimeMinutes: match.suburb.adjustmentTimeMinutes,
            surchargeCents: match.suburb.surchargeCents,
          }
        : null,
      seed,
    });
  }
  return results.sort((a, b) => a.distanceKm - b.distanceKm);
}

const surchargeText = (suburb: { suburbName: string; adjustmentTimeMinutes: number; surchargeCents: number } | null) =>
  suburb
    ? JSON.stringify({
        suburbName: suburb.suburbName,
        adjustmentTimeMinutes: suburb.adjustmentTimeMinutes,
        surchargeCents: suburb.surchargeCents,
      })
    : 'null';
