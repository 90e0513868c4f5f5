import { randomUUID } from 'node:crypto';
import { basketSchema, type Basket } from '@storefront/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { CAPTCHA_KEY_PREFIX, CAPTCHA_TTL_SECONDS } from '../captcha/captcha.service.ts';
import { DECLINES_BEFORE_CAPTCHA } from './card-testing-guard.ts';

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
const client = checkoutClient(() => ctx);
const { call, form, place, cardFields } = client;
let basket: Basket;

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  basket = await client.readyBasket();
  expect((await call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
});

const paymentInfoOf = async (target: Basket) => basketSchema.parse((await call(target, 'GET', '')).json()).paymentInfo;

async function solvedCaptcha(action = 'CUSTOMER_TOKEN') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/captcha/challenge?action=${action}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('PATCH paymentInfo', () => {
  it('keeps the chosen method on the basket, and a second pick of it changes nothing', async () => {
    const res = await call(basket, 'PATCH', '/paymentInfo', { paymentMethod: 'card' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentInfo).toMatchObject({ paymentMethod: 'card', status: 'chosen', card: null });
    expect(await paymentInfoOf(basket)).toMatchObject({ paymentMethod: 'card', status: 'chosen' });
    const flexToken = await client.tokeniseCard(basket, 'success');
    await call(basket, 'POST', '/createToken', { flexToken });
    const again = await call(basket, 'PATCH', '/paymentInfo', { paymentMethod: 'card' });
    expect(again.json().paymentInfo).toMatchObject({ status: 'ready', reference: flexToken });
  });

  it('starts afresh when the method is picked again after its payment was declined', async () => {
    const declined = await client.payOnProviderPage(basket, 'initialiseZipPay', 'decline');
    await call(basket, 'PATCH', '/zipNotify', { checkoutId: declined });
    const again = await call(basket, 'PATCH', '/paymentInfo', { paymentMethod: 'zip' });
    expect(again.json().paymentInfo).toMatchObject({ paymentMethod: 'zip', status: 'chosen', reference: null });
  });

  it('refuses a method the basket cannot use, or no method, and keeps the earlier choice', async () => {
    await call(basket, 'PATCH', '/paymentInfo', { paymentMethod: 'cash' });
    const eftpos = await call(basket, 'PATCH', '/paymentInfo', { paymentMethod: 'mobileeftpos' });
    expect(eftpos.statusCode).toBe(400);
    expect(eftpos.json()).toMatchObject({
      code: 'PaymentMethodUnavailable',
      message: 'Mobile EFTPOS is available for delivery orders only.',
    });
    const unknown = await call(basket, 'PATCH', '/paymentInfo', { paymentMethod: 'bitcoin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.paymentMethod');
    expect(await paymentInfoOf(basket)).toMatchObject({ paymentMethod: 'cash' });
  });

  it('is the basket owner’s only', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/baskets/${basket.basketId}/paymentInfo`,
      payload: { paymentMethod: 'cash' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('initialiseVCO', () => {
  it("offers Click to Pay with the brands the store's checkout flags allow", async () => {
    const res = await call(basket, 'POST', '/initialiseVCO');
    expect(res.statusCode).toBe(200);
    const { storeInfo } = basket;
    const brands = [
      ...(storeInfo.canAcceptOnlineVisaCheckout ? ['Visa'] : []),
      'Mastercard',
      ...(storeInfo.canAcceptOnlineAmexCheckout ? ['Amex'] : []),
    ];
    const active = storeInfo.paymentOptions.some((o) => o.paymentOption === 'ClickToPay' && o.status === 'Active');
    expect(res.json()).toEqual({
      available: active,
      acceptedBrands: active ? brands : [],
      amount: 2390,
      currency: 'AUD',
    });
  });
});

describe('card fields drawn by the app (initialiseFlexApi, verifyFlex, createToken)', () => {
  it('tokenises at the gateway, never echoing the number, and verifyFlex reads the card back', async () => {
    const start = await call(basket, 'POST', '/initialiseFlexApi');
    expect(start.statusCode).toBe(200);
    const { flexToken, tokeniseUrl, expiresAt } = start.json();
    expect(tokeniseUrl).toBe(`/sandbox-gateway/flex/${flexToken}/tokens`);
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBe(30 * 60_000);

    const notYet = await call(basket, 'POST', '/verifyFlex', { flexToken });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'CardNotEntered', message: 'No card has been entered yet.' });

    const fields = cardFields('success');
    const bad = await form(tokeniseUrl, { ...fields, number: '4111 1111 1111 1112' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ number: 'Check the card number: it is not valid.' });
    expect(bad.body).not.toContain('4111');

    const tokenised = await form(tokeniseUrl, fields);
    expect(tokenised.statusCode).toBe(201);
    const card = { brand: 'Visa', brandCode: '001', last4: fields.number.replace(/\D/g, '').slice(-4) };
    expect(tokenised.json()).toEqual({ flexToken, card: { ...card, expiryMonth: 4, expiryYear: 2029 } });
    expect(tokenised.body).not.toContain(fields.number.replace(/\D/g, ''));
    // A repeat submit gets the card already held, and does not tokenise again.
    expect((await form(tokeniseUrl, cardFields('declined'))).json().card.last4).toBe(card.last4);

    const verified = await call(basket, 'POST', '/verifyFlex', { flexToken });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ flexToken, card: { ...card, expiryMonth: 4, expiryYear: 2029 } });
    expect(await paymentInfoOf(basket)).toBeNull();
  });

  it("never lets one basket use another basket's card", async () => {
    const other = await client.readyBasket();
    const flexToken = await client.tokeniseCard(other, 'success');
    for (const path of ['/verifyFlex', '/createToken']) {
      const res = await call(basket, 'POST', path, { flexToken });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such card for this cart. Please enter your card again.');
    }
    expect((await call(basket, 'DELETE', `/token/${flexToken}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', '/verifyFlex', { flexToken })).statusCode).toBe(200);
  });

  it('createToken attaches the card; the order then needs no card in its body', async () => {
    const flexToken = await client.tokeniseCard(basket, 'success');
    const attached = await call(basket, 'POST', '/createToken', { flexToken });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().paymentInfo).toMatchObject({
      paymentMethod: 'card',
      status: 'ready',
      reference: flexToken,
      captchaVerified: false,
      card: { brand: 'Visa', expiryMonth: 4, expiryYear: 2029 },
    });
    const order = await place(basket, 'card');
    expect(order.statusCode).toBe(201);
    expect(order.json().paymentMethod).toBe('card');
  });

  it('DELETE token discards the card at the gateway and on the basket; a second delete is harmless', async () => {
    const flexToken = await client.tokeniseCard(basket, 'success');
    await call(basket, 'POST', '/createToken', { flexToken });
    expect((await call(basket, 'DELETE', `/token/${flexToken}`)).statusCode).toBe(204);
    expect(await paymentInfoOf(basket)).toMatchObject({ paymentMethod: 'card', status: 'chosen', reference: null });
    const verify = await call(basket, 'POST', '/verifyFlex', { flexToken });
    expect(verify.statusCode).toBe(410);
    expect(verify.json().code).toBe('CardDiscarded');
    const order = await place(basket, 'card', { cardSessionId: flexToken });
    expect(order.statusCode).toBe(410);
    expect(order.json().code).toBe('CardDiscarded');
    expect((await call(basket, 'DELETE', `/token/${flexToken}`)).statusCode).toBe(204);
  });
});

