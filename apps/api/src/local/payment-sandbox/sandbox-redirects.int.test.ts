import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RedirectMethod, RedirectPaymentInput } from '../../modules/payment/payment-gateway.ts';
import { REDIRECT_PAYMENT_MINUTES } from './sandbox-redirect-payments.ts';
import {
  APP_ORIGIN,
  NOW,
  newKey,
  postForm,
  sandboxTestContext,
  type SandboxTestContext,
} from './sandbox.test-support.ts';

let t: SandboxTestContext;
beforeAll(async () => {
  t = await sandboxTestContext();
});
afterAll(() => t.ctx.close());
beforeEach(() => t.clock.set(NOW));

const get = (url: string) => t.ctx.app.inject({ method: 'GET', url });
const start = (method: RedirectMethod, overrides: Partial<RedirectPaymentInput> = {}) =>
  t.sandbox.createRedirectPayment({
    method,
    amountCents: 4250,
    reference: 'order-ABC123',
    returnUrl: `${APP_ORIGIN}/checkout/return`,
    cancelUrl: `${APP_ORIGIN}/checkout`,
    idempotencyKey: newKey(method),
    ...overrides,
  });

const payLater: [RedirectMethod, string][] = [
  ['PayPal', 'PayPal'],
  ['PayPalPayIn4', 'PayPal Pay in 4'],
  ['Zip', 'Zip'],
  ['Afterpay', 'Afterpay'],
];

