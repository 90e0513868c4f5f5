import { basketSchema } from '@storefront/contract';
import { edgeStoreCodes, stores } from '@storefront/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baskets } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tuesday 24 November 2026, 6 pm in Sydney (AEDT, +11:00): Parramatta is open.
const SIX_PM = new Date('2026-11-24T07:00:00Z');
const clock = fixedClock(SIX_PM);
const storeIdOf = (code: string) => stores.find((s) => s.code === code)!.storeId;
const PARRAMATTA = storeIdOf('NSW002');

const pickupAsap = { serviceType: 'Pickup', isAsap: true, storeId: PARRAMATTA };
const deliveryAt = (orderDueAt: string | null, isAsap = false) => ({
  serviceType: 'Delivery',
  isAsap,
  orderDueAt,
  storeId: PARRAMATTA,
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(SIX_PM));

const create = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: payload as object });
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, sessionId?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: sessionId ? { 'x-session-id': sessionId } : {},
    ...(payload ? { payload: payload as object } : {}),
  });

async function newBasket(payload: unknown = pickupAsap) {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return basketSchema.parse(res.json());
}

describe('POST /api/v1/baskets', () => {
  it('creates an ASAP pickup basket due now plus 1 minute, with the store info', async () => {
    const basket = await newBasket();
    expect(basket).toMatchObject({
      serviceType: 'Pickup',
      isAsap: true,
      orderDueAt: '2026-11-24T18:01:00+11:00',
      basketItems: [],
      serviceCharges: [],
      basketTotal: 0,
      basketSubTotal: 0,
      discount: 0,
      totalSavings: 0,
      maxAlcoholUnits: 6,
      deliveryAddress: null,
    });
    expect(basket.storeInfo).toMatchObject({
      storeId: PARRAMATTA,
      code: 'NSW002',
      minimumDeliveryOrderValue: 2000,
      promiseTimeMinutes: 20,
    });
    expect(basket.storeInfo.paymentOptions.length).toBeGreaterThan(0);
    expect(basket.sessionId.length).toBeGreaterThanOrEqual(32);
  });

  it('creates a delivery basket for a scheduled slot with the address', async () => {
    const basket = await newBasket(deliveryAt('2026-11-24T19:00'));
    expect(basket.orderDueAt).toBe('2026-11-24T19:00:00+11:00');
    expect(basket.deliveryAddress).toMatchObject({
      address: '12 Smith Street',
      city: 'Parramatta',
      postalCode: '2150',
    });
  });

  it('accepts the session payload lower-case service type', async () => {
    expect((await newBasket({ ...pickupAsap, serviceType: 'pickup' })).serviceType).toBe('Pickup');
  });

  it('400s a delivery without coordinates, naming the fields', async () => {
    const { latitude: _lat, longitude: _lng, ...rest } = deliveryAt('2026-11-24T19:00');
    const res = await create(rest);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.latitude', 'body.longitude']);
  });

  it('400s a scheduled order without a time', async () => {
    const res = await create({ ...pickupAsap, isAsap: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.orderDueAt');
  });

  it.each([
    ['off the 15-minute steps', '2026-11-24T19:07'],
    ['in the past', '2026-11-24T17:00'],
    ['before the promise time', '2026-11-24T18:15'],
    ['after closing', '2026-11-24T23:45'],
    ['beyond the seven days offered', '2026-12-01T19:00'],
  ])('412s a time %s with InvalidOrderDateTime', async (_why, orderDueAt) => {
    const res = await create(deliveryAt(orderDueAt));
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('InvalidOrderDateTime');
  });

  it('412s ASAP while the store is closed', async () => {
    clock.set(new Date('2026-11-24T16:00:00Z')); // 3 am in Sydney
    const res = await create(pickupAsap);
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('InvalidOrderDateTime');
  });

  it('406s a store not taking online orders', async () => {
    const res = await create({ ...pickupAsap, storeId: storeIdOf(edgeStoreCodes.notTakingOnlineOrders[0]!) });
    expect(res.statusCode).toBe(406);
    expect(res.json().code).toBe('OnlineOrderingOff');
  });

  it('406s delivery from a pickup-only store', async () => {
    const res = await create({ ...deliveryAt(null, true), storeId: storeIdOf(edgeStoreCodes.pickupOnly[0]!) });
    expect(res.statusCode).toBe(406);
  });

  it('406s an address outside the store zone', async () => {
    const res = await create({
      ...deliveryAt(null, true),
      city: 'Birdsville',
      state: 'QLD',
      postalCode: '4482',
      latitude: -25.8989,
      longitude: 139.3517,
    });
    expect(res.statusCode).toBe(406);
    expect(res.json().code).toBe('NoStoresFound');
  });

  it('404s an unknown store', async () => {
    const res = await create({ ...pickupAsap, storeId: 999_999 });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/baskets/{basketId}', () => {
  it('answers only with the basket session id, else not found', async () => {
    const basket = await newBasket();
    const url = `/api/v1/baskets/${basket.basketId}`;
    expect((await call('GET', url, basket.sessionId)).statusCode).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(404);
    const stranger = await call('GET', url, 'x'.repeat(basket.sessionId.length));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Basket not found.');
  });

  it('400s a malformed basket id', async () => {
    const res = await call('GET', '/api/v1/baskets/not-a-uuid', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('params.basketId');
  });

  it('410s BasketHasExpired 24 hours after the last change', async () => {
    const basket = await newBasket();
    clock.advanceMinutes(24 * 60 - 1);
    expect((await call('GET', `/api/v1/baskets/${basket.basketId}`, basket.sessionId)).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const res = await call('GET', `/api/v1/baskets/${basket.basketId}`, basket.sessionId);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('BasketHasExpired');
  });

  it('410s BasketOrdered with the order id, and OrderFailed for a failed order', async () => {
    const ordered = await newBasket();
    await ctx.database.db
      .update(baskets)
      .set({ status: 'Ordered', orderId: 'RR-ABC123' })
      .where(eq(baskets.basketId, ordered.basketId));
    const res = await call('GET', `/api/v1/baskets/${ordered.basketId}`, ordered.sessionId);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'BasketOrdered', orderId: 'RR-ABC123' });

    const failed = await newBasket();
    await ctx.database.db.update(baskets).set({ status: 'OrderFailed' }).where(eq(baskets.basketId, failed.basketId));
    const failedRes = await call('GET', `/api/v1/baskets/${failed.basketId}`, failed.sessionId);
    expect(failedRes.statusCode).toBe(410);
    expect(failedRes.json()).toMatchObject({ code: 'OrderFailed', message: expect.stringContaining('13 11 66') });
  });
});

describe('PATCH /api/v1/baskets/{basketId}', () => {
  it('changes delivery to pickup and back', async () => {
    const basket = await newBasket(deliveryAt('2026-11-24T19:00'));
    const url = `/api/v1/baskets/${basket.basketId}`;
    const pickup = await call('PATCH', url, basket.sessionId, {
      ...pickupAsap,
      isAsap: false,
      orderDueAt: '2026-11-24T19:30',
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json()).toMatchObject({
      serviceType: 'Pickup',
      deliveryAddress: null,
      orderDueAt: '2026-11-24T19:30:00+11:00',
    });
    const back = await call('PATCH', url, basket.sessionId, deliveryAt(null, true));
    expect(back.json()).toMatchObject({
      serviceType: 'Delivery',
      isAsap: true,
      basketId: basket.basketId,
      sessionId: basket.sessionId,
    });
  });

  it('leaves the basket as it was after a rejected change', async () => {
    const basket = await newBasket(deliveryAt('2026-11-24T19:00'));
    const url = `/api/v1/baskets/${basket.basketId}`;
    expect((await call('PATCH', url, basket.sessionId, deliveryAt('2026-11-24T19:05'))).statusCode).toBe(412);
    expect((await call('PATCH', url, basket.sessionId, { ...pickupAsap, storeId: 999_999 })).statusCode).toBe(404);
    expect((await call('GET', url, basket.sessionId)).json()).toEqual(basket);
  });

  it('applies two changes sent together, one after the other', async () => {
    const basket = await newBasket();
    const url = `/api/v1/baskets/${basket.basketId}`;
    const [a, b] = await Promise.all([
      call('PATCH', url, basket.sessionId, { ...pickupAsap, isAsap: false, orderDueAt: '2026-11-24T19:00' }),
      call('PATCH', url, basket.sessionId, { ...pickupAsap, isAsap: false, orderDueAt: '2026-11-24T20:00' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await ctx.database.db.select().from(baskets).where(eq(baskets.basketId, basket.basketId));
    expect(row!.version).toBe(3);
  });
});

describe('PATCH /api/v1/baskets/{basketId}/expire', () => {
  it('expires the basket: later reads are 410 BasketHasExpired', async () => {
    const basket = await newBasket();
    const res = await call('PATCH', `/api/v1/baskets/${basket.basketId}/expire`, basket.sessionId);
    expect(res.statusCode).toBe(204);
    const after = await call('GET', `/api/v1/baskets/${basket.basketId}`, basket.sessionId);
    expect(after.statusCode).toBe(410);
    expect(after.json().code).toBe('BasketHasExpired');
  });
});

describe('POST /api/v1/baskets/{basketId}/validate', () => {
  it('412s an empty basket with BasketNotValid', async () => {
    const basket = await newBasket();
    const res = await call('POST', `/api/v1/baskets/${basket.basketId}/validate`, basket.sessionId);
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('BasketNotValid');
  });

  it('412s InvalidOrderDateTime once the chosen time has passed', async () => {
    const basket = await newBasket({ ...pickupAsap, isAsap: false, orderDueAt: '2026-11-24T19:00' });
    clock.set(new Date('2026-11-24T08:30:00Z')); // 7:30 pm
    const res = await call('POST', `/api/v1/baskets/${basket.basketId}/validate`, basket.sessionId);
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('InvalidOrderDateTime');
  });
});
