import { beforeAll, describe, expect, it } from 'vitest';
import { australianStates } from '@storefront/contract';
import type { StoreSeed } from '@storefront/contract';
import { edgeStoreCodes, stores } from './index.ts';
import { buildStoreLocalities, MAX_NEIGHBOURS, MIN_NEIGHBOURS } from './stores/generate-store-localities.ts';
import type { GazetteerRecord } from './stores/gazetteer.ts';
import { isDeliveryLocality, loadGazetteer, pointOf } from './stores/gazetteer.ts';
import localityTable from './stores/store-localities.json' with { type: 'json' };
import { storePicks } from './stores/store-picks.ts';
import { titleCase } from './text.ts';

const PREFIX = 'Red Roof Pizza ';
let gazetteer: GazetteerRecord[] = [];

beforeAll(() => {
  gazetteer = loadGazetteer();
});

/** Delivery-area records whose display name, postcode and state match. */
const recordsNamed = (name: string, postcode: string, state: string): GazetteerRecord[] =>
  gazetteer.filter(
    (record) =>
      record.postcode === postcode &&
      record.state === state &&
      isDeliveryLocality(record) &&
      titleCase(record.locality) === name,
  );

const byCode = (code: string): StoreSeed => {
  const store = stores.find((candidate) => candidate.code === code);
  if (!store) throw new Error(`no store ${code}`);
  return store;
};

describe('store coverage', () => {
  it('has at least 150 stores in all eight states and territories, most in NSW, VIC and QLD', () => {
    expect(stores.length).toBeGreaterThanOrEqual(150);
    const count = (state: string) => stores.filter((store) => store.state === state).length;
    for (const state of australianStates) expect(count(state), state).toBeGreaterThan(0);
    const smallest = Math.min(count('NSW'), count('VIC'), count('QLD'));
    for (const state of ['WA', 'SA', 'TAS', 'ACT', 'NT']) expect(count(state)).toBeLessThan(smallest);
  });

  it('has a store in each capital and in Parramatta', () => {
    const names = stores.map((store) => `${store.name} ${store.state} ${store.postCode}`);
    for (const expected of [
      'Parramatta NSW 2150',
      'Sydney NSW 2000',
      'Melbourne VIC 3000',
      'Brisbane QLD 4000',
      'Perth WA 6000',
      'Adelaide SA 5000',
      'Hobart TAS 7000',
      'Canberra ACT 2601',
      'Darwin NT 0800',
    ]) {
      expect(names).toContain(`${PREFIX}${expected}`);
    }
  });
});

