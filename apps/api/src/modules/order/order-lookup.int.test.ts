import { randomUUID } from 'node:crypto';
import {
  basketSchema,
  ORDER_LOOKUP_ATTEMPTS,
  orderLookupResultSchema,
  TRACKING_GRANT_HEADER,
  TRACKING_GRANT_MINUTES,
} from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tracking from another device: reference plus the mobile or e-mail on the order, nothing else.
const NOW = new Date('2026-11-24T07:00:00Z');
const clock = fixedClock(NOW);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

async function placeOrder(mobileNumber: string, email: string) {
  const basket = basketSchema.parse(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/baskets',
        payload: { serviceType: 'Pickup', isAsap: true, storeId: 1002 },
      })
    ).json(),
  );
  const headers = { 'x-session-id': basket.sessionId };
  const base = `/api/v1/baskets/${basket.basketId}`;
  await ctx.app.inject({
    method: 'POST',
    url: `${base}/basketItems`,
    headers,
    payload: { productId: 1003, quantity: 1, sizeId: 2 },
  });
  await ctx.app.inject({ method: 'POST', url: `${base}/validateOrder`, headers, payload: { mobileNumber, email } });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `${base}/orders/cash`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return placed.json() as { orderId: string; orderReference: string };
}

// Each call from its own address unless a test says otherwise, so only the limit under test bites.
let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const lookup = (orderReference: string, contact: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/order/lookup', remoteAddress, payload: { orderReference, contact } });
const byGrant = (orderId: string, grant: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order/lookup/${orderId}`,
    headers: { [TRACKING_GRANT_HEADER]: grant },
  });

let order: { orderId: string; orderReference: string };
let other: { orderId: string; orderReference: string };
beforeEach(async () => {
  clock.set(NOW);
  order = await placeOrder('0412 345 678', 'Sam.Guest@Example.com');
  other = await placeOrder('0498 765 432', 'alex@example.com');
});

describe('POST /order/lookup', () => {
  it('finds the order by reference and the mobile (any form) or e-mail (any case), with a grant', async () => {
    const spaced = `${order.orderReference.slice(0, 4).toLowerCase()} ${order.orderReference.slice(4)}`;
    for (const contact of ['0412345678', '+61 412 345 678', '(04) 1234-5678', 'sam.guest@example.com ']) {
      const res = await lookup(spaced, contact);
      expect(res.statusCode, contact).toBe(200);
      const body = orderLookupResultSchema.parse(res.json());
      expect(body.order).toMatchObject({ orderId: order.orderId, orderReference: order.orderReference });
      expect(Date.parse(body.grant.expiresAt)).toBe(NOW.getTime() + TRACKING_GRANT_MINUTES * 60_000);
    }
  });

  it('answers the same 404 for an unknown reference, a wrong contact, and another order’s contact', async () => {
    const answers = await Promise.all([
      lookup('RR999999', '0412345678'),
      lookup(order.orderReference, '0412345679'),
      lookup(order.orderReference, 'sam@example.com'),
      lookup(order.orderReference, '0498765432'),
      lookup(order.orderReference, 'alex@example.com'),
      lookup(order.orderReference, 'not a contact'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json().message).toBe('Order not found.');
  });

  it('tracks for 8 hours after placement, then 403 — but only to someone who proved the order', async () => {
    clock.advanceMinutes(8 * 60);
    expect((await lookup(order.orderReference, '0412345678')).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const late = await lookup(order.orderReference, '0412345678');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('You can no longer track this order');
    expect((await lookup(order.orderReference, '0400000000')).statusCode).toBe(404);
  });

  it('refuses a malformed reference or contact with 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/lookup',
      payload: { orderReference: 'R!', contact: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.orderReference', 'body.contact']));
    const nul = await lookup(order.orderReference, '0412\u0000345678');
    expect(nul.statusCode).toBe(400);
  });

  it(`allows ${ORDER_LOOKUP_ATTEMPTS.perReference} tries per reference, from any addresses, then 429`, async () => {
    for (let i = 0; i < ORDER_LOOKUP_ATTEMPTS.perReference; i++) {
      expect((await lookup(other.orderReference, `04000000${String(i).padStart(2, '0')}`)).statusCode).toBe(404);
    }
    const blocked = await lookup(other.orderReference, '0498765432');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TooManyRequests');
    // Another order's reference is not held up by it.
    expect((await lookup(order.orderReference, '0412345678')).statusCode).toBe(200);
  });

  it(`allows ${ORDER_LOOKUP_ATTEMPTS.perAddress} tries per address, across references, then 429`, async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < ORDER_LOOKUP_ATTEMPTS.perAddress; i++) {
      expect((await lookup(`RR${String(i).padStart(6, '0')}`, '0400000000', address)).statusCode).toBe(404);
    }
    expect((await lookup(order.orderReference, '0412345678', address)).statusCode).toBe(429);
    expect((await lookup(order.orderReference, '0412345678')).statusCode).toBe(200);
  });
});

describe('GET /order/lookup/{orderId} with a tracking grant', () => {
  const grantFor = async () =>
    orderLookupResultSchema.parse((await lookup(order.orderReference, '0412345678')).json()).grant.token;

  it(`keeps tracking while used; ${TRACKING_GRANT_MINUTES} minutes unused and it is gone`, async () => {
    const grant = await grantFor();
    clock.advanceMinutes(TRACKING_GRANT_MINUTES - 1);
    const again = await byGrant(order.orderId, grant);
    expect(again.statusCode).toBe(200);
    const body = orderLookupResultSchema.parse(again.json());
    expect(body.order.orderId).toBe(order.orderId);
    expect(Date.parse(body.grant.expiresAt)).toBe(clock.now().getTime() + TRACKING_GRANT_MINUTES * 60_000);
    clock.advanceMinutes(TRACKING_GRANT_MINUTES - 1);
    expect((await byGrant(order.orderId, grant)).statusCode).toBe(200);
    clock.advanceMinutes(TRACKING_GRANT_MINUTES + 1);
    expect((await byGrant(order.orderId, grant)).statusCode).toBe(404);
  });

  it('is for its own order only, and a made-up grant gets the same 404', async () => {
    const grant = await grantFor();
    const answers = await Promise.all([byGrant(other.orderId, grant), byGrant(order.orderId, 'x'.repeat(43))]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/lookup/${order.orderId}` });
    expect(missing.statusCode).toBe(400);
  });

  it('says tracking has ended once the 8 hours are past', async () => {
    clock.advanceMinutes(8 * 60 - 10);
    const grant = await grantFor();
    clock.advanceMinutes(11);
    const res = await byGrant(order.orderId, grant);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can no longer track this order');
  });
});
