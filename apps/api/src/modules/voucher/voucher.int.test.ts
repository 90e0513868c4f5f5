import { basketSchema, type Basket } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { VOUCHER_ATTEMPTS } from './voucher.service.ts';

// Tuesday 24 November 2026, 6 pm in Sydney.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const pickup = { serviceType: 'Pickup', isAsap: true, storeId: 1002 };
const delivery = {
  serviceType: 'Delivery',
  isAsap: true,
  storeId: 1002,
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
};
const largePepperoni = (quantity: number) => ({ productId: 1003, quantity, sizeId: 2 });

let ctx: TestContext;
let basket: Basket;
// Each test comes from its own address, so the per-address limit is the one under test only there.
let address = 0;
beforeAll(async () => {
  // Behind a local proxy, as in production: each test's X-Forwarded-For is its client address.
  ctx = await buildTestApp({ clock, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  address += 1;
  basket = basketSchema.parse(
    (await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickup })).json(),
  );
});

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/baskets/${basket.basketId}${path}`,
    headers: { 'x-session-id': basket.sessionId, 'x-forwarded-for': `203.0.113.${address}`, ...headers },
    ...(payload ? { payload } : {}),
  });
const apply = (code: string) => send('POST', `/applyvoucher/${encodeURIComponent(code)}`);
const read = async () => basketSchema.parse((await send('GET', '')).json());

describe('applying a discount', () => {
  it('asks for the minimum spend, then takes 20% off at $30, ignoring case', async () => {
    await send('POST', '/basketItems', largePepperoni(1));
    const tooSmall = await apply('SAVE20');
    expect(tooSmall.statusCode).toBe(412);
    // The problem says how far the basket is from the minimum: $30.00 less one large pepperoni.
    const oneLargePepperoni = (await read()).basketSubTotal;
    expect(tooSmall.json()).toMatchObject({
      code: 'BasketNotValid',
      message: 'Spend $30.00 or more to use this voucher.',
      minimumSpendCents: 3000,
      shortfallCents: 3000 - oneLargePepperoni,
    });
    expect((await read()).vouchers).toEqual([]);

    await send('POST', '/basketItems', largePepperoni(2));
    const res = await apply('save20');
    expect(res.statusCode).toBe(200);
    const body = basketSchema.parse(res.json());
    expect(body.voucherResult).toEqual({ action: 'Applied', voucherCode: 'SAVE20', dealSlug: null });
    expect(body).toMatchObject({ basketSubTotal: 3585, discount: 717, totalSavings: 717, basketTotal: 3585 - 717 });
    expect(body.vouchers).toEqual([
      { voucherCode: 'SAVE20', voucherId: 1, name: '20% off', kind: 'PercentOff', discount: 717 },
    ]);
  });

  it('takes one discount voucher at a time, and removes it on request', async () => {
    await send('POST', '/basketItems', largePepperoni(4));
    expect((await apply('TENOFF')).statusCode).toBe(200);
    expect((await apply('TENOFF')).statusCode).toBe(200);
    const second = await apply('SAVE20');
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({
      code: 'BasketNotValid',
      message: 'Only one discount voucher can be used per order. Remove TENOFF first.',
    });
    const removed = basketSchema.parse((await send('DELETE', '/removeCartVoucher/tenoff')).json());
    expect(removed).toMatchObject({ discount: 0, vouchers: [] });
    expect((await send('DELETE', '/removeCartVoucher/TENOFF')).statusCode).toBe(404);
  });
});

describe('every way a code can fail', () => {
  it.each([
    ['unknown', 'NOPE123', 404, 'NotFound'],
    ['too long', 'X'.repeat(200), 400, 'InvalidRequest'],
    ['unicode', 'ÇÖDÈ10', 400, 'InvalidRequest'],
    ['SQL-looking', "1' OR '1'='1", 400, 'InvalidRequest'],
    ['expired', 'SUMMER2025', 400, 'VoucherUnavailableForFulfillmentDate'],
    ['not yet valid', 'XMAS2026', 400, 'VoucherUnavailableForFulfillmentDate'],
    ['out of hours', 'LUNCH15', 400, 'VoucherUnavailableForFulfillmentDate'],
    ['for delivery only', 'DELIVERY5', 400, 'VoucherUnavailableForFulfillmentType'],
  ])('%s code: %s → %i %s, basket unchanged', async (_why, code, status, errorCode) => {
    const before = await read();
    const res = await apply(code);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(errorCode);
    expect(res.json().message).not.toContain("'1'='1");
    expect(await read()).toEqual(before);
  });

  it('a store voucher elsewhere: VoucherUnavailableForStore', async () => {
    basket = basketSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: { ...pickup, storeId: 1001 } })).json(),
    );
    expect((await apply('PARRA5')).json().code).toBe('VoucherUnavailableForStore');
  });

  it('a voucher with no redemptions left: 409 VoucherAlreadyRedeemed', async () => {
    await ctx.database.db.update(vouchers).set({ redeemedCount: 1 }).where(eq(vouchers.code, 'LASTONE'));
    const res = await apply('LASTONE');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'VoucherAlreadyRedeemed',
      message: 'Sorry, this voucher has already been redeemed.',
    });
  });

  it('an expired basket: 410 BasketHasExpired', async () => {
    await send('PATCH', '/expire');
    const res = await apply('SAVE20');
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('BasketHasExpired');
  });

  it(`rate limits guessing: ${VOUCHER_ATTEMPTS.perBasket} tries per basket, then 429`, async () => {
    for (let i = 0; i < VOUCHER_ATTEMPTS.perBasket; i += 1) expect((await apply(`GUESS${i}`)).statusCode).toBe(404);
    const res = await apply('SAVE20');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TooManyRequests');
  });

  it(`rate limits one address across baskets: ${VOUCHER_ATTEMPTS.perAddress} tries, then 429`, async () => {
    for (let i = 0; i < VOUCHER_ATTEMPTS.perAddress; i += 1) {
      basket = basketSchema.parse(
        (await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickup })).json(),
      );
      expect((await apply(`GUESS${i}`)).statusCode).toBe(404);
    }
    basket = basketSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickup })).json(),
    );
    expect((await apply('SAVE20')).statusCode).toBe(429);
  });
});

describe('vouchers that bring items', () => {
  it('adds a free garlic bread at no cost, counted as a saving', async () => {
    const res = basketSchema.parse((await apply('FREEGARLIC')).json());
    expect(res.basketItems).toEqual([
      expect.objectContaining({ productId: 2001, voucherCode: 'FREEGARLIC', totalPrice: 0 }),
    ]);
    expect(res).toMatchObject({ basketTotal: 0, totalSavings: 595 });
  });

  it('opens a deal, builds it with the code at the deal price, and removes it', async () => {
    const opened = basketSchema.parse((await apply('LARGE995')).json());
    expect(opened.voucherResult).toEqual({
      action: 'OpenDeal',
      voucherCode: 'LARGE995',
      dealSlug: 'large-classic-pizza-9-95',
    });
    const meal = { productId: 7104, quantity: 1, slots: [{ slotId: 1, items: [{ productId: 1003, quantity: 1 }] }] };
    expect((await send('POST', '/groupedBasketItems', meal)).json().message).toBe('This deal requires a valid coupon.');
    expect((await send('POST', '/groupedBasketItems', { ...meal, voucherCode: 'SAVE20' })).json().message).toBe(
      'This deal requires a valid coupon.',
    );
    const built = basketSchema.parse(
      (await send('POST', '/groupedBasketItems', { ...meal, voucherCode: 'large995' })).json(),
    );
    expect(built.groupedBasketItems[0]).toMatchObject({
      isVoucher: true,
      voucherCode: 'LARGE995',
      voucherId: 4,
      unitPrice: 995,
      savings: 200,
    });
    const gid = built.groupedBasketItems[0]!.groupedBasketItemId;
    const removed = basketSchema.parse((await send('DELETE', `/groupedBasketItems/${gid}/removeVoucher`)).json());
    expect(removed.groupedBasketItems).toEqual([]);
  });
});

describe('VoucherAutoRemove', () => {
  it('removes a pickup voucher when the basket changes to delivery, and says so', async () => {
    await send('POST', '/basketItems', largePepperoni(2));
    expect((await apply('PICKUP25')).statusCode).toBe(200);
    const res = basketSchema.parse((await send('PATCH', '', delivery)).json());
    expect(res.vouchers).toEqual([]);
    expect(res.messages).toContainEqual({
      code: 'VoucherAutoRemove',
      message: 'Voucher PICKUP25 has been removed from your cart. This voucher is only available for pickup orders.',
    });
  });

  it('removes a minimum-spend voucher when items drop below it', async () => {
    const withItems = basketSchema.parse((await send('POST', '/basketItems', largePepperoni(3))).json());
    await apply('SAVE20');
    const res = basketSchema.parse(
      (
        await send('PATCH', '/basketItems', [{ basketItemId: withItems.basketItems[0]!.basketItemId, quantity: 1 }])
      ).json(),
    );
    expect(res.discount).toBe(0);
    expect(res.messages.map((m) => m.code)).toContain('VoucherAutoRemove');
  });
});
