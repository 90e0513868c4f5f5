// Keeps the location session (header, landing, menu) in step with the basket: every basket answer
// sets it, and a basket that goes away (session reset, expiry, 24-hour drop) clears it.
import type { Basket } from '@storefront/contract';
import { useBasketSession } from './basket-session.ts';
import { useLocationStore, type LocationUpdate } from './location-store.ts';

/** The store-local 'YYYY-MM-DDTHH:mm' of an ISO time written with the store's own offset. */
export const storeLocalOf = (iso: string): string | null =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? iso.slice(0, 16) : null;

export function deliveryAddressLine(address: NonNullable<Basket['deliveryAddress']>): string {
  return `${address.address}, ${address.city} ${address.state} ${address.postalCode}`;
}

export function locationFromBasket(basket: Basket): LocationUpdate {
  return {
    orderType: basket.serviceType === 'Delivery' ? 'delivery' : 'pickup',
    storeId: basket.storeInfo.storeId,
    storeName: basket.storeInfo.name,
    isAsap: basket.isAsap,
    orderDueAt: basket.isAsap ? null : storeLocalOf(basket.orderDueAt),
    address: basket.deliveryAddress ? deliveryAddressLine(basket.deliveryAddress) : null,
    suburb: basket.deliveryAddress?.city ?? null,
    promiseMinutes: basket.storeInfo.promiseTimeMinutes,
  };
}

/** Sets the location session from a basket answer (the order type stays on routes that keep it). */
export function applyBasketToLocation(basket: Basket, keepOrderType = false): void {
  const location = useLocationStore.getState();
  const next = locationFromBasket(basket);
  if (keepOrderType && location.orderType !== 'unlocalised') next.orderType = location.orderType;
  location.setLocation(next);
}

/**
 * Follows the basket session from now on. `keepOrderType` says whether the current route keeps the
 * chosen order type (spec section 2: not overwritten on checkout).
 */
export function installLocationSync(keepOrderType: () => boolean = () => false): () => void {
  return useBasketSession.subscribe((state, previous) => {
    if (state.basket === previous.basket) return;
    if (state.basket) applyBasketToLocation(state.basket, keepOrderType());
    else if (previous.basket) useLocationStore.getState().clearLocation();
  });
}
