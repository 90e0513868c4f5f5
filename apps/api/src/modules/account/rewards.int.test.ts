import { rewardsSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import { accountTestApp, newCustomer, pickupAt1002, placeCashOrder } from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

it('points come from collected or delivered orders, 1 per whole dollar, and go again when the order is cancelled or refunded', async () => {
  const db = ctx.database.db;
  const max = await newCustomer(ctx, clock, 'max');
  const rewards = async () =>
    rewardsSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${max.customerId}/rewards`, headers: max.headers })
      ).json(),
    );
  const first = await placeCashOrder(ctx, max.headers, pickupAt1002, [{ productId: 1003, quantity: 2, sizeId: 2 }]);
  const second = await placeCashOrder(ctx, max.headers, pickupAt1002);
  expect((await rewards()).balance).toBe(0); // received, not yet collected

  await db.update(orders).set({ status: 'Collected' }).where(eq(orders.orderId, first.orderId));
  await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.orderId, second.orderId));
  const [row] = await db.select().from(orders).where(eq(orders.orderId, first.orderId));
  const expected = Math.floor(row!.basketTotal / 100);
  const after = await rewards();
  expect(after.balance).toBe(expected);
  expect(after.entries).toMatchObject([
    { kind: 'earned', points: expected, orderReference: first.orderReference, voucherCode: null },
  ]);
  expect(after.options.map((o) => o.pointsCost)).toEqual([100, 60]);

  await db
    .update(orders)
    .set({ payment: { ...(row!.payment as object), status: 'refunded' } })
    .where(eq(orders.orderId, first.orderId));
  expect(await rewards()).toMatchObject({ balance: 0, entries: [] });
});
