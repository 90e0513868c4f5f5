import { paymentOptionNames } from '@storefront/contract';
import type { PaymentOption, StorePaymentOption } from '@storefront/contract';

/** Buy-now-pay-later and cash have order limits; the rest have none. */
const maxOrderCharge: Partial<Record<PaymentOption, number>> = {
  Zip: 100_000,
  Afterpay: 100_000,
  PayPalPayIn4: 150_000,
  Cash: 15_000,
};

/**
 * How a store takes payment:
 * - all: every option active;
 * - noBuyNowPayLater: no Zip or Afterpay at all;
 * - buyNowPayLaterPaused: Zip, Afterpay and PayPal Pay in 4 listed but inactive;
 * - noCash: cash inactive (card-only store).
 */
export type PaymentProfile = 'all' | 'noBuyNowPayLater' | 'buyNowPayLaterPaused' | 'noCash';

const omitted: Record<PaymentProfile, PaymentOption[]> = {
  all: [],
  noBuyNowPayLater: ['Zip', 'Afterpay'],
  buyNowPayLaterPaused: [],
  noCash: [],
};

const inactive: Record<PaymentProfile, PaymentOption[]> = {
  all: [],
  noBuyNowPayLater: [],
  buyNowPayLaterPaused: ['Zip', 'Afterpay', 'PayPalPayIn4'],
  noCash: ['Cash'],
};

export const paymentOptionsFor = (profile: PaymentProfile): StorePaymentOption[] =>
  paymentOptionNames
    .filter((option) => !omitted[profile].includes(option))
    .map((paymentOption, index) => ({
      paymentOption,
      status: inactive[profile].includes(paymentOption) ? 'Inactive' : 'Active',
      sortOrder: (index + 1) * 10,
      maxOrderCharge: maxOrderCharge[paymentOption] ?? null,
    }));