describe('card testing defence (customerToken with a captcha)', () => {
  let declines = 0;
  /** Declines on this basket, taking turns between two cards (one card's own limit is card-testing.int.test.ts's). */
  async function decline(times: number) {
    for (let i = 0; i < times; i += 1) {
      const card = (declines += 1) % 2 === 0 ? 'declined' : 'insufficient_funds';
      const flexToken = await client.tokeniseCard(basket, card);
      expect((await place(basket, 'card', { cardSessionId: flexToken })).statusCode).toBe(402);
    }
  }

  it(`lets a customer try cards freely up to ${DECLINES_BEFORE_CAPTCHA} declines`, async () => {
    expect(DECLINES_BEFORE_CAPTCHA).toBe(3);
    await decline(DECLINES_BEFORE_CAPTCHA - 1);
    const flexToken = await client.tokeniseCard(basket, 'success');
    expect((await call(basket, 'POST', '/createToken', { flexToken })).statusCode).toBe(200);
    expect((await place(basket, 'card')).statusCode).toBe(201);
  });

  it('after that asks for a captcha on createToken and on the order, and customerToken clears it', async () => {
    await decline(DECLINES_BEFORE_CAPTCHA);
    const flexToken = await client.tokeniseCard(basket, 'success');
    const refused = await call(basket, 'POST', '/createToken', { flexToken });
    expect(refused.statusCode).toBe(428);
    expect(refused.json()).toMatchObject({
      code: 'CaptchaRequired',
      message: 'Please confirm you are not a robot before trying another card.',
    });
    expect((await place(basket, 'card', { cardSessionId: flexToken })).statusCode).toBe(428);

    const notSolved = await call(basket, 'POST', '/customerToken', { flexToken, captcha: 'bm90IGEgY2FwdGNoYQ==' });
    expect(notSolved.statusCode).toBe(400);
    expect(notSolved.json()).toMatchObject({ code: 'CaptchaInvalid', errors: [{ field: 'body.captcha' }] });
    const wrongAction = await call(basket, 'POST', '/customerToken', {
      flexToken,
      captcha: await solvedCaptcha('CAMPAIGN_FORM'),
    });
    expect(wrongAction.statusCode).toBe(400);

    const captcha = await solvedCaptcha();
    const cleared = await call(basket, 'POST', '/customerToken', { flexToken, captcha });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().paymentInfo).toMatchObject({ status: 'ready', reference: flexToken, captchaVerified: true });
    // One solution, one use.
    expect((await call(basket, 'POST', '/customerToken', { flexToken, captcha })).statusCode).toBe(400);
    expect((await place(basket, 'card')).statusCode).toBe(201);
  });

  it('issues challenges at the set difficulty that expire after 5 minutes', async () => {
    expect(CAPTCHA_TTL_SECONDS).toBe(300);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge?action=CUSTOMER_TOKEN' });
    const { parameters, signature } = res.json();
    expect(parameters).toMatchObject({
      algorithm: 'SHA-256',
      keyPrefix: CAPTCHA_KEY_PREFIX,
      data: { action: 'CUSTOMER_TOKEN' },
    });
    expect(CAPTCHA_KEY_PREFIX).toBe('0000');
    expect(parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(CAPTCHA_TTL_SECONDS - 5);
    expect(parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge?action=NOT_AN_ACTION' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('wallets: completeApplePay and completeClickToPay', () => {
  it('Apple Pay approved: the card is kept and the order needs no payment id', async () => {
    const paymentId = await client.payOnProviderPage(basket, 'initialiseApplePay', 'approve', 'mastercard-4444');
    const res = await call(basket, 'POST', '/completeApplePay', { paymentId });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentInfo).toMatchObject({
      paymentMethod: 'applepay',
      status: 'ready',
      reference: paymentId,
      card: { brand: 'Mastercard', brandCode: '002', last4: '4444' },
    });
    expect((await place(basket, 'applepay')).statusCode).toBe(201);
  });

  it('Apple Pay declined answers 402 and records the decline', async () => {
    const paymentId = await client.payOnProviderPage(basket, 'initialiseApplePay', 'approve', 'visa-9995');
    const res = await call(basket, 'POST', '/completeApplePay', { paymentId });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PaymentDeclined',
      message: 'The Apple Pay payment was declined. Please try another payment method.',
    });
    expect(await paymentInfoOf(basket)).toMatchObject({ paymentMethod: 'applepay', status: 'declined' });
  });

  it('Click to Pay: pending is 409, cancelled is 402 PaymentCancelled, approved is kept', async () => {
    const pending = await client.payOnProviderPage(basket, 'initialiseClickToPay', null);
    const early = await call(basket, 'POST', '/completeClickToPay', { paymentId: pending });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PaymentPending');

    const cancelled = await client.payOnProviderPage(basket, 'initialiseClickToPay', 'cancel');
    const cancel = await call(basket, 'POST', '/completeClickToPay', { paymentId: cancelled });
    expect(cancel.statusCode).toBe(402);
    expect(cancel.json().code).toBe('PaymentCancelled');

    const approved = await client.payOnProviderPage(basket, 'initialiseClickToPay', 'approve', 'visa-1111');
    const done = await call(basket, 'POST', '/completeClickToPay', { paymentId: approved });
    expect(done.statusCode).toBe(200);
    expect(done.json().paymentInfo).toMatchObject({ paymentMethod: 'clicktopay', status: 'ready' });
  });

  it("refuses another method's or another basket's payment as not found", async () => {
    const clickToPay = await client.payOnProviderPage(basket, 'initialiseClickToPay', 'approve', 'visa-1111');
    expect((await call(basket, 'POST', '/completeApplePay', { paymentId: clickToPay })).statusCode).toBe(404);
    const other = await client.readyBasket();
    await call(other, 'POST', '/validateOrder', guestDetails);
    const theirs = await client.payOnProviderPage(other, 'initialiseApplePay', 'approve', 'visa-1111');
    expect((await call(basket, 'POST', '/completeApplePay', { paymentId: theirs })).statusCode).toBe(404);
    expect((await place(basket, 'applepay', { paymentId: theirs })).statusCode).toBe(404);
  });
});

