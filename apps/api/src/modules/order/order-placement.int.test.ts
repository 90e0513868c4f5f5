import { randomUUID } from 'node:crypto';
import { basketSchema, placedOrderSchema, type Basket, type CustomerInfo } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { baskets, orders, orderStatusEvents, paymentAttempts, sandboxOperations } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { ABANDONED_KEY_MS, idempotent } from '../../platform/idempotency.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { commitOrder, lostToSamePayment } from './order-commit.ts';
import { orderRepository } from './order.repository.ts';
import {
  paymentAttemptLog,
  paymentRecovery,
  recoverPaymentAttempts,
  RECOVERY_INTERVAL_MS,
} from './payment-attempts.ts';
import { PaymentSandbox } from '../../local/payment-sandbox/payment-sandbox.ts';

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const details = guestDetails;

let ctx: TestContext;
let basket: Basket;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const client = checkoutClient(() => ctx);
const { call, place, form, readyBasket, enterCard } = client;
const approvePayPal = (target: Basket) => client.payOnProviderPage(target, 'InitialisePayPal', 'approve');

beforeEach(async () => {
  clock.set(new Date('2026-11-24T07:00:00Z'));
  basket = await readyBasket();
  expect((await call(basket, 'POST', '/validateOrder', details)).statusCode).toBe(200);
});

describe('validateOrder', () => {
  it('keeps the details with the spec defaults: placeholder names, +614 mobile, guest label', async () => {
    const fresh = await readyBasket();
    const res = await call(fresh, 'POST', '/validateOrder', { mobileNumber: '0412345678', email: 'a@b.com.au' });
    expect(res.statusCode).toBe(200);
    expect(res.json().customerInfo).toMatchObject({
      firstName: 'firstName',
      lastName: 'lastName',
      mobileNumber: '+61412345678',
      orderRegister: 'order-guest',
    });
  });

  it('refuses a mobile that is not Australian, naming it', async () => {
    const res = await call(basket, 'POST', '/validateOrder', { ...details, mobileNumber: '02 9999 1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Sorry, there was an issue validating your details. Please try again or call the support number.',
      errors: [{ field: 'body.mobileNumber' }],
    });
  });

  it('asks for details before an order without them', async () => {
    const fresh = await readyBasket();
    const res = await place(fresh, 'cash');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CustomerDetailsRequired',
      message: 'We need a few details before you can proceed.',
    });
  });
});

describe('paying in store', () => {
  it('places the order, locks the basket and records Received', async () => {
    const res = await place(basket, 'cash');
    expect(res.statusCode).toBe(201);
    const order = placedOrderSchema.parse(res.json());
    expect(order).toMatchObject({
      basketId: basket.basketId,
      status: 'Received',
      basketTotal: 2390,
      paymentMethod: 'cash',
      orderRegister: 'order-guest',
    });
    expect(order.orderReference).toMatch(/^RR[3-9A-Y]{6}$/);
    const again = await call(basket, 'GET', '');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'BasketOrdered', orderId: order.orderId });
    const events = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.orderId));
    expect(events.map((e) => [e.status, e.actor])).toEqual([['Received', 'customer']]);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await call(basket, 'POST', '/orders/cash', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('headers.idempotency-key');
  });

  it('replays the first answer for the same key, and refuses the key for another request', async () => {
    const key = randomUUID();
    const first = await place(basket, 'cash', {}, key);
    const second = await place(basket, 'cash', {}, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const other = await place(basket, 'cash', { agentName: 'Priya' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IdempotencyKeyReused');
  });

  it("replays the first answer only to the basket's own session: anyone else is told not found", async () => {
    const key = randomUUID();
    const first = await place(basket, 'cash', {}, key);
    expect(first.statusCode).toBe(201);
    const { orderId, orderReference } = first.json();
    const url = `/api/v1/baskets/${basket.basketId}/orders/cash`;
    for (const [session, payload] of [
      [undefined, {}],
      ['a-session-of-someone-else', {}],
      [undefined, { agentName: 'Priya' }],
    ] as const) {
      const headers = { 'idempotency-key': key, ...(session ? { 'x-session-id': session } : {}) };
      const stranger = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ code: 'NotFound', message: 'Basket not found.' });
      expect(stranger.body).not.toContain(orderId);
      expect(stranger.body).not.toContain(orderReference);
    }
    const owner = await place(basket, 'cash', {}, key);
    expect(owner.statusCode).toBe(201);
    expect(owner.headers['idempotent-replayed']).toBe('true');
    expect(owner.json()).toEqual(first.json());
  });

  it('makes one order from 20 placements sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(basket, 'cash')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.statusCode !== 201)
        .every((a) => a.statusCode === 410 && a.json().code === 'BasketOrdered'),
    ).toBe(true);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId))).toHaveLength(1);
  });

  it('offers mobile EFTPOS for delivery only', async () => {
    const res = await place(basket, 'mobileeftpos');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PaymentMethodUnavailable',
      message: 'Mobile EFTPOS is available for delivery orders only.',
    });
  });
});

