import type { PaymentInfo } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  CLICK_TO_PAY_ERROR_LOADING,
  availableMethods,
  detectWallets,
  ORDER_METHODS,
  rememberedMethod,
  withProviderOptions,
  type MethodContext,
} from './method-rules.ts';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { testBasket } from './test-basket.ts';

const context = (overrides: Partial<MethodContext> = {}): MethodContext => ({
  basket: testBasket(),
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  referralId: null,
  wallets: { applePay: false, googlePay: false },
  isCallCentre: false,
  savedCards: 0,
  loginProviders: ['Google', 'Apple', 'PayPal'],
  ...overrides,
});
const methodsOf = (ctx: MethodContext) => availableMethods(ctx).map((m) => m.method);

describe('payment method availability (spec section 5)', () => {
  it("shows the store's Active options in sortOrder, labelling cash Pay in Store for pickup", () => {
    const methods = availableMethods(context());
    expect(methods.map((m) => m.method)).toEqual([
      'credit-card',
      'click-to-pay',
      'cash',
      'paypal',
      'paypal-pay-in-4',
      'zip',
      'afterpay',
    ]);
    expect(methods.find((m) => m.method === 'cash')?.label).toBe('Pay in Store');
  });

  it('follows sortOrder, not list order, and drops inactive options', () => {
    const basket = testBasket(
      {},
      {
        paymentOptions: [
          { paymentOption: 'Zip', status: 'Active', sortOrder: 5, maxOrderCharge: null },
          { paymentOption: 'CreditCard', status: 'Active', sortOrder: 9, maxOrderCharge: null },
          { paymentOption: 'Cash', status: 'Inactive', sortOrder: 1, maxOrderCharge: null },
        ],
      },
    );
    expect(methodsOf(context({ basket }))).toEqual(['zip', 'credit-card']);
  });

  it('spec 000 section 2: the PayPal method needs a PayPal login provider, configured per environment', () => {
    expect(methodsOf(context({ loginProviders: ['Google', 'Apple'] }))).not.toContain('paypal');
    expect(methodsOf(context({ loginProviders: [] }))).not.toContain('paypal-pay-in-4');
    expect(methodsOf(context())).toEqual(expect.arrayContaining(['paypal', 'paypal-pay-in-4']));
    // Unset: the configuration's LOGIN_PROVIDERS (none before it has loaded).
    useConfigurationStore.setState({ configuration: null });
    expect(methodsOf(context({ loginProviders: undefined }))).not.toContain('paypal');
    useConfigurationStore.setState({ configuration: sampleConfiguration });
    expect(methodsOf(context({ loginProviders: undefined }))).toContain('paypal');
    useConfigurationStore.setState({
      configuration: {
        ...sampleConfiguration,
        settings: { ...sampleConfiguration.settings, LOGIN_PROVIDERS: ['Google'] },
      },
    });
    expect(methodsOf(context({ loginProviders: undefined }))).not.toContain('paypal');
  });

  it('labels cash Cash on delivery for delivery and offers mobile EFTPOS for delivery only', () => {
    const delivery = availableMethods(context({ basket: testBasket({ serviceType: 'Delivery' }) }));
    expect(delivery.find((m) => m.method === 'cash')?.label).toBe('Cash on delivery');
    expect(delivery.map((m) => m.method)).toContain('mobile-eftpos');
    expect(methodsOf(context())).not.toContain('mobile-eftpos');
  });

  it('a free basket offers only the free method', () => {
    expect(availableMethods(context({ basket: testBasket({ basketTotal: 0 }) }))).toEqual([
      { method: 'free', label: 'Free order' },
    ]);
  });

  it('never offers the free method for a basket that costs something', () => {
    expect(methodsOf(context())).not.toContain('free');
  });

  it('removes cash for a blacklisted user agent or referral id', () => {
    const blacklist = { userAgents: ['BadBot'], referralIds: ['AFF-9'] };
    expect(methodsOf(context({ blacklist, userAgent: 'Mozilla/5.0 badbot/1.0' }))).not.toContain('cash');
    expect(methodsOf(context({ blacklist, referralId: 'aff-9' }))).not.toContain('cash');
    expect(methodsOf(context({ blacklist, referralId: 'AFF-1' }))).toContain('cash');
  });

  it('offers Apple Pay and Google Pay only where the device supports them', () => {
    expect(methodsOf(context())).not.toContain('apple-pay');
    expect(methodsOf(context())).not.toContain('google-pay');
    const both = methodsOf(context({ wallets: { applePay: true, googlePay: true } }));
    expect(both).toContain('apple-pay');
    expect(both).toContain('google-pay');
  });

  it('... and only when the store has them active', () => {
    const basket = testBasket(
      {},
      {
        paymentOptions: [{ paymentOption: 'ApplePay', status: 'Inactive', sortOrder: 1, maxOrderCharge: null }],
      },
    );
    expect(methodsOf(context({ basket, wallets: { applePay: true, googlePay: true } }))).toEqual([]);
  });

  it('removes Click to Pay in call-centre mode and where the store cannot take it', () => {
    expect(methodsOf(context({ isCallCentre: true }))).not.toContain('click-to-pay');
    const basket = testBasket({}, { canAcceptOnlineVisaCheckout: false });
    expect(methodsOf(context({ basket }))).not.toContain('click-to-pay');
  });

  it('removes a method above its maximum order charge', () => {
    const basket = testBasket({ basketTotal: 20_000 });
    const methods = methodsOf(context({ basket }));
    expect(methods).not.toContain('cash'); // max $150
    expect(methods).toContain('zip'); // max $1000
  });

  it('removes the card method where the store takes no cards online, and saved cards without any', () => {
    const basket = testBasket({}, { canAcceptOnlineCreditCards: false });
    expect(methodsOf(context({ basket }))).not.toContain('credit-card');
    expect(methodsOf(context())).not.toContain('saved-card');
    expect(methodsOf(context({ savedCards: 1 }))).toContain('saved-card');
  });
});

