import { storeSchema, storeScheduleSchema } from '@storefront/contract';
import { edgeStoreCodes } from '@storefront/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tuesday 24 November 2026, 6 pm in Sydney (AEDT, +11:00).
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const parramatta = { Latitude: -33.8136, Longitude: 151.0034 };
const birdsville = { Latitude: -25.8989, Longitude: 139.3517 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const qs = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe('GET /api/v1/store/{code}', () => {
  it('answers every field of the Store entity, with the offset of the day', async () => {
    const res = await get('/api/v1/store/NSW002');
    expect(res.statusCode).toBe(200);
    const store = storeSchema.parse(res.json());
    expect(store).toMatchObject({
      code: 'NSW002',
      storeName: 'parramatta',
      state: 'NSW',
      postCode: '2150',
      timeZoneOffsetHours: 11,
    });
  });

  it('derives the offset from the zone: Perth is +8, Adelaide +10.5 in summer', async () => {
    const stores = (await get('/api/v1/store?includeComingSoon=true')).json() as {
      state: string;
      timeZoneOffsetHours: number;
    }[];
    expect(stores.find((s) => s.state === 'WA')?.timeZoneOffsetHours).toBe(8);
    expect(stores.find((s) => s.state === 'SA')?.timeZoneOffsetHours).toBe(10.5);
    expect(stores.find((s) => s.state === 'QLD')?.timeZoneOffsetHours).toBe(10);
  });

  it('is case-insensitive on the code and 404s an unknown one', async () => {
    expect((await get('/api/v1/store/nsw002')).statusCode).toBe(200);
    const res = await get('/api/v1/store/NOPE99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NotFound', message: 'Store not found.' });
  });
});

describe('GET /api/v1/store/contact/{code}', () => {
  it('answers the contact details', async () => {
    const res = await get('/api/v1/store/contact/NSW002');
    expect(res.json()).toEqual({
      code: 'NSW002',
      name: 'Red Roof Pizza Parramatta',
      phone: expect.stringMatching(/^\(02\)/),
      address: expect.any(String),
      city: expect.any(String),
      state: 'NSW',
      postCode: '2150',
    });
  });
});

