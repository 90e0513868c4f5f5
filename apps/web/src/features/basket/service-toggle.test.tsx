// The cart's delivery/pickup toggle modal (spec document 2, section 2 overlays).
import type { Basket } from '@storefront/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { store } from '../../lib/session/session-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { basket as basketFixture, basketItem } from '../../test/basket-fixtures.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { CartPage } from './cart-page.tsx';
import { serviceToggleMessages } from './service-toggle.ts';

const STORE_PATH = '/api/v1/store/NSW002';

function renderCart(basket: Basket) {
  useBasketSession.setState({
    basketId: basket.basketId,
    sessions: { [basket.basketId]: { sid: 'sid-1', created: Date.now() } },
    basket,
  });
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );
}

/** A basket with one pizza (the cart shows its contents), at Parramatta. */
const withItem = (overrides: Partial<Basket>) => basketFixture({ basketItems: [basketItem()], ...overrides });

async function openToggle() {
  await userEvent.click(screen.getByRole('button', { name: /Change to (pickup|delivery)/ }));
  return screen.getByRole('dialog', { name: 'Delivery or pickup?', hidden: true });
}

beforeEach(() => {
  useSnackbarStore.setState({ current: null });
  useOverlayRequests.setState({ localisation: null, dialog: null });
});
afterEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  vi.unstubAllGlobals();
});

describe('cart delivery/pickup toggle modal', () => {
  it('switches a delivery basket to pickup at the same store and time, items kept', async () => {
    const basket = withItem({ serviceType: 'Delivery', isAsap: true });
    const pickup = { ...basket, serviceType: 'Pickup' as const, deliveryAddress: null };
    const api = mockApi(basket.basketId, {
      [`GET ${STORE_PATH}`]: () => json(200, store),
      'PATCH ': () => json(200, pickup),
    });
    renderCart(basket);
    const dialog = await openToggle();
    expect(within(dialog).getByRole('radio', { name: 'Delivery', hidden: true }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pickup', hidden: true }));
    await waitFor(() => expect(useBasketSession.getState().basket?.serviceType).toBe('Pickup'));
    expect(api.calls('PATCH ')[0]!.body).toMatchObject({
      serviceType: 'Pickup',
      storeId: basket.storeInfo.storeId,
      isAsap: true,
      orderDueAt: null,
    });
    expect(useSnackbarStore.getState().current?.message).toBe('Pickup details saved');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it("a toggle to a service type the store does not offer shows the spec's message and leaves the basket unchanged", async () => {
    const basket = withItem({ serviceType: 'Pickup', deliveryAddress: null });
    const api = mockApi(basket.basketId, { [`GET ${STORE_PATH}`]: () => json(200, { ...store, canDeliver: false }) });
    renderCart(basket);
    const dialog = await openToggle();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Delivery', hidden: true }));
    const alert = await within(dialog).findByRole('alert', { hidden: true });
    expect(alert.textContent).toBe(
      'Sorry, no stores found that deliver to this address. You may be able to pick up from a nearby store.',
    );
    expect(serviceToggleMessages.deliveryNotOffered).toBe(alert.textContent);
    expect(api.keys()).toEqual([`GET ${STORE_PATH}`]);
    expect(useBasketSession.getState().basket).toBe(basket);
    expect(useOverlayRequests.getState().localisation).toBeNull();
  });

  it('a store without pickup keeps a delivery basket as it is', async () => {
    const basket = withItem({ serviceType: 'Delivery' });
    const api = mockApi(basket.basketId, { [`GET ${STORE_PATH}`]: () => json(200, { ...store, canPickup: false }) });
    renderCart(basket);
    const dialog = await openToggle();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pickup', hidden: true }));
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toBe(
      `${basket.storeInfo.name} does not take pickup orders online. Please choose another store.`,
    );
    expect(api.keys()).toEqual([`GET ${STORE_PATH}`]);
    expect(useBasketSession.getState().basket).toBe(basket);
  });

  it('delivery asks for the address in the localisation modal, at this store', async () => {
    const basket = withItem({ serviceType: 'Pickup', deliveryAddress: null });
    mockApi(basket.basketId, { [`GET ${STORE_PATH}`]: () => json(200, store) });
    renderCart(basket);
    const dialog = await openToggle();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Delivery', hidden: true }));
    await waitFor(() =>
      expect(useOverlayRequests.getState().localisation).toMatchObject({
        tab: 'delivery',
        storeCode: 'NSW002',
        notice: serviceToggleMessages.enterAddress,
      }),
    );
    expect(useBasketSession.getState().basket).toBe(basket);
  });

  it('a time that is not a pickup time offers the store’s pickup times instead (412 InvalidOrderDateTime)', async () => {
    const basket = withItem({ serviceType: 'Delivery', isAsap: false, orderDueAt: '2026-11-24T21:45:00+11:00' });
    const api = mockApi(basket.basketId, {
      [`GET ${STORE_PATH}`]: () => json(200, store),
      'PATCH ': () => problem(412, 'InvalidOrderDateTime', 'The selected order time is not available.'),
    });
    renderCart(basket);
    const dialog = await openToggle();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pickup', hidden: true }));
    await waitFor(() =>
      expect(useOverlayRequests.getState().localisation).toMatchObject({
        tab: 'pickup',
        storeCode: 'NSW002',
        warning: 'The selected order time is not available.',
      }),
    );
    expect(api.calls('PATCH ')[0]!.body).toMatchObject({ orderDueAt: '2026-11-24T21:45' });
    expect(useBasketSession.getState().basket).toBe(basket);
  });
});
