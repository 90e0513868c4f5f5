import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { addDaysToDate, storeLocalDate, tradingDaysFor } from '@storefront/domain';
import { mockApi, schedule, scheduleOf, store } from '../../lib/session/session-fixtures.test-support.ts';
import { parseNear, StoreLocatorPage } from './store-locator-page.tsx';
import { StorePage } from './store-page.tsx';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/stores', element: <StoreLocatorPage /> },
      {
        path: '/stores/:storeSlug',
        loader: ({ params }) => ({ storeName: params.storeSlug!.replace('pizza-hut-', '') }),
        element: <StorePage />,
      },
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

beforeEach(() => useOverlayRequests.setState({ localisation: null }));
afterEach(() => vi.unstubAllGlobals());

describe('store locator', () => {
  it('searches by suburb or postcode and lists stores with distance, services and hours', async () => {
    const { calls } = mockApi((call) =>
      call.path === '/api/v1/store/schedule/locate'
        ? {
            body: [
              scheduleOf(new Date()),
              scheduleOf(new Date(), {
                code: 'NSW019',
                name: 'Red Roof Pizza Auburn',
                storeName: 'auburn',
                distanceKm: 4.3,
                canDeliver: false,
              }),
            ],
          }
        : undefined,
    );
    const router = renderAt('/stores');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suburb or postcode' }), '2150');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(router.state.location.search).toBe('?search=2150');
    expect(await screen.findByRole('heading', { name: 'Stores near 2150' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Red Roof Pizza Parramatta' });
    expect(link.getAttribute('href')).toBe('/stores/pizza-hut-parramatta');
    expect(calls[0]!.query.get('search')).toBe('2150');
    const auburn = screen.getByRole('link', { name: 'Red Roof Pizza Auburn' }).closest('li')!;
    expect(auburn.textContent).toContain('4.3 km');
    expect(within(auburn).getByRole('list', { name: 'Services' }).textContent).toBe(' Pickup');
    expect(screen.getByRole('status').textContent).toBe('2 stores, nearest first');
  });

  it('asks for 3 characters, and says when no store is near', async () => {
    mockApi(() => ({ body: [] }));
    renderAt('/stores?search=ab');
    expect(screen.getByText(/Enter at least 3 characters/)).toBeTruthy();
    renderAt('/stores?search=Birdsville');
    expect(await screen.findByText(/No stores found near Birdsville/)).toBeTruthy();
  });

  it('reads ?near= coordinates', () => {
    expect(parseNear('-33.81,151.00')).toEqual({ latitude: -33.81, longitude: 151 });
    expect(parseNear('x')).toBeNull();
    expect(parseNear('-100,0')).toBeNull();
  });
});

describe('store page', () => {
  function storeApi() {
    return mockApi((call) => {
      if (call.path === '/api/v1/store/name')
        return call.query.get('name') === 'parramatta' ? { body: store } : undefined;
      if (call.path === '/api/v1/store/schedule/postcode') {
        // A public holiday two days from today, whatever day the test runs.
        const now = new Date();
        const holiday = addDaysToDate(storeLocalDate(now, 'Australia/Sydney'), 2);
        const exceptions = [{ date: holiday, name: 'Christmas Day', isClosed: true }];
        return {
          body: [{ ...scheduleOf(now), tradingDays: tradingDaysFor({ ...schedule, exceptions }, undefined, 7, now) }],
        };
      }
      if (call.path === '/api/v1/store/contact/NSW002')
        return {
          body: {
            code: 'NSW002',
            name: store.name,
            phone: '(02) 5550 1002',
            address: '368 Albert Street',
            city: 'Parramatta',
            state: 'NSW',
            postCode: '2150',
          },
        };
      return undefined;
    });
  }

  it('shows the address, phone, the week with holidays named, and orders from the store', async () => {
    storeApi();
    renderAt('/stores/pizza-hut-parramatta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Roof Pizza Parramatta' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]!.textContent).toMatch(/^Today/);
    expect(rows[2]!.textContent).toMatch(/Christmas Day.*Closed.*Closed/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Pickup', 'Delivery']);
    const phone = await screen.findByRole('link', { name: /Call the store on/ });
    expect(phone.getAttribute('href')).toBe('tel:0255501002');
    expect(screen.getByText('368 Albert Street, Parramatta NSW 2150')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Order from this store' }));
    expect(useOverlayRequests.getState().localisation).toEqual({ tab: 'pickup', storeCode: 'NSW002' });
  });

  it('says when there is no such store', async () => {
    storeApi();
    renderAt('/stores/pizza-hut-nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find stores near Nowhere' }).getAttribute('href')).toBe(
      '/stores?search=Nowhere',
    );
  });
});
