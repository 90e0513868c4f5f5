import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import type { PaymentInfo } from '@storefront/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { json, problem, type Route } from '../../test/api-mock.ts';
import { checkoutFixture, renderCheckout as renderAt } from './test-checkout.tsx';

let fixture = checkoutFixture();
let basket = fixture.basket;
let order = { ...fixture.order, paymentMethod: 'cash' };
const withPayment = (info: Partial<PaymentInfo>) => fixture.withPayment(info);

let api: ReturnType<typeof fixture.serve>;
const serve = (routes: Record<string, Route> = {}) => {
  api = fixture.serve(routes);
  return api;
};

beforeEach(() => {
  fixture = checkoutFixture();
  basket = fixture.basket;
  order = { ...fixture.order, paymentMethod: 'cash' };
  serve();
});
afterEach(() => vi.unstubAllGlobals());

/** The order calls sent (validateOrder and orders/*), not the method list's own questions. */
const orderCalls = () => api.keys().filter((key) => /validateOrder|\/orders\//.test(key));

describe('CheckoutPage', () => {
  it('lists the methods this pickup order may use, cash as Pay in Store', () => {
    renderAt('/checkout');
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(radios).toContain('Pay in Store');
    expect(radios).not.toContain('Mobile EFTPOS');
    expect(screen.getByText('Choose a payment method to continue.')).toBeTruthy();
  });

  it('asks for details before sending the order', async () => {
    renderAt('/checkout/cash');
    fireEvent.click(screen.getByRole('button', { name: 'Place order · $23.90' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We need a few details before you can proceed.');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(orderCalls()).toEqual([]);
  });

  it('validates, places the order once with an Idempotency-Key and goes to the order page', async () => {
    serve({ 'POST /validateOrder': () => json(200, basket), 'POST /orders/cash': () => json(201, order) });
    const { router } = renderAt('/checkout/cash');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412 345 678' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'alex@example.com' } });
    const button = screen.getByRole('button', { name: 'Place order · $23.90' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${order.orderId}`);
    const placed = api.calls('POST /orders/cash');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.headers).toMatchObject({ [IDEMPOTENCY_HEADER]: expect.any(String) });
    expect(api.calls('POST /validateOrder')[0]!.body).toEqual({
      mobileNumber: '+61412345678',
      email: 'alex@example.com',
    });
    expect(useBasketSession.getState().basketId).toBeNull();
    expect(useRecentOrders.getState().recentOrders[0]).toMatchObject({ orderId: order.orderId, sessionId: 'sid-1' });
  });

  it('a free basket offers only the free method, already chosen', () => {
    useBasketSession.setState({ basket: { ...basket, basketTotal: 0 } });
    renderAt('/checkout');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Place free order' })).toBeTruthy();
  });

  it('an empty cart, reached directly, goes to /offers', async () => {
    useBasketSession.setState({ basket: null, basketId: null });
    renderAt('/checkout');
    await screen.findByRole('heading', { name: 'Offers' });
  });
});

describe('ZipPayConfirmationPage', () => {
  it('asks the server (zipNotify) and explains a decline, without placing', async () => {
    serve({ 'PATCH /zipNotify': () => json(200, withPayment({ status: 'declined', reference: 'pay_1' })) });
    renderAt('/zippayconfirmation?paymentId=pay_1&status=declined&checkoutId=pay_1&result=declined');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Zip payment was declined. Please try another payment method.',
    );
    expect(screen.getByRole('link', { name: 'Choose another payment method' }).getAttribute('href')).toBe('/checkout');
    expect(api.calls('PATCH /zipNotify')[0]!.body).toEqual({ checkoutId: 'pay_1', result: 'declined' });
    expect(orderCalls()).toEqual([]);
  });

  it('explains a cancel and offers Zip again', async () => {
    serve({ 'PATCH /zipNotify': () => json(200, withPayment({ status: 'cancelled', reference: 'pay_1' })) });
    renderAt('/zippayconfirmation?paymentId=pay_1&status=cancelled&checkoutId=pay_1&result=cancelled');
    expect((await screen.findByRole('alert')).textContent).toMatch(/cancelled/);
    expect(screen.getByRole('link', { name: 'Try Zip again' }).getAttribute('href')).toBe('/checkout/zip');
  });

  it('goes by what the gateway says, not the return URL: a claimed approval that was declined', async () => {
    serve({ 'PATCH /zipNotify': () => json(200, withPayment({ status: 'declined', reference: 'pay_4' })) });
    renderAt('/zippayconfirmation?paymentId=pay_4&status=approved&checkoutId=pay_4&result=approved');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Zip payment was declined. Please try another payment method.',
    );
    expect(orderCalls()).toEqual([]);
  });

  it('says an unfinished payment is pending, and checks again on request', async () => {
    let status: PaymentInfo['status'] = 'pending';
    serve({
      'PATCH /zipNotify': () => json(200, withPayment({ status, reference: 'pay_5' })),
      'POST /orders/zip': () => json(201, { ...order, paymentMethod: 'zip' }),
    });
    renderAt('/zippayconfirmation?paymentId=pay_5&status=pending&checkoutId=pay_5&result=referred');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment has not been completed yet. Please finish it on the payment page or choose another method.',
    );
    status = 'ready';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.calls('PATCH /zipNotify')).toHaveLength(2);
  });

  it('places an approved payment and goes to the order page', async () => {
    serve({
      'PATCH /zipNotify': () => json(200, withPayment({ status: 'ready', reference: 'pay_2' })),
      'POST /orders/zip': () => json(201, { ...order, paymentMethod: 'zip' }),
    });
    renderAt('/zippayconfirmation?paymentId=pay_2&status=approved&checkoutId=pay_2&result=approved');
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.keys()).toEqual(['PATCH /zipNotify', 'POST /orders/zip', 'POST /api/v1/baskets']);
    expect(api.calls('POST /orders/zip')[0]!.body).toEqual({ paymentId: 'pay_2' });
  });

  it('says the server’s decline when the order call refuses the payment', async () => {
    serve({
      'PATCH /zipNotify': () => json(200, withPayment({ status: 'ready', reference: 'pay_3' })),
      'POST /orders/zip': () =>
        problem(402, 'PaymentDeclined', 'The Zip payment was declined. Please try another payment method.'),
    });
    renderAt('/zippayconfirmation?paymentId=pay_3&status=approved&checkoutId=pay_3&result=approved');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Zip payment was declined. Please try another payment method.',
    );
  });

  it('a basket already ordered (410 BasketOrdered) goes to its order page', async () => {
    serve({
      'PATCH /zipNotify': () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'x',
            status: 410,
            code: 'BasketOrdered',
            message: 'Ordered',
            errors: [],
            orderId: order.orderId,
          }),
          { status: 410, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const { router } = renderAt('/zippayconfirmation?paymentId=pay_6&status=approved&checkoutId=pay_6&result=approved');
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${order.orderId}`);
    expect(orderCalls()).toEqual([]);
  });
});
