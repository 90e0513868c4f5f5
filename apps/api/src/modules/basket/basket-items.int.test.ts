import { basketSchema, type Basket } from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (storeId 1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const PARRAMATTA = 1002;
const P = {
  pepperoni: 1003,
  lunchPepperoni: 1042,
  halfNHalf: 1090,
  garlicBread: 2001,
  mozzarellaSticks: 2008,
  cola125: 3011,
  freeCola: 3031,
  freeLemonade: 3032,
  paleAle: 3101,
  lager6: 3102,
};
const SIZE = { personal: 1, large: 2, family: 3 };
const BASE = { pan: 701, thin: 702, stuffed: 703 };
const TOPPING = { ham: 501, pepperoni: 502, bacon: 503, mozzarella: 541 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

let basket: Basket;
async function freshBasket(disposition: object = { serviceType: 'Pickup', isAsap: true, storeId: PARRAMATTA }) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: disposition });
  return basketSchema.parse(res.json());
}
beforeEach(async () => {
  clock.set(new Date('2026-11-24T07:00:00Z'));
  basket = await freshBasket();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown, target: Basket = basket) =>
  ctx.app.inject({
    method,
    url: `/api/v1/baskets/${target.basketId}${path}`,
    headers: { 'x-session-id': target.sessionId },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const add = (choice: object, target?: Basket) => send('POST', '/basketItems', choice, target);
const current = async () => basketSchema.parse((await send('GET', '')).json());

describe('adding a customised pizza', () => {
  it('prices a large pepperoni on stuffed crust with two extra toppings from the catalogue', async () => {
    const res = await add({
      productId: P.pepperoni,
      quantity: 1,
      sizeId: SIZE.large,
      baseId: BASE.stuffed,
      toppings: [
        { productId: TOPPING.pepperoni, quantity: 1 },
        { productId: TOPPING.mozzarella, quantity: 1 },
        { productId: TOPPING.ham, quantity: 1 },
        { productId: TOPPING.bacon, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const result = basketSchema.parse(res.json());
    const line = result.basketItems[0]!;
    // Large 11.95 + stuffed crust 4.00 + ham 2.50 + bacon 2.50
    expect(line.unitPrice).toBe(2095);
    expect(line.basketItemParts.map((p) => [p.category, p.name, p.totalPrice])).toEqual([
      ['Size', 'Large', 1195],
      ['Base', 'Stuffed Crust', 400],
      ['Sauce', 'Tomato', 0],
      ['Topping', 'Pepperoni', 0],
      ['Topping', 'Mozzarella', 0],
      ['Topping', 'Ham', 250],
      ['Topping', 'Bacon', 250],
    ]);
    expect(result).toMatchObject({ basketSubTotal: 2095, basketTotal: 2095 });
  });

  it('charges an extra portion of a default topping, not a removed one', async () => {
    const res = await add({
      productId: P.pepperoni,
      quantity: 2,
      sizeId: SIZE.personal,
      toppings: [{ productId: TOPPING.pepperoni, quantity: 2 }],
    });
    const line = basketSchema.parse(res.json()).basketItems[0]!;
    expect(line.unitPrice).toBe(795 + 250);
    expect(line.totalPrice).toBe((795 + 250) * 2);
  });

  it('ignores any price the client sends', async () => {
    const res = await add({ productId: P.pepperoni, quantity: 1, totalPrice: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a base not made in the size, naming the field, and leaves the basket unchanged', async () => {
    const res = await add({ productId: P.pepperoni, quantity: 1, sizeId: SIZE.family, baseId: BASE.stuffed });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'body.baseId', message: 'The Stuffed Crust base is not made in the Family size' },
    ]);
    expect((await current()).basketItems).toEqual([]);
  });

  it('refuses more than 10 toppings with the spec message', async () => {
    const toppings = [501, 502, 503, 504, 505, 506, 507, 508, 511, 512, 541].map((productId) => ({
      productId,
      quantity: 1,
    }));
    const res = await add({ productId: P.pepperoni, quantity: 1, toppings });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Pepperoni can only contain a maximum of 10 toppings.');
  });

  it('refuses a topping the pizza does not offer', async () => {
    const res = await add({ productId: P.pepperoni, quantity: 1, toppings: [{ productId: 9999, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.toppings.0.productId');
  });

  it.each([0, -1, 100, 2.5])('refuses quantity %s', async (quantity) => {
    const res = await add({ productId: P.garlicBread, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.quantity');
  });

  it('404s an unknown product with the spec message', async () => {
    const res = await add({ productId: 424242, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found.');
  });

  it('refuses a sold-out product and a lunch pizza at dinner time (412 BasketNotValid)', async () => {
    const soldOut = await add({ productId: P.mozzarellaSticks, quantity: 1 });
    expect(soldOut.statusCode).toBe(412);
    expect(soldOut.json()).toMatchObject({
      code: 'BasketNotValid',
      message: expect.stringMatching(/sold out/),
    });
    const lunch = await add({ productId: P.lunchPepperoni, quantity: 1 });
    expect(lunch.statusCode).toBe(412);
    expect(lunch.json()).toMatchObject({
      code: 'BasketNotValid',
      message: expect.stringMatching(/not available at your order time/),
    });
  });

  it('builds a half-and-half from two pizzas', async () => {
    const res = await add({
      productId: P.halfNHalf,
      quantity: 1,
      sizeId: SIZE.large,
      halves: [
        { productId: 1003 },
        {
          productId: 1002,
          toppings: [
            { productId: 501, quantity: 1 },
            { productId: 541, quantity: 1 },
            { productId: 503, quantity: 1 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const line = basketSchema.parse(res.json()).basketItems[0]!;
    expect(line.basketItems.map((h) => h.name)).toEqual(['Pepperoni', 'Hawaiian']);
  });
});

describe('basket rules', () => {
  it('alcohol needs food: InvalidAlcohol', async () => {
    const res = await add({ productId: P.paleAle, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'InvalidAlcohol',
      message: 'Alcohol can only be purchased with a food item.',
    });
  });

  it('at most 6 standard drinks: 4 cans (5.6) pass, a fifth (7.0) does not', async () => {
    await add({ productId: P.pepperoni, quantity: 1 });
    expect((await add({ productId: P.paleAle, quantity: 4 })).statusCode).toBe(200);
    const res = await add({ productId: P.paleAle, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'InvalidAlcohol',
      message: 'Sorry, you can only order a maximum of 6 standard drinks per order.',
    });
    expect((await current()).basketItems).toHaveLength(2);
  });

  it('at most 3 free drinks: StockPromoLimitReached', async () => {
    expect((await add({ productId: P.freeCola, quantity: 2 })).statusCode).toBe(200);
    expect((await add({ productId: P.freeLemonade, quantity: 1 })).statusCode).toBe(200);
    const res = await add({ productId: P.freeLemonade, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'StockPromoLimitReached', message: 'max of 3 FREE drinks per order' });
  });

  it('one payment type: an exclusive deal cannot join standard items', async () => {
    await add({ productId: P.garlicBread, quantity: 1 });
    const res = await send('POST', '/groupedBasketItems', {
      productId: 7105,
      quantity: 1,
      slots: [
        { slotId: 1, items: [{ productId: 1031, quantity: 1 }] },
        { slotId: 2, items: [{ productId: 2101, quantity: 1 }] },
      ],
    });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({
      code: 'BasketNotValid',
      message: 'Payment Option Clash! Cart contained exclusive items.',
    });
  });
});

describe('editing the cart', () => {
  it('edits a line, changes quantities in bulk, removes and empties', async () => {
    const first = basketSchema.parse(
      (await add({ productId: P.pepperoni, quantity: 1, sizeId: SIZE.personal })).json(),
    );
    const id = first.basketItems[0]!.basketItemId;
    const edited = basketSchema.parse(
      (await send('PATCH', `/basketItems/${id}`, { productId: P.pepperoni, quantity: 1, sizeId: SIZE.family })).json(),
    );
    expect(edited.basketItems[0]).toMatchObject({ basketItemId: id, unitPrice: 1595 });

    const withBread = basketSchema.parse((await add({ productId: P.garlicBread, quantity: 1 })).json());
    const breadId = withBread.basketItems[1]!.basketItemId;
    const bulk = basketSchema.parse(
      (
        await send('PATCH', '/basketItems', [
          { basketItemId: id, quantity: 3 },
          { basketItemId: breadId, quantity: 0 },
        ])
      ).json(),
    );
    expect(bulk.basketItems.map((i) => [i.basketItemId, i.quantity])).toEqual([[id, 3]]);
    expect(bulk.basketSubTotal).toBe(1595 * 3);

    expect((await send('DELETE', `/basketItems/${breadId}`)).statusCode).toBe(404);
    const removed = basketSchema.parse((await send('DELETE', `/basketItems/${id}`)).json());
    expect(removed.basketItems).toEqual([]);

    await add({ productId: P.garlicBread, quantity: 2 });
    const cleared = basketSchema.parse((await send('DELETE', '/basketItems')).json());
    expect(cleared).toMatchObject({ basketItems: [], groupedBasketItems: [], basketTotal: 0 });
  });

  it('swaps ingredients: adds a topping and replaces the base, for one of two pizzas', async () => {
    const added = basketSchema.parse((await add({ productId: P.pepperoni, quantity: 2, sizeId: SIZE.large })).json());
    const id = added.basketItems[0]!.basketItemId;
    const res = await send('PATCH', `/basketItems/${id}/swap`, {
      addBasketItemParts: [
        { productId: TOPPING.bacon, quantity: 1 },
        { productId: BASE.thin, quantity: 1 },
      ],
      removeProductIds: [TOPPING.mozzarella],
      updateSingle: true,
    });
    expect(res.statusCode).toBe(200);
    const lines = basketSchema.parse(res.json()).basketItems;
    expect(lines.map((l) => l.quantity)).toEqual([1, 1]);
    const swapped = lines[1]!;
    expect(swapped.basketItemParts.filter((p) => p.category !== 'Size').map((p) => p.name)).toEqual([
      "Thin 'n Crispy",
      'Tomato',
      'Pepperoni',
      'Bacon',
    ]);
    expect(swapped.unitPrice).toBe(1195 + 250);
  });

  it('lands two add-to-cart requests sent at once', async () => {
    const [a, b] = await Promise.all([
      add({ productId: P.garlicBread, quantity: 1 }),
      add({ productId: P.cola125, quantity: 1 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await current()).basketItems.map((i) => i.productId).sort()).toEqual([P.garlicBread, P.cola125].sort());
  });

  it('is not found for a basket that is not yours', async () => {
    const other = await freshBasket();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${other.basketId}/basketItems`,
      headers: { 'x-session-id': basket.sessionId },
      payload: { productId: P.garlicBread, quantity: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('meals', () => {
  const familyFeast = (pizzas: object[]) => ({
    productId: 7001,
    quantity: 1,
    slots: [
      { slotId: 1, items: pizzas },
      { slotId: 2, items: [{ productId: 2001, quantity: 1 }] },
      { slotId: 3, items: [{ productId: 3011, quantity: 1 }] },
    ],
  });

  it('adds a meal slot by slot at the meal price plus extras, large pizzas fixed by the slot', async () => {
    const res = await send(
      'POST',
      '/groupedBasketItems',
      familyFeast([
        { productId: 1003, quantity: 1 },
        { productId: 1002, quantity: 1, baseId: BASE.stuffed },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const meal = basketSchema.parse(res.json()).groupedBasketItems[0]!;
    expect(meal.unitPrice).toBe(4495 + 400);
    // The deal line carries fulfilledProduct: the meal it fulfils.
    expect(meal.fulfilledProduct).toEqual({
      productId: 7001,
      slug: 'family-feast',
      name: 'Family Feast',
      productType: 'Meals',
    });
    expect(meal.basketItems.map((i) => i.basketItemParts[0]?.sizeName ?? null)).toEqual(['Large', 'Large', null, null]);
  });

  it('names the slot that is not filled with its quantity', async () => {
    const res = await send('POST', '/groupedBasketItems', familyFeast([{ productId: 1003, quantity: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'body.slots.0.items', message: 'Choose 2 for Large Pizzas' });
  });

  it('refuses a product the slot does not allow', async () => {
    const res = await send(
      'POST',
      '/groupedBasketItems',
      familyFeast([
        { productId: 1003, quantity: 1 },
        { productId: 2001, quantity: 1 },
      ]),
    );
    expect(res.json().errors[0].field).toBe('body.slots.0.items.1.productId');
  });

  it('a coupon deal requires a valid coupon', async () => {
    const res = await send('POST', '/groupedBasketItems', {
      productId: 7104,
      quantity: 1,
      slots: [{ slotId: 1, items: [{ productId: 1001, quantity: 1 }] }],
    });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ code: 'BasketNotValid', message: 'This deal requires a valid coupon.' });
  });

  it('swaps a meal item and removes the meal', async () => {
    const meal = basketSchema.parse(
      (await send('POST', '/groupedBasketItems', familyFeast([{ productId: 1003, quantity: 2 }]))).json(),
    ).groupedBasketItems[0]!;
    const swapped = await send(
      'PATCH',
      `/groupedBasketItems/${meal.groupedBasketItemId}`,
      familyFeast([
        { productId: 1003, quantity: 1 },
        { productId: 1011, quantity: 1 },
      ]),
    );
    expect(basketSchema.parse(swapped.json()).groupedBasketItems[0]!.basketItems.map((i) => i.productId)).toEqual([
      1003, 1011, 2001, 3011,
    ]);
    const removed = await send('DELETE', `/groupedBasketItems/${meal.groupedBasketItemId}`);
    expect(basketSchema.parse(removed.json()).groupedBasketItems).toEqual([]);
  });
});

describe('delivery charges and the minimum spend', () => {
  const delivery = {
    serviceType: 'Delivery',
    isAsap: true,
    storeId: PARRAMATTA,
    address: '12 Smith Street',
    city: 'Harris Park',
    state: 'NSW',
    postalCode: '2150',
    latitude: -33.8219,
    longitude: 151.0107,
  };

  it('adds the delivery fee once there are items', async () => {
    const target = await freshBasket(delivery);
    const res = basketSchema.parse(
      (await add({ productId: P.pepperoni, quantity: 2, sizeId: SIZE.large }, target)).json(),
    );
    expect(res.serviceCharges[0]).toMatchObject({ serviceChargeType: 'Delivery', total: 795 });
    const charges = res.serviceCharges.reduce((s, c) => s + c.total, 0);
    expect(res.basketTotal).toBe(1195 * 2 + charges);
  });

  it('412s validate below the minimum delivery value with the server wording', async () => {
    const target = await freshBasket(delivery);
    await add({ productId: P.pepperoni, quantity: 1, sizeId: SIZE.large }, target);
    const res = await send('POST', '/validate', undefined, target);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({
      code: 'BasketNotValid',
      message: 'Basket total is below the minimum delivery order value of $20.00.',
    });
    expect(res.json().message).toMatch(/below .* minimum delivery/);
  });

  it('validates once the minimum is reached, and a meal that ignores the minimum passes alone', async () => {
    const target = await freshBasket(delivery);
    await add({ productId: P.pepperoni, quantity: 2, sizeId: SIZE.large }, target);
    expect((await send('POST', '/validate', undefined, target)).statusCode).toBe(200);

    const solo = await freshBasket(delivery);
    const meal = await send(
      'POST',
      '/groupedBasketItems',
      {
        productId: 7003,
        quantity: 1,
        slots: [
          { slotId: 1, items: [{ productId: 1001, quantity: 1 }] },
          { slotId: 2, items: [{ productId: 2003, quantity: 1 }] },
          { slotId: 3, items: [{ productId: 3001, quantity: 1 }] },
        ],
      },
      solo,
    );
    expect(meal.statusCode).toBe(200);
    expect((await send('POST', '/validate', undefined, solo)).statusCode).toBe(200);
  });
});
