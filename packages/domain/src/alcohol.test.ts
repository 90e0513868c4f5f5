import { describe, it, expect } from 'vitest';
import {
  ALCOHOL_NEEDS_FOOD_MESSAGE,
  FOOD_PRODUCT_TYPES,
  MAX_ALCOHOL_UNITS,
  alcoholLimitMessage,
  alcoholLimitReachedMessage,
  alcoholUnitsIn,
  checkAlcohol,
} from './alcohol.ts';
import type { ProductType } from './basket.ts';
import { beer, group, item, pizza } from './basket-fixtures.test-support.ts';

const overLimit = (max: number) => ({
  ok: false,
  code: 'InvalidAlcohol',
  message: `Sorry, you can only order a maximum of ${max} standard drinks per order.`,
});
const needsFood = { ok: false, code: 'InvalidAlcohol', message: 'Alcohol can only be purchased with a food item.' };

describe('alcohol limit', () => {
  it('is 6 standard drinks', () => {
    expect(MAX_ALCOHOL_UNITS).toBe(6);
    expect(alcoholLimitMessage(6)).toBe('Sorry, you can only order a maximum of 6 standard drinks per order.');
    expect(ALCOHOL_NEEDS_FOOD_MESSAGE).toBe('Alcohol can only be purchased with a food item.');
    expect(alcoholLimitReachedMessage(6)).toBe(
      'Alcohol limit reached: this order has the maximum of 6 standard drinks.',
    );
  });

  it('allows exactly 6 and refuses 7', () => {
    expect(checkAlcohol({ items: [pizza(), beer({ quantity: 6 })] })).toEqual({ ok: true });
    expect(checkAlcohol({ items: [pizza(), beer({ quantity: 7 })] })).toEqual(overLimit(6));
  });

  it('multiplies units by quantity', () => {
    expect(checkAlcohol({ items: [pizza(), beer({ alcoholUnits: 2, quantity: 3 })] })).toEqual({ ok: true });
    expect(checkAlcohol({ items: [pizza(), beer({ alcoholUnits: 2, quantity: 4 })] })).toEqual(overLimit(6));
  });

  it('multiplies grouped items by the group quantity', () => {
    const basket = { items: [pizza()], groupedItems: [group([beer({ quantity: 2 })], { quantity: 3 })] };
    expect(alcoholUnitsIn(basket)).toBe(6);
    expect(checkAlcohol(basket)).toEqual({ ok: true });
    const more = { items: [pizza()], groupedItems: [group([beer({ quantity: 2 })], { quantity: 4 })] };
    expect(checkAlcohol(more)).toEqual(overLimit(6));
  });

  it('sums fractional standard drinks without float drift', () => {
    const basket = { items: [pizza(), beer({ alcoholUnits: 1.2, quantity: 5 })] };
    expect(alcoholUnitsIn(basket)).toBe(6);
    expect(checkAlcohol(basket)).toEqual({ ok: true });
    expect(checkAlcohol({ items: [pizza(), beer({ alcoholUnits: 1.4, quantity: 5 })] })).toEqual(overLimit(6));
  });

  it("follows the basket's maxAlcoholUnits when given", () => {
    expect(checkAlcohol({ items: [pizza(), beer({ quantity: 4 })], maxAlcoholUnits: 3 })).toEqual(overLimit(3));
    expect(checkAlcohol({ items: [pizza(), beer({ quantity: 8 })], maxAlcoholUnits: 10 })).toEqual({ ok: true });
    expect(checkAlcohol({ items: [pizza(), beer({ quantity: 7 })], maxAlcoholUnits: null })).toEqual(overLimit(6));
  });
});

describe('alcohol needs food', () => {
  it('refuses alcohol alone or with non-food', () => {
    expect(checkAlcohol({ items: [beer()] })).toEqual(needsFood);
    expect(checkAlcohol({ items: [beer(), item('Drinks'), item('Sides'), item('Desserts')] })).toEqual(needsFood);
  });

  it.each(['Pizzas', 'HalfnHalf', 'Wings', 'WingsStreet', 'Main', 'Meatballs'] as ProductType[])(
    'accepts alcohol with %s',
    (productType) => {
      expect(checkAlcohol({ items: [beer(), item(productType)] })).toEqual({ ok: true });
    },
  );

  it('lists exactly those food types', () => {
    expect([...FOOD_PRODUCT_TYPES].sort()).toEqual([
      'HalfnHalf',
      'Main',
      'Meatballs',
      'Pizzas',
      'Wings',
      'WingsStreet',
    ]);
  });

  it('counts food inside meals and deals', () => {
    expect(checkAlcohol({ items: [beer(), item('Meals', { subItems: [pizza(), item('Drinks')] })] })).toEqual({
      ok: true,
    });
    expect(checkAlcohol({ items: [beer()], groupedItems: [group([item('Wings'), item('Sides')])] })).toEqual({
      ok: true,
    });
    expect(checkAlcohol({ items: [beer(), item('Meals', { subItems: [item('Sides')] })] })).toEqual(needsFood);
  });

  it('treats any item with standard drinks as alcohol', () => {
    expect(checkAlcohol({ items: [item('Drinks', { alcoholUnits: 1 })] })).toEqual(needsFood);
  });

  it('ignores zero-quantity food', () => {
    expect(checkAlcohol({ items: [beer(), pizza({ quantity: 0 })] })).toEqual(needsFood);
  });

  it('reports the limit before the food requirement', () => {
    expect(checkAlcohol({ items: [beer({ quantity: 7 })] })).toEqual(overLimit(6));
  });

  it('passes a basket without alcohol', () => {
    expect(checkAlcohol({ items: [item('Drinks')] })).toEqual({ ok: true });
    expect(checkAlcohol({ items: [] })).toEqual({ ok: true });
  });
});