describe.each(payLater)('%s', (method, name) => {
  it(`shows ${name} with the amount in AUD and three answers`, async () => {
    const payment = await start(method);
    expect(payment.redirectUrl).toBe(`/sandbox-gateway/pay/${payment.paymentId}`);
    const page = await get(payment.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${name}</h1>`);
    expect(page.body).toContain('$42.50');
    expect(page.body).toContain('Sandbox');
    for (const answer of ['approve', 'decline', 'cancel']) expect(page.body).toContain(`value="${answer}"`);
    expect(await t.sandbox.getRedirectPayment(payment.paymentId)).toMatchObject({ status: 'pending', method });
  });

  it('approve: authorises the amount and returns to the app', async () => {
    const payment = await start(method);
    const answer = await postForm(t.ctx, payment.redirectUrl, { answer: 'approve' });
    expect(answer.statusCode).toBe(303);
    const location = new URL(String(answer.headers.location));
    expect(location.pathname).toBe('/checkout/return');
    expect(location.searchParams.get('paymentId')).toBe(payment.paymentId);
    expect(location.searchParams.get('status')).toBe('approved');
    const state = await t.sandbox.getRedirectPayment(payment.paymentId);
    expect(state).toMatchObject({ status: 'approved', authorisationId: expect.stringMatching(/^auth_sbx_/) });
    expect(await t.sandbox.getAuthorisation(state.authorisationId!)).toMatchObject({
      method,
      status: 'authorised',
      amountCents: 4250,
      card: null,
    });
    expect(await t.sandbox.capture(state.authorisationId!, 4250)).toMatchObject({ status: 'captured' });
  });

  it('decline: returns to the app as declined, with no authorisation', async () => {
    const payment = await start(method);
    const answer = await postForm(t.ctx, payment.redirectUrl, { answer: 'decline' });
    expect(answer.headers.location).toContain('status=declined');
    const state = await t.sandbox.getRedirectPayment(payment.paymentId);
    expect(state.status).toBe('declined');
    expect(state.authorisationId).toBeUndefined();
  });

  it('cancel: goes to the cancel URL as cancelled', async () => {
    const payment = await start(method);
    const answer = await postForm(t.ctx, payment.redirectUrl, { answer: 'cancel' });
    expect(String(answer.headers.location)).toMatch(
      new RegExp(`^${APP_ORIGIN}/checkout\\?paymentId=.*status=cancelled`),
    );
    expect(await t.sandbox.getRedirectPayment(payment.paymentId)).toMatchObject({ status: 'cancelled' });
  });
});

describe('provider return parameters', () => {
  it("gives Zip its checkoutId and result (spec's /zippayconfirmation?checkoutId=)", async () => {
    const payment = await start('Zip', { returnUrl: '/zippayconfirmation', cancelUrl: '/zippayconfirmation' });
    const answer = await postForm(t.ctx, payment.redirectUrl, { answer: 'decline' });
    expect(answer.headers.location).toBe(
      `/zippayconfirmation?paymentId=${payment.paymentId}&status=declined&checkoutId=${payment.paymentId}&result=declined`,
    );
  });

  it('gives Afterpay its orderToken', async () => {
    const payment = await start('Afterpay', { returnUrl: '/completeafterpay/basket-1' });
    const answer = await postForm(t.ctx, payment.redirectUrl, { answer: 'approve' });
    expect(answer.headers.location).toContain(`orderToken=${payment.paymentId}`);
  });

  it('shows pay-in-4 instalments', async () => {
    const page = await get((await start('PayPalPayIn4')).redirectUrl);
    expect(page.body).toContain('$10.64, $10.62, $10.62, $10.62');
  });
});

describe.each(['ClickToPay', 'ApplePay', 'GooglePay'] as const)('%s', (method) => {
  it('approves with the chosen wallet card, whose brand and last four come back', async () => {
    const payment = await start(method);
    const page = await get(payment.redirectUrl);
    expect(page.body).toContain('name="card" value="mastercard-4444"');
    const answer = await postForm(t.ctx, payment.redirectUrl, { answer: 'approve', card: 'mastercard-4444' });
    expect(answer.headers.location).toContain('status=approved');
    const state = await t.sandbox.getRedirectPayment(payment.paymentId);
    expect(state).toMatchObject({ status: 'approved', card: { brand: 'Mastercard', brandCode: '002', last4: '4444' } });
    expect(await t.sandbox.getAuthorisation(state.authorisationId!)).toMatchObject({
      method,
      card: { brand: 'Mastercard', last4: '4444' },
    });
  });

  it('declines when the chosen card has insufficient funds', async () => {
    const payment = await start(method);
    await postForm(t.ctx, payment.redirectUrl, { answer: 'approve', card: 'visa-9995' });
    const state = await t.sandbox.getRedirectPayment(payment.paymentId);
    expect(state).toMatchObject({ status: 'declined', card: { last4: '9995' } });
    expect(state.authorisationId).toBeUndefined();
  });

  it('stays pending when approved without a card, and can be cancelled', async () => {
    const payment = await start(method);
    expect((await postForm(t.ctx, payment.redirectUrl, { answer: 'approve' })).statusCode).toBe(400);
    expect((await t.sandbox.getRedirectPayment(payment.paymentId)).status).toBe('pending');
    await postForm(t.ctx, payment.redirectUrl, { answer: 'cancel' });
    expect((await t.sandbox.getRedirectPayment(payment.paymentId)).status).toBe('cancelled');
  });
});

describe('redirect payment rules', () => {
  it('the first answer wins: a double click approves once', async () => {
    const payment = await start('PayPal');
    await Promise.all([
      postForm(t.ctx, payment.redirectUrl, { answer: 'approve' }),
      postForm(t.ctx, payment.redirectUrl, { answer: 'approve' }),
    ]);
    const state = await t.sandbox.getRedirectPayment(payment.paymentId);
    await postForm(t.ctx, payment.redirectUrl, { answer: 'cancel' });
    expect(await t.sandbox.getRedirectPayment(payment.paymentId)).toEqual(state);
    expect((await get(payment.redirectUrl)).statusCode).toBe(409);
  });

  it('is idempotent by key, and refuses the key for another amount', async () => {
    const key = newKey();
    const first = await start('Zip', { idempotencyKey: key });
    expect(await start('Zip', { idempotencyKey: key })).toEqual(first);
    await expect(start('Zip', { idempotencyKey: key, amountCents: 999 })).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
      status: 422,
    });
  });

  it(`counts a page left unanswered for ${REDIRECT_PAYMENT_MINUTES} minutes as cancelled`, async () => {
    const payment = await start('Afterpay');
    t.clock.advanceMinutes(REDIRECT_PAYMENT_MINUTES);
    expect(await t.sandbox.getRedirectPayment(payment.paymentId)).toMatchObject({ status: 'cancelled' });
    await postForm(t.ctx, payment.redirectUrl, { answer: 'approve' });
    expect(await t.sandbox.getRedirectPayment(payment.paymentId)).toMatchObject({ status: 'cancelled' });
  });

  it('checks method, amount and URLs', async () => {
    await expect(start('Cash' as RedirectMethod)).rejects.toMatchObject({ reason: 'invalid_request' });
    await expect(start('Zip', { amountCents: 0 })).rejects.toMatchObject({ reason: 'invalid_amount' });
    await expect(start('Zip', { cancelUrl: 'https://evil.example/' })).rejects.toMatchObject({
      reason: 'invalid_return_url',
    });
    await expect(t.sandbox.getRedirectPayment('pay_sbx_AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      reason: 'not_found',
    });
    expect((await get('/sandbox-gateway/pay/pay_sbx_AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
