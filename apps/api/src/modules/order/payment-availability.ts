import type { Basket, OrderMethod, PaymentOption } from '@storefront/contract';
import { AppError } from '../../platform/errors.ts';

/** Which store payment option each order endpoint needs. */
export const storeOptionFor: Record<OrderMethod, PaymentOption> = {
  card: 'CreditCard',
  cash: 'Cash',
  free: 'Free',
  mobileeftpos: 'MobileEftpos',
  paypal: 'PayPal',
  paypalpayin4: 'PayPalPayIn4',
  zip: 'Zip',
  afterpay: 'Afterpay',
  clicktopay: 'ClickToPay',
  applepay: 'ApplePay',
  googlepay: 'GooglePay',
};

const unavailable = (message: string) => new AppError(400, 'PaymentMethodUnavailable', message);

/**
 * Spec section 5: the store must have the option Active and within its maximum charge; mobile
 * EFTPOS is for delivery only; a free basket pays only by the free method, and only a free one may.
 */
export function assertMethodAvailable(
  basket: Pick<Basket, 'basketTotal' | 'serviceType' | 'storeInfo'>,
  method: OrderMethod,
): void {
  const isFree = basket.basketTotal === 0;
  if (isFree !== (method === 'free')) {
    throw unavailable(isFree ? 'Your order is free: no payment is needed.' : 'Choose how you would like to pay.');
  }
  if (method === 'mobileeftpos' && basket.serviceType !== 'Delivery')
    throw unavailable('Mobile EFTPOS is available for delivery orders only.');
  if (method === 'free') return;
  const option = basket.storeInfo.paymentOptions.find((o) => o.paymentOption === storeOptionFor[method]);
  if (!option || option.status !== 'Active')
    throw unavailable('This store does not take that payment method. Please choose another.');
  if (option.maxOrderCharge !== null && basket.basketTotal > option.maxOrderCharge) {
    throw unavailable('This order is over the limit for that payment method. Please choose another.');
  }
}
