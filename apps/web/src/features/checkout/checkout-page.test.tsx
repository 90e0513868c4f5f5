import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { ZipPayConfirmationPage } from '../payment/payment-pages.tsx';
import { CheckoutPage } from './checkout-pages.tsx';
import { useCheckoutDetails, EMPTY_DETAILS } from './customer-details.ts';
import { testBasket } from './test-basket.ts';

// A new basket for each test: an ordered basket is kept out of the session for a while after.
let basket = testBasket();
let order = {} as Record<string, unknown> & { orderId: string };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  basket = testBasket({ basketId: crypto.randomUUID() });
  order = {
    orderId: crypto.randomUUID(),
    orderReference: 'RRABC123',
    basketId: basket.basketId,
    status: 'Received',
    basketTotal: 2390,
    paymentMethod: 'cash',
    orderRegister: 'order-guest',
  };
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useBasketSession.setState({
    basketId: basket.basketId,
    sessions: { [basket.basketId]: { sid: 'sid-1', created: Date.now() } },
    basket,
  });
  useRecentOrders.setState({ recentOrders: [], lastOrderBasket: null });
  useCheckoutDetails.setState({ form: EMPTY_DETAILS });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/checkout/:paymentMethod?', Component: CheckoutPage },
      { path: '/zippayconfirmation', Component: ZipPayConfirmationPage },
      { path: '/order/:orderId', Component: () => <h1>Order page</h1> },
      { path: '/offers', Component: () => <h1>Offers</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CheckoutPage', () => {
  it('lists the methods this pickup order may use, cash as Pay in Store', () => {
    renderAt('/checkout');
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(radios).toContain('Pay in Store');
    expect(radios).not.toContain('Mobile EFTPOS');
    expect(screen.getByText('Choose a payment method to continue.')).toBeTruthy();
  });

  it('asks for details before sending anything', async () => {
    renderAt('/checkout/cash');
    fireEvent.click(screen.getByRole('button', { name: 'Place order · $23.90' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We need a few details before you can proceed.');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates, places the order once with an Idempotency-Key and goes to the order page', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/validateOrder') ? json(200, basket) : json(201, order)),
    );
    const router = renderAt('/checkout/cash');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412 345 678' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'alex@example.com' } });
    const button = screen.getByRole('button', { name: 'Place order · $23.90' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${order.orderId}`);
    const orderCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/orders/cash'));
    expect(orderCalls).toHaveLength(1);
    expect((orderCalls[0]![1] as RequestInit).headers).toMatchObject({ 'Idempotency-Key': expect.any(String) });
    const validate = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/validateOrder'))!;
    expect(JSON.parse((validate[1] as RequestInit).body as string)).toEqual({
      mobileNumber: '+61412345678',
      email: 'alex@example.com',
    });
    expect(useBasketSession.getState().basketId).toBeNull();
    expect(useRecentOrders.getState().recentOrders[0]).toMatchObject({ orderId: order.orderId, sessionId: 'sid-1' });
  });

  it('a free basket offers only the free method, already chosen', () => {
    useBasketSession.setState({ basket: testBasket({ basketId: basket.basketId, basketTotal: 0 }) });
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
  it('explains a decline and suggests another method, without placing', async () => {
    renderAt('/zippayconfirmation?paymentId=pay_1&status=declined&checkoutId=pay_1&result=declined');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Zip payment was declined. Please try another payment method.',
    );
    expect(screen.getByRole('link', { name: 'Choose another payment method' }).getAttribute('href')).toBe('/checkout');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a cancel and offers Zip again', async () => {
    renderAt('/zippayconfirmation?paymentId=pay_1&status=cancelled&checkoutId=pay_1&result=cancelled');
    expect((await screen.findByRole('alert')).textContent).toMatch(/cancelled/);
    expect(screen.getByRole('link', { name: 'Try Zip again' }).getAttribute('href')).toBe('/checkout/zip');
  });

  it('places an approved payment and goes to the order page', async () => {
    fetchMock.mockResolvedValue(json(201, { ...order, paymentMethod: 'zip' }));
    renderAt('/zippayconfirmation?paymentId=pay_2&status=approved&checkoutId=pay_2&result=approved');
    await screen.findByRole('heading', { name: 'Order page' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({ paymentId: 'pay_2' });
  });

  it('says the server’s decline when the order call refuses the payment', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'x',
          status: 402,
          code: 'PaymentDeclined',
          message: 'The Zip payment was declined. Please try another payment method.',
          errors: [],
        }),
        { status: 402, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    renderAt('/zippayconfirmation?paymentId=pay_3&status=approved&checkoutId=pay_3&result=approved');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Zip payment was declined. Please try another payment method.',
    );
  });
});
