import { randomUUID } from 'node:crypto';
import { basketSchema, CARD_ISSUE_MESSAGE, WEB_SCOPE, type Basket } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxAuthorisations, sandboxStoredCredentialCharges } from '../../db/schema/index.ts';
import { testCard } from '../../local/payment-sandbox/test-cards.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  details,
  newCustomer,
  pickupAt1002,
  SECRET,
  type TestCustomer,
} from '../account/account.test-support.ts';
import { accessTokens } from '../customer/access-tokens.ts';
import { customerSecrets } from '../customer/customer-secrets.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

type Brand = 'Visa' | 'Mastercard' | 'Amex';

/** A card saved through the hosted fields (the sandbox's test card of that outcome, with that expiry). */
async function saveCard(who: TestCustomer, brand: Brand, outcome: 'success' | 'challenge', expiry = '04/29') {
  const start = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/customer/${who.customerId}/card/initialise`,
    headers: who.headers,
    payload: { returnUrl: '/account/payment' },
  });
  const { flexToken, tokeniseUrl } = start.json();
  const card = testCard(brand, outcome);
  const posted = await ctx.app.inject({
    method: 'POST',
    url: new URL(tokeniseUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: card.number,
      expiry,
      securityCode: card.securityCode,
      name: 'A C',
    }).toString(),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const saved = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/customer/${who.customerId}/card`,
    headers: who.headers,
    payload: { flexToken },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json() as { cardId: string; last4: string };
}

/** A pickup basket of the signed-in customer with one pizza and the contact details given. */
async function readyBasket(who: TestCustomer): Promise<Basket> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/baskets',
    headers: who.headers,
    payload: pickupAt1002,
  });
  const basket = basketSchema.parse(created.json());
  const headers = { ...who.headers, 'x-session-id': basket.sessionId };
  const url = `/api/v1/baskets/${basket.basketId}`;
  const item = { productId: 1003, quantity: 1, sizeId: 2 };
  expect((await ctx.app.inject({ method: 'POST', url: `${url}/basketItems`, headers, payload: item })).statusCode).toBe(
    200,
  );
  const validated = await ctx.app.inject({ method: 'POST', url: `${url}/validateOrder`, headers, payload: details });
  expect(validated.statusCode, validated.body).toBe(200);
  return basket;
}

