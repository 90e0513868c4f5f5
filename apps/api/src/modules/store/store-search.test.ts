import { storeForAddressSchema, storeScheduleSchema, storeSeedSchema, type StoreSeed } from '@storefront/contract';
import { stores as catalogStores } from '@storefront/catalog';
import { distanceKm, type GeoPoint } from '@storefront/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoreDirectory } from './store.repository.ts';
import {
  LOCATE_RADIUS_KM,
  MAX_LOCATED_STORES,
  storeService,
  storesServing,
  withSchedule,
  withoutSeed,
} from './store.service.ts';

// The indexed, pre-serialised searches against the plain scan of every store, encoded by the
// contract's schemas as the route's serializer did before: the same text, byte for byte.

const list: StoreSeed[] = catalogStores.map((s) => storeSeedSchema.parse(s)).sort((a, b) => a.storeId - b.storeId);
const directory: StoreDirectory = {
  all: async () => list,
  byCode: async (code) => list.find((s) => s.code === code.toUpperCase()),
  byStoreId: async (id) => list.find((s) => s.storeId === id),
  byId: async () => new Map(list.map((s) => [s.storeId, s])),
};

/** The place resolver stands in for the gazetteer: each search text is a point written out. */
const service = storeService(directory, async (text) => {
  const [latitude, longitude] = text.split(' ').map(Number);
  return Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude: latitude!, longitude: longitude! }
    : null;
});

const nearbyByScan = (point: GeoPoint, isPickup: boolean, radiusKm: number | undefined, now: Date) =>
  JSON.stringify(
    z.encode(z.array(storeForAddressSchema), storesServing(list, point, isPickup, radiusKm, now).map(withoutSeed)),
  );

const locateByScan = (point: GeoPoint, includeTradingException: boolean, now: Date) =>
  JSON.stringify(
    z.encode(
      z.array(storeScheduleSchema),
      list
        .filter((s) => !s.isComingSoon)
        .map((s) => ({ s, km: distanceKm(s, point) }))
        .filter(({ km }) => km <= LOCATE_RADIUS_KM)
        .sort((a, b) => a.km - b.km)
        .slice(0, MAX_LOCATED_STORES)
        .map(({ s, km }) => withSchedule(s, now, includeTradingException, km)),
    ),
  );

const trading = list.filter((s) => !s.isComingSoon);
/** Points near stores (where answers have many stores, ties and edges) and anywhere in Australia. */
const point = fc.oneof(
  fc
    .record({
      store: fc.integer({ min: 0, max: trading.length - 1 }),
      dLat: fc.double({ min: -0.4, max: 0.4, noNaN: true }),
      dLon: fc.double({ min: -0.4, max: 0.4, noNaN: true }),
    })
    .map(({ store, dLat, dLon }) => ({
      latitude: trading[store]!.latitude + dLat,
      longitude: trading[store]!.longitude + dLon,
    })),
  // A store's own spot, and points a rounding away from it.
  fc
    .integer({ min: 0, max: trading.length - 1 })
    .map((i) => ({ latitude: trading[i]!.latitude, longitude: trading[i]!.longitude })),
  fc.record({
    latitude: fc.double({ min: -44, max: -10, noNaN: true }),
    longitude: fc.double({ min: 112, max: 154, noNaN: true }),
  }),
);
// Any instant over two years, DST changes and public holidays included.
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms));

