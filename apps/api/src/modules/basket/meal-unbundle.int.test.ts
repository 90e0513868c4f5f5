// Spec document 2, section 4: "Incomplete meals prompt to continue (unbundle) or remove from cart."
import { stores } from '@storefront/catalog';
import { basketSchema, productSchema, type Basket } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tuesday 24 November 2026, 6 pm in Sydney.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const storeIdOf = (code: string) => stores.find((s) => s.code === code)!.storeId;
const FAMILY_FEAST = 7001;
const GARLIC_BREAD = 2001;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  // Garlic bread is sold out at Parramatta only.
  const db = ctx.database.db;
  const [row] = await db.select({ data: products.data }).from(products).where(eq(products.productId, GARLIC_BREAD));
  const data = productSchema.parse({ ...productSchema.parse(row?.data), outOfStockStoreCodes: ['NSW002'] });
  await db.update(products).set({ data }).where(eq(products.productId, GARLIC_BREAD));
});
afterAll(() => ctx.close());

const send = (basket: Basket, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/baskets/${basket.basketId}${path}`,
    headers: { 'x-session-id': basket.sessionId },
    ...(payload ? { payload } : {}),
  });

describe('unbundling an incomplete meal', () => {
  it('the items still to be had become lines at their own prices, the sold-out one and the meal go', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/baskets',
      payload: { serviceType: 'Pickup', isAsap: true, storeId: storeIdOf('NSW001') },
    });
    let basket = basketSchema.parse(created.json());
    const added = await send(basket, 'POST', '/groupedBasketItems', {
      productId: FAMILY_FEAST,
      quantity: 2,
      slots: [
        { slotId: 1, items: [{ productId: 1003, quantity: 2 }] },
        { slotId: 2, items: [{ productId: GARLIC_BREAD, quantity: 1 }] },
        { slotId: 3, items: [{ productId: 3011, quantity: 1 }] },
      ],
    });
    expect(added.statusCode).toBe(200);
    basket = basketSchema.parse(added.json());
    const meal = basket.groupedBasketItems[0]!;

    // Moved to a store where the garlic bread is sold out: the meal is incomplete.
    const moved = basketSchema.parse(
      (await send(basket, 'PATCH', '', { serviceType: 'Pickup', isAsap: true, storeId: storeIdOf('NSW002') })).json(),
    );
    expect(moved.messages).toContainEqual({
      code: 'BasketItemNotFound',
      message: 'Sorry, Garlic Bread is sold out at this store.',
    });
    expect((await send(basket, 'POST', '/validate')).json()).toMatchObject({ status: 404, code: 'BasketItemNotFound' });

    const res = await send(basket, 'POST', `/groupedBasketItems/${meal.groupedBasketItemId}/unbundle`);
    expect(res.statusCode).toBe(200);
    const unbundled = basketSchema.parse(res.json());
    expect(unbundled.groupedBasketItems).toEqual([]);
    expect(unbundled.messages).toEqual([]);
    expect(unbundled.basketItems.map((i) => [i.productId, i.quantity, i.basketItemParts[0]?.sizeName ?? null])).toEqual(
      [
        [1003, 4, 'Large'],
        [3011, 2, null],
      ],
    );
    // Their own prices, not the meal's.
    expect(unbundled.basketSubTotal).toBe(unbundled.basketItems.reduce((sum, i) => sum + i.totalPrice, 0));
    expect((await send(basket, 'POST', '/validate')).statusCode).toBe(200);
  });

  it('an unknown meal is 404 BasketItemNotFound and changes nothing', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/baskets',
      payload: { serviceType: 'Pickup', isAsap: true, storeId: storeIdOf('NSW002') },
    });
    const basket = basketSchema.parse(created.json());
    const res = await send(basket, 'POST', '/groupedBasketItems/00000000-0000-4000-8000-000000000000/unbundle');
    expect(res.json()).toMatchObject({ status: 404, code: 'BasketItemNotFound' });
    expect(basketSchema.parse((await send(basket, 'GET', '')).json()).basketItems).toEqual([]);
  });
});
