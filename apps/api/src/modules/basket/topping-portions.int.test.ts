import { randomUUID } from 'node:crypto';
import { basketSchema, consoleOrderSchema, type Basket } from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Light, normal and extra topping portions are priced and counted on the server (decision 182).
// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (storeId 1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const PARRAMATTA = 1002;
const P = { margherita: 1001, pepperoni: 1003, halfNHalf: 1090 };
const LARGE = 2;
// Large prices: Pepperoni (classics) $11.95, Half 'n' Half $16.95. Mozzarella $2.00, ham $2.50.
const TOPPING = { ham: 501, pepperoni: 502, freshTomato: 537, mozzarella: 541 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

let basket: Basket;
beforeEach(async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/baskets',
    payload: { serviceType: 'Pickup', isAsap: true, storeId: PARRAMATTA },
  });
  basket = basketSchema.parse(res.json());
});

const send = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/baskets/${basket.basketId}${path}`,
    headers: { 'x-session-id': basket.sessionId },
    ...(payload === undefined ? {} : { payload }),
  });
const add = (choice: object) => send('POST', '/basketItems', choice);

describe('topping portions', () => {
  it('prices a portion change on the server: extra costs the add price again, light nothing', async () => {
    const added = basketSchema.parse(
      (
        await add({
          productId: P.pepperoni,
          quantity: 1,
          sizeId: LARGE,
          toppings: [
            { productId: TOPPING.mozzarella, portion: 'extra' },
            { productId: TOPPING.pepperoni, portion: 'light' },
          ],
        })
      ).json(),
    );
    const line = added.basketItems[0]!;
    expect(line.unitPrice).toBe(1195 + 200);
    const mozzarella = line.basketItemParts.find((p) => p.productId === TOPPING.mozzarella);
    expect(mozzarella).toMatchObject({ portion: 'extra', quantity: 2, totalPrice: 200 });

    // The same line changed to light mozzarella and extra added ham: re-priced by the server.
    const res = await send('PATCH', `/basketItems/${line.basketItemId}`, {
      productId: P.pepperoni,
      quantity: 1,
      sizeId: LARGE,
      toppings: [
        { productId: TOPPING.mozzarella, portion: 'light' },
        { productId: TOPPING.pepperoni, portion: 'normal' },
        { productId: TOPPING.ham, portion: 'extra' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const changed = basketSchema.parse(res.json()).basketItems[0]!;
    expect(changed.unitPrice).toBe(1195 + 250 + 250);
  });

  it('prices extra cheese on one half of a half-and-half', async () => {
    const res = await add({
      productId: P.halfNHalf,
      quantity: 1,
      sizeId: LARGE,
      halves: [
        {
          productId: P.margherita,
          toppings: [
            { productId: TOPPING.mozzarella, portion: 'extra' },
            { productId: TOPPING.freshTomato, portion: 'normal' },
          ],
        },
        { productId: P.pepperoni },
      ],
    });
    expect(res.statusCode).toBe(200);
    const line = basketSchema.parse(res.json()).basketItems[0]!;
    expect(line.unitPrice).toBe(1695 + 200);
    expect(line.basketItems[0]!.basketItemParts.find((p) => p.productId === TOPPING.mozzarella)?.portion).toBe('extra');
    expect(line.basketItems[1]!.unitPrice).toBe(0);
  });

  it('takes ten ingredient-equivalents and refuses the 11th with the spec message', async () => {
    // Eight normal toppings and one extra are ten; one light more is the 11th.
    const ten = [501, 502, 503, 504, 505, 506, 507, 508].map((productId) => ({ productId, portion: 'normal' }));
    const withExtra = [...ten, { productId: TOPPING.mozzarella, portion: 'extra' }];
    expect((await add({ productId: P.pepperoni, quantity: 1, toppings: withExtra })).statusCode).toBe(200);

    const res = await add({
      productId: P.pepperoni,
      quantity: 1,
      toppings: [...withExtra, { productId: 511, portion: 'light' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Pepperoni can only contain a maximum of 10 toppings.');
    const after = basketSchema.parse((await send('GET', '')).json());
    expect(after.basketItems).toHaveLength(1);
  });

  it('refuses an unknown portion, naming the field', async () => {
    const res = await add({
      productId: P.pepperoni,
      quantity: 1,
      toppings: [{ productId: TOPPING.mozzarella, portion: 'double' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.toppings.0.portion');
  });
});

describe('customised meal items', () => {
  it('prices and checks a pizza customised inside a meal as on its own', async () => {
    const meal = (pizza: object) => ({
      productId: 7001, // Family Feast, $44.95: two large pizzas, a side and a 1.25L drink
      quantity: 1,
      slots: [
        { slotId: 1, items: [pizza, { productId: P.pepperoni, quantity: 1 }] },
        { slotId: 2, items: [{ productId: 2001, quantity: 1 }] },
        { slotId: 3, items: [{ productId: 3011, quantity: 1 }] },
      ],
    });
    const res = await send(
      'POST',
      '/groupedBasketItems',
      meal({
        productId: P.pepperoni,
        quantity: 1,
        toppings: [
          { productId: TOPPING.mozzarella, portion: 'extra' },
          { productId: TOPPING.pepperoni, portion: 'light' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const line = basketSchema.parse(res.json()).groupedBasketItems[0]!;
    expect(line.unitPrice).toBe(4495 + 200);
    expect(line.basketItems[0]!.basketItemParts.find((p) => p.productId === TOPPING.mozzarella)?.portion).toBe('extra');

    const tooMany = [501, 502, 503, 504, 505, 506, 507, 508, 511, 512, 541].map((productId) => ({ productId }));
    const refused = await send(
      'POST',
      '/groupedBasketItems',
      meal({ productId: P.pepperoni, quantity: 1, toppings: tooMany }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The Pepperoni can only contain a maximum of 10 toppings.');
  });
});

describe('portions on the kitchen ticket', () => {
  it("tells the store each half's portions and a meal pizza's, as the customer was charged", async () => {
    await add({
      productId: P.halfNHalf,
      quantity: 1,
      sizeId: LARGE,
      halves: [
        {
          productId: P.margherita,
          toppings: [
            { productId: TOPPING.mozzarella, portion: 'extra' },
            { productId: TOPPING.freshTomato, portion: 'normal' },
          ],
        },
        {
          productId: P.pepperoni,
          toppings: [
            { productId: TOPPING.mozzarella, portion: 'normal' },
            { productId: TOPPING.pepperoni, portion: 'light' },
          ],
        },
      ],
    });
    const validated = await send('POST', '/validateOrder', { mobileNumber: '0412 345 678', email: 'sam@example.com' });
    expect(validated.statusCode, validated.body).toBeLessThan(300);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/orders/cash`,
      headers: { 'x-session-id': basket.sessionId, 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' },
    });
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/staff/orders',
      headers: { authorization: `Bearer ${login.json().token as string}` },
    });
    const ticket = (orders.json() as unknown[])
      .map((o) => consoleOrderSchema.parse(o))
      .find((o) => o.orderId === placed.json().orderId)!;
    expect(ticket.items[0]!.halves).toEqual([
      { label: 'First half', name: 'Margherita', details: ['Tomato sauce', 'Extra Mozzarella (+$2.00)'] },
      { label: 'Second half', name: 'Pepperoni', details: ['Tomato sauce', 'Light Pepperoni'] },
    ]);
  });
});
