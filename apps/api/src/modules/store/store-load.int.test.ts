import { randomUUID } from 'node:crypto';
import { basketSchema } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { MIN_ORDERS_FOR_AVERAGE } from './store-load.ts';

// Bondi Junction (NSW003, 1003): automation and the algorithm on, pickup promise 15 minutes,
// no configured average. Tuesday 24 November 2026, 6 pm in Sydney.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const BONDI = {
  storeId: 1003,
  code: 'NSW003',
  manager: { username: 'bondi-junction.manager', password: 'Pizza-BondiJunction-2026' },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

/** Places `count` pickup orders now, and has the store hand them over `minutes` later. */
async function collectedOrdersTaking(count: number, minutes: number, token: string) {
  const orderIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const basket = basketSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/baskets',
          payload: { serviceType: 'Pickup', isAsap: true, storeId: BONDI.storeId },
        })
      ).json(),
    );
    const h = { 'x-session-id': basket.sessionId };
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/basketItems`,
      headers: h,
      payload: { productId: 2001, quantity: 1 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/validateOrder`,
      headers: h,
      payload: { mobileNumber: '0412345678', email: 'a@b.co' },
    });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/orders/cash`,
      headers: { ...h, 'idempotency-key': randomUUID() },
      payload: {},
    });
    orderIds.push(placed.json().orderId);
  }
  const move = (orderId: string, status: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status },
    });
  for (const orderId of orderIds)
    for (const status of ['Preparing', 'Baking', 'QualityCheck', 'Ready']) await move(orderId, status);
  clock.advanceMinutes(minutes);
  for (const orderId of orderIds) expect((await move(orderId, 'Collected')).statusCode).toBe(200);
}

describe('promise times from real load', () => {
  it(`keeps the configured promise until ${MIN_ORDERS_FOR_AVERAGE} orders are done, then promises their average`, async () => {
    const token = (await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: BONDI.manager })).json()
      .token;
    const promise = async () => {
      clock.advanceMinutes(2); // past the store directory's one-minute cache
      const basket = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/baskets',
          payload: { serviceType: 'Pickup', isAsap: true, storeId: BONDI.storeId },
        })
      ).json();
      return basket.storeInfo.promiseTimeMinutes as number;
    };
    expect(await promise()).toBe(15);
    await collectedOrdersTaking(MIN_ORDERS_FOR_AVERAGE - 1, 40, token);
    expect(await promise()).toBe(15);
    await collectedOrdersTaking(1, 40, token);
    expect(await promise()).toBe(40);
    const store = (await ctx.app.inject({ method: 'GET', url: `/api/v1/store/${BONDI.code}` })).json();
    expect(store.averagePickupTimeMinutes).toBe(40);
  });
});
