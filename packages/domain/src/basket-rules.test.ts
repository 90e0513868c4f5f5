import { describe, it, expect } from 'vitest';
import { validateBasket } from './basket-rules.ts';
import type { Basket } from './basket.ts';
import { beer, freeDrink, item, pizza } from './basket-fixtures.test-support.ts';

const limits = { minimumDeliveryOrderValue: 2000, minimumPickupOrderValue: 1500 };

describe('validateBasket', () => {
  it('passes a good basket', () => {
    const basket: Basket = { items: [pizza({ totalPrice: 2500 }), beer(), freeDrink()], ...limits };
    expect(validateBasket(basket)).toEqual({ ok: true });
    expect(validateBasket(basket, { minimumSpend: { serviceType: 'delivery' } })).toEqual({ ok: true });
  });

  it('reports payment type first', () => {
    const basket: Basket = {
      items: [pizza({ paymentType: 'Card' }), beer({ quantity: 9, paymentType: 'ZipPay' }), freeDrink({ quantity: 5 })],
    };
    expect(validateBasket(basket)).toMatchObject({
      code: 'BasketNotValid',
      message: 'Payment Option Clash! Cart contained exclusive items.',
    });
  });

  it('then alcohol', () => {
    const basket: Basket = { items: [beer({ quantity: 9 }), freeDrink({ quantity: 5 })] };
    expect(validateBasket(basket)).toMatchObject({ code: 'InvalidAlcohol' });
  });

  it('then free drinks', () => {
    const basket: Basket = { items: [pizza({ totalPrice: 1 }), freeDrink({ quantity: 5 })], ...limits };
    expect(validateBasket(basket, { minimumSpend: { serviceType: 'delivery' } })).toMatchObject({
      code: 'StockPromoLimitReached',
    });
  });

  it('checks minimum spend only when asked', () => {
    const basket: Basket = { items: [pizza({ totalPrice: 1000 }), item('Sides', { totalPrice: 500 })], ...limits };
    expect(validateBasket(basket)).toEqual({ ok: true });
    expect(validateBasket(basket, { minimumSpend: { serviceType: 'pickup' } })).toEqual({ ok: true });
    expect(validateBasket(basket, { minimumSpend: { serviceType: 'delivery' } })).toEqual({
      ok: false,
      code: 'BasketNotValid',
      message: 'You have not reached our delivery minimum of $20.00. Please add more items to your cart.',
    });
    expect(validateBasket(basket, { minimumSpend: { serviceType: 'delivery', variant: 'server' } })).toMatchObject({
      message: 'Basket total is below the minimum delivery order value of $20.00.',
    });
  });
});
