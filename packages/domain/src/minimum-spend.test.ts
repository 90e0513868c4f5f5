import { describe, it, expect } from 'vitest';
import {
  belowMinimumOrderValueMessage,
  checkMinimumSpend,
  isBelowMinimumDeliveryMessage,
  minimumSpendMessage,
  minimumSpendTotalCents,
} from './minimum-spend.ts';
import type { Basket } from './basket.ts';
import { group, item, pizza } from './basket-fixtures.test-support.ts';

const limits = { minimumDeliveryOrderValue: 2000, minimumPickupOrderValue: 1500 };

describe('messages', () => {
  it('uses the storefront wording', () => {
    expect(minimumSpendMessage('delivery', 2000)).toBe(
      'You have not reached our delivery minimum of $20.00. Please add more items to your cart.',
    );
    expect(minimumSpendMessage('pickup', 1550)).toBe(
      'You have not reached our pickup minimum of $15.50. Please add more items to your cart.',
    );
  });

  it('uses the server wording for the validate call', () => {
    expect(belowMinimumOrderValueMessage('delivery', 2000)).toBe(
      'Basket total is below the minimum delivery order value of $20.00.',
    );
  });

  it('detects the below-minimum-delivery phrase', () => {
    expect(isBelowMinimumDeliveryMessage(belowMinimumOrderValueMessage('delivery', 2000))).toBe(true);
    expect(isBelowMinimumDeliveryMessage('BELOW the MINIMUM DELIVERY value')).toBe(true);
    expect(isBelowMinimumDeliveryMessage(belowMinimumOrderValueMessage('pickup', 2000))).toBe(false);
    expect(isBelowMinimumDeliveryMessage(minimumSpendMessage('delivery', 2000))).toBe(false);
  });
});

describe('checkMinimumSpend', () => {
  const basket = (total: number, extra: Partial<Basket> = {}): Basket => ({
    items: [pizza({ totalPrice: total })],
    ...limits,
    ...extra,
  });

  it('passes at exactly the delivery minimum and fails one cent below', () => {
    expect(checkMinimumSpend(basket(2000), 'delivery')).toEqual({ ok: true });
    expect(checkMinimumSpend(basket(1999), 'delivery')).toEqual({
      ok: false,
      code: 'BasketNotValid',
      message: 'You have not reached our delivery minimum of $20.00. Please add more items to your cart.',
    });
  });

  it('uses the pickup minimum for pickup', () => {
    expect(checkMinimumSpend(basket(1500), 'pickup')).toEqual({ ok: true });
    expect(checkMinimumSpend(basket(1499), 'pickup')).toMatchObject({
      message: 'You have not reached our pickup minimum of $15.00. Please add more items to your cart.',
    });
  });

  it('gives the server wording when asked', () => {
    expect(checkMinimumSpend(basket(1999), 'delivery', 'server')).toEqual({
      ok: false,
      code: 'BasketNotValid',
      message: 'Basket total is below the minimum delivery order value of $20.00.',
    });
  });

  it('is skipped when a grouped item ignores minimum spend', () => {
    const b = basket(500, { groupedItems: [group([item('Deals', { totalPrice: 100 })], { ignoreMinSpend: true })] });
    expect(checkMinimumSpend(b, 'delivery')).toEqual({ ok: true });
  });

  it('passes when there is no minimum', () => {
    expect(checkMinimumSpend({ items: [pizza({ totalPrice: 1 })] }, 'delivery')).toEqual({ ok: true });
    expect(checkMinimumSpend(basket(1, { minimumDeliveryOrderValue: 0 }), 'delivery')).toEqual({ ok: true });
  });

  it('counts groups times their quantity, excludes surcharges, includes coupons', () => {
    const b: Basket = {
      items: [
        pizza({ totalPrice: 1200 }),
        item('Surcharges', { totalPrice: 500 }),
        item('Coupons', { totalPrice: -200 }),
      ],
      groupedItems: [
        group([item('Sides', { totalPrice: 300 }), item('Surcharges', { totalPrice: 100 })], { quantity: 2 }),
      ],
      ...limits,
    };
    expect(minimumSpendTotalCents(b)).toBe(1600);
    expect(checkMinimumSpend(b, 'delivery').ok).toBe(false);
    expect(checkMinimumSpend(b, 'pickup').ok).toBe(true);
  });
});
