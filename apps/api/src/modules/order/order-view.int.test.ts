import { randomUUID } from 'node:crypto';
import {
  basketSchema,
  consoleOrderSchema,
  orderStatusViewSchema,
  type Basket,
  type ConsoleOrder,
  type OrderStatusView,
} from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// What the kitchen and the customer are told about an order: every line as priced, the promised
// time, the receipt and the contactless choice. Tuesday 24 November 2026, 6 pm in Sydney.
const NOW = new Date('2026-11-24T07:00:00Z');
const clock = fixedClock(NOW);
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
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
// Topping ids (packages/catalog ingredients).
const MOZZARELLA = 541;
const PEPPERONI = 502;
const HAM = 501;
const BACON = 503;
const SAUSAGE = 504;
const BEEF = 505;
const MUSHROOMS = 531;
const THIN = 702;
const TOMATO = 601;
const BBQ = 602;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(NOW));

interface Placed {
  basket: Basket;
  orderId: string;
}

async function newBasket(disposition: object): Promise<{ basket: Basket; send: typeof send }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: disposition });
  expect(res.statusCode).toBe(201);
  const basket = basketSchema.parse(res.json());
  const send = async (method: 'POST' | 'PATCH', path: string, payload: object = {}) => {
    const answer = await ctx.app.inject({
      method,
      url: `/api/v1/baskets/${basket.basketId}${path}`,
      headers: { 'x-session-id': basket.sessionId },
      payload,
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json() as Basket;
  };
  return { basket, send };
}

async function place(basket: Basket, send: Awaited<ReturnType<typeof newBasket>>['send'], details: object = {}) {
  await send('POST', '/validateOrder', { mobileNumber: '0412 345 678', email: 'Sam@Example.com', ...details });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/baskets/${basket.basketId}/orders/cash`,
    headers: { 'x-session-id': basket.sessionId, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { basket, orderId: placed.json().orderId as string } satisfies Placed;
}

async function orderView({ basket, orderId }: Placed): Promise<OrderStatusView> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order/${orderId}/status`,
    headers: { 'x-session-id': basket.sessionId },
  });
  expect(res.statusCode).toBe(200);
  return orderStatusViewSchema.parse(res.json());
}

async function consoleOrder(orderId: string): Promise<ConsoleOrder> {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: MANAGER });
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/staff/orders',
    headers: { authorization: `Bearer ${login.json().token as string}` },
  });
  expect(res.statusCode).toBe(200);
  const found = (res.json() as unknown[]).map((o) => consoleOrderSchema.parse(o)).find((o) => o.orderId === orderId);
  if (!found) throw new Error('order not on the console');
  return found;
}

