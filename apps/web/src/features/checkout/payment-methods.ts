// Payment methods as they appear in /checkout/{paymentMethod?} (spec document 2, section 3): the
// slugs and labels of the one payment-method table (packages/domain payment-methods.ts). The route
// table reads this module on the first load: keep it this small; the rules are in method-rules.ts.
import { PAYMENT_METHOD_TABLE, type PaymentMethodSlug } from '@storefront/domain';

export { paymentMethodLabel } from '@storefront/domain';

export type PaymentMethod = PaymentMethodSlug;

export const PAYMENT_METHODS = Object.fromEntries(
  PAYMENT_METHOD_TABLE.map((entry) => [entry.slug, entry.label]),
) as Record<PaymentMethod, string>;

export const isPaymentMethod = (value: string): value is PaymentMethod => Object.hasOwn(PAYMENT_METHODS, value);
