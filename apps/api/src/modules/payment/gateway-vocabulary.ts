// The words the payment gateway and its records share: card brands, methods, authorisation
// statuses and decline reasons. No imports, so the sandbox's table definitions (db/schema) can use
// the same lists as the gateway interface without loading the payment module.

export const cardBrands = ['Visa', 'Mastercard', 'Amex'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const redirectMethods = [
  'PayPal',
  'PayPalPayIn4',
  'Zip',
  'Afterpay',
  'ClickToPay',
  'ApplePay',
  'GooglePay',
] as const;
export type RedirectMethod = (typeof redirectMethods)[number];

/** Every method the gateway takes: the hosted card fields, then the redirect methods. */
export const gatewayMethods = ['Card', ...redirectMethods] as const;
export type PaymentMethod = (typeof gatewayMethods)[number];

export const declineReasons = ['declined', 'insufficient_funds', 'expired_card', 'challenge_failed'] as const;
export type DeclineReason = (typeof declineReasons)[number];

export const authorisationStatuses = [
  'pending',
  'authorised',
  'declined',
  'captured',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export type AuthorisationStatus = (typeof authorisationStatuses)[number];