describe('GET /api/v1/store/name', () => {
  it.each(['parramatta', 'pizza-hut-parramatta', 'Red Roof Pizza Parramatta'])(
    'finds the store by %s',
    async (name) => {
      const res = await get(`/api/v1/store/name?${qs({ name })}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe('NSW002');
    },
  );

  it('400s without a name', async () => {
    const res = await get('/api/v1/store/name');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('query.name');
  });
});

describe('GET /api/v1/store', () => {
  it('leaves coming-soon stores out unless asked', async () => {
    const without = (await get('/api/v1/store?includeComingSoon=false')).json() as { code: string }[];
    const withThem = (await get('/api/v1/store?includeComingSoon=true')).json() as { code: string }[];
    for (const code of edgeStoreCodes.comingSoon) {
      expect(without.map((s) => s.code)).not.toContain(code);
      expect(withThem.map((s) => s.code)).toContain(code);
    }
    expect(withThem.length).toBeGreaterThanOrEqual(150);
  });
});

describe('GET /api/v1/store/schedule/postcode', () => {
  it('lists the stores delivering to 2150 with seven trading days in the store zone', async () => {
    const res = await get(`/api/v1/store/schedule/postcode?${qs({ postcode: '2150', includeTradingException: true })}`);
    expect(res.statusCode).toBe(200);
    const [first] = res.json() as unknown[];
    const store = storeScheduleSchema.parse(first);
    expect(store.code).toBe('NSW002');
    expect(store.tradingDays).toHaveLength(7);
    expect(store.tradingDays[0]).toMatchObject({ date: '2026-11-24', displayDate: 'Tuesday 24 November' });
    expect(store.tradingDays[0]!.storeTime).toBe('2026-11-24T18:00:00+11:00');
    expect(store.tradingDays[0]!.tradingHours[0]!.openingTime).toMatch(/^2026-11-24T\d\d:\d\d:00\+11:00$/);
  });

  it('applies public holidays only when asked', async () => {
    clock.set(new Date('2026-12-24T07:00:00Z'));
    try {
      const withHolidays = (await get(`/api/v1/store/schedule/postcode?${qs({ postcode: '2150' })}`)).json()[0];
      const christmas = withHolidays.tradingDays.find((d: { date: string }) => d.date === '2026-12-25');
      expect(christmas.exceptionName).toMatch(/Christmas/);
      expect(christmas.tradingHours).toEqual([]);
      const without = (
        await get(`/api/v1/store/schedule/postcode?${qs({ postcode: '2150', includeTradingException: false })}`)
      ).json()[0];
      expect(
        without.tradingDays.find((d: { date: string }) => d.date === '2026-12-25').tradingHours.length,
      ).toBeGreaterThan(0);
    } finally {
      clock.set(new Date('2026-11-24T07:00:00Z'));
    }
  });

  it('400s a malformed postcode', async () => {
    const res = await get('/api/v1/store/schedule/postcode?postcode=21x0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('query.postcode');
  });
});

describe('GET /api/v1/store/schedule/locate', () => {
  it('lists stores near a searched suburb, nearest first', async () => {
    const res = await get(
      `/api/v1/store/schedule/locate?${qs({ search: 'Parramatta', includeTradingException: true })}`,
    );
    const stores = res.json() as { code: string; distanceKm: number }[];
    expect(stores[0]!.code).toBe('NSW002');
    expect(stores.length).toBeLessThanOrEqual(10);
    const distances = stores.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds by suburb, postcode and state', async () => {
    const res = await get(
      `/api/v1/store/schedule/locate?${qs({ suburb: 'Parramatta', postcode: '2150', state: 'NSW' })}`,
    );
    expect(res.json()[0].code).toBe('NSW002');
  });

  it('asks for at least 3 characters', async () => {
    const res = await get('/api/v1/store/schedule/locate?search=pa');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('query.search');
  });

  it('answers an empty list for a place no one knows', async () => {
    expect((await get('/api/v1/store/schedule/locate?search=Xyzzyville')).json()).toEqual([]);
  });
});

describe('GET /api/v1/store/geolocation', () => {
  it('lists pickup stores by distance within the radius', async () => {
    const res = await get(`/api/v1/store/geolocation?${qs({ ...parramatta, IsPickup: true, Radius: 10 })}`);
    const stores = res.json() as { code: string; distanceKm: number; canPickup: boolean }[];
    expect(stores[0]!.code).toBe('NSW002');
    expect(stores.every((s) => s.distanceKm <= 10 && s.canPickup)).toBe(true);
  });

  it('lists the store whose zone covers a delivery point', async () => {
    const res = await get(`/api/v1/store/geolocation?${qs({ ...parramatta, IsPickup: false })}`);
    expect((res.json() as { code: string }[]).map((s) => s.code)).toContain('NSW002');
  });

  it('400s a latitude that is not a number', async () => {
    const res = await get('/api/v1/store/geolocation?Latitude=north&Longitude=151');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('query.Latitude');
  });
});

describe('GET /api/v1/store/{code}/validate/geolocation', () => {
  it('answers the delivering store first, with its suburb surcharge', async () => {
    const res = await get(
      `/api/v1/store/0/validate/geolocation?${qs({ ...parramatta, IsPickup: false, OrderDueAt: '2026-11-24T19:00', suburb: 'Parramatta', postcode: '2150' })}`,
    );
    expect(res.statusCode).toBe(200);
    const { stores } = res.json();
    expect(stores[0]).toMatchObject({
      code: 'NSW002',
      isPOSOnline: true,
      suburbSurcharge: { suburbName: 'Parramatta' },
    });
  });

  it('406s an address no store delivers to, suggesting pickup', async () => {
    const res = await get(`/api/v1/store/0/validate/geolocation?${qs({ ...birdsville, IsPickup: false })}`);
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({
      code: 'NoStoresFound',
      message: expect.stringMatching(/pick up from a nearby store/),
    });
  });

  it('406s a time when the store is closed', async () => {
    const res = await get(
      `/api/v1/store/0/validate/geolocation?${qs({ ...parramatta, OrderDueAt: '2026-11-24T03:00' })}`,
    );
    expect(res.statusCode).toBe(406);
  });

  it('400s an OrderDueAt not in YYYY-MM-DDTHH:mm', async () => {
    const res = await get(
      `/api/v1/store/0/validate/geolocation?${qs({ ...parramatta, OrderDueAt: '24/11/2026 7pm' })}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('query.OrderDueAt');
  });

  it('404s an unknown store code', async () => {
    expect((await get(`/api/v1/store/NOPE99/validate/geolocation?${qs(parramatta)}`)).statusCode).toBe(404);
  });
});
