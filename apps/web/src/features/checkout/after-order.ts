// After an order is placed (spec document 2, section 4): fetch a fresh basket, go to the order page
// and start the survey. The fresh basket keeps the ordered one's store, service and address, due
// as soon as possible, so a second order needs no new location; it is not made in call-centre
// mode (the next caller starts afresh) or when the store cannot take one now (the location screen
// then asks as usual). The survey starts on the order page itself (its navigation state).
import type { Basket, PlacedOrder } from '@storefront/contract';
import type { NavigateOptions } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { createBasket } from '../../lib/api/basket-session-api.ts';
import { trackPurchase } from '../../lib/analytics/order-events.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { dispositionFor, requestFromBasket } from '../../lib/session/save-session.ts';
import { markSurveyStart, START_SURVEY_STATE } from '../../lib/survey-start.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { completeOrder } from './placement.ts';
import { saveCardAfterOrder } from './save-card-intent.ts';

/** POST /api/v1/baskets for the ordered basket's store, service and address, as soon as possible. */
export async function freshBasketAfter(ordered: Basket | null): Promise<Basket | null> {
  if (!ordered || useCallCentreStore.getState().isCallCentre) return null;
  const request = { ...requestFromBasket(ordered), isAsap: true, orderDueAt: null };
  try {
    return await createBasket(dispositionFor(request, ordered.storeInfo, request.address));
  } catch (error) {
    // A store that cannot take an ASAP order now answers 4xx: the location screen asks later.
    if (!(error instanceof ApiError && error.status < 500)) captureException(error, { tags: { source: 'afterOrder' } });
    return null;
  }
}

/** Remember the order, forget its basket, go to the order page with the survey started, and fetch a fresh basket. */
export function afterOrderPlaced(
  order: Pick<PlacedOrder, 'orderId' | 'orderReference' | 'basketId'>,
  scope: string | undefined,
  navigate: (to: string, options?: NavigateOptions) => void,
  cardSession?: string,
): Promise<Basket | null> {
  const current = useBasketSession.getState().basket;
  const ordered = current?.basketId === order.basketId ? current : null;
  trackPurchase(order.orderId, ordered);
  // 'Save this card': the new card that paid. The card return page knows its card session; else it
  // is the basket's card reference, when the app's copy of the basket still holds it.
  const info = ordered?.paymentInfo;
  void saveCardAfterOrder({
    basketId: order.basketId,
    customerId: useAuthStore.getState().customer?.customerId ?? null,
    flexToken: cardSession ?? (info?.paymentMethod === 'card' ? (info.reference ?? null) : null),
  });
  markSurveyStart(order.orderId);
  navigate(completeOrder(order, scope), { replace: true, state: START_SURVEY_STATE });
  return freshBasketAfter(ordered);
}
