// The shared handler for basket answers that end or bend the session (spec section 4, "Session
// responses"). Every basket call may pass its ApiError here; true means it was handled:
// - 410 OrderFailed: blocking message (the basket is locked), OK goes to /;
// - 410 BasketOrdered: the order page (document 2, section 4), unless the answer is about a basket
//   this tab has ordered and let go already (a read that was in flight as the order was placed);
// - 410 BasketHasExpired or any other 410: the session is reset; a failed reset says so;
// - 412 InvalidOrderDateTime: on the order screen the session is saved again, elsewhere the
//   date-time selector opens;
// - 412 BasketNotValid: 'below ... minimum delivery' opens the minimum-spend modal, else /offers;
//   in the revalidation after idle only the minimum, and only on the cart and checkout.
import { isBelowMinimumDeliveryMessage } from '@storefront/domain';
import { ApiError } from '../api-client.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { appNavigate, currentPathname, currentRouteName } from './app-navigation.ts';
import { useBasketSession } from './basket-session.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { findRecentOrder } from './recent-orders.ts';
import { sessionRecovery } from './session-recovery.ts';
import { sessionMessages } from './session-messages.ts';

export interface SessionResponseContext {
  /**
   * save: a location save; revalidate: the background check after activity (a basket that is
   * merely incomplete is not a session problem there); basket: any other basket call.
   */
  action?: 'save' | 'revalidate' | 'basket';
}

/** The route the spec calls "the order screen": where a time change is saved again. */
export const ORDER_SCREEN_ROUTE = 'checkout';

/**
 * Where the background revalidation after idle also handles a basket below the minimum (the
 * minimum-spend modal): the customer is about to order. On other routes the basket is being filled.
 */
export const ABOUT_TO_ORDER_ROUTES: readonly string[] = ['cart', ORDER_SCREEN_ROUTE];

export async function handleSessionResponse(error: unknown, context: SessionResponseContext = {}): Promise<boolean> {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 410) {
    if (error.code === 'OrderFailed') {
      useBasketSession.getState().clearBasket();
      await openAlert({
        type: 'info',
        title: sessionMessages.orderFailedTitle,
        body: sessionMessages.orderFailed(),
        confirmText: 'OK',
      });
      appNavigate('/');
      return true;
    }
    if (error.code === 'BasketOrdered') {
      const named = (error.problem as { orderId?: unknown } | undefined)?.orderId;
      const orderId = typeof named === 'string' || typeof named === 'number' ? String(named) : null;
      const known = orderId ? findRecentOrder(orderId) : undefined;
      // This tab placed that order and has moved on (to the order page, with a fresh basket): a
      // late answer about the ordered basket must not clear the new one or leave the order page's
      // survey for a second visit to the same page.
      if (known?.basketId && useBasketSession.getState().basketId !== known.basketId) return true;
      useBasketSession.getState().clearBasket();
      const to = orderId ? `/order/${orderId}` : '/';
      if (currentPathname() !== to) appNavigate(to);
      return true;
    }
    const { resetSession } = await sessionRecovery();
    await resetSession();
    return true;
  }
  if (error.status === 412 && error.code === 'InvalidOrderDateTime') {
    if (currentRouteName() === ORDER_SCREEN_ROUTE && context.action !== 'save') {
      const { resaveSession } = await sessionRecovery();
      await resaveSession();
    } else {
      useOverlayRequests.getState().openDialog({ type: 'date-time', warning: sessionMessages.timeUnavailable });
    }
    return true;
  }
  if (error.status === 412 && error.code === 'BasketNotValid') {
    const belowMinimum = isBelowMinimumDeliveryMessage(error.message);
    if (context.action === 'revalidate') {
      // After idle, a basket still being filled (or empty) is not a problem; one about to be ordered
      // that fell below the minimum (a price or minimum changed meanwhile) is.
      if (!belowMinimum || !ABOUT_TO_ORDER_ROUTES.includes(currentRouteName() ?? '')) return false;
    }
    if (belowMinimum) {
      useOverlayRequests.getState().openDialog({ type: 'minimum-spend', message: error.message });
    } else {
      appNavigate('/offers');
    }
    return true;
  }
  return false;
}

/** Runs a basket call; session responses are handled, and rethrown for the caller to stop on. */
export async function withSessionResponses<T>(call: () => Promise<T>, context?: SessionResponseContext): Promise<T> {
  try {
    return await call();
  } catch (error) {
    await handleSessionResponse(error, context);
    throw error;
  }
}
