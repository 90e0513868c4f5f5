// What the store searches (by point, by place) need beyond the store rows, built once per load of
// the store directory and per minute: an index of the stores by latitude, and each store's answer
// already serialised. A search then picks its few candidates from the index and joins their text
// instead of scanning every store, copying each into a new object and checking it with zod again.
import { storeSchema, tradingDaySchema, type StoreSeed } from '@storefront/contract';
import { SUBURB_REACH_KM, distanceKm, type GeoPoint, type ZoneSuburb } from '@storefront/domain';
import { z } from 'zod';
import { toApiStore, tradingDaysOf } from './store-view.ts';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
// The pruning below is exact in arithmetic; this margin covers floating-point rounding so a store
// on the very edge is still handed to the exact test rather than dropped by the index.
const MARGIN_KM = 0.01;

export interface StoreSearchIndex {
  /** Trading stores (not coming soon), sorted by latitude. */
  byLatitude: { seed: StoreSeed; order: number }[];
  latitudes: Float64Array;
  /** Furthest any store's delivery zone reaches from it: its radius or a listed suburb's reach. */
  deliveryReachKm: Map<StoreSeed, number>;
  maxDeliveryReachKm: number;
}

export function buildStoreSearchIndex(all: readonly StoreSeed[]): StoreSearchIndex {
  const trading = all.map((seed, order) => ({ seed, order })).filter(({ seed }) => !seed.isComingSoon);
  const byLatitude = trading.sort((a, b) => a.seed.latitude - b.seed.latitude);
  const deliveryReachKm = new Map<StoreSeed, number>();
  let maxDeliveryReachKm = 0;
  for (const { seed } of byLatitude) {
    // A point is matched by the radius, or by a listed suburb within SUBURB_REACH_KM of it: by the
    // triangle inequality such a point is within (store to suburb + reach) of the store.
    let reach = seed.deliveryZone.radiusKm;
    // Seeds list suburbs by name; a suburb placed on the map (as the domain allows) counts too.
    for (const suburb of seed.deliveryZone.suburbs as readonly ZoneSuburb[]) {
      if (suburb.latitude === undefined || suburb.longitude === undefined) continue;
      const toSuburb = distanceKm(seed, { latitude: suburb.latitude, longitude: suburb.longitude });
      reach = Math.max(reach, toSuburb + SUBURB_REACH_KM);
    }
    deliveryReachKm.set(seed, reach);
    maxDeliveryReachKm = Math.max(maxDeliveryReachKm, reach);
  }
  return {
    byLatitude,
    latitudes: Float64Array.from(byLatitude, ({ seed }) => seed.latitude),
    deliveryReachKm,
    maxDeliveryReachKm,
  };
}

function firstAtOrAbove(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Trading stores that may lie within `km` of the point, in directory order (store id), so a
 * stable sort by distance afterwards ties exactly as a scan of every store would. A store whose
 * latitude alone puts it further away is left out: the great-circle distance is never less than
 * the arc between the two latitudes. Callers still test each candidate's exact distance.
 */
export function storesPossiblyWithin(index: StoreSearchIndex, point: GeoPoint, km: number): StoreSeed[] {
  const band = (km + MARGIN_KM) / KM_PER_DEGREE;
  const from = firstAtOrAbove(index.latitudes, point.latitude - band);
  const to = firstAtOrAbove(index.latitudes, point.latitude + band + Number.EPSILON);
  const found = index.byLatitude.slice(from, to);
  found.sort((a, b) => a.order - b.order);
  return found.map(({ seed }) => seed);
}

/** May this store deliver to the point? False only when no zone rule could match it. */
export const mayDeliverTo = (index: StoreSearchIndex, seed: StoreSeed, kmFromStore: number): boolean =>
  kmFromStore <= (index.deliveryReachKm.get(seed) ?? Infinity) + MARGIN_KM;

const tradingDaysSchema = z.array(tradingDaySchema);

/**
 * Each store's answer text for one minute: what toApiStore and tradingDaysOf give at that minute,
 * encoded by the contract's schemas once. `store` is the object's text without its closing brace,
 * so a search appends its own fields (distance, surcharge or trading days) in the schema's order.
 */
export interface StoreAnswerText {
  store(seed: StoreSeed): string;
  tradingDays(seed: StoreSeed, includeTradingException: boolean): string;
}

// Stores change with a directory load, the offset and trading days with the minute.
let textsFor: { list: readonly StoreSeed[]; minute: number; texts: StoreAnswerText } | undefined;

export function storeAnswerText(list: readonly StoreSeed[], now: Date): StoreAnswerText {
  const minute = Math.floor(now.getTime() / 60_000);
  if (textsFor?.list === list && textsFor.minute === minute) return textsFor.texts;
  const stores = new Map<StoreSeed, string>();
  const days = new Map<StoreSeed, [string?, string?]>();
  const texts: StoreAnswerText = {
    store(seed) {
      let text = stores.get(seed);
      if (text === undefined) {
        text = JSON.stringify(z.encode(storeSchema, toApiStore(seed, now))).slice(0, -1);
        stores.set(seed, text);
      }
      return text;
    },
    tradingDays(seed, includeTradingException) {
      let pair = days.get(seed);
      if (!pair) days.set(seed, (pair = []));
      const slot = includeTradingException ? 0 : 1;
      return (pair[slot] ??= JSON.stringify(
        z.encode(tradingDaysSchema, tradingDaysOf(seed, now, includeTradingException)),
      ));
    },
  };
  textsFor = { list, minute, texts };
  return texts;
}