describe('the kitchen ticket', () => {
  it('shows every line as priced: a half-and-half changed on both halves, a meal with a swapped item, a deal, the note', async () => {
    const { basket, send } = await newBasket(pickup);
    await send('POST', '/basketItems', {
      productId: 1090,
      quantity: 1,
      sizeId: 2,
      baseId: THIN,
      halves: [
        {
          productId: 1003,
          toppings: [
            { productId: MOZZARELLA, quantity: 1 },
            { productId: PEPPERONI, quantity: 1 },
            { productId: MUSHROOMS, quantity: 1 },
          ],
        },
        {
          productId: 1011,
          toppings: [MOZZARELLA, HAM, PEPPERONI, SAUSAGE, BEEF].map((productId) => ({ productId, quantity: 1 })),
        },
      ],
    });
    await send('POST', '/basketItems', {
      productId: 1003,
      quantity: 2,
      sizeId: 2,
      sauceId: BBQ,
      toppings: [
        { productId: MOZZARELLA, quantity: 1 },
        { productId: PEPPERONI, quantity: 2 },
      ],
    });
    // Family Feast: a pizza and the side swapped (BBQ Meatlovers with Mushrooms, Cheesy Garlic Bread).
    await send('POST', '/groupedBasketItems', {
      productId: 7001,
      quantity: 1,
      slots: [
        {
          slotId: 1,
          items: [
            { productId: 1003, quantity: 1 },
            {
              productId: 1011,
              quantity: 1,
              toppings: [MOZZARELLA, HAM, PEPPERONI, SAUSAGE, BACON, BEEF, MUSHROOMS].map((productId) => ({
                productId,
                quantity: 1,
              })),
            },
          ],
        },
        { slotId: 2, items: [{ productId: 2002, quantity: 1 }] },
        { slotId: 3, items: [{ productId: 3011, quantity: 1 }] },
      ],
    });
    await send('POST', '/applyvoucher/LARGE995');
    const priced = await send('POST', '/groupedBasketItems', {
      productId: 7104,
      quantity: 1,
      voucherCode: 'LARGE995',
      slots: [{ slotId: 1, items: [{ productId: 1002, quantity: 1 }] }],
    });
    const placed = await place(basket, send, { orderNote: 'Ring the bell twice' });
    const ticket = await consoleOrder(placed.orderId);

    const halfAndHalf = priced.basketItems.find((i) => i.productId === 1090)!;
    expect(ticket.items).toEqual([
      {
        name: 'Family Feast',
        quantity: 1,
        totalPrice: priced.groupedBasketItems[0]!.totalPrice,
        voucherCode: null,
        details: [],
        halves: [],
        items: [
          {
            name: 'Pepperoni',
            quantity: 1,
            totalPrice: 0,
            voucherCode: null,
            details: ['Large', 'Pan', 'Tomato sauce'],
            halves: [],
            items: [],
          },
          {
            name: 'BBQ Meatlovers',
            quantity: 1,
            totalPrice: 150,
            voucherCode: null,
            details: ['Large', 'Pan', 'BBQ sauce', 'Add Mushrooms (+$1.50)'],
            halves: [],
            items: [],
          },
          {
            name: 'Cheesy Garlic Bread',
            quantity: 1,
            totalPrice: 0,
            voucherCode: null,
            details: [],
            halves: [],
            items: [],
          },
          { name: 'Cola 1.25L', quantity: 1, totalPrice: 0, voucherCode: null, details: [], halves: [], items: [] },
        ],
      },
      {
        name: 'Large Classic Pizza $9.95',
        quantity: 1,
        totalPrice: 995,
        voucherCode: 'LARGE995',
        details: [],
        halves: [],
        items: [
          {
            name: 'Hawaiian',
            quantity: 1,
            totalPrice: 0,
            voucherCode: null,
            details: ['Large', 'Pan', 'Tomato sauce'],
            halves: [],
            items: [],
          },
        ],
      },
      {
        name: "Half 'n' Half",
        quantity: 1,
        totalPrice: halfAndHalf.totalPrice,
        voucherCode: null,
        details: ['Large', "Thin 'n Crispy"],
        halves: [
          { label: 'First half', name: 'Pepperoni', details: ['Tomato sauce', 'Add Mushrooms (+$1.50)'] },
          { label: 'Second half', name: 'BBQ Meatlovers', details: ['BBQ sauce', 'No Bacon'] },
        ],
        items: [],
        // Standalone items carry their id, for the console to mark one out of stock.
        lineId: halfAndHalf.basketItemId,
      },
      {
        name: 'Pepperoni',
        quantity: 2,
        totalPrice: priced.basketItems.find((i) => i.productId === 1003)!.totalPrice,
        voucherCode: null,
        details: ['Large', 'Pan', 'BBQ sauce instead of Tomato', 'Extra Pepperoni (+$2.50)'],
        halves: [],
        items: [],
        lineId: priced.basketItems.find((i) => i.productId === 1003)!.basketItemId,
      },
    ]);
    // The $1.50 on the ticket is the $1.50 charged for the half.
    expect(halfAndHalf.basketItems[0]!.unitPrice).toBe(150);
    expect(halfAndHalf.basketItems[1]!.removedParts.map((p) => p.productId)).toEqual([BACON]);
    expect(ticket.orderNote).toBe('Ring the bell twice');
    // The customer's order page says the same.
    expect((await orderView(placed)).items).toEqual(ticket.items);
  });

  it('basket lines carry which parts are standard and which standard ones were taken off', async () => {
    const { send } = await newBasket(pickup);
    const priced = await send('POST', '/basketItems', {
      productId: 1003,
      quantity: 1,
      sizeId: 2,
      sauceId: null,
      toppings: [{ productId: PEPPERONI, quantity: 1 }],
    });
    const line = priced.basketItems[0]!;
    expect(line.basketItemParts.map((p) => [p.category, p.name, p.isDefault])).toEqual([
      ['Size', 'Large', false],
      ['Base', 'Pan', true],
      ['Topping', 'Pepperoni', true],
    ]);
    expect(line.removedParts.map((p) => [p.category, p.productId, p.quantity, p.totalPrice])).toEqual([
      ['Sauce', TOMATO, 0, 0],
      ['Topping', MOZZARELLA, 0, 0],
    ]);
  });
});

