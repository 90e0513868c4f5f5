import { describe, it, expect } from 'vitest';
import { FREE_DRINKS_LIMIT_MESSAGE, MAX_FREE_DRINKS, checkFreeDrinks, freeDrinksIn } from './free-drinks.ts';
import { freeDrink, group, item, pizza } from './basket-fixtures.test-support.ts';

const limitReached = { ok: false, code: 'StockPromoLimitReached', message: 'max of 3 FREE drinks per order' };

describe('free promotional drinks', () => {
  it('are limited to 3 per order', () => {
    expect(MAX_FREE_DRINKS).toBe(3);
    expect(FREE_DRINKS_LIMIT_MESSAGE).toBe('max of 3 FREE drinks per order');
  });

  it('allows 3 and refuses 4', () => {
    expect(checkFreeDrinks({ items: [pizza(), freeDrink({ quantity: 3 })] })).toEqual({ ok: true });
    expect(checkFreeDrinks({ items: [pizza(), freeDrink({ quantity: 4 })] })).toEqual(limitReached);
    expect(checkFreeDrinks({ items: [freeDrink({ quantity: 2 }), freeDrink({ quantity: 2 })] })).toEqual(limitReached);
  });

  it('counts grouped items times the group quantity, and meal contents', () => {
    const basket = {
      items: [item('Meals', { quantity: 2, subItems: [freeDrink()] })],
      groupedItems: [group([freeDrink()], { quantity: 2 })],
    };
    expect(freeDrinksIn(basket)).toBe(4);
    expect(checkFreeDrinks(basket)).toEqual(limitReached);
  });

  it('ignores paid drinks', () => {
    expect(checkFreeDrinks({ items: [item('Drinks', { quantity: 10 })] })).toEqual({ ok: true });
  });
});
