import { AppError, notFound } from '../../platform/errors.ts';

/** The constraint that makes one payment (card session or provider payment) pay one order. */
export const PAYMENT_REFERENCE_CONSTRAINT = 'orders_payment_reference_unique';

/** Another basket's payment, another method's, or one no placement of this basket made: all alike. */
export const noSuchPayment = () => notFound('No such payment for this cart. Please pay again.');

export const paymentAlreadyUsed = () =>
  new AppError(409, 'PaymentAlreadyUsed', 'This payment has already paid for an order. Please pay again.');

/** The gateway holds a payment on this card already (one card session pays once). */
export const cardAlreadyInUse = () =>
  new AppError(
    409,
    'PaymentAlreadyUsed',
    'This card is already being used for a payment. Please enter your card again.',
  );

/** Refuses a card session or provider payment that already paid an order, before anything is authorised. */
export async function assertPaymentUnused(
  orders: { isPaymentReferenceUsed(reference: string): Promise<boolean> },
  reference: string,
): Promise<void> {
  if (await orders.isPaymentReferenceUsed(reference)) throw paymentAlreadyUsed();
}
