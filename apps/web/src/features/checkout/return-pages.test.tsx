import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { json, problem, type Route } from '../../test/api-mock.ts';
import { attemptScopes, finishAttempt } from './attempts.ts';
import { checkoutFixture, renderCheckout, VISA_1111 } from './test-checkout.tsx';

let fixture = checkoutFixture();
let api: ReturnType<typeof fixture.serve>;
const serve = (routes: Record<string, Route> = {}) => (api = fixture.serve(routes));
const orderCalls = () => api.keys().filter((key) => key.includes('/orders/'));

beforeEach(() => {
  fixture = checkoutFixture();
  serve();
});
afterEach(() => vi.unstubAllGlobals());

describe('/completeafterpay/{basketId}', () => {
  const path = () => `/completeafterpay/${fixture.basket.basketId}?paymentId=ap_1&status=approved&orderToken=ap_1`;

  it('reports the return (apNotify) and places the order the gateway approved', async () => {
    serve({
      'PATCH /apNotify': () => json(200, fixture.withPayment({ paymentMethod: 'afterpay', reference: 'ap_1' })),
      'POST /orders/afterpay': () => json(201, { ...fixture.order, paymentMethod: 'afterpay' }),
    });
    renderCheckout(path());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.calls('PATCH /apNotify')[0]!.body).toEqual({ orderToken: 'ap_1', status: 'approved' });
    expect(orderCalls()).toEqual(['POST /orders/afterpay']);
  });

  it('explains a payment the gateway declined, whatever the return URL said', async () => {
    serve({
      'PATCH /apNotify': () =>
        json(200, fixture.withPayment({ paymentMethod: 'afterpay', status: 'declined', reference: 'ap_1' })),
    });
    renderCheckout(path());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Afterpay payment was declined. Please try another payment method.',
    );
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toBeTruthy();
    expect(orderCalls()).toEqual([]);
  });

  it('a reload after the order goes straight to it: nothing is asked or placed again', async () => {
    finishAttempt(attemptScopes.pay('ap_1'), fixture.order.orderId);
    const { router } = renderCheckout(path());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
    expect(api.keys().filter((key) => !key.includes('Options'))).toEqual([]);
  });
});

describe('/process-order/{basketId} for the wallets', () => {
  const path = (method: string, paymentId = 'w_1') =>
    `/process-order/${fixture.basket.basketId}?method=${method}&paymentId=${paymentId}&status=approved`;

  it('Click to Pay: completeClickToPay, "Click to Pay: Complete!" while the order is placed, then the order page', async () => {
    serve({
      'POST /completeClickToPay': () =>
        json(200, fixture.withPayment({ paymentMethod: 'clicktopay', card: VISA_1111, reference: 'w_1' })),
      'POST /orders/clicktopay': () => json(201, { ...fixture.order, paymentMethod: 'clicktopay' }),
    });
    renderCheckout(path('click-to-pay'));
    const done = await screen.findByText('Click to Pay: Complete!');
    expect(done.closest('[role="status"]')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Order page' }, { timeout: 3000 });
    expect(api.calls('POST /completeClickToPay')[0]!.body).toEqual({ paymentId: 'w_1' });
    expect(api.calls('POST /orders/clicktopay')[0]!.body).toEqual({ paymentId: 'w_1' });
  });

  it('Apple Pay: completeApplePay before placing', async () => {
    serve({
      'POST /completeApplePay': () => json(200, fixture.withPayment({ paymentMethod: 'applepay', reference: 'w_2' })),
      'POST /orders/applepay': () => json(201, { ...fixture.order, paymentMethod: 'applepay' }),
    });
    renderCheckout(path('apple-pay', 'w_2'));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.keys().filter((k) => !k.includes('Options'))).toEqual([
      'POST /completeApplePay',
      'POST /orders/applepay',
      'POST /api/v1/baskets',
    ]);
  });

  it("a declined wallet payment (402) says the server's message and offers another method", async () => {
    serve({
      'POST /completeApplePay': () =>
        problem(402, 'PaymentDeclined', 'The Apple Pay payment was declined. Please try another payment method.'),
    });
    renderCheckout(path('apple-pay'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Apple Pay payment was declined. Please try another payment method.',
    );
    expect(screen.getByRole('link', { name: 'Choose another payment method' }).getAttribute('href')).toBe('/checkout');
    expect(orderCalls()).toEqual([]);
  });

  it('a cancelled Click to Pay payment (402 PaymentCancelled) offers Click to Pay again', async () => {
    serve({
      'POST /completeClickToPay': () =>
        problem(402, 'PaymentCancelled', 'The Click to Pay payment was cancelled. Please try another payment method.'),
    });
    renderCheckout(path('click-to-pay'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Click to Pay payment was cancelled. Please try another payment method.',
    );
    expect(screen.getByRole('link', { name: 'Try Click to Pay again' }).getAttribute('href')).toBe(
      '/checkout/click-to-pay',
    );
    expect(screen.queryByText('Click to Pay: Complete!')).toBeNull();
  });

  it('an unfinished wallet payment (409 PaymentPending) explains and can be checked again', async () => {
    serve({
      'POST /completeClickToPay': () => problem(409, 'PaymentPending', 'The payment has not been completed yet.'),
    });
    renderCheckout(path('click-to-pay'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment has not been completed yet. Please finish it on the payment page or choose another method.',
    );
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toBeTruthy();
  });

  it('a basket already ordered (410 BasketOrdered) goes to its order page', async () => {
    serve({
      'POST /completeApplePay': () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Gone',
            status: 410,
            code: 'BasketOrdered',
            message: 'This cart has been ordered.',
            errors: [],
            orderId: fixture.order.orderId,
          }),
          { status: 410, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const { router } = renderCheckout(path('apple-pay'));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
  });

  it('a PayPal order the server refuses is explained as before', async () => {
    serve({ 'POST /orders/paypal': () => problem(402, 'PaymentDeclined', 'Declined.') });
    renderCheckout(path('paypal', 'pp_2'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The PayPal payment was declined. Please try another payment method.',
    );
  });

  it('PayPal is placed from the return as before (no completion call)', async () => {
    serve({ 'POST /orders/paypal': () => json(201, { ...fixture.order, paymentMethod: 'paypal' }) });
    renderCheckout(path('paypal', 'pp_1'));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.keys().filter((k) => !k.includes('Options'))).toEqual(['POST /orders/paypal', 'POST /api/v1/baskets']);
  });
});

describe('/card-auth after 3-D Secure', () => {
  it('discards the attached card when the bank declines it', async () => {
    useBasketSession.setState({
      basket: fixture.withPayment({ paymentMethod: 'card', card: VISA_1111, reference: 'cs_7' }),
    });
    serve({
      'POST /payerAuth/auth_7': () => problem(402, 'PaymentDeclined', 'Your bank declined the payment.'),
      'DELETE /token/cs_7': () => json(204, null),
    });
    renderCheckout('/card-auth?authorisationId=auth_7&status=failed');
    expect((await screen.findByRole('alert')).textContent).toBe('Your bank declined the payment.');
    await waitFor(() => expect(api.calls('DELETE /token/cs_7')).toHaveLength(1));
    expect(useBasketSession.getState().basket?.paymentInfo).toMatchObject({ card: null, reference: null });
  });
});
