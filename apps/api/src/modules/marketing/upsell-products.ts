import type { Product, Upsell } from '@storefront/contract';

/**
 * Which of an upsell's products may be offered (spec document 2, sections 5 and 8), before stock
 * and time windows are applied:
 * - its product ids must all be in the catalogue, and a rule that is not a poster must name some:
 *   missing product ids or no products are configuration errors, raised rather than skipped;
 * - customisable products are listed only if sauce-bearing (they come with a sauce) or lacking sauce
 *   (no sauce to choose): one with sauces but none by default cannot be taken as it comes;
 * - ingredient products are listed only as extended stock items (the dips sold on their own);
 * - single-default categories are dropped: offered ingredients of the added product in a category
 *   where that product has only its default (one sauce, one base) have nothing to swap to.
 */

export class UpsellConfigurationError extends Error {
  override readonly name = 'UpsellConfigurationError';
}

/** The upsell's products from the catalogue, in its order; throws for missing ids or none at all. */
export function resolveUpsellProducts(upsell: Upsell, byId: ReadonlyMap<number, Product>): Product[] {
  if (upsell.products.length === 0) {
    if (upsell.design === 'Poster') return [];
    throw new UpsellConfigurationError(`Upsell ${upsell.upsellId} (${upsell.design}) has no products.`);
  }
  const missing = upsell.products.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new UpsellConfigurationError(
      `Upsell ${upsell.upsellId} names product ids missing from the catalogue: ${missing.join(', ')}.`,
    );
  }
  return upsell.products.map((id) => byId.get(id)!);
}

const saucesOf = (product: Pick<Product, 'ingredients'>) =>
  product.ingredients.filter((ingredient) => ingredient.ingredientCategoryCode === 'Sauce');

/** Customisable only if sauce-bearing or lacking sauce; ingredient products only as extended stock items. */
export function isListedInUpsell(product: Pick<Product, 'discriminator' | 'productType' | 'ingredients'>): boolean {
  if (product.discriminator === 'CustomisableProduct') {
    const sauces = saucesOf(product);
    return sauces.length === 0 || sauces.some((sauce) => sauce.isDefault);
  }
  if (product.discriminator === 'IngredientProduct') return product.productType === 'StockItemExtended';
  return true;
}

/** Drops offered ingredients of the added product whose category holds only its default. */
export function withoutSingleDefaultCategories(
  offered: Product[],
  added: Pick<Product, 'ingredients'> | undefined,
): Product[] {
  if (!added) return offered;
  return offered.filter((product) => {
    const own = added.ingredients.find((ingredient) => ingredient.productId === product.productId);
    if (!own) return true;
    const category = added.ingredients.filter((i) => i.ingredientCategoryCode === own.ingredientCategoryCode);
    return !(category.length === 1 && category[0]!.isDefault);
  });
}
