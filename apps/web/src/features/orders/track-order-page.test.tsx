import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { ORDER_ID, orderView } from '../../test/order-fixtures.ts';
import { useTrackingGrants } from './order-lookup-api.ts';
import { OrderPage } from './order-page.tsx';
import { normaliseReference, TrackOrderPage, validateTrackForm } from './track-order-page.tsx';

// /track-order on a device that did not place the order: reference plus mobile or e-mail.
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, message: string, extra: object = {}) =>
  json({ status, code, message, errors: [], ...extra }, status);
const GRANT = { token: 'grant-token-1', expiresAt: '2099-01-01T00:00:00Z' };

let lookup: (body: { orderReference: string; contact: string }) => Response | Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (url === '/api/v1/order/lookup' && init.method === 'POST') return lookup(JSON.parse(String(init.body)));
  if (url === `/api/v1/order/lookup/${ORDER_ID}`) {
    return headers['x-tracking-grant'] === GRANT.token
      ? json({ order: orderView(), grant: GRANT })
      : problem(404, 'NotFound', 'Order not found.');
  }
  return problem(404, 'NotFound', 'Order not found.');
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/track-order', element: <TrackOrderPage /> },
      { path: '/order/:orderId', element: <OrderPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', undefined);
});
beforeEach(() => {
  // Another device: no basket session of this order.
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  useTrackingGrants.setState({ grants: {} });
  lookup = () => json({ order: orderView(), grant: GRANT });
});
afterEach(() => fetchMock.mockClear());

describe('/track-order', () => {
  it('checks the reference and the mobile or e-mail before asking', () => {
    expect(normaliseReference(' rr7k d4-mx ')).toBe('RR7KD4MX');
    expect(validateTrackForm({ reference: '', contact: '' })).toEqual({
      reference: 'Enter your order reference.',
      contact: 'Enter the mobile number or email you gave with the order.',
    });
    expect(validateTrackForm({ reference: 'RR!', contact: '0212345678' })).toEqual({
      reference: 'Enter the order reference from your confirmation (4 to 20 letters and numbers).',
      contact: 'Enter an email like name@example.com, or an Australian mobile like 0412 345 678.',
    });
    expect(validateTrackForm({ reference: 'rr7k-d4mx', contact: ' sam@example.com ' })).toEqual({});
    expect(validateTrackForm({ reference: 'RR7KD4MX', contact: '+61 412 345 678' })).toEqual({});
  });

  it('names each missing field, ties the error to it and moves focus to the first', async () => {
    const user = userEvent.setup();
    renderAt('/track-order');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const reference = screen.getByRole('textbox', { name: 'Order reference' });
    const contact = screen.getByRole('textbox', { name: 'Mobile number or email' });
    expect(document.activeElement).toBe(reference);
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your order reference.').id).toBe(
      reference.getAttribute('aria-describedby')!.split(' ')[1],
    );
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds the order from another device and keeps tracking it with the grant', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    lookup = (body) => {
      expect(body).toEqual({ orderReference: 'RR7KD4MX', contact: '0412 345 678' });
      return new Promise((resolve) => (release = () => resolve(json({ order: orderView(), grant: GRANT }))));
    };
    const router = renderAt('/track-order');
    await user.type(screen.getByRole('textbox', { name: 'Order reference' }), 'rr7k d4mx');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number or email' }), ' 0412 345 678 ');
    await user.keyboard('{Enter}');
    // Waiting: the button says so and cannot be pressed twice.
    const button = await screen.findByRole('button', { name: 'Finding your order…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('form', { name: 'Find your order' }).getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order RR7KD4MX' })).toBeTruthy();
    const byGrant = fetchMock.mock.calls.find(([url]) => String(url) === `/api/v1/order/lookup/${ORDER_ID}`)!;
    expect((byGrant[1]!.headers as Record<string, string>)['x-tracking-grant']).toBe(GRANT.token);
    expect(JSON.parse(sessionStorage.getItem('pinia_trackingGrants')!).state.grants[ORDER_ID]).toEqual(GRANT);
  });

  it.each([
    [
      problem(404, 'NotFound', 'Order not found.'),
      'We couldn’t find an order with that reference and mobile number or email. Check both and try again.',
    ],
    [
      problem(403, 'Forbidden', 'You can no longer track this order'),
      'You can no longer track this order. Orders can be tracked for 8 hours after they are placed.',
    ],
    [
      problem(429, 'TooManyRequests', 'Too many attempts.', { retryAfterSeconds: 610 }),
      'Too many tries. Please try again in 11 minutes.',
    ],
    [problem(503, 'ServiceUnavailable', 'Down'), 'Order tracking did not load. Please try again.'],
  ])('says what went wrong (%#), in an alert, and lets the customer try again', async (answer, message) => {
    const user = userEvent.setup();
    lookup = () => answer;
    renderAt('/track-order');
    await user.type(screen.getByRole('textbox', { name: 'Order reference' }), 'RR7KD4MX');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number or email' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Find order' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
