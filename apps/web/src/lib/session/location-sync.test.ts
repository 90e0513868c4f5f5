import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASKET_SESSION_TTL_MS, useBasketSession } from './basket-session.ts';
import { installLocationSync, locationFromBasket } from './location-sync.ts';
import { orderSummary, useLocationStore } from './location-store.ts';
import { basketFor } from './session-fixtures.test-support.ts';

let stop: () => void;
beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useLocationStore.getState().clearLocation();
});
afterEach(() => stop?.());

describe('location from a basket', () => {
  it('reads order type, store, time (store-local), address and promise', () => {
    const delivery = basketFor({
      serviceType: 'Delivery',
      isAsap: false,
      orderDueAt: '2026-11-23T18:15:00+11:00',
      deliveryAddress: {
        address: '12 Smith Street',
        city: 'Parramatta',
        state: 'NSW',
        postalCode: '2150',
        latitude: -33.8,
        longitude: 151,
      },
    });
    expect(locationFromBasket(delivery)).toEqual({
      orderType: 'delivery',
      storeId: 1002,
      storeName: 'Red Roof Pizza Parramatta',
      isAsap: false,
      orderDueAt: '2026-11-23T18:15',
      address: '12 Smith Street, Parramatta NSW 2150',
      suburb: 'Parramatta',
      promiseMinutes: 20,
    });
  });

  it("gives the header 'ASAP (n mins)'", () => {
    useLocationStore.getState().setLocation(locationFromBasket(basketFor()));
    expect(orderSummary(useLocationStore.getState())).toEqual({
      localised: true,
      orderType: 'Pickup',
      store: 'Red Roof Pizza Parramatta',
      place: 'Parramatta',
      time: 'ASAP (20 mins)',
    });
  });
});

describe('installLocationSync', () => {
  it('follows every basket answer and clears with the basket', () => {
    stop = installLocationSync();
    useBasketSession.getState().setBasket(basketFor());
    expect(useLocationStore.getState()).toMatchObject({ orderType: 'pickup', storeId: 1002 });
    useBasketSession.getState().setBasket(basketFor({ serviceType: 'Delivery' }));
    expect(useLocationStore.getState().orderType).toBe('delivery');
    useBasketSession.getState().clearBasket();
    expect(useLocationStore.getState().orderType).toBe('unlocalised');
  });

  it('keeps the chosen order type where the route says so (checkout)', () => {
    stop = installLocationSync(() => true);
    useLocationStore.getState().setLocation({ ...locationFromBasket(basketFor()), orderType: 'delivery' });
    useBasketSession.getState().setBasket(basketFor());
    expect(useLocationStore.getState()).toMatchObject({ orderType: 'delivery', storeId: 1002 });
  });

  it('a basket session older than 24 hours is dropped, and the location with it', () => {
    stop = installLocationSync();
    useBasketSession.getState().setBasket(basketFor(), 0);
    useBasketSession.getState().dropExpired(BASKET_SESSION_TTL_MS);
    expect(useBasketSession.getState().basket).toBeNull();
    expect(useLocationStore.getState().orderType).toBe('unlocalised');
  });

  it('leaves a location alone when there never was a basket', () => {
    stop = installLocationSync();
    useLocationStore.getState().setLocation({ ...locationFromBasket(basketFor()) });
    useBasketSession.getState().dropExpired();
    expect(useLocationStore.getState().orderType).toBe('pickup');
  });
});
