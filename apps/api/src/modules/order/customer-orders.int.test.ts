import { randomUUID } from 'node:crypto';
import { basketSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets, orders } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { guestDetails, pickupAtParramatta } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signedInAs, signedInTestIdentity } from '../../test/signed-in.ts';

// Issue 23, item 2: a customer id is never the client's word; a customer's orders need their token.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const VICTIM = 'cust-victim-1';

/** The app as it ships: no customer token can be verified yet, so everyone is a guest. */
let shipped: TestContext;
/** The app with a stand-in verifier, as customer sign-in will run it. */
let withSignIn: TestContext;
beforeAll(async () => {
  shipped = await buildTestApp({ clock });
  withSignIn = await buildTestApp({ clock, customerIdentity: signedInTestIdentity });
});
afterAll(async () => {
  await shipped.close();
  await withSignIn.close();
});

async function placeCashOrder(ctx: TestContext, disposition: object, headers: Record<string, string> = {}) {
  const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', headers, payload: disposition });
  expect(created.statusCode).toBe(201);
  const basket = basketSchema.parse(created.json());
  const h = { 'x-session-id': basket.sessionId, ...headers };
  const url = `/api/v1/baskets/${basket.basketId}`;
  await ctx.app.inject({
    method: 'POST',
    url: `${url}/basketItems`,
    headers: h,
    payload: { productId: 1003, quantity: 2, sizeId: 2 },
  });
  expect(
    (await ctx.app.inject({ method: 'POST', url: `${url}/validateOrder`, headers: h, payload: guestDetails }))
      .statusCode,
  ).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `${url}/orders/cash`,
    headers: { ...h, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return { basket, order: placed.json() as { orderId: string; orderRegister: string } };
}

const trackOrders = (ctx: TestContext, userId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/order/trackOrders/${userId}`, headers });

describe('a basket under someone else’s customer id', () => {
  it('does not carry the client-chosen customerId or userId into the basket or the order', async () => {
    const { basket, order } = await placeCashOrder(shipped, {
      ...pickupAtParramatta,
      customerId: VICTIM,
      userId: VICTIM,
    });
    expect(order.orderRegister).toBe('order-guest');
    const [row] = await shipped.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row!.customerId).toBeNull();
    expect(row!.customerInfo).toMatchObject({ userId: null, isNewUser: true, orderRegister: 'order-guest' });
    const [basketRow] = await shipped.database.db.select().from(baskets).where(eq(baskets.basketId, basket.basketId));
    expect(basketRow!.customerId).toBeNull();
  });

  it('ignores a customerId sent when the disposition changes', async () => {
    const created = basketSchema.parse(
      (await shipped.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta })).json(),
    );
    const patched = await shipped.app.inject({
      method: 'PATCH',
      url: `/api/v1/baskets/${created.basketId}`,
      headers: { 'x-session-id': created.sessionId },
      payload: { ...pickupAtParramatta, customerId: VICTIM, userId: VICTIM },
    });
    expect(patched.statusCode).toBe(200);
    const [row] = await shipped.database.db.select().from(baskets).where(eq(baskets.basketId, created.basketId));
    expect(row!.customerId).toBeNull();
  });

  it('takes the customer from a verified token, never from the body', async () => {
    const { order } = await placeCashOrder(
      withSignIn,
      { ...pickupAtParramatta, customerId: VICTIM },
      signedInAs('cust-own-1'),
    );
    expect(order.orderRegister).toBe('order-customer');
    const [row] = await withSignIn.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row!.customerId).toBe('cust-own-1');
  });
});

describe('GET /order/trackOrders/{userId}', () => {
  it('answers 401 problem+json without a bearer token, and shows nothing', async () => {
    await placeCashOrder(withSignIn, pickupAtParramatta, signedInAs(VICTIM));
    for (const ctx of [shipped, withSignIn]) {
      const res = await trackOrders(ctx, VICTIM);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        status: 401,
        code: 'Unauthorized',
        message: 'Please sign in to see your orders.',
      });
    }
    // No verifier ships yet: a bearer token proves nothing and is refused alike.
    expect((await trackOrders(shipped, VICTIM, signedInAs(VICTIM))).statusCode).toBe(401);
  });

  it("answers 403 for another customer's id, and the caller's own orders for theirs", async () => {
    const mine = await placeCashOrder(withSignIn, pickupAtParramatta, signedInAs('cust-reader'));
    const other = await trackOrders(withSignIn, VICTIM, signedInAs('cust-reader'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'Forbidden', message: 'These orders belong to another customer.' });

    for (const id of ['cust-reader', 'user-cust-reader']) {
      const own = await trackOrders(withSignIn, id, signedInAs('cust-reader'));
      expect(own.statusCode).toBe(200);
      expect(own.json().map((o: { orderId: string }) => o.orderId)).toEqual([mine.order.orderId]);
    }
  });
});
