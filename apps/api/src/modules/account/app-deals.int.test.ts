import { appDealListSchema, customerVoucherListSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDeals } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { TestContext } from '../../test/helper.ts';
import { personalVouchers } from '../voucher/personal-vouchers.repository.ts';
import {
  accountTestApp,
  newCustomer,
  pickupAt1002,
  placeCashOrder,
  type TestCustomer,
} from './account.test-support.ts';
import { appDealsService } from './app-deals.service.ts';

// Decision 157: GET /customer/{id}/appdeals lists the prizes a customer won as personal vouchers;
// a game awards them through awardAppDeal; ForceResponse answers an empty list instead of 404;
// ForceReset withdraws unused deals, outside production only.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
let deals: ReturnType<typeof appDealsService>;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
  const db = ctx.database.db;
  deals = appDealsService({ db, clock, personal: personalVouchers(db), testAids: true });
});
afterAll(() => ctx?.close());

const get = (who: TestCustomer, query = '', headers = who.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}/appdeals${query}`, headers });
const vouchersOf = async (who: TestCustomer) =>
  customerVoucherListSchema.parse(
    (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}/vouchers`, headers: who.headers })
    ).json(),
  );

describe('awardAppDeal', () => {
  it('gives the customer a copy of the prize voucher with a code of their own, once per award key', async () => {
    const ivy = await newCustomer(ctx, clock, 'ivy');
    const won = await deals.awardAppDeal(ivy.customerId, {
      prizeTypeId: 3,
      awardKey: 'spin-1',
      voucherCode: 'FREEGARLIC',
      expiresAt: new Date('2026-12-01T00:00:00Z'),
    });
    expect(won).toEqual({
      dealId: expect.any(String),
      prizeTypeId: 3,
      voucherCode: expect.stringMatching(/^AD-[A-Z2-9]{10}$/),
      name: expect.any(String),
      wonAt: clock.now().toISOString(),
      expiresAt: '2026-12-01T00:00:00.000Z',
      redeemed: false,
    });
    expect(
      await deals.awardAppDeal(ivy.customerId, { prizeTypeId: 3, awardKey: 'spin-1', voucherCode: 'FREEGARLIC' }),
    ).toEqual(won);
    expect(await ctx.database.db.select().from(appDeals).where(eq(appDeals.customerId, ivy.customerId))).toHaveLength(
      1,
    );
    expect((await vouchersOf(ivy)).find((v) => v.code === won.voucherCode)).toMatchObject({
      source: 'appdeal',
      validTo: '2026-12-01',
      redeemed: false,
    });
  });

  it('refuses a prize that is not a catalogue voucher, naming the field', async () => {
    const jo = await newCustomer(ctx, clock, 'jo');
    const award = (voucherCode: string, prizeTypeId = 1) =>
      deals.awardAppDeal(jo.customerId, { prizeTypeId, awardKey: 'k', voucherCode });
    await expect(award('NOSUCHCODE')).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'prize.voucherCode', message: 'Not a catalogue voucher' }],
    });
    await expect(award('FREEGARLIC', 0)).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'prize.prizeTypeId' }],
    });
    const other = await deals.awardAppDeal(jo.customerId, { prizeTypeId: 1, awardKey: 'ok', voucherCode: 'TENOFF' });
    await expect(award(other.voucherCode)).rejects.toMatchObject({ status: 400 });
  });
});

