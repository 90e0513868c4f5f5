import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOCATION,
  formatDueAt,
  NEW_SESSION_STORE_ID,
  orderSummary,
  storeShortName,
  useLocationStore,
} from './location-store.ts';

describe('location store', () => {
  it('starts unlocalised with the new-session store id 0', () => {
    expect(NEW_SESSION_STORE_ID).toBe(0);
    expect(useLocationStore.getState()).toMatchObject({ orderType: 'unlocalised', storeId: 0 });
  });

  it('persists to session storage as pinia_location', () => {
    useLocationStore
      .getState()
      .setLocation({ ...EMPTY_LOCATION, orderType: 'pickup', storeId: 12, storeName: 'Parramatta', isAsap: true });
    expect(JSON.parse(sessionStorage.getItem('pinia_location')!).state).toMatchObject({
      orderType: 'pickup',
      storeId: 12,
    });
    useLocationStore.getState().clearLocation();
    expect(useLocationStore.getState().orderType).toBe('unlocalised');
  });
});

describe('orderSummary', () => {
  it('has nothing to show before a session is chosen', () => {
    expect(orderSummary(EMPTY_LOCATION)).toEqual({ localised: false });
  });

  it('shows order type, store and ASAP', () => {
    expect(orderSummary({ ...EMPTY_LOCATION, orderType: 'delivery', storeName: 'Bondi', isAsap: true })).toEqual({
      localised: true,
      orderType: 'Delivery',
      store: 'Bondi',
      place: 'Bondi',
      time: 'ASAP',
    });
  });

  it('names the delivery suburb, or the store without the brand, so the header fits at 320 px', () => {
    const delivery = { ...EMPTY_LOCATION, orderType: 'delivery' as const, storeName: 'Red Roof Pizza Parramatta' };
    expect(orderSummary({ ...delivery, suburb: 'Westmead' })).toMatchObject({ place: 'Westmead' });
    expect(orderSummary({ ...delivery, orderType: 'pickup', suburb: null })).toMatchObject({ place: 'Parramatta' });
    expect(storeShortName('Red Roof Pizza Port Macquarie')).toBe('Port Macquarie');
    expect(storeShortName('Red Roof Pizza')).toBe('Red Roof Pizza');
  });

  it('shows a scheduled time as the store-local wall clock', () => {
    const summary = orderSummary({
      ...EMPTY_LOCATION,
      orderType: 'pickup',
      storeName: 'Fremantle',
      orderDueAt: '2025-06-21T18:30',
    });
    expect(summary).toEqual({
      localised: true,
      orderType: 'Pickup',
      store: 'Fremantle',
      place: 'Fremantle',
      time: 'Sat 21 Jun, 6:30 pm',
    });
  });
});

describe('formatDueAt', () => {
  it.each([
    ['2025-06-21T00:05', 'Sat 21 Jun, 12:05 am'],
    ['2025-06-22T12:00', 'Sun 22 Jun, 12:00 pm'],
    ['2025-12-31T23:45', 'Wed 31 Dec, 11:45 pm'],
  ])('%s -> %s', (value, label) => expect(formatDueAt(value)).toBe(label));

  it('rejects other formats', () => expect(formatDueAt('soon')).toBeNull());
});
