import { describe, it, expect } from 'vitest';
import { PAYMENT_CLASH_MESSAGE, checkPaymentType, paymentTypesIn } from './payment-type.ts';
import { group, item, pizza } from './basket-fixtures.test-support.ts';

const clash = { ok: false, code: 'BasketNotValid', message: 'Payment Option Clash! Cart contained exclusive items.' };

describe('payment type', () => {
  it('has the exact clash message', () => {
    expect(PAYMENT_CLASH_MESSAGE).toBe('Payment Option Clash! Cart contained exclusive items.');
  });

  it('passes when every item shares one payment type', () => {
    expect(
      checkPaymentType({ items: [pizza({ paymentType: 'Card' }), item('Sides', { paymentType: 'Card' })] }),
    ).toEqual({ ok: true });
  });

  it('passes when items are unrestricted', () => {
    expect(checkPaymentType({ items: [pizza(), item('Sides', { paymentType: 'ZipPay' })] })).toEqual({ ok: true });
  });

  it('fails when payment types differ', () => {
    expect(
      checkPaymentType({ items: [pizza({ paymentType: 'Card' }), item('Sides', { paymentType: 'ZipPay' })] }),
    ).toEqual(clash);
  });

  it('looks inside groups and meals', () => {
    const basket = {
      items: [pizza({ paymentType: 'Card' })],
      groupedItems: [group([item('Meals', { subItems: [item('Sides', { paymentType: 'ZipPay' })] })])],
    };
    expect(paymentTypesIn(basket).sort()).toEqual(['Card', 'ZipPay']);
    expect(checkPaymentType(basket)).toEqual(clash);
  });
});