describe('store identity', () => {
  it('has unique codes, storeIds, slugs and phone numbers', () => {
    for (const field of ['code', 'storeId', 'storeName', 'phone', 'merchantId'] as const) {
      expect(new Set(stores.map((store) => store[field])).size, field).toBe(stores.length);
    }
    for (const store of stores) expect(store.code).toMatch(new RegExp(`^${store.state}\\d{3}$`));
  });

  it('names each store after its locality, with a lower-kebab slug', () => {
    for (const store of stores) {
      expect(store.name.startsWith(PREFIX)).toBe(true);
      const locality = store.name.slice(PREFIX.length);
      expect(store.storeName).toBe(locality.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    }
    expect(byCode('NSW002').storeName).toBe('parramatta');
  });

  it('uses valid IANA time zones matching each state', () => {
    const valid = new Set(Intl.supportedValuesOf('timeZone'));
    const expected: Record<string, string> = {
      NSW: 'Australia/Sydney',
      ACT: 'Australia/Sydney',
      VIC: 'Australia/Melbourne',
      QLD: 'Australia/Brisbane',
      WA: 'Australia/Perth',
      SA: 'Australia/Adelaide',
      TAS: 'Australia/Hobart',
      NT: 'Australia/Darwin',
    };
    for (const store of stores) {
      expect(valid.has(store.timeZone), store.timeZone).toBe(true);
      const zone = store.name === `${PREFIX}Broken Hill` ? 'Australia/Broken_Hill' : expected[store.state];
      expect(store.timeZone, store.code).toBe(zone);
    }
  });
});

describe('store localities are real', () => {
  it('puts every store at a gazetteer locality with its postcode, state and coordinates', () => {
    for (const store of stores) {
      const matches = recordsNamed(store.name.slice(PREFIX.length), store.postCode, store.state);
      expect(matches.length, store.name).toBeGreaterThan(0);
      const points = matches.map(pointOf);
      expect(points, store.name).toContainEqual({ latitude: store.latitude, longitude: store.longitude });
    }
  });

  it('addresses every store in its postcode’s gazetteer locality, not the metropolitan city', () => {
    for (const store of stores) {
      const localities = gazetteer
        .filter((record) => record.postcode === store.postCode && record.state === store.state)
        .map((record) => titleCase(record.locality));
      expect(localities, `${store.code} ${store.address}, ${store.city} ${store.state} ${store.postCode}`).toContain(
        store.city,
      );
      expect(store.name, store.code).toBe(`${PREFIX}${store.city}`);
    }
    const parramatta = byCode('NSW002');
    expect(`${parramatta.city} ${parramatta.state} ${parramatta.postCode}`).toBe('Parramatta NSW 2150');
  });

  it('delivers only to gazetteer localities', () => {
    for (const store of stores) {
      for (const suburb of store.deliveryZone.suburbs) {
        expect(
          recordsNamed(suburb.suburbName, suburb.postcode, suburb.state).length,
          `${store.code} ${suburb.suburbName}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the generated locality table up to date with the picks and the gazetteer', () => {
    expect(buildStoreLocalities(gazetteer, storePicks)).toEqual(localityTable);
  });
});

describe('delivery zones', () => {
  it('covers the store’s own locality and 3–8 neighbours within the radius', () => {
    for (const store of stores) {
      const [own, ...neighbours] = store.deliveryZone.suburbs;
      expect(own).toEqual({
        suburbName: store.name.slice(PREFIX.length),
        postcode: store.postCode,
        state: store.state,
        surchargeCents: 0,
        adjustmentTimeMinutes: 0,
      });
      expect(neighbours.length, store.code).toBeGreaterThanOrEqual(MIN_NEIGHBOURS);
      expect(neighbours.length, store.code).toBeLessThanOrEqual(MAX_NEIGHBOURS);
      expect(store.deliveryZone.radiusKm).toBeGreaterThanOrEqual(5);
      expect(store.deliveryZone.radiusKm).toBeLessThanOrEqual(8);
      for (const suburb of neighbours) {
        expect(suburb.surchargeCents).toBeGreaterThanOrEqual(0);
        expect(suburb.surchargeCents).toBeLessThanOrEqual(300);
        expect(suburb.adjustmentTimeMinutes).toBeLessThanOrEqual(15);
      }
    }
  });

  it('lists each neighbour within the radius by haversine distance', () => {
    for (const entry of localityTable) {
      for (const suburb of entry.nearby) expect(suburb.distanceKm).toBeLessThanOrEqual(8);
    }
  });

  it('never puts a suburb in two stores’ zones', () => {
    const all = stores.flatMap((store) =>
      store.deliveryZone.suburbs.map((suburb) => `${suburb.state}|${suburb.postcode}|${suburb.suburbName}`),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('delivers to postcode 2150 (Parramatta)', () => {
    const delivering = stores.filter(
      (store) => store.canDeliver && store.deliveryZone.suburbs.some((suburb) => suburb.postcode === '2150'),
    );
    expect(delivering.map((store) => store.code)).toContain('NSW002');
    const suburbs = byCode('NSW002')
      .deliveryZone.suburbs.filter((suburb) => suburb.postcode === '2150')
      .map((suburb) => suburb.suburbName);
    expect(suburbs).toEqual(expect.arrayContaining(['Parramatta', 'Harris Park']));
  });
});

describe('trading', () => {
  it('trades seven days, delivering within trading hours', () => {
    for (const store of stores) {
      expect(store.weeklyHours.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const day of store.weeklyHours) {
        expect(day.deliveryOpeningTime >= day.openingTime).toBe(true);
        expect(day.deliveryClosingTime <= day.closingTime).toBe(true);
      }
      const friday = store.weeklyHours[5];
      const monday = store.weeklyHours[1];
      expect(friday && monday && friday.closingTime >= monday.closingTime).toBe(true);
    }
  });

  it('closes on Christmas Day and trades short hours on other public holidays, 2026 and 2027', () => {
    for (const store of stores) {
      const exception = (date: string) => store.tradingExceptions.find((day) => day.date === date);
      expect(exception('2026-12-25')?.isClosed).toBe(true);
      expect(exception('2027-12-25')?.isClosed).toBe(true);
      for (const date of ['2026-12-26', '2027-01-01', '2026-01-26', '2027-01-26']) {
        expect(exception(date)?.isClosed, `${store.code} ${date}`).toBe(false);
        expect(exception(date)?.openingTime).toBeDefined();
      }
    }
  });
});

describe('store settings', () => {
  it('varies promise times within range', () => {
    for (const store of stores) {
      expect(store.deliveryTimeMinutes).toBeGreaterThanOrEqual(25);
      expect(store.deliveryTimeMinutes).toBeLessThanOrEqual(45);
      expect(store.pickupTimeMinutes).toBeGreaterThanOrEqual(10);
      expect(store.pickupTimeMinutes).toBeLessThanOrEqual(20);
    }
    expect(stores.some((store) => store.averageDeliveryTimeMinutes === null)).toBe(true);
    expect(stores.some((store) => store.averageDeliveryTimeMinutes !== null)).toBe(true);
    expect(new Set(stores.map((store) => store.allowPromiseTimeAutomation)).size).toBe(2);
    expect(new Set(stores.map((store) => store.isAlgoPromiseTimeEnabled)).size).toBe(2);
  });

  it('sets minimum order values', () => {
    for (const store of stores) {
      expect([2000, 2500]).toContain(store.minimumDeliveryOrderValue);
      expect(store.minimumPickupOrderValue).toBe(0);
    }
  });

  it('takes payment mostly in full, some without buy-now-pay-later', () => {
    const active = (store: StoreSeed, option: string) =>
      store.paymentOptions.some((entry) => entry.paymentOption === option && entry.status === 'Active');
    expect(stores.filter((store) => active(store, 'Afterpay')).length).toBeGreaterThan(stores.length / 2);
    expect(stores.some((store) => !store.paymentOptions.some((entry) => entry.paymentOption === 'Zip'))).toBe(true);
    expect(stores.some((store) => store.paymentOptions.some((entry) => entry.status === 'Inactive'))).toBe(true);
    for (const store of stores) {
      const orders = store.paymentOptions.map((entry) => entry.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      for (const entry of store.paymentOptions) {
        if (entry.paymentOption === 'Zip' || entry.paymentOption === 'Afterpay')
          expect(entry.maxOrderCharge).toBe(100_000);
      }
    }
  });
});

describe('edge stores', () => {
  it('has several of each kind, flagged accordingly', () => {
    for (const codes of Object.values(edgeStoreCodes)) expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const code of edgeStoreCodes.posOffline) expect(byCode(code).isPOSOnline).toBe(false);
    for (const code of edgeStoreCodes.pickupOnly)
      expect(byCode(code)).toMatchObject({ canDeliver: false, canPickup: true });
    for (const code of edgeStoreCodes.notTakingOnlineOrders)
      expect(byCode(code)).toMatchObject({ canAcceptOnlineOrders: false, isComingSoon: false });
    for (const code of edgeStoreCodes.comingSoon)
      expect(byCode(code)).toMatchObject({ isComingSoon: true, canAcceptOnlineOrders: false });
  });

  it('keeps every other store online, delivering and open', () => {
    const edge = new Set(Object.values(edgeStoreCodes).flat());
    for (const store of stores.filter((candidate) => !edge.has(candidate.code))) {
      expect(store, store.code).toMatchObject({
        isPOSOnline: true,
        canDeliver: true,
        canAcceptOnlineOrders: true,
        isComingSoon: false,
      });
    }
  });
});
