import { randomUUID } from 'node:crypto';
import { basketSchema, type Basket } from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets, orders, voucherRedemptions } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { guestDetails, pickupAtParramatta } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signedInAs, signedInTestIdentity } from '../../test/signed-in.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import { VOUCHER_ATTEMPTS } from './voucher.service.ts';

// Issue 23, items 3 and 9: WELCOME is once per customer, so it needs a customer the server can
// verify; and a stranger's wrong-session tries do not spend the owner's voucher attempts.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const WELCOME = { code: 'WELCOME', voucherId: 10 };
const SIGN_IN_MESSAGE = 'Sign in to use this voucher: it is for registered customers, once each.';

let ctx: TestContext;
// Each basket's calls come from their own address, so only the limit under test is reached.
let addressCounter = 0;
beforeAll(async () => {
  ctx = await buildTestApp({ clock, customerIdentity: signedInTestIdentity });
});
afterAll(() => ctx.close());

async function newBasket(headers: Record<string, string> = {}, disposition: object = pickupAtParramatta) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', headers, payload: disposition });
  expect(res.statusCode).toBe(201);
  return { basket: basketSchema.parse(res.json()), address: `198.51.100.${++addressCounter}`, headers };
}
type Cart = Awaited<ReturnType<typeof newBasket>>;

const call = (cart: Cart, method: 'GET' | 'POST', path: string, payload?: object, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `/api/v1/baskets/${cart.basket.basketId}${path}`,
    remoteAddress: cart.address,
    headers: { 'x-session-id': cart.basket.sessionId, ...cart.headers, ...extra },
    ...(payload ? { payload } : {}),
  });

async function withItemsAndDetails(cart: Cart) {
  expect((await call(cart, 'POST', '/basketItems', { productId: 1003, quantity: 2, sizeId: 2 })).statusCode).toBe(200);
  expect((await call(cart, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
}
const placeCash = (cart: Cart) => call(cart, 'POST', '/orders/cash', {}, { 'idempotency-key': randomUUID() });

describe('a once-per-customer voucher for a guest', () => {
  it('is refused with its own code and message on 5 fresh baskets, invented customer ids or not', async () => {
    const tries = [
      await newBasket(),
      await newBasket(),
      await newBasket({}, { ...pickupAtParramatta, customerId: 'invented-1', userId: 'invented-1' }),
      await newBasket({}, { ...pickupAtParramatta, customerId: 'invented-2' }),
      await newBasket(),
    ];
    for (const cart of tries) {
      await withItemsAndDetails(cart);
      const before = (await call(cart, 'GET', '')).json();
      const res = await call(cart, 'POST', `/applyvoucher/${WELCOME.code}`);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'VoucherRequiresSignIn', message: SIGN_IN_MESSAGE });
      expect((await call(cart, 'GET', '')).json()).toEqual(before);
    }
    const redeemed = await ctx.database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, WELCOME.voucherId));
    expect(redeemed).toHaveLength(0);
  });

  it('is refused at placement too, when a guest basket already carries it, and no order is made', async () => {
    const cart = await newBasket();
    await withItemsAndDetails(cart);
    // A basket that took WELCOME before guests were refused it.
    const [row] = await ctx.database.db.select().from(baskets).where(eq(baskets.basketId, cart.basket.basketId));
    const items = row!.items as StoredItems;
    await ctx.database.db
      .update(baskets)
      .set({ items: { ...items, vouchers: [{ voucherId: WELCOME.voucherId, code: WELCOME.code }] } })
      .where(eq(baskets.basketId, cart.basket.basketId));
    const res = await placeCash(cart);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'VoucherRequiresSignIn', message: SIGN_IN_MESSAGE });
    expect(await ctx.database.db.select().from(orders).where(eq(orders.basketId, cart.basket.basketId))).toEqual([]);
  });
});

describe('a once-per-customer voucher for a signed-in customer', () => {
  it('is redeemed once when 6 of their baskets are ordered at the same moment', async () => {
    const carts: Cart[] = [];
    for (let i = 0; i < 6; i += 1) {
      const cart = await newBasket(signedInAs('cust-racer'));
      await withItemsAndDetails(cart);
      const applied = await call(cart, 'POST', `/applyvoucher/${WELCOME.code}`);
      expect(applied.statusCode).toBe(200);
      expect(basketSchema.parse(applied.json()).discount).toBe(800);
      carts.push(cart);
    }
    const placed = await Promise.all(carts.map(placeCash));
    const statuses = placed.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of placed.filter((r) => r.statusCode === 409)) {
      expect(res.json().code).toBe('VoucherAlreadyRedeemed');
    }
    const redeemed = await ctx.database.db
      .select()
      .from(voucherRedemptions)
      .where(
        and(eq(voucherRedemptions.voucherId, WELCOME.voucherId), eq(voucherRedemptions.customerKey, 'cust-racer')),
      );
    expect(redeemed).toHaveLength(1);

    // Once used, a new basket of theirs is told so; another customer still gets it.
    const later = await newBasket(signedInAs('cust-racer'));
    await withItemsAndDetails(later);
    expect((await call(later, 'POST', `/applyvoucher/${WELCOME.code}`)).json().code).toBe('VoucherAlreadyRedeemed');
    const someoneElse = await newBasket(signedInAs('cust-other'));
    await withItemsAndDetails(someoneElse);
    expect((await call(someoneElse, 'POST', `/applyvoucher/${WELCOME.code}`)).statusCode).toBe(200);
    expect((await placeCash(someoneElse)).statusCode).toBe(201);
  });
});

describe('voucher attempts', () => {
  it(`keeps the owner's ${VOUCHER_ATTEMPTS.perBasket} tries when a stranger guesses with a wrong session`, async () => {
    const owner = await newBasket();
    await withItemsAndDetails(owner);
    const stranger: Cart = {
      ...owner,
      address: '192.0.2.77',
      basket: { ...owner.basket, sessionId: 'not-the-owners-session' } as Basket,
    };
    for (let i = 0; i < VOUCHER_ATTEMPTS.perBasket; i += 1) {
      expect((await call(stranger, 'POST', `/applyvoucher/GUESS${i}`)).statusCode).toBe(404);
    }
    const res = await call(owner, 'POST', '/applyvoucher/FREEGARLIC');
    expect(res.statusCode).toBe(200);
    expect(basketSchema.parse(res.json()).basketItems.map((i) => i.voucherCode)).toContain('FREEGARLIC');
    // The owner's own guesses still count: the budget itself is unchanged.
    for (let i = 1; i < VOUCHER_ATTEMPTS.perBasket; i += 1) await call(owner, 'POST', `/applyvoucher/GUESS${i}`);
    const spent = await call(owner, 'POST', '/applyvoucher/FREEGARLIC');
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBe(String(VOUCHER_ATTEMPTS.windowSeconds));
  });
});
