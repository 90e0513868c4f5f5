// Payment methods as they appear in /checkout/{paymentMethod?} (spec document 2, section 3).
// Path segments are ours (the spec lists the methods, not their slugs). The route table reads this
// module on the first load: keep it this small; the availability rules are in method-rules.ts.

export const PAYMENT_METHODS = {
  'saved-card': 'Saved card',
  'credit-card': 'Credit or debit card',
  'click-to-pay': 'Click to Pay',
  cash: 'Cash',
  'mobile-eftpos': 'Mobile EFTPOS',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
  'paypal-pay-in-4': 'PayPal Pay in 4',
  zip: 'Zip',
  afterpay: 'Afterpay',
  free: 'Free order',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;

export const isPaymentMethod = (value: string): value is PaymentMethod => Object.hasOwn(PAYMENT_METHODS, value);

/** Cash is labelled Pay in Store for pickup orders. */
export const paymentMethodLabel = (method: PaymentMethod, serviceType?: 'delivery' | 'pickup'): string =>
  method === 'cash' && serviceType === 'pickup' ? 'Pay in Store' : PAYMENT_METHODS[method];