describe('the promised time', () => {
  it('ASAP pickup: placement plus the promise minutes, not the basket due time (now plus 1 minute)', async () => {
    const { basket, send } = await newBasket(pickup);
    await send('POST', '/basketItems', { productId: 1003, quantity: 1, sizeId: 2 });
    clock.advanceMinutes(5); // the customer takes a while at checkout
    const view = await orderView(await place(basket, send));
    const placedAt = Date.parse(view.placedAt);
    expect(placedAt).toBe(NOW.getTime() + 5 * 60_000);
    expect(view.isAsap).toBe(true);
    expect(basket.storeInfo.promiseTimeMinutes).toBeGreaterThan(1);
    expect(Date.parse(view.promisedAt) - placedAt).toBe(basket.storeInfo.promiseTimeMinutes * 60_000);
    expect(Date.parse(view.orderDueAt)).toBeLessThan(Date.parse(view.promisedAt));
    expect(view.promisedAt).toMatch(/\+11:00$/);
    // Fixed at placement: the store changing its promise later does not move it.
    clock.advanceMinutes(60);
    expect((await orderView({ basket, orderId: view.orderId })).promisedAt).toBe(view.promisedAt);
  });

  it('ASAP delivery: the delivery promise with its adjustments', async () => {
    const { basket, send } = await newBasket(delivery);
    await send('POST', '/basketItems', { productId: 1003, quantity: 2, sizeId: 2 });
    const view = await orderView(await place(basket, send));
    expect(Date.parse(view.promisedAt) - Date.parse(view.placedAt)).toBe(basket.storeInfo.promiseTimeMinutes * 60_000);
  });

  it('a chosen time tomorrow is the promise', async () => {
    const { basket, send } = await newBasket({ ...pickup, isAsap: false, orderDueAt: '2026-11-25T12:15' });
    await send('POST', '/basketItems', { productId: 1003, quantity: 1, sizeId: 2 });
    const view = await orderView(await place(basket, send));
    expect(view.isAsap).toBe(false);
    expect(view.promisedAt).toBe('2026-11-25T12:15:00+11:00');
    expect(view.orderDueAt).toBe(view.promisedAt);
  });

  it('the console lists live orders by promised time', async () => {
    const later = await newBasket({ ...pickup, isAsap: false, orderDueAt: '2026-11-24T21:00' });
    await later.send('POST', '/basketItems', { productId: 1003, quantity: 1, sizeId: 2 });
    const laterOrder = await place(later.basket, later.send);
    const asap = await newBasket(pickup);
    await asap.send('POST', '/basketItems', { productId: 1003, quantity: 1, sizeId: 2 });
    const asapOrder = await place(asap.basket, asap.send);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: MANAGER });
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/staff/orders',
        headers: { authorization: `Bearer ${login.json().token as string}` },
      })
    ).json() as ConsoleOrder[];
    const ids = list.map((o) => o.orderId);
    expect(ids.indexOf(asapOrder.orderId)).toBeLessThan(ids.indexOf(laterOrder.orderId));
  });

  it('the console keeps an order through every open status, then while it is finished within the tracking window', async () => {
    const { basket, send } = await newBasket(pickup);
    await send('POST', '/basketItems', { productId: 1003, quantity: 1, sizeId: 2 });
    const { orderId } = await place(basket, send);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: MANAGER });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    const statusOnConsole = async () => {
      const list = (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/staff/orders', headers })
      ).json() as ConsoleOrder[];
      return list.find((o) => o.orderId === orderId)?.status;
    };
    expect(await statusOnConsole()).toBe('Received');
    for (const status of ['Preparing', 'Baking', 'QualityCheck', 'Ready', 'Collected'] as const) {
      clock.advanceMinutes(5);
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/orders/${orderId}/status`,
        headers,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await statusOnConsole()).toBe(status);
    }
    clock.advanceMinutes(8 * 60 - 5);
    expect(await statusOnConsole()).toBe('Collected');
    clock.advanceMinutes(10);
    expect(await statusOnConsole()).toBeUndefined();
  });
});

describe('the receipt', () => {
  it('delivery: address, lines, subtotal, delivery fee, voucher discount with its code, total', async () => {
    const { basket, send } = await newBasket(delivery);
    await send('POST', '/basketItems', { productId: 1003, quantity: 3, sizeId: 2 });
    const priced = await send('POST', '/applyvoucher/SAVE20');
    const view = await orderView(await place(basket, send, { isContactless: true }));
    expect(view.deliveryAddress).toBe('12 Smith Street, Parramatta NSW 2150');
    const fee = priced.serviceCharges.find((c) => c.serviceChargeType === 'Delivery')!;
    expect(fee.total).toBeGreaterThan(0);
    expect(view.receipt).toEqual({
      basketSubTotal: priced.basketSubTotal,
      serviceCharges: priced.serviceCharges.map((c) => ({ serviceChargeType: c.serviceChargeType, total: c.total })),
      vouchers: [{ voucherCode: 'SAVE20', name: priced.vouchers[0]!.name, discount: priced.discount }],
      discount: priced.discount,
      basketTotal: priced.basketTotal,
      totalSavings: priced.totalSavings,
    });
    expect(priced.discount).toBeGreaterThan(0);
    expect(view.receipt.basketSubTotal + fee.total - view.receipt.discount).toBe(view.receipt.basketTotal);
    expect(view.items[0]).toMatchObject({ name: 'Pepperoni', quantity: 3, details: ['Large', 'Pan', 'Tomato sauce'] });
  });

  it("pickup: no delivery address, the store's own address", async () => {
    const { basket, send } = await newBasket(pickup);
    await send('POST', '/basketItems', { productId: 1003, quantity: 1, sizeId: 2 });
    const view = await orderView(await place(basket, send));
    expect(view.deliveryAddress).toBeNull();
    expect(view.store.address).toMatch(/, Parramatta NSW 2150$/);
    expect(view.receipt.serviceCharges).toEqual([]);
    // Today is Tuesday 24 November in Sydney; the seed opens Parramatta 10:30 am to 11 pm on a Tuesday.
    expect(view.store.todayHours).toEqual([
      { openingTime: '2026-11-24T10:30:00+11:00', closingTime: '2026-11-24T23:00:00+11:00' },
    ]);
  });
});

describe('contactless delivery', () => {
  const order = async (disposition: object, details: object) => {
    const { basket, send } = await newBasket(disposition);
    await send('POST', '/basketItems', { productId: 1003, quantity: 2, sizeId: 2 });
    const placed = await place(basket, send, details);
    return { basket, view: await orderView(placed), ticket: await consoleOrder(placed.orderId) };
  };

  it('is what the customer chose, on the order page and the ticket', async () => {
    const declined = await order(delivery, { isContactless: false });
    expect(declined.basket.storeInfo.isContactless).toBe(true);
    expect([declined.view.isContactless, declined.ticket.isContactless]).toEqual([false, false]);
    const chosen = await order(delivery, { isContactless: true });
    expect([chosen.view.isContactless, chosen.ticket.isContactless]).toEqual([true, true]);
  });

  it("not asked: the store's own setting; a pickup is never contactless", async () => {
    const unasked = await order(delivery, {});
    expect(unasked.view.isContactless).toBe(unasked.basket.storeInfo.isContactless);
    const collected = await order(pickup, { isContactless: true });
    expect(collected.view.isContactless).toBe(false);
  });

  it('refuses a contactless answer that is not true or false', async () => {
    const { basket, send } = await newBasket(delivery);
    await send('POST', '/basketItems', { productId: 1003, quantity: 2, sizeId: 2 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/validateOrder`,
      headers: { 'x-session-id': basket.sessionId },
      payload: { mobileNumber: '0412345678', email: 'sam@example.com', isContactless: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('isContactless');
  });
});
