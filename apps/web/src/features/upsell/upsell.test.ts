import type { Basket, BasketItemView, UpsellOffer } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  garlicBread,
  pepperoni,
  STUFFED,
  LARGE,
  FAMILY,
  BACON,
  PAN,
  GLUTEN_FREE,
} from '../../test/product-fixtures.ts';
import {
  countersFor,
  DISMISSAL_THRESHOLD,
  isLocked,
  isUpsellLocked,
  recordUpsellEvent,
  REDEMPTION_THRESHOLD,
  UPSELL_COUNTERS_KEY,
} from './upsell-counters.ts';
import { ingredientOptions, productOptions, upsellOptions } from './upsell-options.ts';

describe('upsell counters', () => {
  it('uses the spec thresholds: dismissal 2, redemption 1', () => {
    expect(DISMISSAL_THRESHOLD).toBe(2);
    expect(REDEMPTION_THRESHOLD).toBe(1);
  });

  it('locks after 2 dismissals, not after 1', () => {
    recordUpsellEvent(1, 'dismissals');
    expect(countersFor(1)).toEqual({ dismissals: 1, interactions: 0, redemptions: 0 });
    expect(isUpsellLocked(1)).toBe(false);
    recordUpsellEvent(1, 'dismissals');
    expect(isUpsellLocked(1)).toBe(true);
  });

  it('counts dismissals and interactions together: 1 + 1 locks', () => {
    expect(isLocked({ dismissals: 1, interactions: 1, redemptions: 0 })).toBe(true);
    expect(isLocked({ dismissals: 0, interactions: 1, redemptions: 0 })).toBe(false);
    expect(isLocked({ dismissals: 0, interactions: 2, redemptions: 0 })).toBe(true);
  });

  it('locks after 1 redemption', () => {
    expect(isLocked({ dismissals: 0, interactions: 0, redemptions: 0 })).toBe(false);
    recordUpsellEvent(4, 'redemptions');
    expect(isUpsellLocked(4)).toBe(true);
  });

  it('keeps counters per upsell in session storage', () => {
    recordUpsellEvent(2, 'interactions');
    recordUpsellEvent(3, 'dismissals');
    expect(JSON.parse(sessionStorage.getItem(UPSELL_COUNTERS_KEY)!)).toEqual({
      '2': { dismissals: 0, interactions: 1, redemptions: 0 },
      '3': { dismissals: 1, interactions: 0, redemptions: 0 },
    });
  });

  it('treats unreadable storage as no counts', () => {
    sessionStorage.setItem(UPSELL_COUNTERS_KEY, '{nope');
    expect(countersFor(2)).toEqual({ dismissals: 0, interactions: 0, redemptions: 0 });
  });
});

const asProduct = (p: typeof pepperoni, over: Partial<typeof pepperoni> = {}) => ({ ...p, ...over });

const line = (parts: BasketItemView['basketItemParts'], quantity = 1): BasketItemView =>
  ({
    basketItemId: 'line-1',
    productId: 1003,
    slug: 'pepperoni',
    quantity,
    basketItemParts: parts,
    isCustomisable: true,
  }) as BasketItemView;

const part = (productId: number, name: string, category: 'Size' | 'Base' | 'Topping', size: number | null = null) => ({
  productId,
  name,
  category,
  quantity: 1,
  size,
  sizeName: null,
  totalPrice: 0,
  isDefault: true,
});

describe('upsell options', () => {
  const largePanWithBacon = line([
    part(1003, 'Large', 'Size', LARGE),
    part(PAN, 'Pan', 'Base', LARGE),
    part(BACON, 'Bacon', 'Topping'),
  ]);
  const ingredientAsProduct = (id: number, name: string) =>
    asProduct(pepperoni, { productId: id, name, slug: name.toLowerCase(), discriminator: 'IngredientProduct' });

  it('offers only toppings not on the item, and bases made in its size; a base replaces the current one', () => {
    const offer = {
      products: [
        ingredientAsProduct(BACON, 'Bacon'),
        ingredientAsProduct(531, 'Mushrooms'),
        ingredientAsProduct(STUFFED, 'Stuffed Crust'),
        ingredientAsProduct(PAN, 'Pan'),
      ],
    };
    const options = ingredientOptions(offer, largePanWithBacon, pepperoni);
    expect(options.map((o) => [o.product.name, o.action, o.priceCents])).toEqual([
      ['Mushrooms', { kind: 'swap', addProductId: 531, removeProductIds: [], updateSingle: false }, 150],
      ['Stuffed Crust', { kind: 'swap', addProductId: STUFFED, removeProductIds: [PAN], updateSingle: false }, 400],
    ]);
  });

  it('leaves out a base not made in the item’s size', () => {
    const familyPan = line([part(1003, 'Family', 'Size', FAMILY), part(PAN, 'Pan', 'Base', FAMILY)]);
    const offer = {
      products: [ingredientAsProduct(STUFFED, 'Stuffed Crust'), ingredientAsProduct(GLUTEN_FREE, 'Gluten Free')],
    };
    expect(ingredientOptions(offer, familyPan, pepperoni)).toEqual([]);
  });

  it('changes one unit only when the line has several', () => {
    const two = line([part(1003, 'Large', 'Size', LARGE), part(PAN, 'Pan', 'Base', LARGE)], 2);
    expect(
      ingredientOptions({ products: [ingredientAsProduct(531, 'Mushrooms')] }, two, pepperoni)[0]!.action,
    ).toMatchObject({
      updateSingle: true,
    });
  });

  it('hides products out of stock, unavailable or already in the basket', () => {
    const basket = { basketItems: [{ productId: 2001 }], groupedBasketItems: [] } as unknown as Basket;
    const offer = {
      products: [
        garlicBread,
        asProduct(garlicBread, { productId: 2002, name: 'Cheesy Garlic Bread' }),
        asProduct(garlicBread, { productId: 2003, name: 'Wedges', isOutOfStock: true }),
        asProduct(garlicBread, { productId: 2004, name: 'Sticks', isAvailable: false }),
      ],
    };
    expect(productOptions(offer, basket).map((o) => o.product.name)).toEqual(['Cheesy Garlic Bread']);
  });

  it('adds non-ingredients (dips) of an ingredient upsell as items, and a poster offers nothing to pick', () => {
    const dip = asProduct(garlicBread, {
      productId: 6001,
      name: 'Garlic Aioli Dip',
      discriminator: 'IngredientProduct',
    });
    const offer = { design: 'IngredientUpsell', products: [dip] } as unknown as UpsellOffer;
    expect(upsellOptions(offer, null, largePanWithBacon, pepperoni).map((o) => o.action)).toEqual([
      { kind: 'add', productId: 6001 },
    ]);
    expect(upsellOptions({ design: 'Poster', products: [] } as unknown as UpsellOffer, null, null, null)).toEqual([]);
  });
});
