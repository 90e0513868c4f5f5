import { describe, expect, it } from 'vitest';
import type { AvailableMethod } from './method-rules.ts';
import { groupMethods } from './method-groups.ts';
import type { PaymentMethod } from './payment-methods.ts';

const list = (...methods: PaymentMethod[]): AvailableMethod[] => methods.map((method) => ({ method, label: method }));
const names = (methods: AvailableMethod[]) => methods.map((m) => m.method);

describe('groupMethods', () => {
  it('leads a pickup order with card, the device wallets and pay in store; the rest are more ways', () => {
    const groups = groupMethods(
      list('credit-card', 'click-to-pay', 'cash', 'google-pay', 'paypal', 'paypal-pay-in-4', 'zip', 'afterpay'),
      false,
    );
    expect(names(groups.leading)).toEqual(['credit-card', 'cash', 'google-pay']);
    expect(names(groups.more)).toEqual(['click-to-pay', 'paypal', 'paypal-pay-in-4', 'zip', 'afterpay']);
  });

  it('folds cash and mobile EFTPOS for delivery under more ways to pay', () => {
    const groups = groupMethods(list('credit-card', 'cash', 'mobile-eftpos', 'apple-pay'), true);
    expect(names(groups.leading)).toEqual(['credit-card', 'apple-pay']);
    expect(names(groups.more)).toEqual(['cash', 'mobile-eftpos']);
  });

  it('lists everything plainly when no leading method is offered', () => {
    const groups = groupMethods(list('cash', 'zip'), true);
    expect(names(groups.leading)).toEqual(['cash', 'zip']);
    expect(groups.more).toEqual([]);
  });
});
