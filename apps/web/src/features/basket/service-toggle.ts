// The cart's delivery/pickup toggle (spec document 2, section 2 overlays): switching the basket's
// service type without leaving the cart. The store is asked first whether it offers the other type;
// if not, the customer is told (the spec's 'no stores found' wording for delivery) and nothing is
// sent, so the basket stays as it was. Pickup keeps the store and the time; delivery needs an
// address, which the localisation modal asks for (its save changes this basket, items kept).
import type { Basket } from '@storefront/contract';
import { ApiError } from '../../lib/api-client.ts';
import { updateBasketDisposition } from '../../lib/api/basket-session-api.ts';
import { storeByCode } from '../../lib/api/store-api.ts';
import { storeLocalOf } from '../../lib/session/location-sync.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { sessionMessages } from '../../lib/session/session-messages.ts';

export type ServiceTypeName = Basket['serviceType'];

export const serviceToggleMessages = {
  /** The spec's 'no stores found' message: this store does not deliver. */
  deliveryNotOffered: sessionMessages.noStores,
  pickupNotOffered: (store: string) => `${store} does not take pickup orders online. Please choose another store.`,
  enterAddress: 'Enter your delivery address and we will switch this order to delivery.',
  chooseTime: 'Choose a pickup time and we will switch this order to pickup.',
  failed: "We couldn't change your order just now. Please try again.",
} as const;

export type ToggleOutcome =
  /** The basket is now of the other type (same store, same time). */
  | { kind: 'switched'; basket: Basket }
  /** The localisation modal was opened to finish the switch (an address, or another time). */
  | { kind: 'continued' }
  /** Nothing was changed; the message says why. */
  | { kind: 'refused'; message: string };

/** Opens the localisation modal at this store for what the switch still needs. */
function continueInLocalisation(basket: Basket, target: ServiceTypeName, warning?: string): ToggleOutcome {
  useOverlayRequests.getState().openLocalisation(target === 'Pickup' ? 'pickup' : 'delivery', {
    storeCode: basket.storeInfo.code,
    notice: target === 'Pickup' ? serviceToggleMessages.chooseTime : serviceToggleMessages.enterAddress,
    ...(warning ? { warning } : {}),
  });
  return { kind: 'continued' };
}

/** Switches the basket to `target` if its store offers it; see the file comment. */
export async function toggleServiceType(basket: Basket, target: ServiceTypeName): Promise<ToggleOutcome> {
  if (basket.serviceType === target) return { kind: 'switched', basket };
  let offers: boolean;
  try {
    const store = await storeByCode(basket.storeInfo.code);
    offers = target === 'Delivery' ? store.canDeliver : store.canPickup;
  } catch {
    return { kind: 'refused', message: serviceToggleMessages.failed };
  }
  const notOffered =
    target === 'Delivery'
      ? serviceToggleMessages.deliveryNotOffered
      : serviceToggleMessages.pickupNotOffered(basket.storeInfo.name);
  if (!offers) return { kind: 'refused', message: notOffered };
  if (target === 'Delivery') return continueInLocalisation(basket, target);
  try {
    const switched = await updateBasketDisposition({
      serviceType: 'Pickup',
      storeId: basket.storeInfo.storeId,
      isAsap: basket.isAsap,
      orderDueAt: basket.isAsap ? null : storeLocalOf(basket.orderDueAt),
    });
    return { kind: 'switched', basket: switched };
  } catch (error) {
    // The time is not a pickup time at this store: its pickup times are offered instead.
    if (error instanceof ApiError && error.code === 'InvalidOrderDateTime') {
      return continueInLocalisation(basket, target, error.message);
    }
    // 406: the store stopped offering it meanwhile; the server changed nothing.
    if (error instanceof ApiError && error.status === 406) return { kind: 'refused', message: notOffered };
    return { kind: 'refused', message: serviceToggleMessages.failed };
  }
}
