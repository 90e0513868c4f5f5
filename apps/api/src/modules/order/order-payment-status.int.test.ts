import { basketSchema, consoleOrderSchema, type Basket, type CustomerInfo } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { PaymentSandbox } from '../../local/payment-sandbox/payment-sandbox.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { commitOrder } from './order-commit.ts';
import type { OrderPayment } from './order-payment.ts';
import { paymentAttemptLog, recoverPaymentAttempts } from './payment-attempts.ts';

// Where an order's money stands is kept on the order and shown on the store console: a card
// order is captured once placed, and a cancel voids (before capture) or refunds (after) it.

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: MANAGER });
  expect(login.statusCode).toBe(200);
  token = login.json().token;
});
afterAll(() => ctx.close());

const client = checkoutClient(() => ctx);
const db = () => ctx.database.db;
const sandbox = () => new PaymentSandbox({ db: db(), clock, returnOrigins: [] });

async function checkedOut(): Promise<Basket> {
  const basket = await client.readyBasket();
  expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
  return basket;
}

async function consoleOrder(orderId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/staff/orders',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  const found = (res.json() as unknown[]).map((o) => consoleOrderSchema.parse(o)).find((o) => o.orderId === orderId);
  return found!;
}

const cancel = (orderId: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'Cancelled', reason: 'Oven broke down' },
  });

const paymentOf = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!.payment as OrderPayment;

describe('payment status on the order and the console', () => {
  it('a card order is captured once placed; a cancel then refunds it', async () => {
    const basket = await checkedOut();
    const placed = await client.place(basket, 'card', { cardSessionId: await client.enterCard(basket, 'success') });
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json();
    expect((await paymentOf(orderId)).status).toBe('captured');
    expect((await consoleOrder(orderId)).payment).toMatchObject({
      method: 'card',
      status: 'captured',
      card: 'Visa ending 1111',
    });

    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().payment.status).toBe('refunded');
    expect((await consoleOrder(orderId)).payment.status).toBe('refunded');
    const { authorisationId } = await paymentOf(orderId);
    expect(await sandbox().getAuthorisation(authorisationId!)).toMatchObject({ status: 'refunded' });
  });

  it('a provider payment (PayPal) is captured too', async () => {
    const basket = await checkedOut();
    const paymentId = await client.payOnProviderPage(basket, 'InitialisePayPal', 'approve');
    const placed = await client.place(basket, 'paypal', { paymentId });
    expect(placed.statusCode).toBe(201);
    expect((await consoleOrder(placed.json().orderId)).payment.status).toBe('captured');
  });

  it('an order whose payment was only authorised is voided by a cancel', async () => {
    const basket = await checkedOut();
    const view = basketSchema.parse((await client.call(basket, 'GET', '')).json());
    const { token: cardToken } = await sandbox().getToken(await client.enterCard(basket, 'success'));
    const auth = await sandbox().authorise({
      token: cardToken,
      amountCents: view.basketTotal,
      idempotencyKey: `order:${basket.basketId}:uncaptured`,
      reference: basket.basketId,
      returnUrl: '/card-auth',
    });
    // As a failed capture leaves it: the order exists on an authorisation not yet captured.
    const { orderId } = await commitOrder(db(), {
      basket: view,
      customerInfo: view.customerInfo as CustomerInfo,
      payment: {
        method: 'card',
        status: 'authorised',
        authorisationId: auth.authorisationId,
        attemptId: null,
        card: null,
      },
      voucherDefinitions: new Map(),
      agentName: null,
      now: clock.now(),
    });
    expect((await consoleOrder(orderId)).payment.status).toBe('authorised');
    expect((await cancel(orderId)).json().payment.status).toBe('voided');
    expect((await sandbox().getAuthorisation(auth.authorisationId)).status).toBe('voided');
  });

  it('cash orders are pay-in-store', async () => {
    const basket = await checkedOut();
    const placed = await client.place(basket, 'cash');
    expect((await consoleOrder(placed.json().orderId)).payment).toMatchObject({
      method: 'cash',
      status: 'pay-in-store',
    });
  });

  it('recovery records the capture it makes for an order a crash left authorised', async () => {
    const basket = await checkedOut();
    const view = basketSchema.parse((await client.call(basket, 'GET', '')).json());
    const { token: cardToken } = await sandbox().getToken(await client.enterCard(basket, 'success'));
    const key = `order:${basket.basketId}:crashed`;
    const auth = await sandbox().authorise({
      token: cardToken,
      amountCents: view.basketTotal,
      idempotencyKey: key,
      reference: basket.basketId,
      returnUrl: '/card-auth',
    });
    const attemptId = await paymentAttemptLog(db()).open({
      basketId: basket.basketId,
      idempotencyKey: key,
      method: 'card',
      amountCents: view.basketTotal,
      now: clock.now(),
      authorisationId: auth.authorisationId,
    });
    const { orderId } = await commitOrder(db(), {
      basket: view,
      customerInfo: view.customerInfo as CustomerInfo,
      payment: { method: 'card', status: 'authorised', authorisationId: auth.authorisationId, attemptId, card: null },
      voucherDefinitions: new Map(),
      agentName: null,
      now: clock.now(),
    });
    clock.advanceMinutes(30);
    expect(await recoverPaymentAttempts(db(), sandbox(), clock.now())).toMatchObject({ captured: 1 });
    expect((await paymentOf(orderId)).status).toBe('captured');
  });
});
