import { MAX_MENU_PRICE_CENTS, menuPriceEntrySchema, productViewSchema, type Basket } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../db/seed.ts';
import { fixedClock } from '../../platform/clock.ts';
import { menuPriceChanges } from '../../db/schema/index.ts';
import { checkoutClient } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Decision 200: head office changes menu prices from the marketing console; the menu, baskets and
// reorders use them at once on this server; a re-seed keeps them.
const MARKETER = { username: 'marketing.team', password: 'Pizza-Marketing-2026' };
const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const PEPPERONI = 1003;
const LARGE = 2;
const COLA = 3001;
// A Tuesday evening in Sydney, when every seeded store trades.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));

let ctx: TestContext;
let token: string;
const checkout = checkoutClient(() => ctx);

const signIn = async (who: { username: string; password: string }) =>
  ((await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who })).json() as { token: string })
    .token;

const change = (productId: number, payload: object, bearer = token) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/menu-prices/${productId}`,
    headers: { authorization: `Bearer ${bearer}` },
    payload,
  });

const list = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/menu-prices',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return menuPriceEntrySchema.array().parse(res.json());
};

const colaPrice = async () => (await list()).find((e) => e.productId === COLA)!.priceCents!;

const changeCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(menuPriceChanges))[0]!.n;

/** What one of the product costs in a fresh basket. */
async function basketPrice(item: object) {
  const basket = await checkout.readyBasket([item]);
  const res = await checkout.call(basket, 'GET', '');
  return (res.json() as Basket).basketItems[0]!.totalPrice;
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  token = await signIn(MARKETER);
});
afterAll(() => ctx?.close());

describe('menu prices', () => {
  it('need a staff token with the marketing role: 401 without, 403 for an editor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/menu-prices' })).statusCode).toBe(401);
    const editor = await signIn(EDITOR);
    const res = await change(COLA, { priceCents: 500 }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account cannot run the marketing console.');
    expect(await changeCount()).toBe(0);
  });

  it('lists every product in menu order with its price or prices per size', async () => {
    const entries = await list();
    const cola = entries.find((e) => e.productId === COLA)!;
    expect(cola).toMatchObject({ name: 'Cola 600ml', priceCents: 450, sizes: [], lastChange: null });
    const pepperoni = entries.find((e) => e.productId === PEPPERONI)!;
    expect(pepperoni.priceCents).toBeNull();
    expect(pepperoni.sizes.map((s) => s.sizeId)).toContain(LARGE);
  });

  it("a size's new price is on the menu and in a new basket at once, with who changed it", async () => {
    const before = (await list()).find((e) => e.productId === PEPPERONI)!;
    const large = before.sizes.find((s) => s.sizeId === LARGE)!;
    const raised = large.priceCents + 200;
    expect(await basketPrice({ productId: PEPPERONI, quantity: 1, sizeId: LARGE })).toBe(large.priceCents);

    const res = await change(PEPPERONI, { sizes: [{ sizeId: LARGE, priceCents: raised }] });
    expect(res.statusCode, res.body).toBe(200);
    const entry = menuPriceEntrySchema.parse(res.json());
    expect(entry.sizes.find((s) => s.sizeId === LARGE)!.priceCents).toBe(raised);
    expect(entry.lastChange?.changedBy).toBe('marketing.team');
    // The other sizes keep their prices.
    expect(entry.sizes.filter((s) => s.sizeId !== LARGE)).toEqual(before.sizes.filter((s) => s.sizeId !== LARGE));

    expect(await basketPrice({ productId: PEPPERONI, quantity: 1, sizeId: LARGE })).toBe(raised);
    const product = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${PEPPERONI}` });
    expect(product.statusCode).toBe(200);
    const view = productViewSchema.parse(product.json());
    expect(view.sizes.find((s) => s.sizeId === LARGE)!.priceCents).toBe(raised);
    expect(view.totalPrice).toBe(Math.min(...view.sizes.map((s) => s.priceCents)));
  });

  it("a product without sizes takes one price, and a re-seed of the menu keeps head office's", async () => {
    const res = await change(COLA, { priceCents: 495 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ productId: COLA, priceCents: 495 });
    expect(await basketPrice({ productId: COLA, quantity: 1 })).toBe(495);

    await seedCatalog(ctx.database.db);
    expect((await list()).find((e) => e.productId === COLA)!.priceCents).toBe(495);
    expect(
      await ctx.database.db.select().from(menuPriceChanges).where(eq(menuPriceChanges.productId, COLA)),
    ).toHaveLength(1);
  });

  it.each([
    ['a price not in 5 cent steps', COLA, { priceCents: 452 }, 'body.priceCents'],
    [`more than $${MAX_MENU_PRICE_CENTS / 100}`, COLA, { priceCents: MAX_MENU_PRICE_CENTS + 5 }, 'body.priceCents'],
    ['a negative price', COLA, { priceCents: -5 }, 'body.priceCents'],
    ['both kinds of price', COLA, { priceCents: 500, sizes: [{ sizeId: 1, priceCents: 500 }] }, 'body.priceCents'],
    ['neither', COLA, {}, 'body.priceCents'],
    ['sizes for a product without them', COLA, { sizes: [{ sizeId: 1, priceCents: 500 }] }, 'body.sizes'],
    ['one price for a sized product', PEPPERONI, { priceCents: 2000 }, 'body.priceCents'],
    [
      'a size the product does not have',
      PEPPERONI,
      { sizes: [{ sizeId: 99, priceCents: 2000 }] },
      'body.sizes.0.sizeId',
    ],
    [
      'the same size twice',
      PEPPERONI,
      {
        sizes: [
          { sizeId: LARGE, priceCents: 2000 },
          { sizeId: LARGE, priceCents: 2100 },
        ],
      },
      'body.sizes',
    ],
    ['an unknown field', COLA, { priceCents: 500, note: 'x' }, 'body'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, productId, payload, field) => {
    const count = await changeCount();
    const res = await change(productId, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    expect(await changeCount()).toBe(count);
  });

  it('an unknown product is 404', async () => {
    const res = await change(999_999, { priceCents: 500 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found.');
  });

  it(`accepts exactly $${MAX_MENU_PRICE_CENTS / 100}`, async () => {
    // Far above any seeded price: a jump, so it is confirmed.
    expect((await change(3002, { priceCents: MAX_MENU_PRICE_CENTS, confirmPriceJump: true })).statusCode).toBe(200);
  });
});

describe('a price jump ($0.00, more than 3 times or under a third of the current price)', () => {
  const pepperoniSizes = async () => (await list()).find((e) => e.productId === PEPPERONI)!.sizes;

  it('is refused with 409 naming the item, size, current and new price and confirmPriceJump; nothing changes', async () => {
    const before = await pepperoniSizes();
    const large = before.find((s) => s.sizeId === LARGE)!;
    const other = before.find((s) => s.sizeId !== LARGE)!;
    const count = await changeCount();
    const jumped = large.priceCents * 3 + 5;
    const res = await change(PEPPERONI, {
      sizes: [
        { sizeId: other.sizeId, priceCents: other.priceCents + 50 },
        { sizeId: LARGE, priceCents: jumped },
      ],
    });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json() as { code: string; message: string; errors: { field: string }[]; priceJumps: string[] };
    const line = `Pepperoni, ${large.name}: ${formatCents(jumped)} (now ${formatCents(large.priceCents)}) is more than 3 times the current price.`;
    expect(body.code).toBe('PriceJumpNotConfirmed');
    expect(body.message).toBe(`${line} Nothing was saved: send confirmPriceJump: true to save this price.`);
    expect(body.errors.map((e) => e.field)).toEqual(['body.confirmPriceJump']);
    expect(body.priceJumps).toEqual([line]);
    // The whole change waits: the size that was not a jump is not saved either.
    expect(await changeCount()).toBe(count);
    expect(await pepperoniSizes()).toEqual(before);

    const free = await change(COLA, { priceCents: 0, confirmPriceJump: false });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toContain(`Cola 600ml: $0.00 (now ${formatCents(await colaPrice())}) makes it free`);
    expect(await changeCount()).toBe(count);
  });

  it('is saved with confirmPriceJump: true', async () => {
    const large = (await pepperoniSizes()).find((s) => s.sizeId === LARGE)!;
    const cut = Math.floor(large.priceCents / 3 / 5) * 5 - 5;
    const res = await change(PEPPERONI, { sizes: [{ sizeId: LARGE, priceCents: cut }], confirmPriceJump: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(menuPriceEntrySchema.parse(res.json()).sizes.find((s) => s.sizeId === LARGE)!.priceCents).toBe(cut);
    expect(await basketPrice({ productId: PEPPERONI, quantity: 1, sizeId: LARGE })).toBe(cut);

    const free = await change(COLA, { priceCents: 0, confirmPriceJump: true });
    expect(free.statusCode, free.body).toBe(200);
    expect(await colaPrice()).toBe(0);
  });

  it('is not what an ordinary change is: that is saved without the flag', async () => {
    const res = await change(COLA, { priceCents: 395, confirmPriceJump: true });
    expect(res.statusCode, res.body).toBe(200);
    const count = await changeCount();
    // Within 3 times either way of $3.95.
    for (const priceCents of [1185, 395, 135]) {
      const next = await change(COLA, { priceCents });
      expect(next.statusCode, next.body).toBe(200);
      expect(await colaPrice()).toBe(priceCents);
    }
    expect(await changeCount()).toBe(count + 3);
  });
});