describe('pay later: zipNotify, apNotify and apOptions', () => {
  it("Zip: the gateway's outcome is kept, whatever the return claims", async () => {
    const declined = await client.payOnProviderPage(basket, 'initialiseZipPay', 'decline');
    const claim = await call(basket, 'PATCH', '/zipNotify', { checkoutId: declined, result: 'approved' });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().paymentInfo).toMatchObject({ paymentMethod: 'zip', status: 'declined', reference: declined });
    expect((await place(basket, 'zip')).statusCode).toBe(402);

    const approved = await client.payOnProviderPage(basket, 'initialiseZipPay', 'approve');
    const ok = await call(basket, 'PATCH', '/zipNotify', { checkoutId: approved, result: 'approved' });
    expect(ok.json().paymentInfo).toMatchObject({ status: 'ready', reference: approved });
    expect((await place(basket, 'zip')).statusCode).toBe(201);
  });

  it('Afterpay: cancelled and approved returns are recorded', async () => {
    const cancelled = await client.payOnProviderPage(basket, 'initialiseAfterpay', 'cancel');
    const cancel = await call(basket, 'PATCH', '/apNotify', { orderToken: cancelled, status: 'CANCELLED' });
    expect(cancel.json().paymentInfo).toMatchObject({ paymentMethod: 'afterpay', status: 'cancelled' });
    const approved = await client.payOnProviderPage(basket, 'initialiseAfterpay', 'approve');
    const ok = await call(basket, 'PATCH', '/apNotify', { orderToken: approved, status: 'SUCCESS' });
    expect(ok.json().paymentInfo).toMatchObject({ status: 'ready', reference: approved });
    const missing = await call(basket, 'PATCH', '/apNotify', { status: 'SUCCESS' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('body.orderToken');
  });

  it('apOptions: four fortnightly payments adding up to the total, from the store’s date', async () => {
    const res = await call(basket, 'GET', '/apOptions');
    expect(res.statusCode).toBe(200);
    const options = res.json();
    const afterpay = basket.storeInfo.paymentOptions.find((o) => o.paymentOption === 'Afterpay');
    expect(options.available).toBe(afterpay?.status === 'Active');
    expect(options.minimumAmount).toBe(100);
    expect(options.instalments).toEqual([
      { number: 1, amount: 599, dueDate: '2026-11-24' },
      { number: 2, amount: 597, dueDate: '2026-12-08' },
      { number: 3, amount: 597, dueDate: '2026-12-22' },
      { number: 4, amount: 597, dueDate: '2027-01-05' },
    ]);
  });
});

describe('placing with an attached payment', () => {
  it('uses the attached payment only for its own method', async () => {
    const approved = await client.payOnProviderPage(basket, 'initialiseZipPay', 'approve');
    await call(basket, 'PATCH', '/zipNotify', { checkoutId: approved });
    const card = await place(basket, 'card');
    expect(card.statusCode).toBe(400);
    expect(card.json().errors[0].field).toBe('body.cardSessionId');
    expect((await place(basket, 'zip', {}, randomUUID())).statusCode).toBe(201);
  });
});
