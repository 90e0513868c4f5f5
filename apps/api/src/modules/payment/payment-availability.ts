import type { Basket, OrderMethod } from '@storefront/contract';
import {
  freeMethodRuleHolds,
  mobileEftposAllowed,
  paymentMethodByOrderMethod,
  paymentMethodBySlug,
  storeOptionTakes,
  type PaymentMethodSlug,
} from '@storefront/domain';
import { AppError } from '../../platform/errors.ts';
import { redirectMethods, type RedirectMethod } from './gateway-vocabulary.ts';

const unavailable = (message: string) => new AppError(400, 'PaymentMethodUnavailable', message);

/**
 * Spec section 5: the store must have the option Active and within its maximum charge; mobile
 * EFTPOS is for delivery only; a free basket pays only by the free method, and only a free one may.
 */
export function assertMethodAvailable(
  basket: Pick<Basket, 'basketTotal' | 'serviceType' | 'storeInfo'>,
  method: OrderMethod,
): void {
  // Every order endpoint is a method of the payment-method table (packages/domain).
  assertSlugAvailable(basket, paymentMethodByOrderMethod(method)!.slug);
}

/** A saved card pays through its own order endpoint (orders/savedcard) under the store's SavedCard option. */
export const assertSavedCardAvailable = (basket: Pick<Basket, 'basketTotal' | 'serviceType' | 'storeInfo'>) =>
  assertSlugAvailable(basket, 'saved-card');

function assertSlugAvailable(
  basket: Pick<Basket, 'basketTotal' | 'serviceType' | 'storeInfo'>,
  slug: PaymentMethodSlug,
): void {
  const { storeOption } = paymentMethodBySlug(slug);
  if (!freeMethodRuleHolds(basket.basketTotal, slug)) {
    throw unavailable(
      basket.basketTotal === 0 ? 'Your order is free: no payment is needed.' : 'Choose how you would like to pay.',
    );
  }
  if (slug === 'mobile-eftpos' && !mobileEftposAllowed(basket.serviceType))
    throw unavailable('Mobile EFTPOS is available for delivery orders only.');
  if (slug === 'free') return;
  const option = basket.storeInfo.paymentOptions.find((o) => o.paymentOption === storeOption);
  if (!option || option.status !== 'Active')
    throw unavailable('This store does not take that payment method. Please choose another.');
  if (!storeOptionTakes(option, basket.basketTotal)) {
    throw unavailable('This order is over the limit for that payment method. Please choose another.');
  }
}

/** The gateway's name of a method paid on the provider's own page: its store option in the payment-method table. */
export function redirectMethodOf(method: OrderMethod): RedirectMethod | undefined {
  const entry = paymentMethodByOrderMethod(method);
  return entry?.gateway === 'redirect' ? redirectMethods.find((name) => name === entry.storeOption) : undefined;
}

/** The gateway's name of a wallet or provider method the caller knows redirects (Apple Pay, Click to Pay ...). */
export function requireRedirectMethod(method: OrderMethod): RedirectMethod {
  const name = redirectMethodOf(method);
  if (!name) throw new Error(`${method} is not paid on the provider's page`);
  return name;
}