describe('paying by card', () => {
  it('tokenises on the gateway page, authorises and captures, with only brand and last four kept', async () => {
    const cardSessionId = await enterCard(basket, 'success');
    const res = await place(basket, 'card', { cardSessionId });
    expect(res.statusCode).toBe(201);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId));
    expect(order!.payment).toMatchObject({
      method: 'card',
      status: 'captured',
      card: { brand: 'Visa', last4: '1111' },
    });
    expect(JSON.stringify(order)).not.toContain('4111111111111111');
    const sandbox = new PaymentSandbox({ db: ctx.database.db, clock, returnOrigins: [] });
    const record = await sandbox.getAuthorisation((order!.payment as { authorisationId: string }).authorisationId);
    expect(record).toMatchObject({ status: 'captured', capturedCents: 2390 });
  });

  it('answers 302 with the 3-D Secure origin, and places the order after approval', async () => {
    const cardSessionId = await enterCard(basket, 'challenge');
    const challenge = await place(basket, 'card', { cardSessionId });
    expect(challenge.statusCode).toBe(302);
    const { origin, referenceID } = challenge.json();
    expect(challenge.headers.location).toBeUndefined();
    const approved = await form(new URL(origin, 'http://localhost').pathname, { answer: 'approve' });
    expect(approved.statusCode).toBe(303);
    const done = await call(basket, 'POST', `/payerAuth/${referenceID}`, {}, { 'idempotency-key': randomUUID() });
    expect(done.statusCode).toBe(201);
  });

  it('declines without an order and leaves the basket to pay another way', async () => {
    const cardSessionId = await enterCard(basket, 'insufficient_funds');
    const res = await place(basket, 'card', { cardSessionId });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PaymentDeclined', message: expect.stringMatching(/insufficient funds/) });
    expect((await call(basket, 'GET', '')).statusCode).toBe(200);
    expect((await place(basket, 'cash')).statusCode).toBe(201);
  });
});

describe('redirect methods', () => {
  it('a Zip decline, then success by card', async () => {
    const start = await call(
      basket,
      'POST',
      '/initialiseZipPay',
      { returnUrl: '/zippayconfirmation', cancelUrl: '/checkout' },
      { 'idempotency-key': randomUUID() },
    );
    expect(start.statusCode).toBe(200);
    const { paymentId, redirectUrl } = start.json();
    expect((await form(new URL(redirectUrl, 'http://localhost').pathname, { answer: 'decline' })).statusCode).toBe(303);
    const declined = await place(basket, 'zip', { paymentId });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('The Zip payment was declined. Please try another payment method.');
    const cardSessionId = await enterCard(basket, 'success');
    expect((await place(basket, 'card', { cardSessionId })).statusCode).toBe(201);
  });

  it('knows when a refused placement lost to an order paid by the same payment (so it is not voided)', async () => {
    const paymentId = await approvePayPal(basket);
    const sandbox = new PaymentSandbox({ db: ctx.database.db, clock, returnOrigins: [] });
    const { authorisationId } = await sandbox.getRedirectPayment(paymentId);
    const view = basketSchema.parse((await call(basket, 'GET', '')).json());
    const { orderId } = await commitOrder(ctx.database.db, {
      basket: view,
      customerInfo: view.customerInfo as CustomerInfo,
      payment: {
        method: 'paypal',
        status: 'authorised',
        authorisationId: authorisationId!,
        attemptId: null,
        card: null,
      },
      voucherDefinitions: new Map(),
      agentName: null,
      now: clock.now(),
    });
    const lost = new AppError(410, 'BasketOrdered', 'This basket has already been ordered.', [], { orderId });
    expect(await lostToSamePayment(orderRepository(ctx.database.db), lost, authorisationId!)).toBe(true);
    expect(await lostToSamePayment(orderRepository(ctx.database.db), lost, 'auth_sbx_another')).toBe(false);
    const other = new AppError(409, 'VoucherAlreadyRedeemed', 'Gone.', [], { orderId });
    expect(await lostToSamePayment(orderRepository(ctx.database.db), other, authorisationId!)).toBe(false);
    expect((await place(basket, 'paypal', { paymentId })).statusCode).toBe(410);
    expect((await sandbox.getAuthorisation(authorisationId!)).status).toBe('authorised');
  });

  it('PayPal approved', async () => {
    const start = (
      await call(
        basket,
        'POST',
        '/InitialisePayPal',
        { returnUrl: '/checkout/paypal', cancelUrl: '/checkout' },
        { 'idempotency-key': randomUUID() },
      )
    ).json();
    await form(new URL(start.redirectUrl, 'http://localhost').pathname, { answer: 'approve' });
    expect((await place(basket, 'paypal', { paymentId: start.paymentId })).statusCode).toBe(201);
  });
});

