// The payment methods (spec document 2, sections 3 and 5), written once for the app and the API:
// each method's checkout route slug, its label, the store payment option it needs, its order
// endpoint and how the gateway takes it; and the availability rules both sides apply.

/** How a method is paid: the gateway's card session, the provider's own page, or at the door / not at all. */
export type GatewayKind = 'card' | 'redirect' | 'none';

export interface PaymentMethodEntry {
  /** The checkout path segment (/checkout/{slug}); ours, the spec lists the methods, not slugs. */
  slug: string;
  label: string;
  /** The store payment option (storeInfo.paymentOptions) the method needs. */
  storeOption: string;
  /**
   * The order endpoint (orders/{orderMethod}) and paymentInfo.paymentMethod. Saved cards have none:
   * they pay through their own endpoint, orders/savedcard, with the card id and its security code
   * and a signed-in customer (decision 152).
   */
  orderMethod: string | null;
  gateway: GatewayKind;
}

export const PAYMENT_METHOD_TABLE = [
  { slug: 'saved-card', label: 'Saved card', storeOption: 'SavedCard', orderMethod: null, gateway: 'card' },
  {
    slug: 'credit-card',
    label: 'Credit or debit card',
    storeOption: 'CreditCard',
    orderMethod: 'card',
    gateway: 'card',
  },
  {
    slug: 'click-to-pay',
    label: 'Click to Pay',
    storeOption: 'ClickToPay',
    orderMethod: 'clicktopay',
    gateway: 'redirect',
  },
  { slug: 'cash', label: 'Cash', storeOption: 'Cash', orderMethod: 'cash', gateway: 'none' },
  {
    slug: 'mobile-eftpos',
    label: 'Mobile EFTPOS (pay at the door)',
    storeOption: 'MobileEftpos',
    orderMethod: 'mobileeftpos',
    gateway: 'none',
  },
  { slug: 'apple-pay', label: 'Apple Pay', storeOption: 'ApplePay', orderMethod: 'applepay', gateway: 'redirect' },
  { slug: 'google-pay', label: 'Google Pay', storeOption: 'GooglePay', orderMethod: 'googlepay', gateway: 'redirect' },
  { slug: 'paypal', label: 'PayPal', storeOption: 'PayPal', orderMethod: 'paypal', gateway: 'redirect' },
  {
    slug: 'paypal-pay-in-4',
    label: 'PayPal Pay in 4',
    storeOption: 'PayPalPayIn4',
    orderMethod: 'paypalpayin4',
    gateway: 'redirect',
  },
  { slug: 'zip', label: 'Zip', storeOption: 'Zip', orderMethod: 'zip', gateway: 'redirect' },
  { slug: 'afterpay', label: 'Afterpay', storeOption: 'Afterpay', orderMethod: 'afterpay', gateway: 'redirect' },
  { slug: 'free', label: 'Free order', storeOption: 'Free', orderMethod: 'free', gateway: 'none' },
] as const satisfies readonly PaymentMethodEntry[];

type Entry = (typeof PAYMENT_METHOD_TABLE)[number];
export type PaymentMethodSlug = Entry['slug'];
export type PaymentMethodOrderMethod = NonNullable<Entry['orderMethod']>;
export type PaymentMethodStoreOption = Entry['storeOption'];

export const paymentMethodBySlug = (slug: PaymentMethodSlug): Entry =>
  PAYMENT_METHOD_TABLE.find((entry) => entry.slug === slug)!;

export const paymentMethodByOrderMethod = (orderMethod: string): Entry | undefined =>
  PAYMENT_METHOD_TABLE.find((entry) => entry.orderMethod === orderMethod);

export const paymentMethodByStoreOption = (storeOption: string): Entry | undefined =>
  PAYMENT_METHOD_TABLE.find((entry) => entry.storeOption === storeOption);

/** Cash is "Pay in Store" for a pickup and "Cash on delivery" for a delivery. */
export function paymentMethodLabel(slug: PaymentMethodSlug, serviceType?: 'delivery' | 'pickup'): string {
  if (slug === 'cash' && serviceType === 'pickup') return 'Pay in Store';
  if (slug === 'cash' && serviceType === 'delivery') return 'Cash on delivery';
  return paymentMethodBySlug(slug).label;
}

// ---- availability rules (spec document 2, section 5) ----

/** A free basket pays only by the free method, and only a free basket may. */
export const freeMethodRuleHolds = (basketTotal: number, slug: PaymentMethodSlug): boolean =>
  (basketTotal === 0) === (slug === 'free');

/** Mobile EFTPOS is for delivery orders only. */
export const mobileEftposAllowed = (serviceType: string): boolean => serviceType === 'Delivery';

export interface StoreOptionState {
  status: string;
  maxOrderCharge: number | null;
}

/** The store offers the option: Active, and the order within its maximum charge. */
export const storeOptionTakes = (option: StoreOptionState | undefined, basketTotal: number): boolean =>
  !!option && option.status === 'Active' && (option.maxOrderCharge === null || basketTotal <= option.maxOrderCharge);

export interface CashBlacklist {
  userAgents: readonly string[];
  referralIds: readonly string[];
}

/**
 * Cash is withheld for these user agents and referral ids. The spec fetches the user-agent list
 * from a content-service datasource, which this storefront does not serve yet; both lists stay
 * empty until it does (matched case-insensitively: user agents by substring, referral ids exactly).
 */
export const CASH_BLACKLIST: CashBlacklist = { userAgents: [], referralIds: [] };

export function cashWithheld(
  userAgent: string,
  referralId: string | null,
  blacklist: CashBlacklist = CASH_BLACKLIST,
): boolean {
  const agent = userAgent.toLowerCase();
  const referral = referralId?.trim().toLowerCase() ?? '';
  return (
    blacklist.userAgents.some((entry) => entry && agent.includes(entry.toLowerCase())) ||
    (!!referral && blacklist.referralIds.some((entry) => entry.toLowerCase() === referral))
  );
}

export interface DeviceWallets {
  applePay: boolean;
  googlePay: boolean;
}

/** Apple Pay and Google Pay only where the device supports them (the store's option is checked apart). */
export function walletSupported(slug: PaymentMethodSlug, wallets: DeviceWallets): boolean {
  if (slug === 'apple-pay') return wallets.applePay;
  if (slug === 'google-pay') return wallets.googlePay;
  return true;
}
