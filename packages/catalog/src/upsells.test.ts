import { describe, expect, it } from 'vitest';
import { products, upsells } from './index.ts';

const productIds = new Set(products.map((product) => product.productId));

describe('upsells', () => {
  it('refers only to real products', () => {
    for (const upsell of upsells) {
      for (const id of [...upsell.requiredProducts, ...upsell.products, ...upsell.removeProducts]) {
        expect(productIds.has(id), `upsell ${upsell.upsellId}: ${id}`).toBe(true);
      }
      expect(upsell.requiredProducts.length).toBeGreaterThan(0);
    }
  });

  it('covers every design and both triggers', () => {
    expect(new Set(upsells.map((upsell) => upsell.design))).toEqual(
      new Set(['Poster', 'ProductUpsell', 'IngredientUpsell']),
    );
    expect(new Set(upsells.flatMap((upsell) => upsell.triggers))).toEqual(new Set(['addtocart', 'adddealtocart']));
  });

  it('pairs design codes with designs', () => {
    const designOf = {
      poster: 'Poster',
      product: 'ProductUpsell',
      ingredient: 'IngredientUpsell',
      ingredientupsell: 'IngredientUpsell',
    };
    for (const upsell of upsells) expect(upsell.design).toBe(designOf[upsell.designCode]);
  });

  it('offers products unless it is a poster, which links somewhere instead', () => {
    for (const upsell of upsells) {
      if (upsell.design === 'Poster') expect(upsell.redirectLink).not.toBeNull();
      else expect(upsell.products.length).toBeGreaterThan(0);
    }
  });

  it('triggers deal upsells from deals or meals', () => {
    const bundles = new Set(
      products.filter((product) => product.discriminator === 'Deal').map((product) => product.productId),
    );
    for (const upsell of upsells.filter(
      (candidate) => candidate.triggers.includes('adddealtocart') && !candidate.triggers.includes('addtocart'),
    )) {
      for (const id of upsell.requiredProducts) expect(bundles.has(id)).toBe(true);
    }
  });

  it('has unique ids', () => {
    expect(new Set(upsells.map((upsell) => upsell.upsellId)).size).toBe(upsells.length);
  });
});
