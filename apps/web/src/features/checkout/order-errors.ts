// Acting on an order error (spec document 2, section 8 "Order errors"): the order page for a
// basket already ordered, the shared session handler for other 410s and 412s (the minimum-spend
// modal instead of the delivery below-minimum message), for a missing item (or a Zip payment whose
// item sold out) the menu, the meal swap or the cart's incomplete-meal prompt (missing-item-route.ts),
// the cart for a used voucher, and a report for an error without a message. What is left is for the screen to say.
import { readBasket } from '../../lib/api/basket-session-api.ts';
import { handleSessionResponse } from '../../lib/session/session-responses.ts';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { CART_PATH, missingItemRoute } from './missing-item-route.ts';
import { checkoutMessages, orderOutcome, type OrderOutcome } from './outcomes.ts';
import { completeOrdered, reportOrderError } from './placement.ts';

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export interface OrderErrorContext {
  /** What was being done, for the report ('validateOrder', 'orders/cash', 'payerAuth' ...). */
  action: string;
  /** The basket the order was for, when known. */
  basketId: string | null;
  /** The attempt, so a basket found ordered is recorded against it. */
  scope?: string;
  navigate: Navigate;
  phone: string;
}

/** The outcome, after doing what the spec says for it. True `handled` means the app moved on. */
export async function settleOrderError(
  error: unknown,
  context: OrderErrorContext,
): Promise<{ outcome: OrderOutcome; handled: boolean }> {
  const outcome = orderOutcome(error, context.phone);
  switch (outcome.kind) {
    case 'ordered':
      if (outcome.orderId) {
        context.navigate(completeOrdered(outcome.orderId, context.basketId, context.scope), { replace: true });
        return { outcome, handled: true };
      }
      return { outcome, handled: await handleSessionResponse(error) };
    case 'session':
      return { outcome, handled: await handleSessionResponse(error) };
    case 'item-missing':
    case 'voucher-redeemed': {
      // The cart shows what changed (its lines carry the basket's messages): read it fresh first.
      const basket = await readBasket().catch(() => null);
      showSnackbar({ message: outcome.message, theme: 'danger' });
      const to = outcome.kind === 'item-missing' ? missingItemRoute(basket) : CART_PATH;
      context.navigate(to, { state: { checkoutError: outcome.message } });
      return { outcome, handled: true };
    }
    case 'failed':
      if (outcome.report) reportOrderError(context.action, error);
      return { outcome, handled: false };
    default:
      return { outcome, handled: false };
  }
}

/** The sentence to show for an outcome the app did not move on from. */
export function outcomeMessage(outcome: OrderOutcome, phone: string): string {
  switch (outcome.kind) {
    case 'session':
      return checkoutMessages.reviewCart;
    case 'ordered':
    case 'in-flight':
      return checkoutMessages.orderError(phone);
    default:
      return outcome.message;
  }
}

/** Checkout errors: a blocking snackbar with Review Cart (to /offers) and Continue (spec section 2). */
export function showCheckoutError(message: string, navigate: Navigate): void {
  showSnackbar({
    message,
    theme: 'danger',
    autoCloseMs: 0,
    actions: [
      { label: 'Review Cart', onClick: () => navigate('/offers') },
      { label: 'Continue', onClick: () => undefined },
    ],
  });
}