const paySaved = (who: TestCustomer, basket: Basket, body: object, key: string = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/baskets/${basket.basketId}/orders/savedcard`,
    headers: { ...who.headers, 'x-session-id': basket.sessionId, 'idempotency-key': key },
    payload: body,
  });

const authorisationCount = async (reference: string) =>
  (await ctx.database.db.select().from(sandboxAuthorisations).where(eq(sandboxAuthorisations.reference, reference)))
    .length;

describe('paying with a saved card', () => {
  it('charges one saved card for two orders, each its own authorisation, captured; a retry replays the first answer', async () => {
    const ann = await newCustomer(ctx, clock, 'ann');
    const card = await saveCard(ann, 'Visa', 'success');
    const first = await readyBasket(ann);
    const key = randomUUID();
    const paid = await paySaved(ann, first, { cardId: card.cardId, cvv: '123' }, key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ paymentMethod: 'card', orderRegister: 'order-customer' });
    const replay = await paySaved(ann, first, { cardId: card.cardId, cvv: '123' }, key);
    expect(replay.json().orderId).toBe(paid.json().orderId);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The code is no part of the stored request (never kept, not even hashed): the retry still replays.
    const otherCode = await paySaved(ann, first, { cardId: card.cardId, cvv: '999' }, key);
    expect(otherCode.json().orderId).toBe(paid.json().orderId);

    const second = await readyBasket(ann);
    const again = await paySaved(ann, second, { cardId: card.cardId, cvv: '123' });
    expect(again.statusCode, again.body).toBe(201);

    for (const basket of [first, second]) {
      const [order] = await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId));
      expect(order!.payment).toMatchObject({
        method: 'card',
        status: 'captured',
        card: { brand: 'Visa', last4: '1111' },
      });
      const auths = await ctx.database.db
        .select()
        .from(sandboxAuthorisations)
        .where(eq(sandboxAuthorisations.reference, basket.basketId));
      expect(auths.map((a) => a.status)).toEqual(['captured']);
      // Made on a one-use transaction token of the card on file, never the stored token itself.
      const [charge] = await ctx.database.db
        .select()
        .from(sandboxStoredCredentialCharges)
        .where(eq(sandboxStoredCredentialCharges.transactionToken, auths[0]!.token!));
      expect(charge).toBeDefined();
    }
  });

  it('asks for the security code of the brand: 3 digits for Visa and Mastercard, 4 for Amex, 400 naming body.cvv', async () => {
    const bea = await newCustomer(ctx, clock, 'bea');
    const visa = await saveCard(bea, 'Visa', 'success');
    const master = await saveCard(bea, 'Mastercard', 'success');
    const amex = await saveCard(bea, 'Amex', 'success');
    const basket = await readyBasket(bea);
    const refusals = [
      [visa, '1234', 'Enter the 3-digit CVV.'],
      [master, '1234', 'Enter the 3-digit CVC.'],
      [amex, '123', 'Enter the 4-digit CID.'],
      [visa, '12a', 'Invalid request: body.cvv.'],
    ] as const;
    for (const [card, cvv, message] of refusals) {
      const res = await paySaved(bea, basket, { cardId: card.cardId, cvv });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('body.cvv');
    }
    expect(await authorisationCount(basket.basketId)).toBe(0);
    const amexPaid = await paySaved(bea, basket, { cardId: amex.cardId, cvv: '1234' });
    expect(amexPaid.statusCode, amexPaid.body).toBe(201);
  });

  it("refuses another customer's card (404) a basket that is not the caller's (403) and a call without read:card (401), charging nothing", async () => {
    const cal = await newCustomer(ctx, clock, 'cal');
    const dee = await newCustomer(ctx, clock, 'dee');
    const deesCard = await saveCard(dee, 'Visa', 'success');
    const basket = await readyBasket(cal);
    const res = await paySaved(cal, basket, { cardId: deesCard.cardId, cvv: '123' });
    expect(res.statusCode).toBe(404);
    // Dee's own token on Cal's basket: the basket is not hers.
    const onCalsBasket = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/orders/savedcard`,
      headers: { ...dee.headers, 'x-session-id': basket.sessionId, 'idempotency-key': randomUUID() },
      payload: { cardId: deesCard.cardId, cvv: '123' },
    });
    expect(onCalsBasket.statusCode).toBe(403);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/orders/savedcard`,
      headers: { 'x-session-id': basket.sessionId, 'idempotency-key': randomUUID() },
      payload: { cardId: deesCard.cardId, cvv: '123' },
    });
    expect(guest.statusCode).toBe(401);
    const { token } = await accessTokens(customerSecrets(SECRET), clock).issue({
      customerId: cal.customerId,
      userId: cal.userId,
      scope: WEB_SCOPE.split(' ')
        .filter((s) => s !== 'read:card')
        .join(' '),
    });
    const noScope = await paySaved({ ...cal, headers: { authorization: `Bearer ${token}` } }, basket, {
      cardId: deesCard.cardId,
      cvv: '123',
    });
    // A token without the scope is no sign-in for this call (as every card call of the account).
    expect(noScope.statusCode).toBe(401);
    expect(await authorisationCount(basket.basketId)).toBe(0);
  });

  it('a saved card the gateway refuses answers 402 saying it was declined and what to do, and no order', async () => {
    const eve = await newCustomer(ctx, clock, 'eve');
    // Good to the end of December 2026; the clock then moves into 2027.
    const card = await saveCard(eve, 'Mastercard', 'success', '12/26');
    clock.advanceMinutes(40 * 24 * 60);
    const { token } = await accessTokens(customerSecrets(SECRET), clock).issue({
      customerId: eve.customerId,
      userId: eve.userId,
      scope: WEB_SCOPE,
    });
    const later = { ...eve, headers: { authorization: `Bearer ${token}` } };
    const basket = await readyBasket(later);
    const res = await paySaved(later, basket, { cardId: card.cardId, cvv: '123' });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PaymentDeclined', message: CARD_ISSUE_MESSAGE });
    // Spec document 2 section 8, "a card issue recorded on the last transaction", said plainly.
    expect(CARD_ISSUE_MESSAGE).toBe(
      'This card was declined, so your order was not placed. Check its details or use another card.',
    );
    expect(await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId))).toEqual([]);
  });

  it('a saved card that needs 3-D Secure answers 302 and is finished with payerAuth, as a new card', async () => {
    const fay = await newCustomer(ctx, clock, 'fay');
    const card = await saveCard(fay, 'Visa', 'challenge');
    const basket = await readyBasket(fay);
    const challenge = await paySaved(fay, basket, { cardId: card.cardId, cvv: '123' });
    expect(challenge.statusCode, challenge.body).toBe(302);
    const { origin, referenceID } = challenge.json();
    const approved = await ctx.app.inject({
      method: 'POST',
      url: new URL(origin, 'http://localhost').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=approve',
    });
    expect(approved.statusCode).toBe(303);
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/baskets/${basket.basketId}/payerAuth/${referenceID}`,
      headers: { ...fay.headers, 'x-session-id': basket.sessionId, 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(201);
  });

  it("'Save this card' at checkout: the card that paid the customer's own order is saved, and pays the next order", async () => {
    const gil = await newCustomer(ctx, clock, 'gil');
    const hal = await newCustomer(ctx, clock, 'hal');
    const basket = await readyBasket(gil);
    const headers = { ...gil.headers, 'x-session-id': basket.sessionId };
    const url = `/api/v1/baskets/${basket.basketId}`;
    const started = await ctx.app.inject({
      method: 'POST',
      url: `${url}/initialiseFlex`,
      headers,
      payload: { returnUrl: '/checkout/credit-card' },
    });
    const { sessionId } = started.json();
    const card = testCard('Amex', 'success');
    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/flex/${sessionId}/tokens`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: card.number,
        expiry: '04/29',
        securityCode: card.securityCode,
        name: 'G H',
      }).toString(),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${url}/orders/card`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { cardSessionId: sessionId },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const save = (who: TestCustomer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/customer/${who.customerId}/card`,
        headers: who.headers,
        payload: { flexToken: sessionId },
      });
    expect((await save(hal)).statusCode).toBe(400);
    const saved = await save(gil);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ brand: 'Amex', last4: '0005', default: true });

    const next = await readyBasket(gil);
    const again = await paySaved(gil, next, { cardId: saved.json().cardId, cvv: '1234' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a basket made before signing in is bound to the customer by validateOrder, then pays with a saved card', async () => {
    const ida = await newCustomer(ctx, clock, 'ida');
    const card = await saveCard(ida, 'Visa', 'success');
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAt1002 });
    const basket = basketSchema.parse(created.json());
    const url = `/api/v1/baskets/${basket.basketId}`;
    const guest = { 'x-session-id': basket.sessionId };
    const item = { productId: 1003, quantity: 1, sizeId: 2 };
    await ctx.app.inject({ method: 'POST', url: `${url}/basketItems`, headers: guest, payload: item });
    const validated = await ctx.app.inject({
      method: 'POST',
      url: `${url}/validateOrder`,
      headers: { ...guest, ...ida.headers },
      payload: details,
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().customerInfo).toMatchObject({ orderRegister: 'order-customer', userId: ida.customerId });
    const paid = await paySaved(ida, basket, { cardId: card.cardId, cvv: '123' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().orderRegister).toBe('order-customer');
  });
});
