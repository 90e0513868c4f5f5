import { describe, expect, it } from 'vitest';
import {
  BACON,
  BBQ,
  FAMILY,
  garlicBread,
  GLUTEN_FREE,
  halfAndHalf,
  hawaiian,
  LARGE,
  MOZZARELLA,
  MUSHROOMS,
  PAN,
  PEPPERONI_TOPPING,
  pepperoni,
  PERSONAL,
  PRAWNS,
  STUFFED,
  THIN,
  TOMATO,
} from '../../test/product-fixtures.ts';
import {
  basesForSize,
  checkLimits,
  clampQuantity,
  completeHalf,
  initialState,
  portionCount,
  toChoice,
  unitPriceCents,
  withPortion,
  withSize,
  type BuilderState,
} from './builder-state.ts';

const start = (): BuilderState => initialState(pepperoni);

describe('builder defaults', () => {
  it('starts as the product comes: first size, its standard base, standard sauce, default toppings', () => {
    expect(start()).toEqual({
      sizeId: PERSONAL,
      baseId: PAN,
      sauceId: TOMATO,
      toppings: { [PEPPERONI_TOPPING]: 'normal', [MOZZARELLA]: 'normal' },
      quantity: 1,
      halves: null,
    });
  });

  it('reopens a basket line from its choice (the edit)', () => {
    const state = initialState(pepperoni, {
      productId: 1003,
      quantity: 3,
      sizeId: LARGE,
      baseId: STUFFED,
      sauceId: null,
      toppings: [{ productId: BACON, quantity: 2 }],
    });
    expect(state).toMatchObject({ sizeId: LARGE, baseId: STUFFED, sauceId: null, quantity: 3 });
    // An older line's quantity 2 was an extra portion.
    expect(state.toppings).toEqual({ [BACON]: 'extra' });
    const light = initialState(pepperoni, {
      productId: 1003,
      quantity: 1,
      toppings: [{ productId: BACON, portion: 'light' }],
    });
    expect(light.toppings).toEqual({ [BACON]: 'light' });
  });

  it('offers only the bases made in the chosen size', () => {
    const ids = (sizeId: number) =>
      basesForSize(
        pepperoni,
        pepperoni.sizes.find((s) => s.sizeId === sizeId),
      ).map((b) => b.productId);
    expect(ids(PERSONAL)).toEqual([PAN, THIN, GLUTEN_FREE]);
    expect(ids(LARGE)).toEqual([PAN, THIN, STUFFED, GLUTEN_FREE]);
    expect(ids(FAMILY)).toEqual([PAN, THIN]);
  });

  it('keeps the base when the new size has it, else swaps to the standard base and says which', () => {
    const large = withSize(pepperoni, { ...start(), sizeId: LARGE, baseId: STUFFED }, LARGE);
    expect(large.replacedBase).toBeNull();
    const family = withSize(pepperoni, { ...start(), sizeId: LARGE, baseId: STUFFED }, FAMILY);
    expect(family.state).toMatchObject({ sizeId: FAMILY, baseId: PAN });
    expect(family.replacedBase?.name).toBe('Stuffed Crust');
    expect(withSize(pepperoni, { ...start(), baseId: THIN }, FAMILY).state.baseId).toBe(THIN);
  });

  it('keeps quantities between 1 and 99', () => {
    expect([clampQuantity(0), clampQuantity(1), clampQuantity(99), clampQuantity(150), clampQuantity(NaN)]).toEqual([
      1, 1, 99, 99, 1,
    ]);
  });
});

describe('price: the server arithmetic', () => {
  it('is the size price as it comes', () => {
    expect(unitPriceCents(pepperoni, start())).toBe(795);
    expect(unitPriceCents(pepperoni, { ...start(), sizeId: LARGE })).toBe(1195);
    expect(unitPriceCents(pepperoni, { ...start(), sizeId: FAMILY })).toBe(1595);
  });

  it('large, stuffed crust and two added toppings: 11.95 + 4.00 + 2.50 + 1.50 = 19.95', () => {
    let state: BuilderState = { ...start(), sizeId: LARGE, baseId: STUFFED };
    state = { ...state, toppings: withPortion(withPortion(state.toppings, BACON, 'normal'), MUSHROOMS, 'normal') };
    expect(unitPriceCents(pepperoni, state)).toBe(1995);
  });

  it('charges portions as the server does: extra costs the add price again, light nothing, removing saves nothing', () => {
    const extraPepperoni = { ...start(), toppings: { [PEPPERONI_TOPPING]: 'extra', [MOZZARELLA]: 'normal' } as const };
    expect(unitPriceCents(pepperoni, extraPepperoni)).toBe(795 + 250);
    const extraBacon = {
      ...start(),
      toppings: { [PEPPERONI_TOPPING]: 'light', [MOZZARELLA]: 'normal', [BACON]: 'extra' } as const,
    };
    expect(unitPriceCents(pepperoni, extraBacon)).toBe(795 + 500);
    const lightBacon = { ...start(), toppings: { [BACON]: 'light' } as const };
    expect(unitPriceCents(pepperoni, lightBacon)).toBe(795 + 250);
    expect(unitPriceCents(pepperoni, { ...start(), toppings: {} })).toBe(795);
  });

  it('charges a sauce change at its price, the standard sauce or none at nothing', () => {
    expect(unitPriceCents(pepperoni, { ...start(), sauceId: BBQ })).toBe(795);
    expect(unitPriceCents(pepperoni, { ...start(), sauceId: 603 })).toBe(845);
    expect(unitPriceCents(pepperoni, { ...start(), sauceId: null })).toBe(795);
  });

  it('prices a half-and-half as size + base + each half’s extras', () => {
    const state = initialState(halfAndHalf);
    const halves = state.halves!.map((h, i) => completeHalf(h, i === 0 ? pepperoni : hawaiian)) as NonNullable<
      BuilderState['halves']
    >;
    const ready = { ...state, halves, baseId: STUFFED };
    expect(unitPriceCents(halfAndHalf, ready, [pepperoni, hawaiian])).toBe(1695 + 400);
    halves[1] = { ...halves[1], toppings: withPortion(halves[1].toppings, PRAWNS, 'normal') };
    expect(unitPriceCents(halfAndHalf, { ...ready, halves }, [pepperoni, hawaiian])).toBe(1695 + 400 + 400);
  });

  it('prices a stock item at its price', () => {
    expect(unitPriceCents(garlicBread, initialState(garlicBread))).toBe(595);
  });
});

