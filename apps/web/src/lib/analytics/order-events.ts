// Begin-checkout and purchase events: the basket as checkout opens, and the order once placed.
import type { Basket } from '@storefront/contract';
import { track } from '../analytics.ts';

/** Lines and meals, each counted by its quantity. */
const itemCount = (basket: Basket): number =>
  [...basket.basketItems, ...basket.groupedBasketItems].reduce((sum, line) => sum + line.quantity, 0);

export function trackBeginCheckout(basket: Basket): void {
  track('begin_checkout', { basketId: basket.basketId, totalCents: basket.basketTotal, itemCount: itemCount(basket) });
}

export function trackPurchase(orderId: string, ordered: Basket | null): void {
  track('purchase', { orderId, totalCents: ordered ? ordered.basketTotal : null });
}
