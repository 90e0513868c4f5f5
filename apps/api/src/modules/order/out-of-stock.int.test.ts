import { consoleOrderSchema, orderStatusViewSchema, type Basket } from '@storefront/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orders,
  orderStockQuestions,
  outboxMessages,
  sandboxAuthorisations,
  sandboxOperations,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { PaymentSandbox } from '../../local/payment-sandbox/payment-sandbox.ts';
import { productCatalogue } from '../product/product.repository.ts';
import { storeDirectory } from '../store/store.repository.ts';
import type { OrderPayment } from './order-payment.ts';
import { inProcessOrderEvents } from './order-events.ts';
import { orderRepository } from './order.repository.ts';
import { stockQuestionRepository } from './stock-question.repository.ts';
import { stockQuestionService } from './stock-question.service.ts';

// Out of stock after ordering (docs/out-of-stock.md): staff mark a line, the customer answers swap,
// drop or cancel (or the store's default applies after 5 minutes), and the payment follows.

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const START = new Date('2026-11-24T07:00:00Z');
const clock = fixedClock(START);
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: MANAGER });
  token = login.json().token;
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(START));

const client = checkoutClient(() => ctx);
const db = () => ctx.database.db;
const staff = { authorization: () => `Bearer ${token}` };

/** Two large pizzas (product 1003) and a side line (product 1003 again, size 1) in one basket. */
async function placed(method: 'card' | 'cash', voucher?: string) {
  const basket = await client.readyBasket([
    { productId: 1003, quantity: 2, sizeId: 2 },
    { productId: 1003, quantity: 1, sizeId: 1 },
  ]);
  if (voucher) expect((await client.call(basket, 'POST', `/applyvoucher/${voucher}`)).statusCode).toBe(200);
  expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
  const res =
    method === 'card'
      ? await client.place(basket, 'card', { cardSessionId: await client.enterCard(basket, 'success') })
      : await client.place(basket, 'cash');
  expect(res.statusCode).toBe(201);
  const orderId = res.json().orderId as string;
  const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
  return { basket, orderId, snapshot: row!.basket as Basket, payment: row!.payment as OrderPayment };
}

const markUnavailable = (orderId: string, lineId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/orders/${orderId}/lines/${lineId}/unavailable`,
    headers: { authorization: staff.authorization() },
  });
const answer = (basket: Basket, orderId: string, questionId: string, choice: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/stock-questions/${questionId}/choice`,
    headers: { 'x-session-id': basket.sessionId },
    payload: { choice },
  });
const status = (basket: Basket, orderId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order/${orderId}/status`,
    headers: { 'x-session-id': basket.sessionId },
  });
const move = (orderId: string, to: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/orders/${orderId}/status`,
    headers: { authorization: staff.authorization() },
    payload: { status: to },
  });
const refundsOf = async (authorisationId: string) =>
  (await db().select().from(sandboxOperations).where(eq(sandboxOperations.authorisationId, authorisationId)))
    .filter((o) => o.kind === 'refund')
    .map((o) => o.amountCents);
const authorisation = async (authorisationId: string) =>
  (
    await db().select().from(sandboxAuthorisations).where(eq(sandboxAuthorisations.authorisationId, authorisationId))
  )[0]!;

/** Marks the first standalone line and returns the open question. */
async function ask(orderId: string, snapshot: Basket, index = 0) {
  const line = snapshot.basketItems[index]!;
  const res = await markUnavailable(orderId, line.basketItemId);
  expect(res.statusCode).toBe(200);
  const order = consoleOrderSchema.parse(res.json());
  const question = order.stockQuestions!.find((q) => q.choice === null)!;
  expect(question).toMatchObject({ lineId: line.basketItemId, lineTotal: line.totalPrice, defaultChoice: 'drop' });
  return { question, line, order };
}