describe('request body', () => {
  it('sends the complete topping list, the base and the sauce (null = none)', () => {
    const state = {
      ...start(),
      sizeId: LARGE,
      baseId: STUFFED,
      sauceId: null,
      quantity: 2,
      toppings: { [BACON]: 'extra' as const },
    };
    expect(toChoice(pepperoni, state)).toEqual({
      productId: 1003,
      quantity: 2,
      sizeId: LARGE,
      baseId: STUFFED,
      sauceId: null,
      toppings: [{ productId: BACON, portion: 'extra' }],
    });
  });

  it('sends only product and quantity for a stock item', () => {
    expect(toChoice(garlicBread, { ...initialState(garlicBread), quantity: 3 })).toEqual({
      productId: 2001,
      quantity: 3,
    });
  });

  it('sends halves, leaving defaults to the server for a half whose pizza has not loaded', () => {
    const state = initialState(halfAndHalf);
    expect(toChoice(halfAndHalf, state).halves).toEqual([{ productId: 1003 }, { productId: 1002 }]);
    const loaded = {
      ...state,
      halves: [completeHalf(state.halves![0], pepperoni), state.halves![1]] as BuilderState['halves'],
    };
    expect(toChoice(halfAndHalf, loaded).halves![0]).toEqual({
      productId: 1003,
      sauceId: TOMATO,
      toppings: [
        { productId: PEPPERONI_TOPPING, portion: 'normal' },
        { productId: MOZZARELLA, portion: 'normal' },
      ],
    });
  });
});

describe('limits', () => {
  const withToppings = (count: number) => {
    const ids = pepperoni.ingredients.filter((i) => i.ingredientCategoryCode === 'Topping').map((i) => i.productId);
    return Object.fromEntries(ids.slice(0, count).map((id) => [id, 'normal' as const]));
  };

  it('allows 9 portions with room for one more', () => {
    expect(checkLimits(pepperoni, { baseId: PAN, sauceId: TOMATO, toppings: withToppings(9) })).toEqual({
      error: null,
      atMaximum: null,
    });
  });

  it('at 10 portions says the maximum before another is added', () => {
    expect(checkLimits(pepperoni, { baseId: PAN, sauceId: TOMATO, toppings: withToppings(10) })).toEqual({
      error: null,
      atMaximum: 'The Pepperoni can only contain a maximum of 10 toppings.',
    });
  });

  it('counts an extra portion twice: 5 doubled toppings reach 10', () => {
    const doubled = Object.fromEntries(Object.keys(withToppings(5)).map((id) => [id, 'extra' as const]));
    expect(checkLimits(pepperoni, { baseId: PAN, sauceId: null, toppings: doubled }).atMaximum).toBe(
      'The Pepperoni can only contain a maximum of 10 toppings.',
    );
  });

  it('refuses 11 portions with the server’s message', () => {
    expect(checkLimits(pepperoni, { baseId: PAN, sauceId: TOMATO, toppings: withToppings(11) }).error).toBe(
      'The Pepperoni can only contain a maximum of 10 toppings.',
    );
  });

  it('counts a light portion as one ingredient', () => {
    const light = Object.fromEntries(Object.keys(withToppings(10)).map((id) => [id, 'light' as const]));
    expect(portionCount(light)).toBe(10);
    expect(checkLimits(pepperoni, { baseId: PAN, sauceId: TOMATO, toppings: light }).error).toBeNull();
  });

  it('names a minimum not met', () => {
    const needsTopping = { ...pepperoni, customisation: [{ type: 'Topping' as const, min: 1, max: 10 }] };
    expect(checkLimits(needsTopping, { baseId: PAN, sauceId: TOMATO, toppings: {} })).toEqual({
      error: 'The Pepperoni can only contain a minimum of 1 topping.',
      atMaximum: null,
    });
  });

  it('caps pizzas at 10 ingredients even when the product allows more', () => {
    const generous = { ...pepperoni, customisation: [{ type: 'Topping' as const, min: 0, max: 20 }] };
    expect(checkLimits(generous, { baseId: PAN, sauceId: null, toppings: withToppings(10) }).atMaximum).toBe(
      'The Pepperoni can only contain a maximum of 10 ingredients.',
    );
  });
});