describe('GET /customer/{id}/appdeals', () => {
  it('lists won deals newest first, filtered by PrizeTypeId; none held is 404 unless ForceResponse', async () => {
    const kim = await newCustomer(ctx, clock, 'kim');
    const none = await get(kim);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NoAppDeals', message: 'You have no deals to show yet.' });
    const forced = await get(kim, '?ForceResponse=true');
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toEqual([]);

    const first = await deals.awardAppDeal(kim.customerId, { prizeTypeId: 1, awardKey: 'a', voucherCode: 'TENOFF' });
    clock.advanceMinutes(1);
    const second = await deals.awardAppDeal(kim.customerId, {
      prizeTypeId: 2,
      awardKey: 'b',
      voucherCode: 'FREEGARLIC',
    });
    const all = appDealListSchema.parse((await get(kim)).json());
    expect(all.map((d) => d.dealId)).toEqual([second.dealId, first.dealId]);
    expect(appDealListSchema.parse((await get(kim, '?PrizeTypeId=1')).json()).map((d) => d.dealId)).toEqual([
      first.dealId,
    ]);
    expect((await get(kim, '?PrizeTypeId=9')).statusCode).toBe(404);
  });

  // TENOFF asks for $40 of food: the prize keeps its template's conditions, so 4 pizzas are ordered.
  it('a won deal is used at checkout like any voucher and then shows as redeemed', async () => {
    const lou = await newCustomer(ctx, clock, 'lou');
    const won = await deals.awardAppDeal(lou.customerId, { prizeTypeId: 1, awardKey: 'x', voucherCode: 'TENOFF' });
    await placeCashOrder(
      ctx,
      lou.headers,
      pickupAt1002,
      [{ productId: 1003, quantity: 4, sizeId: 2 }],
      [won.voucherCode],
    );
    expect(appDealListSchema.parse((await get(lou)).json())).toMatchObject([{ dealId: won.dealId, redeemed: true }]);
  });

  it('ForceReset withdraws the unused deals of that prize type (outside production), keeping used ones', async () => {
    const mo = await newCustomer(ctx, clock, 'mo');
    const used = await deals.awardAppDeal(mo.customerId, { prizeTypeId: 1, awardKey: 'u', voucherCode: 'TENOFF' });
    await placeCashOrder(
      ctx,
      mo.headers,
      pickupAt1002,
      [{ productId: 1003, quantity: 4, sizeId: 2 }],
      [used.voucherCode],
    );
    const unused = await deals.awardAppDeal(mo.customerId, { prizeTypeId: 1, awardKey: 'v', voucherCode: 'TENOFF' });
    const otherType = await deals.awardAppDeal(mo.customerId, { prizeTypeId: 2, awardKey: 'w', voucherCode: 'TENOFF' });

    const res = await get(mo, '?PrizeTypeId=1&ForceReset=true');
    expect(res.statusCode).toBe(200);
    expect(appDealListSchema.parse(res.json()).map((d) => d.dealId)).toEqual([used.dealId]);
    expect(
      appDealListSchema
        .parse((await get(mo)).json())
        .map((d) => d.dealId)
        .sort(),
    ).toEqual([used.dealId, otherType.dealId].sort());
    expect((await vouchersOf(mo)).map((v) => v.code)).not.toContain(unused.voucherCode);
  });

  it('in production ForceReset is a 400 naming it, and nothing is withdrawn', async () => {
    const ned = await newCustomer(ctx, clock, 'ned');
    await deals.awardAppDeal(ned.customerId, { prizeTypeId: 1, awardKey: 'p', voucherCode: 'TENOFF' });
    const production = appDealsService({
      db: ctx.database.db,
      clock,
      personal: personalVouchers(ctx.database.db),
      testAids: false,
    });
    const refused = production.list(ned.customerId, { ForceReset: true, ForceResponse: false });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'ForceReset is a testing aid and is not available in production.',
      errors: [{ field: 'query.ForceReset', message: 'Only outside production' }],
    });
    expect(await production.list(ned.customerId, { ForceReset: false, ForceResponse: false })).toHaveLength(1);
  });

  it("another customer's id is 403, no token 401, a bad query 400 naming the field", async () => {
    const oz = await newCustomer(ctx, clock, 'oz');
    const pat = await newCustomer(ctx, clock, 'pat');
    expect((await get(oz, '', pat.headers)).statusCode).toBe(403);
    expect((await get(oz, '', {} as TestCustomer['headers'])).statusCode).toBe(401);
    const bad = await get(oz, '?PrizeTypeId=zero&Other=1');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('PrizeTypeId');
  });
});
