import { randomUUID } from 'node:crypto';
import type { Basket } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baskets, idempotencyKeys, orders, paymentAttempts, sandboxOperations } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { ORDER_REFERENCE_ATTEMPTS } from './order-reference.ts';
import type * as OrderReferences from './order-reference.ts';
import type { OrderPayment } from './order-payment.ts';

// The reference generator is replaced for this file: each placement takes the references queued
// here first, so a collision with a stored order happens when the test says.
const queued = vi.hoisted(() => ({ references: [] as string[] }));
vi.mock('./order-reference.ts', async (importOriginal) => {
  const real = await importOriginal<typeof OrderReferences>();
  return { ...real, newOrderReference: () => queued.references.shift() ?? real.newOrderReference() };
});

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const client = checkoutClient(() => ctx);
const db = () => ctx.database.db;
const TAKEN = 'RRAAAAAA';

async function checkedOut(): Promise<Basket> {
  const basket = await client.readyBasket();
  expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
  return basket;
}
const ordersOf = (basket: Basket) => db().select().from(orders).where(eq(orders.basketId, basket.basketId));

describe('order references', () => {
  it('a reference already taken is drawn again inside the placement: one order, one capture, 201', async () => {
    queued.references.push(TAKEN);
    const first = await client.place(await checkedOut(), 'cash');
    expect(first.json().orderReference).toBe(TAKEN);

    const basket = await checkedOut();
    const key = randomUUID();
    queued.references.push(TAKEN, TAKEN, 'RRBBBBBB');
    const body = { cardSessionId: await client.enterCard(basket, 'success') };
    const placed = await client.place(basket, 'card', body, key);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().orderReference).toBe('RRBBBBBB');
    expect(queued.references).toEqual([]);

    const [order, ...more] = await ordersOf(basket);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({ orderReference: 'RRBBBBBB', orderId: placed.json().orderId });
    const { authorisationId } = order!.payment as OrderPayment;
    const operations = await db()
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.authorisationId, authorisationId!));
    expect(operations.map((o) => [o.kind, o.idempotencyKey])).toEqual([['capture', `capture:${order!.orderId}`]]);
    const attempts = await db().select().from(paymentAttempts).where(eq(paymentAttempts.basketId, basket.basketId));
    expect(attempts.map((a) => a.status)).toEqual(['captured']);
    // The answer stored under the key is the order that was made.
    const replay = await client.place(basket, 'card', body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(placed.json());
  });

  it(`gives up after ${ORDER_REFERENCE_ATTEMPTS} collisions in a row: nothing is kept, and the same key may try again`, async () => {
    expect(ORDER_REFERENCE_ATTEMPTS).toBe(5);
    const basket = await checkedOut();
    const key = randomUUID();
    queued.references.push(...Array<string>(ORDER_REFERENCE_ATTEMPTS).fill(TAKEN));
    const failed = await client.place(basket, 'cash', {}, key);
    expect(failed.statusCode).toBe(500);
    expect(queued.references).toEqual([]);
    expect(await ordersOf(basket)).toHaveLength(0);
    const [row] = await db().select().from(baskets).where(eq(baskets.basketId, basket.basketId));
    expect(row!.status).toBe('Open');
    const keys = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `order:${basket.basketId}:${key}`));
    expect(keys).toHaveLength(0);

    const retried = await client.place(basket, 'cash', {}, key);
    expect(retried.statusCode).toBe(201);
    expect(await ordersOf(basket)).toHaveLength(1);
  });
});
