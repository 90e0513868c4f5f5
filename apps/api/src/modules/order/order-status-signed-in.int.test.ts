import { randomUUID } from 'node:crypto';
import { basketSchema } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { guestDetails, pickupAtParramatta } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Signing up solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

// The pickup time the checkout fixtures ask for is open at this hour.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
let owner: { token: string; customerId: string };
let other: { token: string };
let ownOrder: { orderId: string; sessionId: string };
let guestOrder: { orderId: string; sessionId: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
  return { orderId: (placed.json() as { orderId: string }).orderId, sessionId: basket.sessionId };
}

const status = (orderId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}/status`, headers });

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  const client = customerClient(ctx.app);
  const me = (await client.signUp(client.email('owner'))).json();
  const them = (await client.signUp(client.email('other'))).json();
  owner = { token: me.access_token, customerId: me.customer.customerId };
  other = { token: them.access_token };
  ownOrder = await placeCashOrder(bearer(owner.token));
  guestOrder = await placeCashOrder({});
});
afterAll(() => ctx?.close());

describe('GET /order/{orderId}/status with the customer’s token (another device, no basket session)', () => {
  it('answers the order to the customer who placed it', async () => {
    const res = await status(ownOrder.orderId, bearer(owner.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: ownOrder.orderId, status: expect.any(String) });
  });

  it('answers another customer the same 404 as an unknown order, naming nothing', async () => {
    const theirs = await status(ownOrder.orderId, bearer(other.token));
    const unknown = await status(randomUUID(), bearer(other.token));
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json().detail).toBe(unknown.json().detail);
    expect(theirs.body).not.toContain(ownOrder.orderId);
  });

  it('does not open a guest’s order to a signed-in customer', async () => {
    expect((await status(guestOrder.orderId, bearer(owner.token))).statusCode).toBe(404);
  });

  it('answers a guest without a session 404, and the session that placed it still 200', async () => {
    expect((await status(ownOrder.orderId)).statusCode).toBe(404);
    expect((await status(ownOrder.orderId, { 'x-session-id': ownOrder.sessionId })).statusCode).toBe(200);
    expect((await status(guestOrder.orderId, { 'x-session-id': guestOrder.sessionId })).statusCode).toBe(200);
  });

  it('refuses a token it cannot verify with 401', async () => {
    expect((await status(ownOrder.orderId, bearer('not-a-token'))).statusCode).toBe(401);
  });
});
