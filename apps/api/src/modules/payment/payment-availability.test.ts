import { orderMethods, paymentOptionNames } from '@storefront/contract';
import { paymentMethodByOrderMethod, paymentMethodByStoreOption } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { assertMethodAvailable, redirectMethodOf } from './payment-availability.ts';

const basket = (basketTotal: number, serviceType: 'Delivery' | 'Pickup' = 'Pickup') =>
  ({
    basketTotal,
    serviceType,
    storeInfo: {
      paymentOptions: [
        { paymentOption: 'Cash', status: 'Active', sortOrder: 1, maxOrderCharge: 15_000 },
        { paymentOption: 'MobileEftpos', status: 'Active', sortOrder: 2, maxOrderCharge: null },
        { paymentOption: 'Zip', status: 'Inactive', sortOrder: 3, maxOrderCharge: null },
      ],
    },
  }) as unknown as Parameters<typeof assertMethodAvailable>[0];

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the payment-method table covers the contract', () => {
  it('every order endpoint and every store payment option is a method of the table', () => {
    for (const method of orderMethods) expect(paymentMethodByOrderMethod(method), method).toBeDefined();
    for (const option of paymentOptionNames) expect(paymentMethodByStoreOption(option), option).toBeDefined();
  });
});

describe('assertMethodAvailable', () => {
  it('applies the table rules: free only when free, mobile EFTPOS for delivery, the store option Active and within its limit', () => {
    expect(refusal(() => assertMethodAvailable(basket(0), 'free'))).toBeNull();
    expect(refusal(() => assertMethodAvailable(basket(0), 'cash'))).toBe('Your order is free: no payment is needed.');
    expect(refusal(() => assertMethodAvailable(basket(2390), 'free'))).toBe('Choose how you would like to pay.');
    expect(refusal(() => assertMethodAvailable(basket(2390), 'mobileeftpos'))).toBe(
      'Mobile EFTPOS is available for delivery orders only.',
    );
    expect(refusal(() => assertMethodAvailable(basket(2390, 'Delivery'), 'mobileeftpos'))).toBeNull();
    expect(refusal(() => assertMethodAvailable(basket(2390), 'zip'))).toBe(
      'This store does not take that payment method. Please choose another.',
    );
    expect(refusal(() => assertMethodAvailable(basket(15_001), 'cash'))).toBe(
      'This order is over the limit for that payment method. Please choose another.',
    );
    expect(refusal(() => assertMethodAvailable(basket(15_000), 'cash'))).toBeNull();
  });
});

describe('redirectMethodOf', () => {
  it("names the gateway's redirect method of each provider-page method, and none for cards or the door", () => {
    expect(redirectMethodOf('paypalpayin4')).toBe('PayPalPayIn4');
    expect(redirectMethodOf('applepay')).toBe('ApplePay');
    expect(redirectMethodOf('clicktopay')).toBe('ClickToPay');
    expect(redirectMethodOf('card')).toBeUndefined();
    expect(redirectMethodOf('cash')).toBeUndefined();
  });
});
