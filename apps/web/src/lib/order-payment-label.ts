// The payment name a placed order shows (order page, store console): the one the customer picked
// at checkout, so 'cash' on a pickup reads "Pay in Store" everywhere. Orders store the API's method
// ('mobileeftpos'); the payment-method table meets it with the checkout's method.
import { paymentMethodByOrderMethod, paymentMethodLabel } from '@storefront/domain';

/** 'card' covers a saved card, a new card and Click to Pay alike: the order only knows it was a card. */
const ORDER_ONLY_LABELS: Record<string, string> = { card: 'Card' };

export function orderPaymentLabel(orderMethod: string, serviceType: 'Delivery' | 'Pickup'): string {
  const key = orderMethod.toLowerCase();
  if (ORDER_ONLY_LABELS[key]) return ORDER_ONLY_LABELS[key];
  const method = paymentMethodByOrderMethod(key);
  return method ? paymentMethodLabel(method.slug, serviceType === 'Pickup' ? 'pickup' : 'delivery') : orderMethod;
}
