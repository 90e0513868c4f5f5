import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  deliveryFrom1002,
  newCustomer,
  placeCashOrder,
  saveCardFor,
  type TestCustomer,
} from './account.test-support.ts';

// Every call that names a customer (or their order) in its path, walked with another customer's
// token and with no token at all: 403 and 401, and nothing of the owner's in any answer.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
let victim: TestCustomer;
let intruder: TestCustomer;
let victimOrder: { orderId: string; orderReference: string };
let victimCard: { cardId: string; last4: string };
beforeAll(async () => {
  ctx = await accountTestApp(clock);
  victim = await newCustomer(ctx, clock, 'victim');
  intruder = await newCustomer(ctx, clock, 'intruder');
  victimCard = await saveCardFor(ctx, victim);
  victimOrder = await placeCashOrder(ctx, victim.headers, deliveryFrom1002, [
    { productId: 1003, quantity: 2, sizeId: 2 },
  ]);
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const { address, city, state, postalCode, latitude, longitude } = deliveryFrom1002;

/** [method, path with :id for the owner, a valid body, headers the call needs]. */
function routes(): [Method, string, object?, Record<string, string>?][] {
  const orderId = victimOrder.orderId;
  return [
    ['GET', '/customer/:id'],
    ['PATCH', '/customer/:id', { profile: { firstName: 'Mallory' } }],
    ['DELETE', '/customer/:id'],
    ['GET', '/order/orderHistory/:id'],
    ['GET', '/order/trackOrders/:id'],
    ['GET', '/customer/:id/disposition'],
    ['POST', '/customer/:id/disposition', { serviceType: 'Pickup' }],
    ['POST', '/customer/:id/store', { storeId: 1002 }],
    ['DELETE', '/customer/:id/store'],
    ['POST', '/customer/:id/address', { address, city, state, postalCode, latitude, longitude }],
    ['DELETE', '/customer/:id/address'],
    ['POST', '/customer/:id/card/initialise', { returnUrl: '/account/payment' }],
    ['POST', '/customer/:id/card', { flexToken: 'cs_someone_elses' }],
    ['GET', '/customer/:id/card'],
    ['GET', `/customer/:id/card/${victimCard.cardId}`],
    ['DELETE', `/customer/:id/card/${victimCard.cardId}`],
    ['PATCH', `/customer/:id/card/${victimCard.cardId}/status`, { status: 'Inactive' }],
    ['PATCH', `/customer/:id/card/${victimCard.cardId}/default`],
    ['GET', '/customer/:id/notifications'],
    ['GET', '/customer/:id/rewards'],
    ['GET', '/customer/:id/vouchers'],
    ['GET', '/customer/:id/appdeals?ForceResponse=true&ForceReset=true'],
    ['POST', '/customer/:id/rewards/redeem', { rewardId: 'FIVE_OFF' }, { 'idempotency-key': randomUUID() }],
    ['PATCH', `/customer/:id/notifications/${randomUUID()}/read`],
    ['DELETE', `/customer/:id/notifications/${randomUUID()}`],
    ['PATCH', '/customer/:id/changeemail', { proposedEmail: 'someone.new@example.com' }],
    ['POST', '/baskets/customers/:id/reorder', { orderId }],
    [
      'POST',
      '/baskets/customers/:id/copyBasket',
      { orderId, disposition: { serviceType: 'Pickup', isAsap: true, storeId: 1002 } },
    ],
  ];
}

it('another customer gets 403 and a guest 401 on every id-bearing route: 0 leaks, nothing changed', async () => {
  const before = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${victim.customerId}/disposition`,
      headers: victim.headers,
    })
  ).body;
  const leaks: string[] = [];
  for (const [method, template, payload, needed] of routes()) {
    for (const id of [victim.customerId, victim.userId]) {
      const url = `/api/v1${template.replace(':id', id)}`;
      for (const [who, headers, expected] of [
        ['intruder', intruder.headers, 403],
        ['guest', {}, 401],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { ...needed, ...headers },
          ...(payload ? { payload } : {}),
        });
        const revealed = [
          victim.email,
          victimOrder.orderReference,
          victimOrder.orderId,
          '12 Smith Street',
          victimCard.last4,
        ].some((s) => res.body.includes(s));
        if (res.statusCode !== expected || revealed)
          leaks.push(`${who} ${method} ${url}: ${res.statusCode} ${res.body}`);
      }
    }
  }
  console.log(`access walk: ${routes().length} routes x 2 ids x 2 callers, ${leaks.length} leaks`);
  expect(leaks).toEqual([]);
  const after = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${victim.customerId}/disposition`,
      headers: victim.headers,
    })
  ).body;
  expect(after).toBe(before);
  const cards = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/customer/${victim.customerId}/card`,
    headers: victim.headers,
  });
  expect(cards.json()).toMatchObject([{ cardId: victimCard.cardId, status: 'Active', default: true }]);
  const owner = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/customer/${victim.customerId}`,
    headers: victim.headers,
  });
  expect(owner.statusCode).toBe(200);
  expect(owner.json().profile.firstName).toBe('victim');
});
