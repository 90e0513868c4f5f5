import { randomUUID } from 'node:crypto';
import { basketSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { baskets } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { guestDetails, pickupAtParramatta } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Each call here solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

// The pickup time the checkout fixtures ask for is open at this hour.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx?.close());

async function placeCashOrder(headers: Record<string, string>) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/baskets',
    headers,
    payload: pickupAtParramatta,
  });
  expect(created.statusCode).toBe(201);
  const basket = basketSchema.parse(created.json());
  const h = { 'x-session-id': basket.sessionId, ...headers };
  const url = `/api/v1/baskets/${basket.basketId}`;
  await ctx.app.inject({
    method: 'POST',
    url: `${url}/basketItems`,
    headers: h,
    payload: { productId: 1003, quantity: 1, sizeId: 2 },
  });
  await ctx.app.inject({ method: 'POST', url: `${url}/validateOrder`, headers: h, payload: guestDetails });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `${url}/orders/cash`,
    headers: { ...h, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return {
    basketId: basket.basketId,
    order: placed.json() as { orderRegister: string; customerInfo?: { userId: string | null } },
  };
}

it('a basket made with a customer access token is theirs, and its order is labelled order-customer; a guest’s order-guest', async () => {
  const client = customerClient(ctx.app);
  const me = (await client.signUp(client.email('olga'))).json();
  const signedIn = await placeCashOrder({ authorization: `Bearer ${me.access_token}` });
  const [row] = await ctx.database.db.select().from(baskets).where(eq(baskets.basketId, signedIn.basketId));
  expect(row!.customerId).toBe(me.customer.customerId);
  expect(signedIn.order.orderRegister).toBe('order-customer');
  const guest = await placeCashOrder({});
  expect(guest.order.orderRegister).toBe('order-guest');
  const tracked = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order/trackOrders/${me.customer.userID}`,
    headers: { authorization: `Bearer ${me.access_token}` },
  });
  expect(tracked.statusCode).toBe(200);
  expect(tracked.json()).toHaveLength(1);
  console.log('orders labelled: signed in ->', signedIn.order.orderRegister, '; guest ->', guest.order.orderRegister);
});
