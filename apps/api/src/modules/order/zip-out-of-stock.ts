// Spec document 2, section 8: ZipPayOutOfStock. A Zip payment is approved on Zip's page, away from
// the store; an item can sell out meanwhile. Placing that Zip order then refuses with this code
// (not the plain BasketItemNotFound), says what sold out, and cancels the approved Zip payment so
// the customer is not charged for an order that was never placed. docs/decisions/117.
import { AppError } from '../../platform/errors.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { OrderPlacementService } from './order-placement.service.ts';

export const zipOutOfStockMessage = (soldOut: string) =>
  `${soldOut} Your Zip payment has been cancelled and you have not been charged. Please review your cart.`;

/** Cancels a Zip payment approved for this basket that paid no order; a failure is only logged. */
async function cancelApprovedZip(gateway: PaymentGateway, basketId: string, paymentId: string | undefined) {
  if (!paymentId) return;
  const state = await gateway.getRedirectPayment(paymentId).catch(() => null);
  if (state?.method !== 'Zip' || state.reference !== basketId || state.status !== 'approved' || !state.authorisationId)
    return;
  await gateway.void(state.authorisationId, { idempotencyKey: `zip-out-of-stock:${paymentId}` });
}

/** The placement service, with Zip orders whose basket has a sold-out item refused as ZipPayOutOfStock. */
export function withZipStockCheck(
  placement: OrderPlacementService,
  gateway: PaymentGateway,
  log?: { warn(details: object, message: string): void },
): OrderPlacementService {
  return {
    ...placement,
    async place(...args: Parameters<OrderPlacementService['place']>) {
      const [basketId, , method, body] = args;
      try {
        return await placement.place(...args);
      } catch (error) {
        if (method !== 'zip' || !(error instanceof AppError) || error.code !== 'BasketItemNotFound') throw error;
        await cancelApprovedZip(gateway, basketId, body.paymentId ?? undefined).catch((voidError: unknown) =>
          log?.warn({ err: voidError, basketId }, 'could not cancel the Zip payment of a sold-out cart'),
        );
        throw new AppError(409, 'ZipPayOutOfStock', zipOutOfStockMessage(error.message));
      }
    },
  };
}
