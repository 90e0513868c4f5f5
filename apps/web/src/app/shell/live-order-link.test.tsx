import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveOrder } from '../../lib/orders/live-order-store.ts';
import { LIVE_ORDER_REFRESH_MS, startLiveOrderWatch } from '../../lib/orders/live-order-watch.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { json, problem } from '../../test/api-mock.ts';
import { ORDER_ID, orderView } from '../../test/order-fixtures.ts';
import { LiveOrderLink } from './live-order-link.tsx';

// The header's link to a signed-in customer's live order (loaded after the first paint).
const USER_ID = 'user-olga-1';
const NEWER_ID = '0b7f3c1e-2d4a-4f6b-8c9d-1e2f3a4b5c6d';
const TRACK_URL = `/api/v1/order/trackOrders/${USER_ID}?hourLimit=8`;
let answer: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
  String(input) === TRACK_URL ? answer() : problem(404, 'NotFound', 'Not found'),
);
const trackCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === TRACK_URL).length;

const signIn = () =>
  useAuthStore.setState({
    isAuth: true,
    customer: { customerId: 'cust-1', userId: USER_ID, firstName: 'Olga', email: null, hasEmailAccount: false },
  });

function renderHeaderLink() {
  const router = createMemoryRouter([{ path: '/', element: <LiveOrderLink /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  fetchMock.mockClear();
  useAuthStore.setState({ isAuth: false, customer: null });
  useLiveOrder.setState({ liveOrder: null });
  answer = () => json(200, []);
});
afterEach(() => {
  // Unmounting stops each link's watch, so none answers the next test's sign-in.
  cleanup();
  vi.useRealTimers();
});

describe('LiveOrderLink', () => {
  it('links a signed-in customer to their most recent live order', async () => {
    signIn();
    answer = () =>
      json(200, [
        orderView({ status: 'Baking', placedAt: '2026-05-12T18:20:00+10:00' }),
        orderView({
          orderId: NEWER_ID,
          orderReference: 'RRNEWER2',
          status: 'OutForDelivery',
          serviceType: 'Delivery',
          placedAt: '2026-05-12T18:30:00+10:00',
        }),
        orderView({
          orderId: 'c1d2e3f4-0000-4000-8000-000000000001',
          status: 'Delivered',
          placedAt: '2026-05-12T18:50:00+10:00',
        }),
      ]);
    renderHeaderLink();
    const link = await screen.findByRole('link', { name: 'Order on its way' });
    expect(link.getAttribute('href')).toBe(`/order/${NEWER_ID}`);
  });

  it('says "Order in progress" before the order is on the road', async () => {
    signIn();
    answer = () => json(200, [orderView({ status: 'Preparing' })]);
    renderHeaderLink();
    const link = await screen.findByRole('link', { name: 'Order in progress' });
    expect(link.getAttribute('href')).toBe(`/order/${ORDER_ID}`);
  });

  it('shows nothing when every order is finished', async () => {
    signIn();
    answer = () => json(200, [orderView({ status: 'Collected' })]);
    renderHeaderLink();
    await waitFor(() => expect(trackCalls()).toBe(1));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing, and asks nothing, for a guest', async () => {
    const { container } = renderHeaderLink();
    await act(async () => {
      await import('../../lib/orders/live-order-watch.ts');
    });
    expect(container.textContent).toBe('');
    expect(trackCalls()).toBe(0);
  });

  it('shows nothing when the check fails', async () => {
    signIn();
    useLiveOrder.setState({ liveOrder: { orderId: ORDER_ID, onItsWay: false } });
    answer = () => problem(503, 'Unavailable', 'Down');
    renderHeaderLink();
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(trackCalls()).toBe(1);
  });
});

describe('startLiveOrderWatch', () => {
  it('asks again every 60 s while visible, not while hidden, and at once on sign-in and sign-out', async () => {
    vi.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    const doc = new EventTarget() as unknown as Document;
    Object.defineProperty(doc, 'visibilityState', { get: () => visibility });
    answer = () => json(200, [orderView({ status: 'Baking' })]);
    const stop = startLiveOrderWatch(doc);
    expect(trackCalls()).toBe(0); // a guest: nothing asked

    signIn();
    await vi.waitFor(() => expect(useLiveOrder.getState().liveOrder?.orderId).toBe(ORDER_ID));
    expect(trackCalls()).toBe(1);

    await vi.advanceTimersByTimeAsync(LIVE_ORDER_REFRESH_MS);
    expect(trackCalls()).toBe(2);

    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_REFRESH_MS * 3);
    expect(trackCalls()).toBe(2);
    visibility = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(trackCalls()).toBe(3);

    useAuthStore.setState({ isAuth: false, customer: null });
    expect(useLiveOrder.getState().liveOrder).toBeNull();

    stop();
    await vi.advanceTimersByTimeAsync(LIVE_ORDER_REFRESH_MS * 2);
    expect(trackCalls()).toBe(3);
  });
});
