// The localisation modal against a stand-in API: pickup from a preset store, the pickup list,
// delivery to an address nobody delivers to, and a time the store no longer offers.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useLocationStore } from '../../lib/session/location-store.ts';
import type { LocalisationRequest } from '../../lib/session/overlay-requests.ts';
import {
  basketFor,
  forAddress,
  mockApi,
  problem,
  scheduleOf,
  store,
  type Call,
} from '../../lib/session/session-fixtures.test-support.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { LocalisationModal } from './localisation-modal.tsx';
import { useSelectorStore } from './selector-store.ts';
import { renderWithQuery } from '../../lib/render-with-query.test-support.tsx';

function renderModal(request: LocalisationRequest, onClose = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <LocalisationModal request={request} onClose={onClose} /> },
  ]);
  renderWithQuery(<RouterProvider router={router} />);
  return { onClose, dialog: () => screen.getByRole('dialog', { hidden: true }) };
}

function api(extra: (call: Call) => ReturnType<Parameters<typeof mockApi>[0]> = () => undefined) {
  return mockApi(async (call) => {
    const special = await extra(call);
    if (special) return special;
    const now = new Date();
    if (call.path === '/api/v1/store/NSW002') return { body: store };
    if (call.path === '/api/v1/store/schedule/postcode') return { body: [scheduleOf(now)] };
    if (call.path === '/api/v1/store/schedule/locate')
      return {
        body: [
          scheduleOf(now, { code: 'NSW019', name: 'Red Roof Pizza Auburn', isPOSOnline: false, distanceKm: 4.3 }),
          scheduleOf(now),
        ],
      };
    if (call.path.endsWith('/validate/geolocation')) return { body: { stores: [forAddress()] } };
    if (call.path === '/api/v1/baskets') {
      const d = call.body as { isAsap: boolean; orderDueAt: string | null; serviceType: 'Delivery' | 'Pickup' };
      return {
        status: 201,
        body: basketFor({
          isAsap: d.isAsap,
          serviceType: d.serviceType,
          orderDueAt: d.isAsap ? new Date().toISOString() : `${d.orderDueAt}:00+11:00`,
        }),
      };
    }
    return undefined;
  });
}

beforeEach(() => {
  useConfigurationStore.setState({ configuration: sampleConfiguration });
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useLocationStore.getState().clearLocation();
  useSelectorStore.getState().reset();
  useSnackbarStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('localisation modal', () => {
  it('saves pickup from a preset store at the first time offered', async () => {
    const { calls } = api();
    const onSuccess = vi.fn();
    const { onClose } = renderModal({ tab: 'pickup', storeCode: 'NSW002', onSuccess });
    const heading = await screen.findByRole(
      'heading',
      { name: 'Pickup from Red Roof Pizza Parramatta', hidden: true },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const time = screen.getByRole('combobox', { name: 'Time', hidden: true }) as HTMLSelectElement;
    expect(time.options.length).toBeGreaterThan(0);
    const chosen = time.value;
    await userEvent.click(screen.getByRole('button', { name: 'Save pickup details', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.path === '/api/v1/baskets')!.body as {
      isAsap: boolean;
      orderDueAt: string | null;
    };
    expect(body.isAsap ? 'ASAP' : body.orderDueAt).toBe(chosen);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(useSnackbarStore.getState().current?.message).toBe('Pickup details saved');
    expect(useLocationStore.getState().storeName).toBe('Red Roof Pizza Parramatta');
  });

  it('lists pickup stores nearest first; an offline store says so where it is', async () => {
    api();
    renderModal({ tab: 'pickup' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suburb or postcode', hidden: true }), 'Parramatta');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores', hidden: true }));
    const list = await screen.findByRole('list', { name: 'Stores, nearest first', hidden: true });
    const names = within(list)
      .getAllByRole('heading', { hidden: true })
      .map((h) => h.textContent);
    expect(names).toEqual(['Red Roof Pizza Parramatta', 'Red Roof Pizza Auburn']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Select Red Roof Pizza Auburn for pickup', hidden: true }),
    );
    expect(within(list).getByRole('alert', { hidden: true }).textContent).toMatch(/not taking online orders.*13 11 66/);
    expect(screen.getAllByText(/Today:/, { selector: '.store-option__hours' })).toHaveLength(2);
  });

  it('an address no store delivers to: no stores found, pickup suggested, session untouched', async () => {
    useLocationStore.getState().setLocation({ ...useLocationStore.getState(), orderType: 'pickup', storeName: 'Kept' });
    api((call) => {
      if (call.path === '/api/v1/address/search')
        return {
          body: {
            picklist: [
              {
                moniker: 'bv',
                text: 'Birdsville QLD 4482',
                street: null,
                locality: 'Birdsville',
                state: 'QLD',
                postcode: '4482',
              },
            ],
          },
        };
      if (call.path === '/api/v1/address/bv')
        return {
          body: {
            moniker: 'bv',
            text: 'Birdsville QLD 4482',
            addressLines: { street: null, locality: 'Birdsville', state: 'QLD', postcode: '4482' },
            latitude: -25.9,
            longitude: 139.35,
          },
        };
      if (call.path.endsWith('/validate/geolocation')) return problem(406, 'NoStoresFound');
      if (call.path === '/api/v1/store/schedule/locate') return { body: [] };
      return undefined;
    });
    renderModal({ tab: 'delivery' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Delivery address', hidden: true }), 'Birdsville');
    await userEvent.click(await screen.findByRole('option', { name: 'Birdsville QLD 4482', hidden: true }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toMatch(/no stores found that deliver to this address\. You may be able to pick up/);
    expect(useLocationStore.getState().storeName).toBe('Kept');
    await userEvent.click(within(alert).getByRole('button', { name: 'Find a store for pickup', hidden: true }));
    expect(screen.getByRole('tab', { name: 'Pickup', hidden: true }).getAttribute('aria-selected')).toBe('true');
    expect(
      (screen.getByRole('searchbox', { name: 'Suburb or postcode', hidden: true }) as HTMLInputElement).value,
    ).toBe('4482');
  });

  it('a time the server no longer offers reopens the selector with a warning', async () => {
    api((call) => (call.path === '/api/v1/baskets' ? problem(412, 'InvalidOrderDateTime') : undefined));
    const { onClose } = renderModal({ tab: 'pickup', storeCode: 'NSW002' });
    await screen.findByRole(
      'heading',
      { name: 'Pickup from Red Roof Pizza Parramatta', hidden: true },
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save pickup details', hidden: true }));
    const warning = await screen.findByRole('alert', { hidden: true });
    expect(warning.textContent).toMatch(/no longer available|ASAP isn't available/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens with focus on the first field, the address or the suburb search, and Escape still closes it', async () => {
    api();
    const delivery = renderModal({ tab: 'delivery' });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Delivery address', hidden: true }));
    const escape = new Event('cancel', { cancelable: true });
    delivery.dialog().dispatchEvent(escape);
    expect(delivery.onClose).toHaveBeenCalledOnce();
    cleanup();

    renderModal({ tab: 'pickup' });
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Suburb or postcode', hidden: true }));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Close', hidden: true }));
  });
});
