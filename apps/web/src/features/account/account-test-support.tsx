// Renders /account pages for component tests: a signed-in customer (CUSTOMER), a fresh query cache,
// and a memory router; any other path shows where the app went.
import type { Customer, OrderHistoryEntry, OrderHistoryPage } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { customerSummary } from '../../lib/session/customer-session.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Went to {pathname + search}</p>;
}

export function signInAs(customer: Customer = CUSTOMER) {
  useAuthStore.getState().signIn(customerSummary(customer));
  useSnackbarStore.setState({ current: null });
}

/** `pattern` is the route's path when the URL has parameters in it. */
export function renderAccount(path: string, Page: ComponentType, pattern = path.split('?')[0]!) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const customerPath = `GET /api/v1/customer/${CUSTOMER.customerId}`;
export const patchPath = `PATCH /api/v1/customer/${CUSTOMER.customerId}`;
export const historyPath = (page: number, pageSize: number) =>
  `GET /api/v1/order/orderHistory/${CUSTOMER.customerId}?page=${page}&pageSize=${pageSize}`;

export const snackbarMessage = () => useSnackbarStore.getState().current?.message;

export const pastOrder = (n: number, overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry => ({
  orderId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  orderReference: `RR-${1000 + n}`,
  placedAt: `2026-11-${String(10 + (n % 15)).padStart(2, '0')}T08:30:00.000+00:00`,
  store: { storeId: 7, name: 'Red Roof Pizza Auburn', timeZone: 'Australia/Sydney' },
  serviceType: 'Pickup',
  status: 'Collected',
  basketTotal: 2590,
  lines: [{ name: 'Margherita', quantity: 2, totalPrice: 2590, voucherCode: null }],
  itemCount: 2,
  ...overrides,
});

export const historyPage = (
  orders: OrderHistoryEntry[],
  total = orders.length,
  page = 1,
  pageSize = 10,
): OrderHistoryPage => ({
  orders,
  page,
  pageSize,
  total,
  hasMore: page * pageSize < total,
});
