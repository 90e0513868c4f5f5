import { customerVoucherListSchema } from '@storefront/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  newCustomer,
  pickupAt1002,
  placeCashOrder,
  type TestCustomer,
} from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const list = async (who: TestCustomer) =>
  customerVoucherListSchema.parse(
    (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}/vouchers`, headers: who.headers })
    ).json(),
  );

it('WELCOME is the customer’s own voucher until they use it, counted by customer id', async () => {
  const ned = await newCustomer(ctx, clock, 'ned');
  const oli = await newCustomer(ctx, clock, 'oli');
  expect(await list(ned)).toMatchObject([{ code: 'WELCOME', source: 'welcome', redeemed: false }]);
  await placeCashOrder(ctx, ned.headers, pickupAt1002, [{ productId: 1003, quantity: 2, sizeId: 2 }], ['WELCOME']);
  expect(await list(ned)).toMatchObject([{ code: 'WELCOME', redeemed: true }]);
  expect(await list(oli)).toMatchObject([{ code: 'WELCOME', redeemed: false }]);
});
