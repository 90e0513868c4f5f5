// The checkout's entry rule (spec document 2, section 2): coming from offers, the menu or the cart
// the visitor may land on checkout as is (an empty cart shows its empty state); from anywhere
// else (a typed URL, a bookmark, another page) checkout needs a valid basket with something in it,
// else it goes back, or to /offers when there is nothing to go back to.
import type { Basket } from '@storefront/contract';

/** Where a visitor may come from without the basket check (first path segment or route name). */
export const CHECKOUT_ENTRY_SOURCES = ['offers', 'menu', 'menu-category', 'product', 'cart'] as const;

/** `from` is what the linking screen put in the navigation state: a route name or a path. */
export function cameFromAllowedSource(from: unknown): boolean {
  if (typeof from !== 'string' || !from) return false;
  const first = from.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return (CHECKOUT_ENTRY_SOURCES as readonly string[]).includes(first);
}

export const isOrderableBasket = (basket: Pick<Basket, 'basketId' | 'basketItems' | 'groupedBasketItems'> | null) =>
  !!basket?.basketId && basket.basketItems.length + basket.groupedBasketItems.length > 0;

export type CheckoutEntry = 'stay' | 'back' | 'offers';

export function checkoutEntry(input: {
  from: unknown;
  basket: Pick<Basket, 'basketId' | 'basketItems' | 'groupedBasketItems'> | null;
  /** An in-app history entry exists to go back to. */
  canGoBack: boolean;
}): CheckoutEntry {
  if (cameFromAllowedSource(input.from) || isOrderableBasket(input.basket)) return 'stay';
  return input.canGoBack ? 'back' : 'offers';
}
