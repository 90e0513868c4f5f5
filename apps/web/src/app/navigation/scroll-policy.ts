// Spec: the page scrolls to the top on navigation, except between menu category and product
// (the product opens over its category, which keeps its place). Choosing a payment method writes
// it into the path (/checkout/{method}) but stays on the same page: no scroll, no focus move.
import type { RouteName } from '../../lib/route-names.ts';

const MENU_PAIR: readonly RouteName[] = ['menu-category', 'product'];

export function shouldScrollToTop(from: RouteName | undefined, to: RouteName | undefined): boolean {
  return !(from && to && MENU_PAIR.includes(from) && MENU_PAIR.includes(to));
}

/** A path change that is a choice made on the page itself (a payment method picked with the arrow keys). */
export function isSamePageChoice(from: RouteName | undefined, to: RouteName | undefined): boolean {
  return from === 'checkout' && to === 'checkout';
}
