import { describe, expect, it } from 'vitest';
import { personalLandingOf, personalLandingValue, storeFulfilmentOf } from './page-cookies.ts';

describe('the personal landing cookie', () => {
  it('names the store, the service type and a scheduled time, in that order', () => {
    expect(personalLandingValue({ store: { storeCode: 'NSW002', fulfilmentType: 'Pickup' } })).toBe(
      'store.NSW002.Pickup',
    );
    expect(
      personalLandingValue({
        store: { storeCode: 'NSW002', fulfilmentType: 'Delivery', fulfilmentDateTime: '2026-12-01T18:30' },
      }),
    ).toBe('store.NSW002.Delivery.2026-12-01T18:30');
    expect(personalLandingValue({ store: null })).toBe('store');
    // A store code the server would not read: the plain value, which still says a store is chosen.
    expect(personalLandingValue({ store: { storeCode: 'N;W 2', fulfilmentType: 'Pickup' } })).toBe('store');
    expect(personalLandingValue('customer')).toBe('customer');
  });

  it('reads back what it wrote', () => {
    const scheduled = {
      storeCode: 'NSW002',
      fulfilmentType: 'Delivery',
      fulfilmentDateTime: '2026-12-01T18:30',
    } as const;
    expect(storeFulfilmentOf(personalLandingValue({ store: scheduled }))).toEqual(scheduled);
    expect(storeFulfilmentOf('store.NSW002.Pickup')).toEqual({ storeCode: 'NSW002', fulfilmentType: 'Pickup' });
    expect(personalLandingOf('store.NSW002.Pickup.2026-12-01T18:30')).toBe('store');
    expect(personalLandingOf('store')).toBe('store');
    expect(personalLandingOf('customer')).toBe('customer');
  });

  it('a value out of shape names no store and, unless it is one of the plain values, no landing', () => {
    for (const value of [
      'store.NSW002',
      'store.NSW002.Dinein',
      'store.NSW002.Pickup.tomorrow',
      'store.NSW002.Pickup.2026-12-01T18:30.extra',
      'store.<script>.Pickup',
      'store..Pickup',
      'customer.NSW002.Pickup',
      '',
      undefined,
    ]) {
      expect(storeFulfilmentOf(value), String(value)).toBeUndefined();
      expect(personalLandingOf(value), String(value)).toBeUndefined();
    }
    expect(storeFulfilmentOf('store')).toBeUndefined();
  });
});
