// The checkout's component tests: a fresh basket in the session, the API answering by route
// (test/api-mock.ts) and the checkout and payment return routes in a memory router.
import type { Basket, PaymentInfo } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { json, mockApi, type Route } from '../../test/api-mock.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { CardAuthPage, CompleteAfterpayPage, ProcessOrderPage, ZipPayConfirmationPage } from './payment-pages.tsx';
import { CheckoutPage } from './checkout-pages.tsx';
import { EMPTY_DETAILS, useCheckoutDetails } from './customer-details.ts';
import { testBasket } from './test-basket.ts';

/** A payment kept on the basket (PATCH paymentInfo, createToken, zipNotify ...). */
export const paymentInfo = (info: Partial<PaymentInfo> = {}): PaymentInfo => ({
  paymentMethod: 'zip',
  status: 'ready',
  card: null,
  reference: null,
  captchaVerified: false,
  updatedAt: '2026-11-24T18:05:00+11:00',
  ...info,
});

export const VISA_1111 = {
  brand: 'Visa',
  brandCode: '001',
  last4: '1111',
  expiryMonth: 4,
  expiryYear: 2029,
} as const satisfies PaymentInfo['card'];

/** Afterpay and Click to Pay answer as the API does for a $23.90 basket. */
export const providerRoutes: Record<string, Route> = {
  'GET /apOptions': () =>
    json(200, {
      available: true,
      reason: null,
      minimumAmount: 100,
      maximumAmount: 100_000,
      instalments: [599, 597, 597, 597].map((amount, i) => ({ number: i + 1, amount, dueDate: '2026-11-24' })),
    }),
  'POST /initialiseVCO': () =>
    json(200, { available: true, acceptedBrands: ['Visa', 'Mastercard'], amount: 2390, currency: 'AUD' }),
};

/** Fills the contact details the way a customer would have. */
export const VALID_DETAILS = { ...EMPTY_DETAILS, mobileNumber: '0412 345 678', email: 'alex@example.com' };

/** A new basket (an ordered one is kept out of the session for a while) and an order for it. */
export function checkoutFixture(basketOverrides: Partial<Basket> = {}) {
  const basket = testBasket({ basketId: crypto.randomUUID(), ...basketOverrides });
  const order = {
    orderId: crypto.randomUUID(),
    orderReference: 'RRABC123',
    basketId: basket.basketId,
    status: 'Received',
    basketTotal: basket.basketTotal,
    paymentMethod: 'card',
    orderRegister: 'order-guest',
  };
  useBasketSession.setState({
    basketId: basket.basketId,
    sessions: { [basket.basketId]: { sid: 'sid-1', created: Date.now() } },
    basket,
  });
  useRecentOrders.setState({ recentOrders: [], lastOrderBasket: null });
  useCheckoutDetails.setState({ form: EMPTY_DETAILS });
  useSnackbarStore.setState({ current: null });
  /** The basket as the API would answer it now, with a payment kept on it. */
  const withPayment = (info: Partial<PaymentInfo> | null): Basket => ({
    ...basket,
    paymentInfo: info === null ? null : paymentInfo(info),
  });
  /** The API: the method list's questions answered, plus these routes. */
  const serve = (routes: Record<string, Route> = {}) => mockApi(basket.basketId, { ...providerRoutes, ...routes });
  return { basket, order, withPayment, serve };
}

export function renderCheckout(path: string) {
  // The environment's configuration, as start-up leaves it (sign-in providers for PayPal), unless
  // the test set its own.
  if (!useConfigurationStore.getState().configuration)
    useConfigurationStore.setState({ configuration: sampleConfiguration });
  const router = createMemoryRouter(
    [
      { path: '/checkout/:paymentMethod?', Component: CheckoutPage },
      { path: '/zippayconfirmation', Component: ZipPayConfirmationPage },
      { path: '/completeafterpay/:basketId', Component: CompleteAfterpayPage },
      { path: '/process-order/:basketId', Component: ProcessOrderPage },
      { path: '/card-auth', Component: CardAuthPage },
      { path: '/order/:orderId', Component: () => <h1>Order page</h1> },
      { path: '/offers', Component: () => <h1>Offers</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