describe('detectWallets', () => {
  it('reads Apple Pay from ApplePaySession and Google Pay from the Payment Request API', () => {
    const win = { ApplePaySession: { canMakePayments: () => true }, PaymentRequest: function PaymentRequest() {} };
    expect(detectWallets(win as unknown as Window)).toEqual({ applePay: true, googlePay: true });
    expect(detectWallets({} as Window)).toEqual({ applePay: false, googlePay: false });
    const throws = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new Error('insecure');
        },
      },
    };
    expect(detectWallets(throws as unknown as Window).applePay).toBe(false);
  });
});

describe('what Afterpay and Click to Pay said (withProviderOptions)', () => {
  const listed = availableMethods(context());
  const entry = (methods: ReturnType<typeof withProviderOptions>, method: string) =>
    methods.find((m) => m.method === method);

  it("adds Afterpay's four payments, the first (which carries the odd cents) formatted as a price", () => {
    const methods = withProviderOptions(listed, {
      afterpay: {
        available: true,
        reason: null,
        instalments: [599, 597, 597, 597].map((amount, i) => ({ number: i + 1, amount, dueDate: '2026-11-24' })),
      },
    });
    expect(entry(methods, 'afterpay')).toEqual({
      method: 'afterpay',
      label: 'Afterpay',
      detail: '4 payments of $5.99',
    });
  });

  it('disables Afterpay with the reason when it cannot pay', () => {
    const methods = withProviderOptions(listed, {
      afterpay: { available: false, reason: 'Afterpay is available for orders up to $1,000.00.', instalments: [] },
    });
    expect(entry(methods, 'afterpay')).toMatchObject({
      disabled: true,
      detail: 'Afterpay is available for orders up to $1,000.00.',
    });
  });

  it("lists the brands Click to Pay takes; one that cannot pay or load shows its 'error loading' message", () => {
    const brands = withProviderOptions(listed, {
      clickToPay: { available: true, acceptedBrands: ['Visa', 'Mastercard', 'Amex'] },
    });
    expect(entry(brands, 'click-to-pay')?.detail).toBe('Accepts Visa, Mastercard, Amex');
    const none = withProviderOptions(listed, { clickToPay: { available: false, acceptedBrands: [] } });
    expect(entry(none, 'click-to-pay')).toMatchObject({
      disabled: true,
      detail: 'Click to Pay: error loading. Please choose another payment method.',
    });
    expect(none).toHaveLength(listed.length);
    const failed = withProviderOptions(listed, { clickToPay: 'error' });
    expect(entry(failed, 'click-to-pay')).toMatchObject({ disabled: true, detail: CLICK_TO_PAY_ERROR_LOADING });
  });

  it('leaves the list as it is while nothing is known', () => {
    expect(withProviderOptions(listed, {})).toEqual(listed);
  });
});

describe('the method the basket remembers (rememberedMethod)', () => {
  const info = (paymentMethod: PaymentInfo['paymentMethod'], status: PaymentInfo['status']): PaymentInfo => ({
    paymentMethod,
    status,
    card: null,
    reference: null,
    captchaVerified: false,
    updatedAt: '2026-11-24T18:05:00+11:00',
  });

  it('maps the order method back to the path name', () => {
    expect(rememberedMethod(info('card', 'ready'))).toBe('credit-card');
    expect(rememberedMethod(info('paypalpayin4', 'chosen'))).toBe('paypal-pay-in-4');
    expect(rememberedMethod(info('cash', 'chosen'))).toBe('cash');
    expect(Object.entries(ORDER_METHODS).filter(([, order]) => order === null)).toEqual([['saved-card', null]]);
  });

  it('forgets a declined or cancelled payment, and nothing kept is nothing', () => {
    expect(rememberedMethod(info('zip', 'declined'))).toBeNull();
    expect(rememberedMethod(info('afterpay', 'cancelled'))).toBeNull();
    expect(rememberedMethod(null)).toBeNull();
  });
});