describe('free baskets', () => {
  it('pay only by the free method', async () => {
    const free = await readyBasket([]);
    await call(free, 'POST', '/applyvoucher/FREEGARLIC');
    await call(free, 'POST', '/validateOrder', details);
    const cash = await place(free, 'cash');
    expect(cash.json()).toMatchObject({
      code: 'PaymentMethodUnavailable',
      message: 'Your order is free: no payment is needed.',
    });
    const res = await place(free, 'free');
    expect(res.statusCode).toBe(201);
    expect(res.json().basketTotal).toBe(0);
  });
});

describe('vouchers at placement', () => {
  it('of two orders racing for the last redemption, one wins and the other is told VoucherAlreadyRedeemed', async () => {
    const a = await readyBasket([{ productId: 1003, quantity: 3, sizeId: 2 }]);
    const b = await readyBasket([{ productId: 1003, quantity: 3, sizeId: 2 }]);
    for (const target of [a, b]) {
      expect(
        (await call(target, 'POST', '/applyvoucher/LASTONE', undefined, { 'x-forwarded-for': '198.51.100.7' }))
          .statusCode,
      ).toBe(200);
      await call(target, 'POST', '/validateOrder', details);
    }
    const [first, second] = await Promise.all([place(a, 'cash'), place(b, 'cash')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe('VoucherAlreadyRedeemed');
  });
});

describe('recovery', () => {
  const db = () => ctx.database.db;
  const sandbox = () => new PaymentSandbox({ db: db(), clock, returnOrigins: [] });
  const attemptsOf = (target: Basket) =>
    db().select().from(paymentAttempts).where(eq(paymentAttempts.basketId, target.basketId));
  const authorisation = (authorisationId: string) => sandbox().getAuthorisation(authorisationId);

  /** As if the process died between the gateway's answer and the order's commit (failpoint order.authorised). */
  async function crashAfterAuthorising(target: Basket) {
    const { basketTotal } = basketSchema.parse((await call(target, 'GET', '')).json());
    const cardSessionId = await enterCard(target, 'success');
    const token = await sandbox().getToken(cardSessionId);
    const key = `order:${target.basketId}:${randomUUID()}`;
    const auth = await sandbox().authorise({
      token: token.token,
      amountCents: basketTotal,
      idempotencyKey: key,
      reference: target.basketId,
      returnUrl: '/card-auth',
    });
    const attemptId = await paymentAttemptLog(db()).open({
      basketId: target.basketId,
      idempotencyKey: key,
      method: 'card',
      amountCents: basketTotal,
      now: clock.now(),
      authorisationId: auth.authorisationId,
    });
    return { authorisationId: auth.authorisationId, attemptId };
  }

  /** As if the process died after the order's commit, before the capture (failpoint order.committed). */
  async function crashAfterCommitting(target: Basket) {
    const { authorisationId, attemptId } = await crashAfterAuthorising(target);
    const view = basketSchema.parse((await call(target, 'GET', '')).json());
    const [row] = await db().select().from(baskets).where(eq(baskets.basketId, target.basketId));
    const placed = await commitOrder(db(), {
      basket: view,
      customerInfo: row!.customerInfo as CustomerInfo,
      payment: { method: 'card', status: 'authorised', authorisationId, attemptId, card: null },
      voucherDefinitions: new Map(),
      agentName: null,
      now: clock.now(),
    });
    return { ...placed, authorisationId, attemptId };
  }

  it('finds and voids a payment whose answer the crash lost (attempt still authorising)', async () => {
    const { basketTotal } = basketSchema.parse((await call(basket, 'GET', '')).json());
    const token = await sandbox().getToken(await enterCard(basket, 'success'));
    const key = `order:${basket.basketId}:${randomUUID()}`;
    // The attempt is written before the gateway is asked; the process died before its answer was kept.
    await paymentAttemptLog(db()).open({
      basketId: basket.basketId,
      idempotencyKey: key,
      method: 'card',
      amountCents: basketTotal,
      now: clock.now(),
    });
    const auth = await sandbox().authorise({
      token: token.token,
      amountCents: basketTotal,
      idempotencyKey: key,
      reference: basket.basketId,
      returnUrl: '/card-auth',
    });
    clock.advanceMinutes(30);
    const outcome = await recoverPaymentAttempts(db(), sandbox(), clock.now());
    expect(outcome.voided).toBe(1);
    expect((await authorisation(auth.authorisationId)).status).toBe('voided');
    expect((await attemptsOf(basket))[0]!.status).toBe('voided');
  });

  it('voids a payment authorised for a basket whose order never came, on the next start', async () => {
    const { authorisationId } = await crashAfterAuthorising(basket);
    clock.advanceMinutes(30);
    const outcome = await recoverPaymentAttempts(db(), sandbox(), clock.now());
    expect(outcome.voided).toBeGreaterThanOrEqual(1);
    expect((await authorisation(authorisationId)).status).toBe('voided');
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['voided']);
    const [row] = await db().select().from(baskets).where(eq(baskets.basketId, basket.basketId));
    expect(row!.status).toBe('Open');
  });

  it('leaves an attempt younger than the threshold alone', async () => {
    const { authorisationId } = await crashAfterAuthorising(basket);
    clock.advanceMinutes(30);
    await recoverPaymentAttempts(db(), sandbox(), clock.now(), { olderThanMs: 31 * 60_000 });
    expect((await authorisation(authorisationId)).status).toBe('authorised');
    await recoverPaymentAttempts(db(), sandbox(), clock.now(), { olderThanMs: 0 });
    expect((await authorisation(authorisationId)).status).toBe('voided');
  });

  it('voids the first payment when the customer paid again before recovery ran: one order, one payment', async () => {
    const first = await crashAfterAuthorising(basket);
    const paid = await place(basket, 'cash');
    expect(paid.statusCode).toBe(201);
    clock.advanceMinutes(30);
    await recoverPaymentAttempts(db(), sandbox(), clock.now());
    expect((await authorisation(first.authorisationId)).status).toBe('voided');
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['voided']);
    expect(await db().select().from(orders).where(eq(orders.basketId, basket.basketId))).toHaveLength(1);
  });

  it('captures the payment of an order committed before a crash (completion), once', async () => {
    const crashed = await crashAfterCommitting(basket);
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['ordered']);
    clock.advanceMinutes(30);
    const outcome = await recoverPaymentAttempts(db(), sandbox(), clock.now());
    expect(outcome).toMatchObject({ captured: 1, failed: 0 });
    expect(await authorisation(crashed.authorisationId)).toMatchObject({ status: 'captured', capturedCents: 2390 });
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['captured']);
    // The capture used the placement's own key: nothing more to do, and no second capture.
    clock.advanceMinutes(30);
    expect(await recoverPaymentAttempts(db(), sandbox(), clock.now())).toMatchObject({ captured: 0, failed: 0 });
    const operations = await db()
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.authorisationId, crashed.authorisationId));
    expect(operations.map((o) => [o.kind, o.idempotencyKey])).toEqual([['capture', `capture:${crashed.orderId}`]]);
  });

  it('closes as captured an attempt whose capture went through just before the crash', async () => {
    const cardSessionId = await enterCard(basket, 'success');
    expect((await place(basket, 'card', { cardSessionId })).statusCode).toBe(201);
    const [attempt] = await attemptsOf(basket);
    expect(attempt!.status).toBe('captured');
    // The process died between the capture and its note.
    await db()
      .update(paymentAttempts)
      .set({ status: 'ordered' })
      .where(eq(paymentAttempts.attemptId, attempt!.attemptId));
    clock.advanceMinutes(30);
    expect(await recoverPaymentAttempts(db(), sandbox(), clock.now())).toMatchObject({ settled: 1, captured: 0 });
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['captured']);
    expect(await authorisation(attempt!.authorisationId!)).toMatchObject({ status: 'captured', capturedCents: 2390 });
  });

  it('voids, not captures, the payment of an order cancelled before recovery', async () => {
    const crashed = await crashAfterCommitting(basket);
    await db().update(orders).set({ status: 'Cancelled' }).where(eq(orders.orderId, crashed.orderId));
    clock.advanceMinutes(30);
    await recoverPaymentAttempts(db(), sandbox(), clock.now());
    expect((await authorisation(crashed.authorisationId)).status).toBe('voided');
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['voided']);
  });

  it('records a redirect (PayPal) payment as an attempt, closed as captured with its order', async () => {
    const paymentId = await approvePayPal(basket);
    const key = randomUUID();
    expect((await place(basket, 'paypal', { paymentId }, key)).statusCode).toBe(201);
    const [attempt] = await attemptsOf(basket);
    const { authorisationId } = await sandbox().getRedirectPayment(paymentId);
    expect(attempt).toMatchObject({
      idempotencyKey: `order:${basket.basketId}:${key}`,
      method: 'paypal',
      status: 'captured',
      authorisationId,
      amountCents: 2390,
    });
    expect((await authorisation(authorisationId!)).status).toBe('captured');
  });

  it('refuses an order on a redirect payment recovery voided, when the dead request is retried with its key', async () => {
    const paymentId = await approvePayPal(basket);
    const key = randomUUID();
    const { authorisationId } = await sandbox().getRedirectPayment(paymentId);
    // The process died at order.authorised: the attempt is written, the key is left running, no order.
    await paymentAttemptLog(db()).open({
      basketId: basket.basketId,
      idempotencyKey: `order:${basket.basketId}:${key}`,
      method: 'paypal',
      amountCents: 2390,
      now: clock.now(),
      authorisationId: authorisationId!,
    });
    let started!: () => void;
    const working = new Promise<void>((resolve) => (started = resolve));
    void idempotent(
      db(),
      `order:${basket.basketId}:${key}`,
      { method: 'paypal', body: { paymentId } },
      () => {
        started();
        return new Promise(() => {});
      },
      { caller: basket.sessionId, now: () => new Date(Date.now() - ABANDONED_KEY_MS) },
    );
    await working;
    clock.advanceMinutes(30);
    await recoverPaymentAttempts(db(), sandbox(), clock.now());
    expect((await authorisation(authorisationId!)).status).toBe('voided');

    // The retry takes the dead run's key over and runs again: the payment is gone, so no order.
    const retry = await place(basket, 'paypal', { paymentId }, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'Conflict', message: 'This payment was cancelled. Please pay again.' });
    expect(await db().select().from(orders).where(eq(orders.basketId, basket.basketId))).toHaveLength(0);
    expect((await attemptsOf(basket)).map((a) => a.status)).toEqual(['voided']);
    const cardSessionId = await enterCard(basket, 'success');
    expect((await place(basket, 'card', { cardSessionId })).statusCode).toBe(201);
  });

  it('runs one recovery at a time, at start and then on its timer until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const recovery = paymentRecovery({ db: db(), gateway: sandbox(), clock, log: ctx.app.log });
      const first = recovery.run();
      expect(recovery.run()).toBe(first);
      await first;
      recovery.start();
      const { authorisationId } = await crashAfterAuthorising(basket);
      clock.advanceMinutes(30);
      vi.advanceTimersByTime(RECOVERY_INTERVAL_MS - 1);
      expect((await authorisation(authorisationId)).status).toBe('authorised');
      vi.advanceTimersByTime(1);
      await recovery.stop(); // waits for the timer's run
      expect((await authorisation(authorisationId)).status).toBe('voided');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('notifyOrderError', () => {
  it('takes the report for the basket owner only', async () => {
    const report = { action: 'placeOrder', statusCode: 500, errorCode: null, message: null };
    expect((await call(basket, 'POST', '/notifyOrderError', report)).statusCode).toBe(204);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/notifyOrderError`,
      payload: report,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call(basket, 'POST', '/notifyOrderError', { ...report, statusCode: 900 })).statusCode).toBe(400);
  });
});
