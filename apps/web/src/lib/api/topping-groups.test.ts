import { describe, expect, it } from 'vitest';
import { pizzaFiltersOf, toppingGroupOf } from './topping-groups.ts';

describe('toppingGroupOf', () => {
  it('reads the group from the name, plant-based before cheese and anything unknown as a vegetable', () => {
    expect(toppingGroupOf('Smoked Ham')).toBe('meat');
    expect(toppingGroupOf('Chicken Schnitzel')).toBe('chicken');
    expect(toppingGroupOf('Garlic Prawns')).toBe('seafood');
    expect(toppingGroupOf('Feta')).toBe('cheese');
    expect(toppingGroupOf('Vegan Cheese')).toBe('plant');
    expect(toppingGroupOf('Baby Spinach')).toBe('veg');
  });

  it('gives the same group the second time a name is asked (the answer is kept per name)', () => {
    for (const name of ['Pepperoni', 'Plant-Based Chicken', 'Mushroom']) {
      expect(toppingGroupOf(name)).toBe(toppingGroupOf(name));
    }
    expect(toppingGroupOf('Plant-Based Chicken')).toBe('plant');
    expect(toppingGroupOf('pepperoni')).toBe('meat');
  });
});

describe('pizzaFiltersOf', () => {
  it('names every filter a pizza belongs to, and veggie only without animal toppings', () => {
    expect([...pizzaFiltersOf(['Chicken', 'Bacon'])].sort()).toEqual(['chicken', 'meat']);
    expect([...pizzaFiltersOf(['Prawns', 'Tuna'])]).toEqual(['prawn']);
    expect([...pizzaFiltersOf(['Mushroom', 'Feta'])]).toEqual(['veggie']);
  });
});
