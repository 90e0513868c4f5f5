// Add-to-cart and remove-from-cart events, from the basket calls that change the cart (every
// builder, the cart's own buttons and the upsell popup go through basketCall).
import { track } from '../analytics.ts';

type Part = { body?: unknown; params?: unknown } | undefined;

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

const positiveInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** Tracks the cart change a successful basket call made, if it made one. */
export function trackCartChange(name: string, request: Part): void {
  const body = request?.body;
  // A line is named basketItemId, a meal groupedBasketItemId.
  const line = field(request?.params, 'basketItemId') ?? field(request?.params, 'groupedBasketItemId');
  const lineId = typeof line === 'string' ? line : null;
  switch (name) {
    case 'addBasketItem':
    case 'addBasketMeal':
      track('add_to_cart', {
        kind: name === 'addBasketItem' ? 'item' : 'meal',
        productId: positiveInt(field(body, 'productId')),
        quantity: Math.min(99, positiveInt(field(body, 'quantity')) ?? 1),
      });
      return;
    case 'removeBasketItem':
    case 'removeBasketMeal':
      track('remove_from_cart', { kind: name === 'removeBasketItem' ? 'item' : 'meal', basketItemId: lineId });
      return;
    case 'clearBasketItems':
      track('remove_from_cart', { kind: 'all', basketItemId: null });
      return;
  }
}
