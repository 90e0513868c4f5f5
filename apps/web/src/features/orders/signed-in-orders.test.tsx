import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { json, problem } from '../../test/api-mock.ts';
import { ORDER_ID, orderView } from '../../test/order-fixtures.ts';
import { TrackOrderPage } from './track-order-page.tsx';

// /track-order for a signed-in customer: their account's orders of the last 8 hours, any device.
const USER_ID = 'user-olga-1';
const OTHER_ID = '0b7f3c1e-2d4a-4f6b-8c9d-1e2f3a4b5c6d';
let answer: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === `/api/v1/order/trackOrders/${USER_ID}?hourLimit=8`) return answer();
  return problem(404, 'NotFound', 'Order not found.');
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/track-order', element: <TrackOrderPage /> }], {
    initialEntries: ['/track-order'],
  });
  render(<RouterProvider router={router} />);
}

const signIn = () =>
  useAuthStore.setState({
    isAuth: true,
    customer: {
      customerId: 'cust-1',
      userId: USER_ID,
      firstName: 'Olga',
      email: 'olga@example.com',
      hasEmailAccount: true,
    },
  });

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  fetchMock.mockClear();
  useAuthStore.setState({ isAuth: false, customer: null });
  useRecentOrders.setState({ recentOrders: [] });
  answer = () => json(200, []);
});

describe('/track-order, signed in', () => {
  it('lists the customer’s orders of the last 8 hours, newest first, with status, store, due time and a link', async () => {
    signIn();
    answer = () =>
      json(200, [
        orderView({ status: 'Collected', orderReference: 'RROLDER1', placedAt: '2026-05-12T17:00:00+10:00' }),
        orderView({
          orderId: OTHER_ID,
          orderReference: 'RRNEWER2',
          status: 'Baking',
          promisedAt: '2026-05-12T19:05:00+10:00',
          placedAt: '2026-05-12T18:40:00+10:00',
        }),
      ]);
    renderPage();
    const section = screen.getByRole('region', { name: 'Your orders' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/order/${OTHER_ID}`, `/order/${ORDER_ID}`]);
    expect(links[0]!.textContent).toContain('Order RRNEWER2');
    expect(links[0]!.textContent).toContain('Parramatta · due 7:05 pm (Sydney time)');
    expect(links[0]!.textContent).toContain('In the oven');
    // A finished order keeps its status but no longer promises a time.
    expect(links[1]!.textContent).toContain('Collected');
    expect(links[1]!.textContent).not.toContain('due');
    // The lookup form stays, below the list.
    expect(screen.getByRole('form', { name: 'Find your order' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none', async () => {
    signIn();
    renderPage();
    expect(await screen.findByText('No orders in the last 8 hours.')).toBeTruthy();
  });

  it('shows loading, then an error with Try again that asks again', async () => {
    signIn();
    answer = () => problem(503, 'Unavailable', 'Down');
    renderPage();
    const section = screen.getByRole('region', { name: 'Your orders' });
    expect(within(section).getByRole('status').textContent).toContain('Loading your orders');
    expect(await within(section).findByText('Your orders did not load.')).toBeTruthy();
    answer = () => json(200, [orderView()]);
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect((await within(section).findByRole('link', { name: /Order RR7KD4MX/ })).getAttribute('href')).toBe(
      `/order/${ORDER_ID}`,
    );
  });
});

describe('/track-order, guest', () => {
  it('shows only the lookup form and asks nothing about accounts', async () => {
    renderPage();
    expect(screen.getByRole('form', { name: 'Find your order' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your orders' })).toBeNull();
    await waitFor(() => expect(screen.getByText(/Log in/)).toBeTruthy());
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('trackOrders'))).toEqual([]);
  });
});
