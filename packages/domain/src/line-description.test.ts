import { describe, expect, it } from 'vitest';
import {
  describeItem,
  describeLines,
  describeMeal,
  detailText,
  type DescribableItem,
  type DescribablePart,
} from './line-description.ts';

const part = (
  category: DescribablePart['category'],
  name: string,
  over: Partial<DescribablePart> = {},
): DescribablePart => ({ category, name, quantity: 1, totalPrice: 0, isDefault: true, ...over });

const item = (over: Partial<DescribableItem> = {}): DescribableItem => ({
  name: 'Pepperoni',
  quantity: 1,
  totalPrice: 1195,
  voucherCode: null,
  basketItemParts: [],
  removedParts: [],
  basketItems: [],
  ...over,
});

describe('describeItem', () => {
  it('a pizza as it comes: size, base and sauce, no topping words', () => {
    const line = describeItem(
      item({
        basketItemParts: [
          part('Size', 'Large', { totalPrice: 1195 }),
          part('Base', 'Pan'),
          part('Sauce', 'Tomato'),
          part('Topping', 'Mozzarella'),
          part('Topping', 'Pepperoni'),
        ],
      }),
    );
    expect(line.details).toEqual(['Large', 'Pan', 'Tomato sauce']);
    expect(line.halves).toEqual([]);
  });

  it('names each change against the pizza as it comes, with what it costs', () => {
    const line = describeItem(
      item({
        basketItemParts: [
          part('Size', 'Large', { totalPrice: 1195 }),
          part('Base', 'Stuffed Crust', { isDefault: false, totalPrice: 400 }),
          part('Sauce', 'BBQ', { isDefault: false }),
          part('Topping', 'Pepperoni', { quantity: 2, totalPrice: 250 }),
          part('Topping', 'Mushrooms', { isDefault: false, totalPrice: 150 }),
          part('Topping', 'Jalapeños', { isDefault: false, quantity: 2, totalPrice: 300 }),
        ],
        removedParts: [part('Sauce', 'Tomato', { quantity: 0 }), part('Topping', 'Mozzarella', { quantity: 0 })],
      }),
    );
    expect(line.details).toEqual([
      'Large',
      'Stuffed Crust (+$4.00)',
      'BBQ sauce instead of Tomato',
      'No Mozzarella',
      'Extra Pepperoni (+$2.50)',
      'Add Mushrooms (+$1.50)',
      'Add extra Jalapeños (+$3.00)',
    ]);
  });

  it('says No sauce when the standard sauce was taken off', () => {
    const line = describeItem(
      item({
        basketItemParts: [part('Size', 'Large')],
        removedParts: [part('Sauce', 'Tomato', { quantity: 0 })],
      }),
    );
    expect(line.details).toEqual(['Large', 'No sauce']);
  });

  it('a half-and-half: size and base on the line, sauce and changes on each half', () => {
    const line = describeItem(
      item({
        name: "Half 'n' Half",
        totalPrice: 1845,
        basketItemParts: [
          part('Size', 'Large', { totalPrice: 1695 }),
          part('Base', "Thin 'n Crispy", { isDefault: false }),
          part('Half', 'Pepperoni', { totalPrice: 150 }),
          part('Half', 'BBQ Meatlovers'),
        ],
        basketItems: [
          item({
            basketItemParts: [
              part('Sauce', 'Tomato'),
              part('Topping', 'Pepperoni'),
              part('Topping', 'Mushrooms', { isDefault: false, totalPrice: 150 }),
            ],
          }),
          item({
            name: 'BBQ Meatlovers',
            basketItemParts: [part('Sauce', 'BBQ'), part('Topping', 'Ham')],
            removedParts: [part('Topping', 'Bacon', { quantity: 0 })],
          }),
        ],
      }),
    );
    expect(line.details).toEqual(['Large', "Thin 'n Crispy"]);
    expect(line.halves).toEqual([
      { label: 'First half', name: 'Pepperoni', details: ['Tomato sauce', 'Add Mushrooms (+$1.50)'] },
      { label: 'Second half', name: 'BBQ Meatlovers', details: ['BBQ sauce', 'No Bacon'] },
    ]);
  });

  it('an order stored before defaults were recorded lists its toppings as chosen', () => {
    const line = describeItem(
      item({
        basketItemParts: [
          part('Size', 'Large'),
          { category: 'Topping', name: 'Mushrooms', quantity: 2, totalPrice: 150 },
          { category: 'Topping', name: 'Ham', quantity: 1, totalPrice: 0 },
        ],
        removedParts: undefined,
      }),
    );
    expect(line.details).toEqual(['Large', 'Mushrooms (extra) (+$1.50)', 'Ham']);
  });

  it('keeps the voucher of a free item', () => {
    expect(describeItem(item({ name: 'Garlic Bread', totalPrice: 0, voucherCode: 'FREEGARLIC' }))).toMatchObject({
      name: 'Garlic Bread',
      totalPrice: 0,
      voucherCode: 'FREEGARLIC',
      details: [],
    });
  });
});

describe('describeMeal and describeLines', () => {
  it('a meal lists each item described as a line; a deal keeps its code; meals come first', () => {
    const meal = {
      name: 'Family Feast',
      quantity: 1,
      totalPrice: 4495,
      isVoucher: false,
      voucherCode: null,
      basketItems: [
        item({ quantity: 2, totalPrice: 0, basketItemParts: [part('Size', 'Large'), part('Base', 'Pan')] }),
        item({ name: 'Cheesy Garlic Bread', totalPrice: 200 }),
      ],
    };
    const deal = { ...meal, name: 'Large Classic Pizza', isVoucher: true, voucherCode: 'LARGE995', basketItems: [] };
    const lines = describeLines({ basketItems: [item()], groupedBasketItems: [meal, deal] });
    expect(lines.map((l) => l.name)).toEqual(['Family Feast', 'Large Classic Pizza', 'Pepperoni']);
    expect(lines[0]!.items.map((i) => [i.quantity, i.name, detailText(i.details), i.totalPrice])).toEqual([
      [2, 'Pepperoni', 'Large · Pan', 0],
      [1, 'Cheesy Garlic Bread', '', 200],
    ]);
    expect(describeMeal(deal).voucherCode).toBe('LARGE995');
    expect(describeMeal({ ...deal, isVoucher: false }).voucherCode).toBeNull();
  });
});

describe('topping portions in words', () => {
  it('says light and extra for standard and added toppings, on each half', () => {
    const half = (name: string, parts: DescribablePart[]): DescribableItem =>
      item({ name, basketItemParts: parts, totalPrice: 0 });
    const line = describeItem(
      item({
        name: "Half 'n' Half",
        basketItemParts: [part('Size', 'Large'), part('Half', 'Margherita'), part('Half', 'Pepperoni')],
        basketItems: [
          half('Margherita', [
            part('Topping', 'Mozzarella', { quantity: 2, portion: 'extra', totalPrice: 200 }),
            part('Topping', 'Fresh Tomato', { portion: 'light' }),
          ]),
          half('Pepperoni', [
            part('Topping', 'Mozzarella', { portion: 'normal' }),
            part('Topping', 'Ham', { isDefault: false, portion: 'light', totalPrice: 250 }),
          ]),
        ],
      }),
    );
    expect(line.halves.map((h) => h.details)).toEqual([
      ['Extra Mozzarella (+$2.00)', 'Light Fresh Tomato'],
      ['Add light Ham (+$2.50)'],
    ]);
  });
});
