import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthHooks } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { json, problem } from '../../test/api-mock.ts';
import { ORDER_ID, orderView } from '../../test/order-fixtures.ts';
import { useTrackingGrants } from './order-lookup-api.ts';
import { OrderPage } from './order-page.tsx';

// The order link opened on another device (no basket session, no grant): a signed-in customer's
// own order is proved by their token; the server answers another customer's like an unknown one.
const TOKEN = 'access-token-olga';
const STATUS_URL = `/api/v1/order/${ORDER_ID}/status`;
let ownerSignedIn = true;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (String(input) !== STATUS_URL) return problem(404, 'NotFound', 'Not found');
  if (headers['x-session-id'] === 'sid-this-tab') return json(200, orderView());
  return ownerSignedIn && headers.authorization === `Bearer ${TOKEN}`
    ? json(200, orderView())
    : problem(404, 'NotFound', 'Order not found.');
});
const statusCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === STATUS_URL)
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

function renderOrderPage() {
  const router = createMemoryRouter([{ path: '/order/:orderId', element: <OrderPage /> }], {
    initialEntries: [`/order/${ORDER_ID}`],
  });
  render(<RouterProvider router={router} />);
}

function signIn() {
  useAuthStore.setState({
    isAuth: true,
    customer: { customerId: 'cust-1', userId: 'user-1', firstName: 'Olga', email: null, hasEmailAccount: false },
  });
  setAuthHooks({ accessToken: async () => TOKEN, refresh: async () => false, expired: () => {}, forbidden: () => {} });
}

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', undefined);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  ownerSignedIn = true;
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  useTrackingGrants.setState({ grants: {} });
  useRecentOrders.getState().forgetOrders();
  useAuthStore.setState({ isAuth: false, customer: null });
});
afterEach(() => {
  fetchMock.mockClear();
  setAuthHooks(null);
});

describe('order page on another device', () => {
  it('opens the signed-in customer’s own order with their token', async () => {
    signIn();
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' })).toBeTruthy();
    expect(statusCalls()[0]).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    expect(statusCalls()[0]).not.toHaveProperty('x-session-id');
  });

  it('says "Order not found" when the token does not own it', async () => {
    signIn();
    ownerSignedIn = false;
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('tries this tab’s basket session first, without the token, so the session kept is a true one', async () => {
    signIn();
    useBasketSession.setState({ sessions: { b1: { sid: 'sid-this-tab', created: 1 } } });
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' })).toBeTruthy();
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]).toMatchObject({ 'x-session-id': 'sid-this-tab' });
    expect(statusCalls()[0]).not.toHaveProperty('authorization');
  });

  it('asks nothing with a token for a guest: "Order not found"', async () => {
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(statusCalls()).toHaveLength(0);
  });
});
