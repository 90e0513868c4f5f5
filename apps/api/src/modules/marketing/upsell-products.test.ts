// The spec's listing rules for upsell products (document 2, sections 5 and 8), on the seeded catalogue.
import type { Product, ProductIngredient, Upsell } from '@storefront/contract';
import { products, upsells } from '@storefront/catalog';
import { describe, expect, it } from 'vitest';
import {
  isListedInUpsell,
  resolveUpsellProducts,
  UpsellConfigurationError,
  withoutSingleDefaultCategories,
} from './upsell-products.ts';

const byId = new Map(products.map((product) => [product.productId, product]));
const product = (id: number): Product => byId.get(id)!;
const upsell = (id: number): Upsell => upsells.find((u) => u.upsellId === id)!;
const sauces = (p: Product) => p.ingredients.filter((i) => i.ingredientCategoryCode === 'Sauce');
const PEPPERONI = 1003;
const GARLIC_AIOLI_DIP = 6001;

describe('missing product ids or no products raise errors', () => {
  it('resolves every seeded rule in its own order', () => {
    for (const rule of upsells) {
      expect(resolveUpsellProducts(rule, byId).map((p) => p.productId)).toEqual(rule.products);
    }
  });

  it('raises for a product id missing from the catalogue instead of skipping it', () => {
    const stale = { ...upsell(1), products: [2001, 999_999] };
    expect(() => resolveUpsellProducts(stale, byId)).toThrow(UpsellConfigurationError);
    expect(() => resolveUpsellProducts(stale, byId)).toThrow(
      'Upsell 1 names product ids missing from the catalogue: 999999.',
    );
  });

  it('raises for a rule with no products, unless it is a poster', () => {
    expect(() => resolveUpsellProducts({ ...upsell(1), products: [] }, byId)).toThrow(
      'Upsell 1 (ProductUpsell) has no products.',
    );
    expect(resolveUpsellProducts(upsell(3), byId)).toEqual([]);
  });
});

describe('customisable products listed only if sauce-bearing or lacking sauce, and extended stock items', () => {
  const pizza = product(PEPPERONI);
  const withSauces = (ingredients: ProductIngredient[]) => ({ ...pizza, ingredients });

  it('lists a pizza that comes with a sauce, or has no sauce to choose', () => {
    expect(sauces(pizza).some((s) => s.isDefault)).toBe(true);
    expect(isListedInUpsell(pizza)).toBe(true);
    expect(isListedInUpsell(withSauces(pizza.ingredients.filter((i) => i.ingredientCategoryCode !== 'Sauce')))).toBe(
      true,
    );
  });

  it('does not list a pizza with sauces but none it comes with', () => {
    const noDefault = pizza.ingredients.map((i) =>
      i.ingredientCategoryCode === 'Sauce' ? { ...i, isDefault: false } : i,
    );
    expect(isListedInUpsell(withSauces(noDefault))).toBe(false);
  });

  it('lists extended stock items (dips) but not other ingredient products; stock items as before', () => {
    expect(product(GARLIC_AIOLI_DIP)).toMatchObject({
      productType: 'StockItemExtended',
      discriminator: 'IngredientProduct',
    });
    expect(isListedInUpsell(product(GARLIC_AIOLI_DIP))).toBe(true);
    expect(isListedInUpsell({ ...product(GARLIC_AIOLI_DIP), productType: 'Sides' })).toBe(false);
    expect(isListedInUpsell(product(2001))).toBe(true);
  });
});

describe('single-default upsell categories are dropped', () => {
  const pizza = product(PEPPERONI);
  const ownSauce = sauces(pizza).find((s) => s.isDefault)!;
  // The pizza's own sauce offered as a product (an ingredient upsell offering sauces).
  const sauceProduct = { ...product(GARLIC_AIOLI_DIP), productId: ownSauce.productId };

  it('keeps an offered sauce while the pizza has other sauces to swap to', () => {
    expect(sauces(pizza).length).toBeGreaterThan(1);
    expect(withoutSingleDefaultCategories([sauceProduct], pizza)).toEqual([sauceProduct]);
  });

  it('drops it when the sauce category holds only the default', () => {
    const onlyDefault = {
      ...pizza,
      ingredients: pizza.ingredients.filter((i) => i === ownSauce || i.ingredientCategoryCode !== 'Sauce'),
    };
    expect(withoutSingleDefaultCategories([sauceProduct, product(2001)], onlyDefault)).toEqual([product(2001)]);
  });

  it('leaves products that are not the added product’s ingredients alone', () => {
    expect(withoutSingleDefaultCategories([product(2001)], undefined)).toEqual([product(2001)]);
  });
});
