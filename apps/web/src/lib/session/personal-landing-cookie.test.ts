import { PERSONAL_LANDING_COOKIE } from '@storefront/contract/http';
import { afterEach, describe, expect, it } from 'vitest';
import { basket } from '../../test/basket-fixtures.ts';
import { useAuthStore } from './auth-store.ts';
import { useBasketSession } from './basket-session.ts';
import { useLocationStore } from './location-store.ts';
import { keepPersonalLandingCookie } from './personal-landing-cookie.ts';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${PERSONAL_LANDING_COOKIE}=`))
    ?.split('=')[1];

const pickupAtParramatta = {
  orderType: 'pickup' as const,
  storeId: 101,
  storeName: 'Parramatta',
  isAsap: true,
  orderDueAt: null,
  address: null,
};

let stop = () => {};
afterEach(() => {
  stop();
  useLocationStore.getState().clearLocation();
  useBasketSession.getState().clearBasket();
  useAuthStore.getState().signOut();
  document.cookie = `${PERSONAL_LANDING_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the personal-landing cookie', () => {
  it('is absent for a guest with no store, says store once one is chosen, gone when the store is cleared', () => {
    stop = keepPersonalLandingCookie();
    expect(cookieValue()).toBeUndefined();
    useLocationStore.getState().setLocation(pickupAtParramatta);
    expect(cookieValue()).toBe('store');
    useLocationStore.getState().clearLocation();
    expect(cookieValue()).toBeUndefined();
  });

  it('says customer while a customer is signed in with no store, and is set for a session already chosen at start-up', () => {
    useLocationStore.getState().setLocation(pickupAtParramatta);
    stop = keepPersonalLandingCookie();
    expect(cookieValue()).toBe('store');
    useAuthStore
      .getState()
      .signIn({ customerId: 'c1', firstName: 'Sam', email: 'sam@example.com', hasEmailAccount: true });
    expect(cookieValue()).toBe('store');
    useLocationStore.getState().clearLocation();
    expect(cookieValue()).toBe('customer');
    useAuthStore.getState().signOut();
    expect(cookieValue()).toBeUndefined();
  });

  it('with the basket made, names its store, service type and, for a scheduled order, its time', () => {
    useLocationStore.getState().setLocation(pickupAtParramatta);
    stop = keepPersonalLandingCookie();
    expect(cookieValue()).toBe('store');
    useBasketSession.getState().setBasket(basket({ isAsap: true }));
    expect(cookieValue()).toBe('store.NSW002.Pickup');
    // The basket's due time carries the store's offset: the cookie has its store-local minute.
    useBasketSession.getState().setBasket(basket({ isAsap: false, orderDueAt: '2025-06-21T18:30:00+10:00' }));
    expect(cookieValue()).toBe('store.NSW002.Pickup.2025-06-21T18:30');
    useBasketSession.getState().clearBasket();
    expect(cookieValue()).toBe('store');
  });

  it('stops following the stores when told', () => {
    stop = keepPersonalLandingCookie();
    stop();
    useLocationStore.getState().setLocation(pickupAtParramatta);
    expect(cookieValue()).toBeUndefined();
  });
});
