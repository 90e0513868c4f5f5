import type { SavedPlaces } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_CUSTOMER_ERROR } from '../../lib/customer-error.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { addDaysToDate, storeLocalDate, tradingDaysFor } from '@storefront/domain';
import {
  mockApi,
  problem,
  schedule,
  scheduleOf,
  store,
  type Call,
} from '../../lib/session/session-fixtures.test-support.ts';
import { accountKeys } from '../account/account-api.ts';
import { signInAs, snackbarMessage } from '../account/account-test-support.tsx';
import { savedPlacesKey } from '../../lib/session/saved-places.ts';
import { saveStoreMessages } from './save-store.tsx';
import { parseNear, StoreLocatorPage } from './store-locator-page.tsx';
import { StorePage } from './store-page.tsx';

let client: QueryClient;

type Answer = { status?: number; body?: unknown };

function renderAt(path: string) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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

beforeEach(() => {
  useOverlayRequests.setState({ localisation: null });
  useAuthStore.getState().signOut();
});
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
  /** The store's calls, and `more` for any other (the customer's saved places). */
  function storeApi(more: (call: Call) => Answer | Promise<Answer> | undefined = () => undefined) {
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
      return more(call);
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

  describe('saving it as the pickup store', () => {
    const placesPath = `/api/v1/customer/${CUSTOMER.customerId}/disposition`;
    const storePath = `/api/v1/customer/${CUSTOMER.customerId}/store`;
    const NOTHING: SavedPlaces = { serviceType: null, store: null, address: null };
    const AUBURN: SavedPlaces = { ...NOTHING, store: { storeId: 7, name: 'Red Roof Pizza Auburn' } };
    const PARRAMATTA: SavedPlaces = { ...NOTHING, store: { storeId: store.storeId, name: store.name } };
    const saveButton = () => screen.queryByRole('button', { name: saveStoreMessages.save });

    /** Signed in, with the saved places `places` answers and POST …/store answered by `save`. */
    function signedInApi(places: SavedPlaces, save: () => Answer | Promise<Answer>) {
      signInAs();
      return storeApi((call) => {
        if (call.path === placesPath && call.method === 'GET') return { body: places };
        if (call.path === storePath && call.method === 'POST') return save();
        return undefined;
      });
    }

    it('saves the store, shows it as saved and keeps the account page up to date', async () => {
      let answer!: (a: Answer) => void;
      const { calls } = signedInApi(NOTHING, () => new Promise<Answer>((resolve) => (answer = resolve)));
      renderAt('/stores/pizza-hut-parramatta');
      const button = (await screen.findByRole('button', { name: saveStoreMessages.save })) as HTMLButtonElement;
      // The customer as the account pages cached it, to be read again after the save.
      client.setQueryData(accountKeys.customer(CUSTOMER.customerId), CUSTOMER);
      // Nothing else saved: nothing to replace.
      expect(button.getAttribute('aria-describedby')).toBeNull();
      await userEvent.click(button);
      await vi.waitFor(() => expect(button.disabled).toBe(true));
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.textContent).toContain(saveStoreMessages.saving);
      answer({ body: PARRAMATTA });
      const saved = await screen.findByText(saveStoreMessages.saved);
      expect(saveButton()).toBeNull();
      // The button it replaced had focus; the note has it now.
      expect(document.activeElement).toBe(saved);
      expect(snackbarMessage()).toBe('You have succesfully saved Red Roof Pizza Parramatta as your pickup store');
      expect(calls.filter((c) => c.path === storePath).map((c) => c.body)).toEqual([{ storeId: store.storeId }]);
      // The account's "Saved places" reads this cache entry, and its customer is read again.
      expect(client.getQueryData(savedPlacesKey(CUSTOMER.customerId))).toEqual(PARRAMATTA);
      expect(client.getQueryState(accountKeys.customer(CUSTOMER.customerId))?.isInvalidated).toBe(true);
    });

    it('says the store is already saved, with no button', async () => {
      const { calls } = signedInApi(PARRAMATTA, () => ({ body: PARRAMATTA }));
      renderAt('/stores/pizza-hut-parramatta');
      expect(await screen.findByText(saveStoreMessages.saved)).toBeTruthy();
      expect(saveButton()).toBeNull();
      expect(calls.filter((c) => c.path === storePath)).toEqual([]);
    });

    it('names the store it would replace, and shows why a save failed', async () => {
      signedInApi(AUBURN, () => problem(503, 'ServiceUnavailable'));
      renderAt('/stores/pizza-hut-parramatta');
      const button = (await screen.findByRole('button', { name: saveStoreMessages.save })) as HTMLButtonElement;
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
        saveStoreMessages.replaces('Red Roof Pizza Auburn'),
      );
      await userEvent.click(button);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(GENERIC_CUSTOMER_ERROR);
      expect(document.activeElement).toBe(alert);
      expect(button.disabled).toBe(false);
      expect(button.getAttribute('aria-busy')).toBe('false');
      expect(screen.queryByText(saveStoreMessages.saved)).toBeNull();
      expect(snackbarMessage()).toBeUndefined();
    });

    it('offers no button signed out, only a link to log in and come back', async () => {
      const { calls } = storeApi();
      renderAt('/stores/pizza-hut-parramatta');
      const logIn = await screen.findByRole('link', { name: saveStoreMessages.logIn });
      expect(logIn.getAttribute('href')).toBe('/login?redirect=%2Fstores%2Fpizza-hut-parramatta');
      expect(saveButton()).toBeNull();
      expect(screen.queryByText(saveStoreMessages.saved)).toBeNull();
      expect(calls.some((c) => c.path.startsWith('/api/v1/customer/'))).toBe(false);
    });
  });
});
