import { orderHistoryPageSchema } from '@storefront/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  deliveryFrom1002,
  newCustomer,
  placeCashOrder,
  type TestCustomer,
} from './account.test-support.ts';

// Tuesday 24 November 2026, 6 pm in Sydney: the fixtures' store is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
let olga: TestCustomer;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
  olga = await newCustomer(ctx, clock, 'olga');
});
afterAll(() => ctx?.close());

const history = (customerId: string, query: string, headers: Record<string, string> = olga.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/order/orderHistory/${customerId}${query}`, headers });

it("lists only the customer's own orders, newest first, with store, service type, status, total and lines, a page at a time", async () => {
  const first = await placeCashOrder(ctx, olga.headers);
  clock.advanceMinutes(1);
  const second = await placeCashOrder(ctx, olga.headers, deliveryFrom1002, [
    { productId: 1003, quantity: 2, sizeId: 2 },
  ]);
  await placeCashOrder(ctx, {}); // a guest's order is nobody's history

  const page1 = await history(olga.customerId, '?page=1&pageSize=1');
  expect(page1.statusCode).toBe(200);
  const body = orderHistoryPageSchema.parse(page1.json());
  expect(body).toMatchObject({ page: 1, pageSize: 1, total: 2, hasMore: true });
  expect(body.orders).toHaveLength(1);
  const newest = body.orders[0]!;
  expect(newest.orderId).toBe(second.orderId);
  expect(newest).toMatchObject({
    orderReference: second.orderReference,
    serviceType: 'Delivery',
    status: 'Received',
    itemCount: 2,
  });
  expect(newest.store).toMatchObject({ storeId: 1002, timeZone: 'Australia/Sydney' });
  expect(newest.lines[0]).toMatchObject({ quantity: 2 });
  expect(newest.basketTotal).toBeGreaterThan(0);

  const page2 = orderHistoryPageSchema.parse((await history(olga.userId, '?page=2&pageSize=1')).json());
  expect(page2.orders.map((o) => o.orderId)).toEqual([first.orderId]);
  expect(page2.hasMore).toBe(false);

  const defaults = orderHistoryPageSchema.parse((await history(olga.customerId, '')).json());
  expect(defaults.pageSize).toBe(10);
});

it('refuses a page size over 50 and a page below 1 with 400 naming the field', async () => {
  const tooBig = await history(olga.customerId, '?pageSize=51');
  expect(tooBig.statusCode).toBe(400);
  expect(tooBig.body).toContain('pageSize');
  const zero = await history(olga.customerId, '?page=0');
  expect(zero.statusCode).toBe(400);
  expect(zero.body).toContain('page');
  expect((await history(olga.customerId, '?pageSize=50')).statusCode).toBe(200);
});
