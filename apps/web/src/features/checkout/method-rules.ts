// Which payment methods this order may use (spec document 2, section 5), and what the card
// method tells the customer about brands (section 3).
import type { Basket, OrderMethod, PaymentInfo } from '@storefront/contract';
import {
  PAYMENT_METHOD_TABLE,
  cashWithheld,
  formatCents,
  mobileEftposAllowed,
  paymentMethodByOrderMethod,
  paymentMethodByStoreOption,
  storeOptionTakes,
  walletSupported,
  type CashBlacklist,
  type DeviceWallets,
} from '@storefront/domain';
import { configuredLoginProviders } from '../../lib/api/get-configuration.ts';
import type { AfterpayPlan, ClickToPayOptions } from './payment-setup.ts';
import { PAYMENT_METHODS, paymentMethodLabel, type PaymentMethod } from './payment-methods.ts';

/**
 * What this browser can pay with: Apple Pay where Safari says so, Google Pay where the Payment
 * Request API exists (the sandbox gateway then shows its simulated sheet).
 */
export function detectWallets(win: Window = window): DeviceWallets {
  const w = win as Window & { ApplePaySession?: { canMakePayments?: () => boolean } };
  let applePay: boolean;
  try {
    applePay = w.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    applePay = false;
  }
  return { applePay, googlePay: typeof (w as { PaymentRequest?: unknown }).PaymentRequest === 'function' };
}

export interface MethodContext {
  basket: Pick<Basket, 'basketTotal' | 'serviceType' | 'storeInfo'>;
  userAgent: string;
  /** The affiliate referral id kept from ?irpid= (session storage 'irpid'). */
  referralId: string | null;
  wallets: DeviceWallets;
  /** An agent ordering for a caller (Click to Pay is the caller's own wallet). */
  isCallCentre: boolean;
  /** Payable saved cards the signed-in customer has (none for a guest). */
  savedCards: number;
  /** Sign-in providers of this environment; unset: the configuration's LOGIN_PROVIDERS. */
  loginProviders?: readonly string[];
  blacklist?: CashBlacklist;
}

export interface AvailableMethod {
  method: PaymentMethod;
  label: string;
  /** A line under the label: Afterpay's four payments, Click to Pay's brands, or why it is disabled. */
  detail?: string;
  /** Listed but not selectable (Afterpay outside its range: `detail` says why). */
  disabled?: boolean;
}

const cashBlocked = (ctx: MethodContext): boolean => cashWithheld(ctx.userAgent, ctx.referralId, ctx.blacklist);

/** Why a store-active method is not offered for this order, or null when it is. */
function ruledOut(method: PaymentMethod, ctx: MethodContext): string | null {
  const { basket } = ctx;
  switch (method) {
    case 'free':
      return 'only for free orders';
    case 'saved-card':
      return ctx.savedCards > 0 ? null : 'no saved cards';
    case 'credit-card':
      return basket.storeInfo.canAcceptOnlineCreditCards ? null : 'store takes no cards online';
    case 'click-to-pay':
      // Click to Pay is Visa's wallet checkout: not where the store cannot take it, nor by an agent.
      if (!basket.storeInfo.canAcceptOnlineVisaCheckout) return 'store takes no Click to Pay';
      return ctx.isCallCentre ? 'call-centre mode' : null;
    case 'cash':
      return cashBlocked(ctx) ? 'blacklisted' : null;
    case 'mobile-eftpos':
      return mobileEftposAllowed(basket.serviceType) ? null : 'delivery only';
    case 'apple-pay':
    case 'google-pay':
      return walletSupported(method, ctx.wallets) ? null : 'device';
    case 'paypal':
    case 'paypal-pay-in-4':
      // Spec section 2: the PayPal method needs a PayPal login provider, configured per environment.
      return (ctx.loginProviders ?? configuredLoginProviders()).includes('PayPal') ? null : 'no PayPal login provider';
    default:
      // Zip and Afterpay follow the store.
      return null;
  }
}

/**
 * The methods this order may be paid by, in the store's sortOrder: a free basket only the free
 * method; otherwise the store's Active options within their maximum charge, less the ones the
 * rules remove.
 */
