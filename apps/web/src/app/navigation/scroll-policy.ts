// Spec: the page scrolls to the top on navigation, except between menu category and product
// (the product opens over its category, which keeps its place).
import type { RouteName } from '../../lib/route-names.ts';

const MENU_PAIR: readonly RouteName[] = ['menu-category', 'product'];

export function shouldScrollToTop(from: RouteName | undefined, to: RouteName | undefined): boolean {
  return !(from && to && MENU_PAIR.includes(from) && MENU_PAIR.includes(to));
}