describe('store searches through the index give what a scan of every store gives', () => {
  it('geolocation: pickup and delivery, with and without a radius, over many random points', async () => {
    let withStores = 0;
    await fc.assert(
      fc.asyncProperty(
        point,
        fc.boolean(),
        fc.option(fc.double({ min: 0.1, max: 100, noNaN: true }), { nil: undefined }),
        instant,
        async (p, isPickup, radius, now) => {
          const text = await service.nearbyText(p, isPickup, radius, now);
          expect(text).toBe(nearbyByScan(p, isPickup, radius, now));
          if (text !== '[]') withStores++;
        },
      ),
      { numRuns: 3_000, seed: 210 },
    );
    // Not a proof by empty answers: most points near a store find some.
    expect(withStores).toBeGreaterThan(1_000);
  });

  it('geolocation: an exact radius on a store is kept, as the scan keeps it', async () => {
    const now = new Date('2026-11-24T07:00:00Z');
    for (const store of trading.slice(0, 40)) {
      const p = { latitude: store.latitude + 0.05, longitude: store.longitude };
      const exact = distanceKm(store, p);
      for (const isPickup of [true, false])
        expect(await service.nearbyText(p, isPickup, exact, now)).toBe(nearbyByScan(p, isPickup, exact, now));
    }
  });

  it('place search: nearest ten within 30 km, with the trading days of the minute', async () => {
    let withStores = 0;
    await fc.assert(
      fc.asyncProperty(point, fc.boolean(), instant, async (p, includeTradingException, now) => {
        const text = await service.scheduleLocateText(
          { search: `${p.latitude} ${p.longitude}` },
          includeTradingException,
          now,
        );
        expect(text).toBe(locateByScan(p, includeTradingException, now));
        if (text !== '[]') withStores++;
      }),
      { numRuns: 400, seed: 211 },
    );
    expect(withStores).toBeGreaterThan(130);
  });

  it('place search: an unknown place answers no stores', async () => {
    expect(await service.scheduleLocateText({ search: 'nowhere at all' }, true, new Date())).toBe('[]');
  });
});

describe('the answer texts are never older than their minute', () => {
  const parramatta = { latitude: -33.8136, longitude: 151.0034 };
  const first = (text: string) => (JSON.parse(text) as Record<string, unknown>[])[0]!;

  it('the UTC offset turns with daylight saving at the minute it starts', async () => {
    // Sydney moves from +10 to +11 at 2 am on Sunday 4 October 2026 (16:00 UTC on the 3rd).
    const before = new Date('2026-10-03T15:59:30Z');
    const after = new Date('2026-10-03T16:00:00Z');
    expect(first(await service.nearbyText(parramatta, true, 15, before))).toMatchObject({ timeZoneOffsetHours: 10 });
    expect(first(await service.nearbyText(parramatta, true, 15, after))).toMatchObject({ timeZoneOffsetHours: 11 });
    expect(await service.nearbyText(parramatta, true, 15, after)).toBe(nearbyByScan(parramatta, true, 15, after));
  });

  it("trading days and the store's time move on with the minute: a new day at local midnight", async () => {
    const search = { search: `${parramatta.latitude} ${parramatta.longitude}` };
    // 11:59 pm and midnight in Sydney (AEDT, +11).
    const lastMinute = new Date('2026-11-24T12:59:10Z');
    const midnight = new Date('2026-11-24T13:00:05Z');
    const late = first(await service.scheduleLocateText(search, true, lastMinute));
    const next = first(await service.scheduleLocateText(search, true, midnight));
    const days = (s: Record<string, unknown>) => s.tradingDays as { date: string; storeTime: string }[];
    expect(days(late)[0]!.date).toBe('2026-11-24');
    expect(days(next)[0]!.date).toBe('2026-11-25');
    expect(days(next)[0]!.storeTime).not.toBe(days(late)[0]!.storeTime);
    expect(JSON.stringify(next)).toBe(JSON.stringify(JSON.parse(locateByScan(parramatta, true, midnight))[0]));
  });

  it('a new load of the store rows is searched at once, not the old index', async () => {
    let rows = list;
    const changing = storeService({ ...directory, all: async () => rows }, async () => parramatta);
    const now = new Date('2026-11-24T07:00:00Z');
    const before = JSON.parse(await changing.nearbyText(parramatta, true, 15, now)) as { code: string }[];
    expect(before.length).toBeGreaterThan(0);
    // The nearest store closes its counter: the same minute, a new list from the directory.
    rows = list.map((s) => (s.code === before[0]!.code ? { ...s, canPickup: false } : s));
    const after = JSON.parse(await changing.nearbyText(parramatta, true, 15, now)) as { code: string }[];
    expect(after.map((s) => s.code)).toEqual(before.slice(1).map((s) => s.code));
  });
});