describe('marking a line out of stock', () => {
  it('suggests a replacement of the same category at or under the price, and tells the customer with a link', async () => {
    const { orderId, snapshot } = await placed('cash');
    const { question, order } = await ask(orderId, snapshot);
    expect(order.items.some((l) => l.lineId === question.lineId)).toBe(true);
    expect(question.replacement).not.toBeNull();
    expect(question.replacement!.total).toBeLessThanOrEqual(question.lineTotal);
    expect(question.replacement!.productId).not.toBe(1003);
    // 5 minutes to answer, in the store's zone.
    expect(question.deadlineAt).toBe('2026-11-24T18:05:00+11:00');
    const [message] = await db().select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1);
    expect(message!.recipient.toLowerCase()).toBe('alex@example.com');
    expect(message!.links).toEqual([expect.stringMatching(new RegExp(`/order/${orderId}$`))]);
    // Marking again is a no-op; another line while one is open is 409.
    expect((await markUnavailable(orderId, question.lineId)).statusCode).toBe(200);
    const other = await markUnavailable(orderId, snapshot.basketItems[1]!.basketItemId);
    expect(other.statusCode).toBe(409);
  });

  it('needs the store role, the own store, a received order and a real line', async () => {
    const { orderId, snapshot } = await placed('cash');
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/orders/${orderId}/lines/${snapshot.basketItems[0]!.basketItemId}/unavailable`,
    });
    expect(noToken.statusCode).toBe(401);
    expect((await markUnavailable(orderId, 'no-such-line')).statusCode).toBe(404);
    expect((await move(orderId, 'Preparing')).statusCode).toBe(200);
    const late = await markUnavailable(orderId, snapshot.basketItems[0]!.basketItemId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/received order/);
  });
});

describe('the customer answers', () => {
  it('swap to a cheaper item refunds the difference less its discount share, to the cent', async () => {
    const { basket, orderId, snapshot, payment } = await placed('card');
    const { question } = await ask(orderId, snapshot);
    const difference = question.lineTotal - question.replacement!.total;
    const expected = difference - Math.floor((snapshot.discount * difference) / snapshot.basketSubTotal);
    expect(question.outcomes!.swap).toEqual({ refund: expected, basketTotal: snapshot.basketTotal - expected });
    const res = await answer(basket, orderId, question.questionId, 'swap');
    expect(res.statusCode).toBe(200);
    const view = orderStatusViewSchema.parse(res.json());
    expect(view.basketTotal).toBe(snapshot.basketTotal - expected);
    expect(view.items.map((l) => l.name)).toContain(question.replacement!.name);
    expect(view.stockQuestions![0]).toMatchObject({ choice: 'swap', chosenBy: 'customer', refunded: expected });
    expect(view.history.at(-1)).toMatchObject({ actor: 'customer', reason: expect.stringMatching(/swapped for/) });
    expect(await refundsOf(payment.authorisationId!)).toEqual(expected > 0 ? [expected] : []);
  });

  it('drop refunds the line in cents in the sandbox; the total and receipt follow', async () => {
    const { basket, orderId, snapshot, payment } = await placed('card');
    const { question, line } = await ask(orderId, snapshot);
    const expected = line.totalPrice - Math.floor((snapshot.discount * line.totalPrice) / snapshot.basketSubTotal);
    const res = await answer(basket, orderId, question.questionId, 'drop');
    expect(res.statusCode).toBe(200);
    const view = orderStatusViewSchema.parse(res.json());
    expect(view.basketTotal).toBe(snapshot.basketTotal - expected);
    expect(view.receipt.basketSubTotal).toBe(snapshot.basketSubTotal - line.totalPrice);
    expect(view.items).toHaveLength(snapshot.basketItems.length - 1);
    expect(await refundsOf(payment.authorisationId!)).toEqual([expected]);
    expect(await authorisation(payment.authorisationId!)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: expected,
    });
  });

  it("drop with a 20% voucher keeps the line's share of the discount: refund = line − floor(discount × line ÷ subtotal)", async () => {
    const { basket, orderId, snapshot, payment } = await placed('card', 'SAVE20');
    expect(snapshot.discount).toBeGreaterThan(0);
    const { question, line } = await ask(orderId, snapshot);
    const share = Math.floor((snapshot.discount * line.totalPrice) / snapshot.basketSubTotal);
    expect(question.outcomes!.drop.refund).toBe(line.totalPrice - share);
    const view = orderStatusViewSchema.parse((await answer(basket, orderId, question.questionId, 'drop')).json());
    expect(await refundsOf(payment.authorisationId!)).toEqual([line.totalPrice - share]);
    expect(view.receipt).toMatchObject({
      basketSubTotal: snapshot.basketSubTotal - line.totalPrice,
      discount: snapshot.discount - share,
      basketTotal: snapshot.basketTotal - (line.totalPrice - share),
    });
  });

  it('cancel refunds everything and cancels the order', async () => {
    const { basket, orderId, snapshot, payment } = await placed('card');
    const { question } = await ask(orderId, snapshot);
    expect(question.outcomes!.cancel).toEqual({ refund: snapshot.basketTotal, basketTotal: 0 });
    const res = await answer(basket, orderId, question.questionId, 'cancel');
    expect(res.json().status).toBe('Cancelled');
    expect(res.json().history.at(-1)).toMatchObject({ status: 'Cancelled', actor: 'customer' });
    expect(await authorisation(payment.authorisationId!)).toMatchObject({
      status: 'refunded',
      refundedCents: snapshot.basketTotal,
    });
  });

  it('a cash order changes its total and refunds nothing', async () => {
    const { basket, orderId, snapshot } = await placed('cash');
    const { question, line } = await ask(orderId, snapshot);
    expect(question.outcomes!.drop.refund).toBe(0);
    const view = (await answer(basket, orderId, question.questionId, 'drop')).json();
    expect(view.basketTotal).toBe(
      snapshot.basketTotal -
        line.totalPrice +
        Math.floor((snapshot.discount * line.totalPrice) / snapshot.basketSubTotal),
    );
    expect(view.stockQuestions[0]).toMatchObject({ choice: 'drop', refunded: 0 });
  });

  it('the first answer stands: a second one gets the standing answer and refunds nothing more', async () => {
    const { basket, orderId, snapshot, payment } = await placed('card');
    const { question } = await ask(orderId, snapshot);
    await answer(basket, orderId, question.questionId, 'drop');
    const again = await answer(basket, orderId, question.questionId, 'cancel');
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('Received');
    expect(again.json().stockQuestions[0]).toMatchObject({ choice: 'drop', chosenBy: 'customer' });
    expect(await refundsOf(payment.authorisationId!)).toHaveLength(1);
  });

  it("another session's order is 404, and bad choices are 400 naming the field", async () => {
    const { orderId, snapshot } = await placed('cash');
    const { question } = await ask(orderId, snapshot);
    const stranger = await client.readyBasket();
    expect((await answer(stranger, orderId, question.questionId, 'drop')).statusCode).toBe(404);
    const { basket } = await placed('cash');
    const bad = await answer(basket, orderId, question.questionId, 'keep');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('choice');
  });
});

describe('without an answer in time', () => {
  it("applies the store's default (drop with a refund) once the deadline passes, on read", async () => {
    const { basket, orderId, snapshot, payment } = await placed('card');
    const { question, line } = await ask(orderId, snapshot);
    clock.set(new Date(START.getTime() + 5 * 60_000 - 1000));
    expect((await status(basket, orderId)).json().stockQuestions[0].choice).toBeNull();
    clock.set(new Date(START.getTime() + 5 * 60_000));
    const view = (await status(basket, orderId)).json();
    expect(view.stockQuestions[0]).toMatchObject({ choice: 'drop', chosenBy: 'store-default' });
    expect(view.history.at(-1)).toMatchObject({ actor: 'store-default' });
    const expected = line.totalPrice - Math.floor((snapshot.discount * line.totalPrice) / snapshot.basketSubTotal);
    expect(await refundsOf(payment.authorisationId!)).toEqual([expected]);
    // A late answer gets the default that stands.
    const late = await answer(basket, orderId, question.questionId, 'swap');
    expect(late.json().stockQuestions[0]).toMatchObject({ choice: 'drop', chosenBy: 'store-default' });
  });

  it('the sweep applies it with no one reading', async () => {
    const { orderId, snapshot } = await placed('cash');
    await ask(orderId, snapshot);
    clock.set(new Date(START.getTime() + 6 * 60_000));
    const swept = await sweeper().sweep();
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect((row!.basket as Basket).basketItems).toHaveLength(snapshot.basketItems.length - 1);
  });

  it('a refund left pending (a crash after the answer) is made by the sweep once, under the same key', async () => {
    const { basket, orderId, snapshot, payment } = await placed('card');
    const { question, line } = await ask(orderId, snapshot);
    await answer(basket, orderId, question.questionId, 'drop');
    // As a crash between the answer's commit and the gateway's answer would leave it.
    await db()
      .update(orderStockQuestions)
      .set({ refundPending: true })
      .where(eq(orderStockQuestions.questionId, question.questionId));
    expect((await sweeper().sweep()).refunded).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(payment.authorisationId!)).toEqual([line.totalPrice]);
    const [row] = await db()
      .select()
      .from(orderStockQuestions)
      .where(eq(orderStockQuestions.questionId, question.questionId));
    expect(row!.refundPending).toBe(false);
  });
});

/** As the server's timer would run it: its own instance of the service over the same database. */
function sweeper() {
  return stockQuestionService({
    questions: stockQuestionRepository(db()),
    orders: orderRepository(db()),
    stores: storeDirectory(db(), () => clock.now()),
    catalogue: productCatalogue(db()),
    gateway: new PaymentSandbox({ db: db(), clock, returnOrigins: [] }),
    events: inProcessOrderEvents(),
    notifier: { send: async () => {}, standIns: [] },
    clock,
    log: ctx.app.log,
    orderPageOrigin: 'http://localhost:5173',
  });
}

describe('the order is held while a question is open', () => {
  it('can start Preparing but not move past it: 409 with a clear message', async () => {
    const { basket, orderId, snapshot } = await placed('cash');
    const { question } = await ask(orderId, snapshot);
    expect((await move(orderId, 'Preparing')).statusCode).toBe(200);
    const blocked = await move(orderId, 'Baking');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      `Waiting for the customer to answer about ${question.lineName} (out of stock): the order cannot move past Preparing until they do or the answer time ends.`,
    );
    await answer(basket, orderId, question.questionId, 'drop');
    expect((await move(orderId, 'Baking')).statusCode).toBe(200);
  });
});
