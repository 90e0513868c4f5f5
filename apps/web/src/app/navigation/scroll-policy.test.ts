import { describe, expect, it } from 'vitest';
import { isSamePageChoice, shouldScrollToTop } from './scroll-policy.ts';

describe('shouldScrollToTop', () => {
  it('keeps the scroll position between menu category and product, both ways', () => {
    expect(shouldScrollToTop('menu-category', 'product')).toBe(false);
    expect(shouldScrollToTop('product', 'menu-category')).toBe(false);
    expect(shouldScrollToTop('menu-category', 'menu-category')).toBe(false);
  });

  it('scrolls to the top everywhere else', () => {
    expect(shouldScrollToTop('landing', 'menu-category')).toBe(true);
    expect(shouldScrollToTop('product', 'cart')).toBe(true);
    expect(shouldScrollToTop('product-redirect', 'menu-category')).toBe(true);
    expect(shouldScrollToTop(undefined, 'product')).toBe(true);
  });
});

describe('isSamePageChoice', () => {
  it('keeps focus and position when the checkout path changes to another payment method', () => {
    expect(isSamePageChoice('checkout', 'checkout')).toBe(true);
  });

  it('treats arriving at or leaving checkout as a new page', () => {
    expect(isSamePageChoice('cart', 'checkout')).toBe(false);
    expect(isSamePageChoice('checkout', 'order')).toBe(false);
    expect(isSamePageChoice(undefined, 'checkout')).toBe(false);
  });
});
