import type { Basket, CustomerInfo } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/execute-rows.ts';
import { baskets, orders, orderStatusEvents } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { commitOrder } from './order-commit.ts';
import type { OrderPayment } from './order-payment.ts';

// Decision 223: the common order commits in one statement while the basket is still the version
// placement validated; any other order, or a basket changed since, commits in the transaction.

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const now = new Date('2026-11-24T07:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock: fixedClock(now) });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const client = checkoutClient(() => ctx);
const db = () => ctx.database.db;
const cash: OrderPayment = {
  method: 'cash',
  status: 'pay-in-store',
  authorisationId: null,
  attemptId: null,
  card: null,
  reference: null,
};

/** A basket with the customer's details on it, as placement finds it: the priced view and the stored row. */
async function validated() {
  const created = await client.readyBasket();
  const answer = await client.call(created, 'POST', '/validateOrder', guestDetails);
  expect(answer.statusCode).toBe(200);
  const basket = answer.json<Basket>();
  const [row] = await db().select().from(baskets).where(eq(baskets.basketId, basket.basketId));
  return { basket, customerInfo: basket.customerInfo as CustomerInfo, row: row! };
}

const commit = (basket: Basket, customerInfo: CustomerInfo, validatedRow?: typeof baskets.$inferSelect) =>
  commitOrder(db(), {
    basket,
    customerInfo,
    payment: cash,
    voucherDefinitions: new Map(),
    agentName: null,
    now,
    validatedRow,
  });

/** The order as stored, with the JSON columns' types and the basket and events it left. */
async function stored(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderId, orderId));
  const [types] = rowsOf<Record<string, string>>(
    await db().execute(sql`
      select jsonb_typeof(basket) as basket, jsonb_typeof(customer_info) as "customerInfo",
             jsonb_typeof(payment) as payment
      from orders where order_id = ${orderId}::uuid`),
  );
  const [basket] = await db().select().from(baskets).where(eq(baskets.basketId, order!.basketId));
  const events = await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
  return { order: order!, types, basket: basket!, events };
}

describe('committing an order', () => {
  it('writes the same order, event and basket in one statement as in the transaction, which it does not open', async () => {
    const viaStatement = await validated();
    const viaTransaction = await validated();
    const transaction = vi.spyOn(db(), 'transaction');
    const one = await commit(viaStatement.basket, viaStatement.customerInfo, viaStatement.row);
    expect(transaction).not.toHaveBeenCalled();
    const other = await commit(viaTransaction.basket, viaTransaction.customerInfo);
    expect(transaction).toHaveBeenCalledTimes(1);

    const a = await stored(one.orderId);
    const b = await stored(other.orderId);
    expect(a.types).toEqual({ basket: 'object', customerInfo: 'object', payment: 'object' });
    expect(a.types).toEqual(b.types);
    // Apart from what names the order and its basket, the two rows hold the same.
    const unnamed = (order: typeof a.order) =>
      Object.fromEntries(
        Object.entries(order).filter(
          ([field]) => !['orderId', 'orderReference', 'basketId', 'sessionId'].includes(field),
        ),
      );
    expect(unnamed(a.order)).toEqual({ ...unnamed(b.order), basket: viaStatement.basket });
    expect(a.order).toMatchObject({
      orderId: one.orderId,
      orderReference: one.orderReference,
      basketId: viaStatement.row.basketId,
      sessionId: viaStatement.row.sessionId,
      status: 'Received',
      createdAt: now,
      // Pickup ASAP: promised at placement plus the store's promise minutes.
      promisedAt: new Date(now.getTime() + viaStatement.basket.storeInfo.promiseTimeMinutes * 60_000),
    });
    expect(a.order.basket).toEqual(viaStatement.basket);
    expect(a.order.customerInfo).toEqual(viaStatement.customerInfo);
    expect(a.order.payment).toEqual(cash);
    for (const { basket, events, order } of [a, b]) {
      expect(basket).toMatchObject({ status: 'Ordered', orderId: order.orderId, updatedAt: now });
      expect(events.map((e) => [e.status, e.actor, e.at])).toEqual([['Received', 'customer', now]]);
    }
    expect(a.basket.version).toBe(viaStatement.row.version + 1);
    expect(b.basket.version).toBe(viaTransaction.row.version + 1);
  });

  it('a basket changed since it was validated is claimed in the transaction instead', async () => {
    const { basket, customerInfo, row } = await validated();
    await db()
      .update(baskets)
      .set({ version: row.version + 1 })
      .where(eq(baskets.basketId, row.basketId));
    const transaction = vi.spyOn(db(), 'transaction');
    const placed = await commit(basket, customerInfo, row);
    expect(transaction).toHaveBeenCalledTimes(1);
    const { basket: claimed, events } = await stored(placed.orderId);
    expect(claimed).toMatchObject({ status: 'Ordered', orderId: placed.orderId, version: row.version + 2 });
    expect(events).toHaveLength(1);
  });

  it('a second commit of the same basket writes nothing and answers 410 BasketOrdered with the first order', async () => {
    const { basket, customerInfo, row } = await validated();
    const first = await commit(basket, customerInfo, row);
    const second = await commit(basket, customerInfo, row).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(AppError);
    expect(second).toMatchObject({ status: 410, code: 'BasketOrdered', extra: { orderId: first.orderId } });
    expect(await db().select().from(orders).where(eq(orders.basketId, row.basketId))).toHaveLength(1);
    const { events } = await stored(first.orderId);
    expect(events).toHaveLength(1);
  });

  it('an expired basket is not ordered: 410 BasketHasExpired, nothing written', async () => {
    const { basket, customerInfo, row } = await validated();
    await db().update(baskets).set({ status: 'Expired' }).where(eq(baskets.basketId, row.basketId));
    const refused = await commit(basket, customerInfo, row).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 410, code: 'BasketHasExpired' });
    expect(await db().select().from(orders).where(eq(orders.basketId, row.basketId))).toHaveLength(0);
  });
});
