import { describe, expect, it } from 'vitest';
import { cameFromAllowedSource, checkoutEntry } from './checkout-entry.ts';
import { testBasket } from './test-basket.ts';

const empty = testBasket({ basketItems: [], groupedBasketItems: [] });

describe('checkout entry (spec section 2)', () => {
  it('lets a visitor from offers, the menu or the cart in as is', () => {
    for (const from of ['cart', '/cart', 'offers', '/offers/FREEGARLIC', '/menu/pizza', 'menu-category']) {
      expect(cameFromAllowedSource(from), from).toBe(true);
      expect(checkoutEntry({ from, basket: null, canGoBack: true })).toBe('stay');
    }
  });

  it('from anywhere else needs a valid basket with something in it', () => {
    expect(checkoutEntry({ from: undefined, basket: testBasket(), canGoBack: false })).toBe('stay');
    expect(checkoutEntry({ from: '/stores', basket: empty, canGoBack: true })).toBe('back');
    expect(checkoutEntry({ from: undefined, basket: null, canGoBack: false })).toBe('offers');
  });
});
