import { randomUUID } from 'node:crypto';
import { basketSchema, customerVoucherListSchema, redeemedRewardSchema, rewardsSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, rewardSpends } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  newCustomer,
  pickupAt1002,
  placeCashOrder,
  type TestCustomer,
} from './account.test-support.ts';

// Decisions 127 and 156: points buy reward vouchers; a spend is refused when the balance is short,
// happens once per Idempotency-Key, and two parallel spends of the last points make one voucher.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

/** A customer whose one collected order earned `points` (1 per whole dollar). */
async function customerWithPoints(name: string, points: number) {
  const who = await newCustomer(ctx, clock, name);
  const { orderId } = await placeCashOrder(ctx, who.headers);
  await ctx.database.db
    .update(orders)
    .set({ status: 'Collected', basketTotal: points * 100 })
    .where(eq(orders.orderId, orderId));
  return who;
}

const redeem = (who: TestCustomer, rewardId: string, key: string = randomUUID(), headers = who.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/customer/${who.customerId}/rewards/redeem`,
    headers: { ...headers, 'idempotency-key': key },
    payload: { rewardId },
  });
const rewards = async (who: TestCustomer) =>
  rewardsSchema.parse(
    (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}/rewards`, headers: who.headers })
    ).json(),
  );
const vouchers = async (who: TestCustomer) =>
  customerVoucherListSchema.parse(
    (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}/vouchers`, headers: who.headers })
    ).json(),
  );
const spendsOf = (who: TestCustomer) =>
  ctx.database.db.select().from(rewardSpends).where(eq(rewardSpends.customerId, who.customerId));

describe('spending points', () => {
  it('buys a reward voucher: the ledger shows the spend, the voucher is listed, a retry answers the same', async () => {
    const ada = await customerWithPoints('ada', 150);
    const key = randomUUID();
    const res = await redeem(ada, 'FIVE_OFF', key);
    expect(res.statusCode, res.body).toBe(201);
    const spent = redeemedRewardSchema.parse(res.json());
    expect(spent).toEqual({ voucherCode: expect.stringMatching(/^RW-[A-Z2-9]{10}$/), balance: 50 });

    const after = await rewards(ada);
    expect(after.balance).toBe(50);
    expect(after.entries[0]).toMatchObject({
      kind: 'spent',
      points: -100,
      voucherCode: spent.voucherCode,
      description: 'Redeemed for $5 off your next order',
    });
    expect(after.entries[1]).toMatchObject({ kind: 'earned', points: 150 });
    expect((await vouchers(ada)).find((v) => v.code === spent.voucherCode)).toEqual({
      code: spent.voucherCode,
      name: '$5 off your next order',
      description: '$5 off an order, for your reward points.',
      source: 'reward',
      validTo: '2027-02-22',
      redeemed: false,
    });

    const again = await redeem(ada, 'FIVE_OFF', key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(spent);
    expect(await spendsOf(ada)).toHaveLength(1);
    const otherReward = await redeem(ada, 'FREE_SIDE', key);
    expect(otherReward.statusCode).toBe(422);
    expect(otherReward.json()).toMatchObject({ code: 'IdempotencyKeyReused' });
  });

  it('is refused with 409 and the balance when points are short, and nothing is spent', async () => {
    const bo = await customerWithPoints('bo', 99);
    const res = await redeem(bo, 'FIVE_OFF');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'RewardBalanceTooLow',
      message: 'You have 99 points; $5 off your next order needs 100.',
    });
    expect(await spendsOf(bo)).toEqual([]);
    expect((await rewards(bo)).balance).toBe(99);
    expect((await redeem(bo, 'FREE_SIDE')).statusCode).toBe(201);
    expect((await rewards(bo)).balance).toBe(39);
  });

  it('two parallel spends of the last points make one voucher', async () => {
    const cy = await customerWithPoints('cy', 100);
    const answers = await Promise.all([redeem(cy, 'FIVE_OFF'), redeem(cy, 'FIVE_OFF'), redeem(cy, 'FIVE_OFF')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await spendsOf(cy)).toHaveLength(1);
    expect((await vouchers(cy)).filter((v) => v.source === 'reward')).toHaveLength(1);
    expect((await rewards(cy)).balance).toBe(0);
  });

  it('a double-submit with one key gives one voucher and the same answer twice', async () => {
    const di = await customerWithPoints('di', 300);
    const key = randomUUID();
    const [first, second] = await Promise.all([redeem(di, 'FIVE_OFF', key), redeem(di, 'FIVE_OFF', key)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(first!.json()).toEqual(second!.json());
    expect(await spendsOf(di)).toHaveLength(1);
  });

  it('needs the owner, a known reward and an Idempotency-Key', async () => {
    const ed = await customerWithPoints('ed', 200);
    const fay = await newCustomer(ctx, clock, 'fay');
    expect((await redeem(ed, 'FIVE_OFF', randomUUID(), fay.headers)).statusCode).toBe(403);
    expect((await redeem(ed, 'FIVE_OFF', randomUUID(), { authorization: '' })).statusCode).toBe(401);

    const unknown = await redeem(ed, 'FREE_PIZZA');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'body.rewardId', message: 'One of FIVE_OFF, FREE_SIDE' }]);
    const extra = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/customer/${ed.customerId}/rewards/redeem`,
      headers: { ...ed.headers, 'idempotency-key': randomUUID() },
      payload: { rewardId: 'FIVE_OFF', points: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().errors)).toContain('points');
    const keyless = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/customer/${ed.customerId}/rewards/redeem`,
      headers: ed.headers,
      payload: { rewardId: 'FIVE_OFF' },
    });
    expect(keyless.statusCode).toBe(400);
    expect(JSON.stringify(keyless.json().errors)).toContain('idempotency-key');
    expect(await spendsOf(ed)).toEqual([]);
  });
});

describe('a reward voucher at checkout', () => {
  it('takes $5 off for its owner once, through the ordinary voucher path; nobody else can use it', async () => {
    const gil = await customerWithPoints('gil', 100);
    const hal = await newCustomer(ctx, clock, 'hal');
    const { voucherCode } = redeemedRewardSchema.parse((await redeem(gil, 'FIVE_OFF')).json());

    const tryApply = async (headers: Record<string, string>) => {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', headers, payload: pickupAt1002 });
      const basket = basketSchema.parse(created.json());
      const h = { ...headers, 'x-session-id': basket.sessionId };
      const url = `/api/v1/baskets/${basket.basketId}`;
      await ctx.app.inject({
        method: 'POST',
        url: `${url}/basketItems`,
        headers: h,
        payload: { productId: 1003, quantity: 2, sizeId: 2 },
      });
      return ctx.app.inject({ method: 'POST', url: `${url}/applyvoucher/${voucherCode.toLowerCase()}`, headers: h });
    };
    const stranger = await tryApply(hal.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(`Sorry, we could not find the voucher ${voucherCode}.`);
    expect((await tryApply({})).json()).toMatchObject({ code: 'VoucherRequiresSignIn' });

    const { basket } = await placeCashOrder(
      ctx,
      gil.headers,
      pickupAt1002,
      [{ productId: 1003, quantity: 2, sizeId: 2 }],
      [voucherCode],
    );
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId));
    expect((order!.basket as { discount: number }).discount).toBe(500);
    expect((await vouchers(gil)).find((v) => v.code === voucherCode)).toMatchObject({ redeemed: true });
    const second = await tryApply(gil.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'VoucherAlreadyRedeemed' });
  });
});
