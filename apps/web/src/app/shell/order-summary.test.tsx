// The header's order summary: where the order goes (the delivery suburb or the store's short name,
// so it fits at 320 px), and for delivery the fee and minimum order before anything is in the cart.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDeliveryFee } from '../../lib/delivery-costs.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { applyBasketToLocation } from '../../lib/session/location-sync.ts';
import { basketFor, mockApi } from '../../lib/session/session-fixtures.test-support.ts';
import { OrderSummary } from './order-summary.tsx';
import { deliveryFee } from '../../test/product-fixtures.ts';

const westmead = {
  address: '12 Smith Street',
  city: 'Westmead',
  state: 'NSW' as const,
  postalCode: '2145',
  latitude: -33.8,
  longitude: 151,
};

function renderWith(basket: ReturnType<typeof basketFor>) {
  const api = mockApi((call) => (call.path === '/api/v1/surcharges' ? { body: [deliveryFee] } : undefined));
  useBasketSession.getState().setBasket(basket);
  applyBasketToLocation(basket);
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <OrderSummary /> }])} />);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetDeliveryFee();
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  useLocationStore.getState().clearLocation();
});

describe('header order summary', () => {
  it('names the delivery suburb with the delivery fee and minimum order, before the cart', async () => {
    const api = renderWith(basketFor({ serviceType: 'Delivery', deliveryAddress: westmead }));
    expect(
      await screen.findByRole('button', {
        name: /^Delivery · Westmead\s*\$7\.95 delivery · \$20\.00 min\. order\s*ASAP \(20 mins\)/,
      }),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/v1/surcharges')).toHaveLength(1);
  });

  it("shows the basket's own charges once it holds something", async () => {
    const api = renderWith(
      basketFor({
        serviceType: 'Delivery',
        deliveryAddress: westmead,
        serviceCharges: [
          { serviceChargeType: 'Delivery', total: 795, timeInMinutes: 20 },
          { serviceChargeType: 'Suburb', total: 150, timeInMinutes: 5 },
        ],
      }),
    );
    expect(await screen.findByText('$9.45 delivery · $20.00 min. order')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('names a pickup store without the brand, and no delivery costs', async () => {
    const api = renderWith(basketFor());
    const button = await screen.findByRole('button', { name: /^Pickup · Parramatta\s*ASAP \(20 mins\)/ });
    expect(button.textContent).not.toContain('Red Roof Pizza');
    expect(api.calls).toEqual([]);
  });
});
