import {
  COUPON_NOT_AVAILABLE_TODAY_MESSAGE,
  ITEM_UNAVAILABLE_MESSAGE,
  reorderResultSchema,
  type Basket,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baskets, orders } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import {
  accountTestApp,
  newCustomer,
  pickupAt1002,
  placeCashOrder,
  signedInHeaders,
  type TestCustomer,
} from './account.test-support.ts';

// Tuesday 24 November 2026, 6 pm in Sydney.
const EVENING = new Date('2026-11-24T07:00:00Z');
const clock = fixedClock(EVENING);
let ctx: TestContext;
let olga: TestCustomer;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
  olga = await newCustomer(ctx, clock, 'olga');
});
afterAll(() => ctx?.close());

const reorder = (who: TestCustomer, orderId: string, path = 'reorder', extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/baskets/customers/${who.customerId}/${path}`,
    headers: who.headers,
    payload: { orderId, ...extra },
  });

it("rebuilds the order in a new basket at today's prices, listing a changed price and a line no longer sold; the order is untouched", async () => {
  const placed = await placeCashOrder(ctx, olga.headers, pickupAt1002, [
    { productId: 1003, quantity: 1, sizeId: 2 },
    { productId: 1001, quantity: 1, sizeId: 2 },
  ]);
  const db = ctx.database.db;
  // The first line cost $2 less when it was ordered; the second product has left the menu since.
  const [order] = await db.select().from(orders).where(eq(orders.orderId, placed.orderId));
  const paid = structuredClone(order!.basket as Basket);
  const paidFirst = paid.basketItems[0]!.totalPrice - 200;
  paid.basketItems[0]!.totalPrice = paidFirst;
  await db.update(orders).set({ basket: paid }).where(eq(orders.orderId, placed.orderId));
  const [row] = await db.select().from(baskets).where(eq(baskets.basketId, placed.basket.basketId));
  const items = structuredClone(row!.items as StoredItems);
  items.basketItems[1]!.productId = 999_999;
  await db.update(baskets).set({ items }).where(eq(baskets.basketId, placed.basket.basketId));
  const orderBefore = (await db.select().from(orders).where(eq(orders.orderId, placed.orderId)))[0];

  const res = await reorder(olga, placed.orderId);
  expect(res.statusCode, res.body).toBe(201);
  const result = reorderResultSchema.parse(res.json());
  expect(result.basket.basketId).not.toBe(placed.basket.basketId);
  expect(result.basket.storeInfo.storeId).toBe(1002);
  expect(result.basket.isAsap).toBe(true);
  expect(result.basket.basketItems).toHaveLength(1);
  const today = result.basket.basketItems[0]!.totalPrice;
  expect(result.changes).toEqual([
    {
      kind: 'PriceChanged',
      name: paid.basketItems[0]!.name,
      quantity: 1,
      previousPrice: paidFirst,
      currentPrice: today,
      message: `The price has changed from $${(paidFirst / 100).toFixed(2)} to $${(today / 100).toFixed(2)}.`,
    },
    {
      kind: 'Unavailable',
      name: paid.basketItems[1]!.name,
      quantity: 1,
      previousPrice: paid.basketItems[1]!.totalPrice,
      currentPrice: null,
      message: ITEM_UNAVAILABLE_MESSAGE,
    },
  ]);
  expect(result.previousTotal).toBe(order!.basketTotal);
  // The new basket is the caller's, usable with its session id.
  const fetched = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/baskets/${result.basket.basketId}`,
    headers: { 'x-session-id': result.basket.sessionId },
  });
  expect(fetched.statusCode).toBe(200);
  const orderAfter = (await db.select().from(orders).where(eq(orders.orderId, placed.orderId)))[0];
  expect(orderAfter).toEqual(orderBefore);
});

it('a lunchtime coupon ordered at noon is not added in the evening: CouponNotAvailableToday with the order-history message', async () => {
  clock.set(new Date('2026-11-24T01:30:00Z')); // 12:30 pm in Sydney
  const placed = await placeCashOrder(
    ctx,
    olga.headers,
    pickupAt1002,
    [{ productId: 1003, quantity: 2, sizeId: 2 }],
    ['LUNCH15'],
  );
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
  const lunch = (order!.basket as Basket).vouchers.find((v) => v.voucherCode === 'LUNCH15')!;
  expect(lunch.discount).toBeGreaterThan(0);
  clock.set(EVENING);
  const res = await reorder(olga, placed.orderId);
  expect(res.statusCode, res.body).toBe(201);
  const result = reorderResultSchema.parse(res.json());
  expect(result.changes).toEqual([
    {
      kind: 'CouponNotAvailableToday',
      name: lunch.name,
      quantity: 1,
      previousPrice: lunch.discount,
      currentPrice: null,
      message: COUPON_NOT_AVAILABLE_TODAY_MESSAGE,
    },
  ]);
  expect(result.basket.vouchers).toEqual([]);
  expect(result.basket.basketItems).toHaveLength(1);
});

it('reordered while the store is closed, the new basket is for its first offered time, not a refused ASAP', async () => {
  const placed = await placeCashOrder(ctx, olga.headers, pickupAt1002, [{ productId: 1003, quantity: 1, sizeId: 2 }]);
  clock.set(new Date('2026-11-24T14:30:00Z')); // 1:30 am on Wednesday in Sydney: closed
  const headers = await signedInHeaders(clock, olga.customerId, olga.userId);
  const res = await reorder({ ...olga, headers }, placed.orderId);
  clock.set(EVENING);
  expect(res.statusCode, res.body).toBe(201);
  const { basket } = reorderResultSchema.parse(res.json());
  expect(basket.isAsap).toBe(false);
  // Store 1002's first pickup time that Wednesday: opening time.
  expect(basket.orderDueAt).toBe('2026-11-25T11:00:00+11:00');
  expect(basket.basketItems).toHaveLength(1);
});

it("copyBasket puts the order at the disposition given; another customer's order id is not found, and a bad body is 400", async () => {
  const placed = await placeCashOrder(ctx, olga.headers, pickupAt1002);
  const copied = await reorder(olga, placed.orderId, 'copyBasket', {
    disposition: { serviceType: 'Pickup', isAsap: true, storeId: 1001 },
  });
  expect(copied.statusCode, copied.body).toBe(201);
  const result = reorderResultSchema.parse(copied.json());
  expect(result.basket.storeInfo.storeId).toBe(1001);
  expect(result.basket.basketItems).toHaveLength(1);

  const pia = await newCustomer(ctx, clock, 'pia');
  const notHers = await reorder(pia, placed.orderId);
  expect(notHers.statusCode).toBe(404);
  expect(notHers.body).not.toContain(placed.orderReference);
  const bad = await reorder(olga, 'not-an-id');
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('body.orderId');
});
