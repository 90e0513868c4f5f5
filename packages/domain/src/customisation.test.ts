import { describe, it, expect } from 'vitest';
import { MAX_PIZZA_INGREDIENTS, checkCustomisation, customisationNoun } from './customisation.ts';
import type { CustomisationRule, CustomisationSelection, CustomisedProduct } from './customisation.ts';

const rules: CustomisationRule[] = [
  { type: 'Size', min: 1, max: 1 },
  { type: 'Base', min: 1, max: 1 },
  { type: 'Sauce', min: 0, max: 2 },
  { type: 'Topping', min: 1, max: null },
];
const toppings = (quantity: number): CustomisationSelection[] => [{ type: 'Topping', quantity }];
const valid: CustomisationSelection[] = [
  { type: 'Size', quantity: 1 },
  { type: 'Base', quantity: 1 },
  { type: 'Sauce', quantity: 1 },
];
const margherita = (
  selections: CustomisationSelection[],
  extra: Partial<CustomisedProduct> = {},
): CustomisedProduct => ({
  productName: 'Margherita',
  productType: 'Pizzas',
  rules,
  selections,
  ...extra,
});
const fail = (message: string) => ({ ok: false, code: 'BasketNotValid', message });

describe('customisation limits', () => {
  it('passes a product within its limits', () => {
    expect(checkCustomisation(margherita([...valid, ...toppings(3)]))).toEqual({ ok: true });
  });

  it('reports a minimum', () => {
    expect(checkCustomisation(margherita([...valid]))).toEqual(
      fail('The Margherita can only contain a minimum of 1 topping.'),
    );
    expect(checkCustomisation(margherita([{ type: 'Base', quantity: 1 }, ...toppings(1)]))).toEqual(
      fail('The Margherita can only contain a minimum of 1 size.'),
    );
  });

  it('reports a maximum', () => {
    expect(checkCustomisation(margherita([...valid, { type: 'Sauce', quantity: 2 }, ...toppings(1)]))).toEqual(
      fail('The Margherita can only contain a maximum of 2 sauces.'),
    );
    expect(checkCustomisation(margherita([...valid, { type: 'Base', quantity: 1 }, ...toppings(1)]))).toEqual(
      fail('The Margherita can only contain a maximum of 1 base.'),
    );
  });

  it('pluralises lower-case nouns unless the count is 1', () => {
    expect(customisationNoun('Topping', 1)).toBe('topping');
    expect(customisationNoun('Topping', 0)).toBe('toppings');
    expect(customisationNoun('Sauce', 2)).toBe('sauces');
    expect(customisationNoun('Size', 2)).toBe('sizes');
  });
});

describe('pizza ingredients', () => {
  it('caps toppings at 10', () => {
    expect(MAX_PIZZA_INGREDIENTS).toBe(10);
    expect(checkCustomisation(margherita([...valid, ...toppings(10)]))).toEqual({ ok: true });
    expect(checkCustomisation(margherita([...valid, ...toppings(11)]))).toEqual(
      fail('The Margherita can only contain a maximum of 10 ingredients.'),
    );
  });

  it('counts double toppings twice', () => {
    const doubles: CustomisationSelection[] = Array.from({ length: 6 }, () => ({ type: 'Topping', quantity: 2 }));
    expect(checkCustomisation(margherita([...valid, ...doubles]))).toMatchObject({ ok: false });
  });

  it('applies to half-and-half but not other products', () => {
    expect(checkCustomisation(margherita([...valid, ...toppings(11)], { productType: 'HalfnHalf' })).ok).toBe(false);
    expect(
      checkCustomisation(
        margherita([...valid, ...toppings(11)], { productName: 'Beef Bolognese Pasta', productType: 'Main' }),
      ),
    ).toEqual({ ok: true });
  });
});
