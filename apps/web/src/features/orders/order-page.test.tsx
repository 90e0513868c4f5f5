import type { OrderStatusName, OrderStatusView } from '@storefront/contract';
import { POST_ORDER_SURVEY_ID } from '@storefront/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { ORDER_ID, orderView } from '../../test/order-fixtures.ts';
import { HawaiianGamePage } from './game/hawaiian-game-page.tsx';
import { OrderPage } from './order-page.tsx';
import { TrackOrderPage } from './track-order-page.tsx';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: ((e: MessageEvent) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(_type: string, listener: (e: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    for (const l of this.listeners) l(new MessageEvent('status', { data: JSON.stringify(data) }));
  }
}

const history: OrderStatusView['history'] = [
  { status: 'Received', at: '2026-05-12T08:20:00Z', actor: 'customer', reason: null },
];
const view = (status: OrderStatusName = 'Received', over: Partial<OrderStatusView> = {}): OrderStatusView =>
  orderView({ status, history, nextStatuses: [], ...over });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string) => json({ status, code, message, errors: [] }, status);

let answer: (url: string, sessionId: string | undefined) => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const sid = (init.headers as Record<string, string> | undefined)?.['x-session-id'];
  // The stream's one-use ticket, for the session that owns the order.
  if (String(input).endsWith('/events/ticket')) {
    return sid === 'sid-1' ? json({ ticket: 'ticket-1', expiresInSeconds: 60 }) : problem(404, 'NotFound', 'Not found');
  }
  return answer(String(input), sid);
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/order/:orderId',
        element: <OrderPage />,
        children: [{ path: 'hawaiian-pizza-game', element: <HawaiianGamePage /> }],
      },
      { path: '/track-order', element: <TrackOrderPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
beforeEach(() => {
  useBasketSession.setState({ basketId: null, basket: null, sessions: { b1: { sid: 'sid-1', created: 1 } } });
  answer = (_url, sid) => (sid === 'sid-1' ? json(view()) : problem(404, 'NotFound', 'Not found'));
});
afterEach(() => {
  fetchMock.mockClear();
  FakeEventSource.instances = [];
  useRecentOrders.getState().forgetOrders();
});

describe('order page', () => {
  it('confirms the order: reference, items, total, payment, store phone, due time in store time, contactless', async () => {
    renderAt(`/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' })).toBeTruthy();
    expect(screen.getByText('RR7KD4MX', { selector: '.order-reference__value' })).toBeTruthy();
    expect(screen.getByText('Hawaiian')).toBeTruthy();
    expect(screen.getByText('Large · Pan · Tomato sauce')).toBeTruthy();
    const details = within(screen.getByRole('complementary', { name: 'Order details' }));
    expect(details.getByRole('link', { name: /02 9999 0002/ }).getAttribute('href')).toBe('tel:0299990002');
    expect(details.getByText(/Tue.*12 May.*6:45\s?pm/i)).toBeTruthy();
    expect(details.getByText('368 Albert Street, Parramatta NSW 2150')).toBeTruthy();
    expect(details.getByText('Pay in Store')).toBeTruthy();
    expect(details.queryByText('Cash')).toBeNull();
    expect(details.getByRole('link', { name: 'Start the survey' }).getAttribute('href')).toBe(
      `/order/${ORDER_ID}/survey/${POST_ORDER_SURVEY_ID}`,
    );
    expect(details.getByRole('link', { name: /Hawaiian pizza game/ }).getAttribute('href')).toBe(
      `/order/${ORDER_ID}/hawaiian-pizza-game`,
    );
    // The tab remembers the order for /track-order.
    expect(useRecentOrders.getState().recentOrders[0]).toMatchObject({ orderId: ORDER_ID, sessionId: 'sid-1' });
  });

  it('shows each status from the stream as a step, without reload, and announces it', async () => {
    renderAt(`/order/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe(`/api/v1/order/${ORDER_ID}/events?ticket=ticket-1`);
    act(() => stream.emit(view('Received')));
    expect(screen.getByText('Live: this page updates by itself.')).toBeTruthy();

    act(() =>
      stream.emit(
        view('Baking', {
          history: [...history, { status: 'Baking', at: '2026-05-12T08:30:00Z', actor: 'staff', reason: null }],
        }),
      ),
    );
    const current = screen.getByRole('list', { name: 'Order progress steps' }).querySelector('[aria-current="step"]')!;
    expect(current.textContent).toMatch(/In the oven/);
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toMatch(/Order update: In the oven/);

    act(() => stream.emit(view('Collected')));
    expect(screen.getByText('Tracking complete.')).toBeTruthy();
    expect(stream.closed).toBe(true);
  });

  it('says the store cancelled the order, with the support number', async () => {
    answer = () =>
      json(
        view('Cancelled', {
          history: [
            ...history,
            { status: 'Cancelled', at: '2026-05-12T08:25:00Z', actor: 'staff', reason: 'Oven is down' },
          ],
        }),
      );
    renderAt(`/order/${ORDER_ID}`);
    expect(await screen.findByText('Your order was cancelled by the store.', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '13 11 66' }).getAttribute('href')).toBe('tel:131166');
    expect(screen.getByText('Reason given: Oven is down')).toBeTruthy();
  });

  it('not found, with no hint whether the order exists', async () => {
    answer = () => problem(404, 'NotFound', 'Not found');
    renderAt(`/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('restricted after 8 hours', async () => {
    answer = () => problem(403, 'Forbidden', 'You can no longer track this order');
    renderAt(`/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'You can no longer track this order' })).toBeTruthy();
  });

  it('not tracking with Refresh', async () => {
    const user = userEvent.setup();
    answer = () => problem(503, 'ServiceUnavailable', 'Down');
    renderAt(`/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order tracking did not load' })).toBeTruthy();
    answer = () => json(view());
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' })).toBeTruthy();
  });

  it('opens the game as a child route with the order still tracked', async () => {
    renderAt(`/order/${ORDER_ID}/hawaiian-pizza-game`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hawaiian pizza game' })).toBeTruthy();
    expect(screen.getByRole('application', { name: 'Pizza base and falling toppings' })).toBeTruthy();
    expect(await screen.findByText('Order received', { selector: 'strong' })).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });
});
