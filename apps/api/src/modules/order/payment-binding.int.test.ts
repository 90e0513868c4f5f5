import { randomUUID } from 'node:crypto';
import { basketSchema, type Basket, type CustomerInfo } from '@storefront/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets, orders, paymentAttempts, sandboxAuthorisations } from '../../db/schema/index.ts';
import { PaymentSandbox } from '../../local/payment-sandbox/payment-sandbox.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails, type CardOutcome } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { commitOrder } from './order-commit.ts';
import type { OrderPayment } from './order-payment.ts';

// Every card session, authorisation and provider payment belongs to one basket and pays one order:
// another basket's (or a used one) is refused with problem details, and nothing is authorised or
// captured for it.

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const client = checkoutClient(() => ctx);
const { call, place, form } = client;
const db = () => ctx.database.db;
const sandbox = () => new PaymentSandbox({ db: db(), clock, returnOrigins: [] });

async function checkedOut(): Promise<Basket> {
  const basket = await client.readyBasket();
  expect((await call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
  return basket;
}

async function solvedCaptcha() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge?action=CUSTOMER_TOKEN' });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const ordersOf = (target: Basket) => db().select().from(orders).where(eq(orders.basketId, target.basketId));
const attemptsOf = (target: Basket) =>
  db().select().from(paymentAttempts).where(eq(paymentAttempts.basketId, target.basketId));
/** Every authorisation the gateway made with the card of a session. */
async function authorisationsOfSession(cardSessionId: string) {
  const { token } = await sandbox().getToken(cardSessionId);
  return db().select().from(sandboxAuthorisations).where(eq(sandboxAuthorisations.token, token));
}
const basketStatus = async (target: Basket) =>
  (await db().select().from(baskets).where(eq(baskets.basketId, target.basketId)))[0]!.status;

function expectNotFound(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toContain('application/problem+json');
}

const cardEntries: [string, (target: Basket, outcome: CardOutcome) => Promise<string>][] = [
  ['hosted card fields (initialiseFlex)', client.enterCard],
  ['card fields drawn by the app (initialiseFlexApi)', client.tokeniseCard],
];

describe('card sessions', () => {
  it.each(cardEntries)(
    '%s: another basket cannot pay with the session, and nothing is authorised',
    async (_, enter) => {
      const a = await checkedOut();
      const b = await checkedOut();
      const cardSessionId = await enter(a, 'success');

      const stolen = await place(b, 'card', { cardSessionId });
      expectNotFound(stolen);
      expect(stolen.json()).toMatchObject({
        code: 'NotFound',
        message: 'No such card for this cart. Please enter your card again.',
      });
      expect(await authorisationsOfSession(cardSessionId)).toHaveLength(0);
      expect(await attemptsOf(b)).toHaveLength(0);
      expect(await ordersOf(b)).toHaveLength(0);
      expect(await basketStatus(b)).toBe('Open');

      // The card is its own basket's, and pays once.
      expect((await place(a, 'card', { cardSessionId })).statusCode).toBe(201);
      expectNotFound(await place(b, 'card', { cardSessionId }));
      const paid = await authorisationsOfSession(cardSessionId);
      expect(paid.map((auth) => [auth.reference, auth.status])).toEqual([[a.basketId, 'captured']]);
      expect(await ordersOf(b)).toHaveLength(0);
      const [order] = await ordersOf(a);
      expect(order!.paymentReference).toBe(cardSessionId);
    },
  );

  it('another basket cannot attach the session (createToken, customerToken), read it (verifyFlex) or discard it', async () => {
    const a = await checkedOut();
    const b = await checkedOut();
    const flexToken = await client.tokeniseCard(a, 'success');
    for (const [path, body] of [
      ['/createToken', { flexToken }],
      ['/customerToken', { flexToken, captcha: await solvedCaptcha() }],
      ['/verifyFlex', { flexToken }],
    ] as const) {
      const res = await call(b, 'POST', path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('No such card for this cart. Please enter your card again.');
    }
    expectNotFound(await call(b, 'DELETE', `/token/${flexToken}`));
    expect((await call(a, 'POST', '/verifyFlex', { flexToken })).statusCode).toBe(200);
    expect(basketSchema.parse((await call(b, 'GET', '')).json()).paymentInfo).toBeNull();
  });

  it('a bare gateway token (not a card session) pays for nothing', async () => {
    const a = await checkedOut();
    const cardSessionId = await client.enterCard(a, 'success');
    const { token } = await sandbox().getToken(cardSessionId);
    expectNotFound(await place(a, 'card', { cardSessionId: token }));
    expect(await authorisationsOfSession(cardSessionId)).toHaveLength(0);
  });

  it('a card the gateway already holds a payment on is refused (409), and nothing more is authorised', async () => {
    const a = await checkedOut();
    const { basketTotal } = basketSchema.parse((await call(a, 'GET', '')).json());
    const cardSessionId = await client.enterCard(a, 'success');
    // As a crash would leave it: the card authorised under an earlier key, no order yet.
    const { token } = await sandbox().getToken(cardSessionId);
    await sandbox().authorise({
      token,
      amountCents: basketTotal,
      idempotencyKey: `order:${a.basketId}:${randomUUID()}`,
      reference: a.basketId,
      returnUrl: '/card-auth',
    });
    const again = await place(a, 'card', { cardSessionId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PaymentAlreadyUsed',
      message: 'This card is already being used for a payment. Please enter your card again.',
    });
    expect(await authorisationsOfSession(cardSessionId)).toHaveLength(1);
    expect((await attemptsOf(a)).map((attempt) => attempt.status)).toEqual(['voided']);
    expect(await ordersOf(a)).toHaveLength(0);
  });

  it('a session that already paid an order is refused before anything is authorised', async () => {
    const a = await checkedOut();
    const b = await checkedOut();
    const cardSessionId = await client.enterCard(b, 'success');
    // As if a gateway had let the session pay for basket A: the order holds it.
    const view = basketSchema.parse((await call(a, 'GET', '')).json());
    await commitOrder(db(), {
      basket: view,
      customerInfo: view.customerInfo as CustomerInfo,
      payment: { ...cashPayment, reference: cardSessionId },
      voucherDefinitions: new Map(),
      agentName: null,
      now: clock.now(),
    });
    const used = await place(b, 'card', { cardSessionId });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      code: 'PaymentAlreadyUsed',
      message: 'This payment has already paid for an order. Please pay again.',
    });
    expect(await authorisationsOfSession(cardSessionId)).toHaveLength(0);
    expect(await attemptsOf(b)).toHaveLength(0);
  });
});

const cashPayment: OrderPayment = {
  method: 'cash',
  status: 'pay-in-store',
  authorisationId: null,
  attemptId: null,
  card: null,
};

describe('one payment, one order (the orders table)', () => {
  it('refuses a second order on the same payment reference, writing nothing', async () => {
    const a = await checkedOut();
    const b = await checkedOut();
    const commit = async (target: Basket) => {
      const view = basketSchema.parse((await call(target, 'GET', '')).json());
      return commitOrder(db(), {
        basket: view,
        customerInfo: view.customerInfo as CustomerInfo,
        payment: { ...cashPayment, reference: 'pay_sbx_SAMEPAYMENTSAMEPAYMENT' },
        voucherDefinitions: new Map(),
        agentName: null,
        now: clock.now(),
      });
    };
    await commit(a);
    await expect(commit(b)).rejects.toMatchObject({ status: 409, code: 'PaymentAlreadyUsed' });
    expect(await ordersOf(b)).toHaveLength(0);
    expect(await basketStatus(b)).toBe('Open');
  });
});

describe('3-D Secure returns (payerAuth)', () => {
  const payerAuth = (target: Basket, referenceID: string) =>
    call(target, 'POST', `/payerAuth/${referenceID}`, {}, { 'idempotency-key': randomUUID() });

  it("another basket cannot finish this basket's challenge; its own basket can", async () => {
    const a = await checkedOut();
    const b = await checkedOut();
    const challenge = await place(a, 'card', { cardSessionId: await client.enterCard(a, 'challenge') });
    expect(challenge.statusCode).toBe(302);
    const { origin, referenceID } = challenge.json();
    expect((await form(origin, { answer: 'approve' })).statusCode).toBe(303);

    const stolen = await payerAuth(b, referenceID);
    expectNotFound(stolen);
    expect(stolen.json().message).toBe('No such payment for this cart. Please pay again.');
    expect(await ordersOf(b)).toHaveLength(0);
    expect((await sandbox().getAuthorisation(referenceID)).status).toBe('authorised');
    expect((await attemptsOf(a)).map((attempt) => attempt.status)).toEqual(['authorised']);

    expect((await payerAuth(a, referenceID)).statusCode).toBe(201);
    expect((await sandbox().getAuthorisation(referenceID)).status).toBe('captured');
  });

  it("finishes only an authorisation this basket's own placement made (its payment attempt)", async () => {
    const b = await checkedOut();
    const { basketTotal } = basketSchema.parse((await call(b, 'GET', '')).json());
    const { token } = await sandbox().getToken(await client.enterCard(b, 'success'));
    // Made straight at the gateway for this basket and amount, outside any placement.
    const outside = await sandbox().authorise({
      token,
      amountCents: basketTotal,
      idempotencyKey: randomUUID(),
      reference: b.basketId,
      returnUrl: '/card-auth',
    });
    expectNotFound(await payerAuth(b, outside.authorisationId));
    expect(await ordersOf(b)).toHaveLength(0);
    expect((await sandbox().getAuthorisation(outside.authorisationId)).status).toBe('authorised');
  });
});

/** Redirect methods: [name, initialise path, order method, wallet card, return call]. */
const redirectMethods: [
  string,
  string,
  string,
  string | undefined,
  ((paymentId: string) => [string, string, object]) | null,
][] = [
  ['PayPal', 'InitialisePayPal', 'paypal', undefined, null],
  ['PayPal Pay in 4', 'initialisePayPalPayIn4', 'paypalpayin4', undefined, null],
  ['Zip', 'initialiseZipPay', 'zip', undefined, (paymentId) => ['PATCH', '/zipNotify', { checkoutId: paymentId }]],
  [
    'Afterpay',
    'initialiseAfterpay',
    'afterpay',
    undefined,
    (paymentId) => ['PATCH', '/apNotify', { orderToken: paymentId }],
  ],
  [
    'Click to Pay',
    'initialiseClickToPay',
    'clicktopay',
    'visa-1111',
    (paymentId) => ['POST', '/completeClickToPay', { paymentId }],
  ],
  [
    'Apple Pay',
    'initialiseApplePay',
    'applepay',
    'visa-1111',
    (paymentId) => ['POST', '/completeApplePay', { paymentId }],
  ],
  ['Google Pay', 'initialiseGooglePay', 'googlepay', 'visa-1111', null],
];

describe('provider payments', () => {
  it.each(redirectMethods)(
    '%s: pays for its own basket and method only, once, and nothing is captured for anyone else',
    async (_, initialise, method, walletCard, returnCall) => {
      const a = await checkedOut();
      const b = await checkedOut();
      const paymentId = await client.payOnProviderPage(a, initialise, 'approve', walletCard);
      const { authorisationId } = await sandbox().getRedirectPayment(paymentId);

      // Another basket: not its payment, whether reported back or used to order.
      if (returnCall) {
        const [verb, path, body] = returnCall(paymentId);
        expectNotFound(await call(b, verb as 'POST' | 'PATCH', path, body));
        expect(basketSchema.parse((await call(b, 'GET', '')).json()).paymentInfo).toBeNull();
      }
      const stolen = await place(b, method, { paymentId });
      expectNotFound(stolen);
      expect(stolen.json().message).toBe('No such payment for this cart. Please pay again.');

      // Its own basket, another method: the payment was approved for its method only.
      const otherMethod = method === 'paypal' ? 'zip' : 'paypal';
      expectNotFound(await place(a, otherMethod, { paymentId }));
      expect(await ordersOf(a)).toHaveLength(0);
      expect((await sandbox().getAuthorisation(authorisationId!)).status).toBe('authorised');

      // Its own basket and method: one order, captured; no one else's afterwards.
      expect((await place(a, method, { paymentId })).statusCode).toBe(201);
      expectNotFound(await place(b, method, { paymentId }));
      expect((await sandbox().getAuthorisation(authorisationId!)).status).toBe('captured');
      expect(await db().select().from(orders).where(eq(orders.paymentReference, paymentId))).toHaveLength(1);
      expect(await ordersOf(b)).toHaveLength(0);
    },
  );
});
