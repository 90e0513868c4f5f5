import { randomUUID } from 'node:crypto';
import { basketSchema, placedOrderSchema, type Basket } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baskets, orders, orderStatusEvents, paymentAttempts } from '../../db/schema/index.ts';
import { testCard } from '../../local/payment-sandbox/test-cards.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { recoverPaymentAttempts } from './payment-attempts.ts';
import { PaymentSandbox } from '../../local/payment-sandbox/payment-sandbox.ts';

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const pickup = { serviceType: 'Pickup', isAsap: true, storeId: 1002 };
const details = { firstName: 'Alex', lastName: 'Citizen', mobileNumber: '0412 345 678', email: 'Alex@Example.com' };

let ctx: TestContext;
let basket: Basket;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

async function readyBasket(
  items: object[] = [{ productId: 1003, quantity: 2, sizeId: 2 }],
  disposition: object = pickup,
) {
  const created = basketSchema.parse(
    (await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: disposition })).json(),
  );
  for (const item of items) await call(created, 'POST', '/basketItems', item);
  return created;
}
const call = (
  target: Basket,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/baskets/${target.basketId}${path}`,
    headers: { 'x-session-id': target.sessionId, ...headers },
    ...(payload ? { payload } : {}),
  });
const place = (target: Basket, method: string, body: object = {}, key = randomUUID()) =>
  call(target, 'POST', `/orders/${method}`, body, { 'idempotency-key': key });
const form = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function enterCard(target: Basket, outcome: 'success' | 'challenge' | 'declined' | 'insufficient_funds') {
  const start = await call(target, 'POST', '/initialiseFlex', { returnUrl: '/checkout/card' });
  expect(start.statusCode).toBe(200);
  const { sessionId, url } = start.json();
  const card = testCard('Visa', outcome);
  const posted = await form(new URL(url, 'http://localhost').pathname, {
    number: card.number,
    expiry: '04/29',
    securityCode: '123',
    name: 'Alex Citizen',
  });
  expect(posted.statusCode).toBe(303);
  return sessionId as string;
}

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
      status: 'authorised',
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
  it('voids a payment authorised for a basket whose order never came, on the next start', async () => {
    const cardSessionId = await enterCard(basket, 'success');
    const sandbox = new PaymentSandbox({ db: ctx.database.db, clock, returnOrigins: [] });
    const token = await sandbox.getToken(cardSessionId);
    // As if the process died between the gateway's answer and the order's commit.
    const auth = await sandbox.authorise({
      token: token.token,
      amountCents: 2390,
      idempotencyKey: `crash:${basket.basketId}`,
      reference: basket.basketId,
      returnUrl: '/card-auth',
    });
    await ctx.database.db.insert(paymentAttempts).values({
      attemptId: randomUUID(),
      basketId: basket.basketId,
      idempotencyKey: `crash:${basket.basketId}`,
      method: 'card',
      amountCents: 2390,
      status: 'authorised',
      authorisationId: auth.authorisationId,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    clock.advanceMinutes(30);
    const outcome = await recoverPaymentAttempts(ctx.database.db, sandbox, clock.now());
    expect(outcome.voided).toBeGreaterThanOrEqual(1);
    expect((await sandbox.getAuthorisation(auth.authorisationId)).status).toBe('voided');
    const [row] = await ctx.database.db.select().from(baskets).where(eq(baskets.basketId, basket.basketId));
    expect(row!.status).toBe('Open');
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
