import { describe, expect, it } from 'vitest';
import { isPaymentMethod, paymentMethodLabel } from './payment-methods.ts';

describe('payment methods', () => {
  it('knows every method the spec names', () => {
    for (const m of [
      'saved-card',
      'credit-card',
      'click-to-pay',
      'cash',
      'mobile-eftpos',
      'apple-pay',
      'google-pay',
      'paypal',
      'paypal-pay-in-4',
      'zip',
      'afterpay',
      'free',
    ]) {
      expect(isPaymentMethod(m), m).toBe(true);
    }
    expect(isPaymentMethod('bitcoin')).toBe(false);
    expect(isPaymentMethod('toString')).toBe(false);
  });

  it('labels cash Pay in Store for pickup and Cash on delivery for delivery', () => {
    expect(paymentMethodLabel('cash', 'pickup')).toBe('Pay in Store');
    expect(paymentMethodLabel('cash', 'delivery')).toBe('Cash on delivery');
  });
});
