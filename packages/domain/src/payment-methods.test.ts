import { describe, expect, it } from 'vitest';
import {
  CASH_BLACKLIST,
  PAYMENT_METHOD_TABLE,
  cashWithheld,
  freeMethodRuleHolds,
  mobileEftposAllowed,
  paymentMethodByOrderMethod,
  paymentMethodByStoreOption,
  paymentMethodLabel,
  storeOptionTakes,
  walletSupported,
} from './payment-methods.ts';

describe('the payment-method table', () => {
  it('names each method, slug, store option and order endpoint once', () => {
    for (const key of ['slug', 'storeOption', 'label'] as const) {
      const values = PAYMENT_METHOD_TABLE.map((entry) => entry[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    const orderMethods = PAYMENT_METHOD_TABLE.flatMap((entry) => (entry.orderMethod ? [entry.orderMethod] : []));
    expect(new Set(orderMethods).size).toBe(orderMethods.length);
  });

  it('meets the order endpoint and the store option of a method', () => {
    expect(paymentMethodByOrderMethod('mobileeftpos')?.slug).toBe('mobile-eftpos');
    expect(paymentMethodByStoreOption('PayPalPayIn4')?.orderMethod).toBe('paypalpayin4');
    expect(paymentMethodByOrderMethod('cheque')).toBeUndefined();
  });

  it('labels cash Pay in Store for a pickup and Cash on delivery for a delivery', () => {
    expect(paymentMethodLabel('cash', 'pickup')).toBe('Pay in Store');
    expect(paymentMethodLabel('cash', 'delivery')).toBe('Cash on delivery');
    expect(paymentMethodLabel('cash')).toBe('Cash');
    expect(paymentMethodLabel('zip', 'pickup')).toBe('Zip');
  });
});

describe('availability rules', () => {
  it('a free basket offers only the free method, and only a free basket may use it', () => {
    expect(freeMethodRuleHolds(0, 'free')).toBe(true);
    expect(freeMethodRuleHolds(0, 'cash')).toBe(false);
    expect(freeMethodRuleHolds(2390, 'free')).toBe(false);
    expect(freeMethodRuleHolds(2390, 'cash')).toBe(true);
  });

  it('mobile EFTPOS is for delivery only', () => {
    expect(mobileEftposAllowed('Delivery')).toBe(true);
    expect(mobileEftposAllowed('Pickup')).toBe(false);
  });

  it('a store option takes the order when Active and within its maximum charge', () => {
    expect(storeOptionTakes({ status: 'Active', maxOrderCharge: null }, 999_999)).toBe(true);
    expect(storeOptionTakes({ status: 'Active', maxOrderCharge: 15_000 }, 15_000)).toBe(true);
    expect(storeOptionTakes({ status: 'Active', maxOrderCharge: 15_000 }, 15_001)).toBe(false);
    expect(storeOptionTakes({ status: 'Inactive', maxOrderCharge: null }, 100)).toBe(false);
    expect(storeOptionTakes(undefined, 100)).toBe(false);
  });

  it('withholds cash from blacklisted user agents (substring) and referral ids (exact), ignoring case', () => {
    const blacklist = { userAgents: ['BadBot'], referralIds: ['AFF-9'] };
    expect(cashWithheld('Mozilla/5.0 badbot/2.1', null, blacklist)).toBe(true);
    expect(cashWithheld('Mozilla/5.0', ' aff-9 ', blacklist)).toBe(true);
    expect(cashWithheld('Mozilla/5.0', 'aff-90', blacklist)).toBe(false);
    expect(cashWithheld('Mozilla/5.0 badbot', null, CASH_BLACKLIST)).toBe(false);
  });

  it('offers Apple Pay and Google Pay only where the device supports them', () => {
    const wallets = { applePay: true, googlePay: false };
    expect(walletSupported('apple-pay', wallets)).toBe(true);
    expect(walletSupported('google-pay', wallets)).toBe(false);
    expect(walletSupported('credit-card', wallets)).toBe(true);
  });
});