export function availableMethods(ctx: MethodContext): AvailableMethod[] {
  const serviceType = ctx.basket.serviceType === 'Delivery' ? 'delivery' : 'pickup';
  if (ctx.basket.basketTotal === 0) return [{ method: 'free', label: PAYMENT_METHODS.free }];
  return [...ctx.basket.storeInfo.paymentOptions]
    .filter((option) => storeOptionTakes(option, ctx.basket.basketTotal))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((option) => paymentMethodByStoreOption(option.paymentOption)?.slug)
    .filter((method): method is PaymentMethod => !!method && ruledOut(method, ctx) === null)
    .filter((method, index, all) => all.indexOf(method) === index)
    .map((method) => ({ method, label: paymentMethodLabel(method, serviceType) }));
}

/**
 * Card brand codes and their security codes (spec section 3). The code is the gateway's; the
 * customer sees the brand's mark.
 */
export const CARD_BRANDS = [
  { code: '001', mark: 'VISA', name: 'Visa', securityCode: 'CVV', digits: 3, where: 'on the back' },
  { code: '002', mark: 'MC', name: 'Mastercard', securityCode: 'CVC', digits: 3, where: 'on the back' },
  { code: '003', mark: 'AMEX', name: 'American Express', securityCode: 'CID', digits: 4, where: 'on the front' },
] as const;

/**
 * The order endpoint (and `paymentInfo.paymentMethod`) of each method. A saved card has none here:
 * it pays through orders/savedcard with the card and its security code (placement.ts).
 */
export const ORDER_METHODS = Object.fromEntries(
  PAYMENT_METHOD_TABLE.map((entry) => [entry.slug, entry.orderMethod]),
) as Record<PaymentMethod, OrderMethod | null>;

/**
 * The method the basket remembers (PATCH paymentInfo), to preselect on a reload. Not after a
 * decline or a cancel: the customer was just told to choose another method.
 */
export function rememberedMethod(info: PaymentInfo | null | undefined): PaymentMethod | null {
  if (!info || info.status === 'declined' || info.status === 'cancelled') return null;
  return paymentMethodByOrderMethod(info.paymentMethod)?.slug ?? null;
}

/** What the providers said about this basket; undefined while asking or when asking failed. */
export interface ProviderOptions {
  afterpay?: AfterpayPlan;
  /** 'error': initialiseVCO failed, so Click to Pay could not load. */
  clickToPay?: ClickToPayOptions | 'error';
}

/** Spec document 2, section 8: "Click to Pay: Complete! or error loading". */
export const CLICK_TO_PAY_ERROR_LOADING = 'Click to Pay: error loading. Please choose another payment method.';

/**
 * The method list with what Afterpay and Click to Pay answered: Afterpay shows its four payments
 * (the first, which carries any odd cents) or is disabled with the reason; Click to Pay shows the
 * brands it takes, or is disabled with its 'error loading' message when it could not load or cannot
 * pay this basket. Unanswered (still loading), both are listed as is.
 */
export function withProviderOptions(methods: AvailableMethod[], options: ProviderOptions): AvailableMethod[] {
  return methods.flatMap((entry): AvailableMethod[] => {
    if (entry.method === 'afterpay' && options.afterpay) {
      const { available, reason, instalments } = options.afterpay;
      if (!available)
        return [{ ...entry, disabled: true, detail: reason ?? 'Afterpay is not available for this order.' }];
      const first = instalments[0];
      return [first ? { ...entry, detail: `${instalments.length} payments of ${formatCents(first.amount)}` } : entry];
    }
    if (entry.method === 'click-to-pay' && options.clickToPay) {
      if (options.clickToPay === 'error' || !options.clickToPay.available)
        return [{ ...entry, disabled: true, detail: CLICK_TO_PAY_ERROR_LOADING }];
      const { acceptedBrands } = options.clickToPay;
      return [acceptedBrands.length > 0 ? { ...entry, detail: `Accepts ${acceptedBrands.join(', ')}` } : entry];
    }
    return [entry];
  });
}
