import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stableHash } from '../text.ts';
import { haversineKm, isDeliveryLocality, isSuburb, loadGazetteer, pointOf, suburbKey } from './gazetteer.ts';
import type { GazetteerRecord, Point } from './gazetteer.ts';
import { pickKey, storePicks } from './store-picks.ts';
import type { StorePick } from './store-picks.ts';

/**
 * Builds store-localities.json from the gazetteer: each store's own locality and coordinates, and the
 * neighbouring localities it delivers to. Run after changing store-picks.ts:
 *   npx tsx packages/catalog/src/stores/generate-store-localities.ts
 * A test fails while the JSON is out of date.
 */

export interface NearbyLocality {
  gazetteerId: number;
  locality: string;
  postcode: string;
  state: string;
  distanceKm: number;
}

export interface StoreLocality extends Point {
  key: string;
  gazetteerId: number;
  nearby: NearbyLocality[];
}

/** Neighbours are looked for within this distance, and further (up to the fallback) only to reach the minimum. */
export const NEIGHBOUR_RADIUS_KM = 6;
export const FALLBACK_RADIUS_KM = 8;
export const MIN_NEIGHBOURS = 3;
export const MAX_NEIGHBOURS = 8;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Of several records for one place, a Delivery Area record is preferred to an untyped one, then the lowest id. */
const preferred = (a: GazetteerRecord, b: GazetteerRecord): number =>
  Number(b.type === 'Delivery Area') - Number(a.type === 'Delivery Area') || a.id - b.id;

const ownRecord = (records: GazetteerRecord[], pick: StorePick): GazetteerRecord => {
  const matches = records
    .filter(
      (record) => record.state === pick.state && record.locality === pick.locality && record.postcode === pick.postcode,
    )
    .filter(isDeliveryLocality)
    .sort(preferred);
  const record = matches[0];
  if (!record) throw new Error(`No delivery locality ${pickKey(pick)} in the gazetteer`);
  return record;
};

/**
 * Every neighbouring locality goes to its nearest store only, so no suburb is in two stores' zones.
 * A store takes its nearest 3–8 (varied by a hash of its key) within 6 km, or up to 8 km to reach 3.
 */
export const buildStoreLocalities = (records: GazetteerRecord[], picks: StorePick[]): StoreLocality[] => {
  const stores = picks.map((pick) => {
    const record = ownRecord(records, pick);
    return { pick, record, point: pointOf(record) };
  });
  const storeSuburbs = new Set(picks.map(suburbKey));
  const assigned = new Map<number, { record: GazetteerRecord; distanceKm: number }[]>();

  // one record per suburb and postcode: the gazetteer repeats some with different coordinates
  const suburbs = new Map<string, GazetteerRecord>();
  for (const record of records) {
    if (!isSuburb(record) || storeSuburbs.has(suburbKey(record))) continue;
    const key = `${suburbKey(record)}|${record.postcode}`;
    const current = suburbs.get(key);
    if (!current || preferred(record, current) < 0) suburbs.set(key, record);
  }

  for (const record of suburbs.values()) {
    const point = pointOf(record);
    let nearest = -1;
    let nearestKm = Number.POSITIVE_INFINITY;
    stores.forEach((store, index) => {
      if (Math.abs(store.point.latitude - point.latitude) > 0.1) return;
      const km = haversineKm(store.point, point);
      if (km < nearestKm) {
        nearest = index;
        nearestKm = km;
      }
    });
    if (nearest < 0 || nearestKm > FALLBACK_RADIUS_KM) continue;
    const list = assigned.get(nearest) ?? [];
    list.push({ record, distanceKm: nearestKm });
    assigned.set(nearest, list);
  }

  return stores.map((store, index) => {
    const key = pickKey(store.pick);
    const seen = new Set<string>();
    const candidates = (assigned.get(index) ?? [])
      .sort(
        (a, b) =>
          a.distanceKm - b.distanceKm ||
          a.record.locality.localeCompare(b.record.locality) ||
          a.record.id - b.record.id,
      )
      .filter(({ record }) => {
        const name = suburbKey(record);
        if (seen.has(name)) return false;
        seen.add(name);
        return true;
      });
    const target = MIN_NEIGHBOURS + (stableHash(key) % (MAX_NEIGHBOURS - MIN_NEIGHBOURS + 1));
    const close = candidates.filter((candidate) => candidate.distanceKm <= NEIGHBOUR_RADIUS_KM).slice(0, target);
    const chosen = close.length >= MIN_NEIGHBOURS ? close : candidates.slice(0, MIN_NEIGHBOURS);
    return {
      key,
      gazetteerId: store.record.id,
      latitude: store.point.latitude,
      longitude: store.point.longitude,
      nearby: chosen.map(({ record, distanceKm }) => ({
        gazetteerId: record.id,
        locality: record.locality,
        postcode: record.postcode,
        state: record.state,
        distanceKm: round2(distanceKm),
      })),
    };
  });
};

/** JSON with one store per line: small diffs when a store changes. */
export const serialise = (localities: StoreLocality[]): string =>
  `[\n${localities.map((locality) => `  ${JSON.stringify(locality)}`).join(',\n')}\n]\n`;

export const OUTPUT_URL = new URL('./store-localities.json', import.meta.url);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const localities = buildStoreLocalities(loadGazetteer(), storePicks);
  writeFileSync(OUTPUT_URL, serialise(localities));
  const short = localities.filter((locality) => locality.nearby.length < MIN_NEIGHBOURS);
  console.log(`Wrote ${localities.length} store localities to ${fileURLToPath(OUTPUT_URL)}`);
  for (const locality of short) console.log(`  only ${locality.nearby.length} neighbours: ${locality.key}`);
}
