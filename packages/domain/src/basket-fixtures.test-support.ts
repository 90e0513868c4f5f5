// Builders for basket tests.
import type { BasketItem, GroupedBasketItem, ProductType } from './basket.ts';

export function item(productType: ProductType, overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    productType,
    quantity: 1,
    alcoholUnits: 0,
    paymentType: null,
    isFreePromoDrink: false,
    totalPrice: 1000,
    ...overrides,
  };
}

export function group(items: BasketItem[], overrides: Partial<GroupedBasketItem> = {}): GroupedBasketItem {
  return { quantity: 1, ignoreMinSpend: false, items, ...overrides };
}

export const pizza = (overrides: Partial<BasketItem> = {}) => item('Pizzas', overrides);
export const beer = (overrides: Partial<BasketItem> = {}) => item('Alcohol', { alcoholUnits: 1, ...overrides });
export const freeDrink = (overrides: Partial<BasketItem> = {}) =>
  item('Drinks', { isFreePromoDrink: true, totalPrice: 0, ...overrides });
