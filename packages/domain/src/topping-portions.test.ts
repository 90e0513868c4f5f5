import { describe, expect, it } from 'vitest';
import { checkCustomisation, MAX_PIZZA_INGREDIENTS } from './customisation.ts';
import {
  ingredientCount,
  PORTION_WEIGHT,
  portionOfQuantity,
  portionPriceCents,
  standardPortionPrices,
  TOPPING_PORTIONS,
  type ToppingPortion,
} from './topping-portions.ts';

const ham = { isDefault: false, priceCents: 250 };
const mozzarella = { isDefault: true, priceCents: 200 };

describe('topping portion prices (decision 182)', () => {
  it('offers light, normal and extra', () => {
    expect(TOPPING_PORTIONS).toEqual(['light', 'normal', 'extra']);
  });

  it('charges nothing for a standard topping in a light or normal portion, its add price for extra', () => {
    expect(portionPriceCents(mozzarella, 'light')).toBe(0);
    expect(portionPriceCents(mozzarella, 'normal')).toBe(0);
    expect(portionPriceCents(mozzarella, 'extra')).toBe(200);
  });

  it('charges an added topping its add price, and the add price again for extra', () => {
    expect(portionPriceCents(ham, 'light')).toBe(250);
    expect(portionPriceCents(ham, 'normal')).toBe(250);
    expect(portionPriceCents(ham, 'extra')).toBe(500);
  });

  it("uses the catalogue's portion prices when it gives them", () => {
    const priced = { ...ham, portionPriceCents: { light: 0, normal: 0, extra: 100 } };
    expect(portionPriceCents(priced, 'extra')).toBe(350);
    expect(standardPortionPrices(250)).toEqual({ light: 0, normal: 0, extra: 250 });
  });
});

describe('ingredient count', () => {
  it('counts extra as two ingredients, light and normal as one', () => {
    expect(PORTION_WEIGHT).toEqual({ light: 1, normal: 1, extra: 2 });
    expect(ingredientCount(['light', 'normal', 'extra'])).toBe(4);
    expect(ingredientCount([])).toBe(0);
  });

  it('reads an older quantity as a portion: 2 was extra', () => {
    expect(portionOfQuantity(1)).toBe('normal');
    expect(portionOfQuantity(2)).toBe('extra');
  });

  it('refuses the 11th ingredient-equivalent with the spec message', () => {
    const check = (portions: ToppingPortion[]) =>
      checkCustomisation({
        productName: 'Supreme',
        productType: 'Pizzas',
        rules: [],
        selections: portions.map((p) => ({ type: 'Topping', quantity: PORTION_WEIGHT[p] })),
      });
    const ten: ToppingPortion[] = [...Array<ToppingPortion>(8).fill('normal'), 'extra'];
    expect(ingredientCount(ten)).toBe(MAX_PIZZA_INGREDIENTS);
    expect(check(ten).ok).toBe(true);
    expect(check([...ten, 'light'])).toEqual({
      ok: false,
      code: 'BasketNotValid',
      message: 'The Supreme can only contain a maximum of 10 ingredients.',
    });
  });
});
