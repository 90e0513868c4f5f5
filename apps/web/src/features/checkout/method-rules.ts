// Which payment methods this order may use (spec document 2, section 5), and what the card
// method tells the customer about brands (section 3).
import type { Basket, OrderMethod, PaymentInfo, PaymentOption } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import type { AfterpayPlan, ClickToPayOptions } from '../payment/payment-setup.ts';
import { PAYMENT_METHODS, paymentMethodLabel, type PaymentMethod } from './payment-methods.ts';

/** The store's payment option each method needs (basket.storeInfo.paymentOptions). */
export const STORE_OPTION_METHODS: Record<PaymentOption, PaymentMethod> = {
  SavedCard: 'saved-card',
  CreditCard: 'credit-card',
  ClickToPay: 'click-to-pay',
  Cash: 'cash',
  MobileEftpos: 'mobile-eftpos',
  ApplePay: 'apple-pay',
  GooglePay: 'google-pay',
  PayPal: 'paypal',
  PayPalPayIn4: 'paypal-pay-in-4',
  Zip: 'zip',
  Afterpay: 'afterpay',
  Free: 'free',
};

/**
 * Cash is withheld for these user agents and referral ids (spec section 5). The spec fetches the
 * user-agent list from a content-service datasource, which this storefront does not serve yet;
 * both lists stay empty until it does (matched case-insensitively: user agents by substring,
 * referral ids exactly).
 */
export const CASH_BLACKLIST: { userAgents: readonly string[]; referralIds: readonly string[] } = {
  userAgents: [],
  referralIds: [],
};

export interface DeviceWallets {
  applePay: boolean;
  googlePay: boolean;
}

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
  /** Saved cards the signed-in customer has (none until accounts save cards). */
  savedCards: number;
  blacklist?: typeof CASH_BLACKLIST;
}

export interface AvailableMethod {
  method: PaymentMethod;
  label: string;
  /** A line under the label: Afterpay's four payments, Click to Pay's brands, or why it is disabled. */
  detail?: string;
  /** Listed but not selectable (Afterpay outside its range: `detail` says why). */
  disabled?: boolean;
}

function cashBlocked(ctx: MethodContext): boolean {
  const { userAgents, referralIds } = ctx.blacklist ?? CASH_BLACKLIST;
  const agent = ctx.userAgent.toLowerCase();
  const referral = ctx.referralId?.trim().toLowerCase() ?? '';
  return (
    userAgents.some((entry) => entry && agent.includes(entry.toLowerCase())) ||
    (!!referral && referralIds.some((entry) => entry.toLowerCase() === referral))
  );
}

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
      return basket.serviceType === 'Delivery' ? null : 'delivery only';
    case 'apple-pay':
      return ctx.wallets.applePay ? null : 'device';
    case 'google-pay':
      return ctx.wallets.googlePay ? null : 'device';
    default:
      // PayPal's login provider is always configured here; Zip, Afterpay, Pay in 4 follow the store.
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
    .filter((option) => option.status === 'Active')
    .filter((option) => option.maxOrderCharge === null || ctx.basket.basketTotal <= option.maxOrderCharge)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((option) => STORE_OPTION_METHODS[option.paymentOption])
    .filter((method): method is PaymentMethod => !!method && ruledOut(method, ctx) === null)
    .filter((method, index, all) => all.indexOf(method) === index)
    .map((method) => ({ method, label: paymentMethodLabel(method, serviceType) }));
}

/** Card brand codes and their security codes (spec section 3). */
export const CARD_BRANDS = [
  { code: '001', name: 'Visa', securityCode: 'CVV', digits: 3, where: 'on the back' },
  { code: '002', name: 'Mastercard', securityCode: 'CVC', digits: 3, where: 'on the back' },
  { code: '003', name: 'American Express', securityCode: 'CID', digits: 4, where: 'on the front' },
] as const;

/** The order endpoint (and `paymentInfo.paymentMethod`) of each method; saved cards have none yet. */
export const ORDER_METHODS: Record<PaymentMethod, OrderMethod | null> = {
  'saved-card': null,
  'credit-card': 'card',
  'click-to-pay': 'clicktopay',
  cash: 'cash',
  'mobile-eftpos': 'mobileeftpos',
  'apple-pay': 'applepay',
  'google-pay': 'googlepay',
  paypal: 'paypal',
  'paypal-pay-in-4': 'paypalpayin4',
  zip: 'zip',
  afterpay: 'afterpay',
  free: 'free',
};

/**
 * The method the basket remembers (PATCH paymentInfo), to preselect on a reload. Not after a
 * decline or a cancel: the customer was just told to choose another method.
 */
export function rememberedMethod(info: PaymentInfo | null | undefined): PaymentMethod | null {
  if (!info || info.status === 'declined' || info.status === 'cancelled') return null;
  const found = Object.entries(ORDER_METHODS).find(([, order]) => order === info.paymentMethod);
  return found ? (found[0] as PaymentMethod) : null;
}

/** What the providers said about this basket; undefined while asking or when asking failed. */
export interface ProviderOptions {
  afterpay?: AfterpayPlan;
  clickToPay?: ClickToPayOptions;
}

/**
 * The method list with what Afterpay and Click to Pay answered: Afterpay shows its four payments
 * (the first, which carries any odd cents) or is disabled with the reason; Click to Pay shows the
 * brands it takes, or is left out when it cannot pay this basket. Unanswered, both are listed as is.
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
      const { available, acceptedBrands } = options.clickToPay;
      if (!available) return [];
      return [acceptedBrands.length > 0 ? { ...entry, detail: `Accepts ${acceptedBrands.join(', ')}` } : entry];
    }
    return [entry];
  });
}
