// Which of an upsell's products can be offered, and what taking each one does (spec section 5):
// products out of stock or already in the basket are hidden; an ingredient upsell on a pizza offers
// only ingredients not already on it and made in its size, and a new base replaces the current one.
import type { Basket, BasketItemView, UpsellOffer } from '@storefront/contract';
import type { ProductView } from '../../lib/api/product-service.ts';
import { productIdsInBasket } from '../../lib/api/basket-outcomes.ts';

export type UpsellAction =
  | { kind: 'add'; productId: number }
  | { kind: 'swap'; addProductId: number; removeProductIds: number[]; updateSingle: boolean }
  /** A product that needs choices first (a pizza): opens its builder. */
  | { kind: 'open'; product: ProductView };

export interface UpsellOption {
  product: ProductView;
  action: UpsellAction;
  /** What taking it adds to the order. */
  priceCents: number;
}

const orderable = (p: Pick<ProductView, 'isOutOfStock' | 'isAvailable'>) => !p.isOutOfStock && p.isAvailable;

/** The base, size and toppings of the line an ingredient upsell would change. */
function lineParts(line: BasketItemView) {
  const base = line.basketItemParts.find((p) => p.category === 'Base');
  const size = line.basketItemParts.find((p) => p.category === 'Size');
  const toppings = new Set(line.basketItemParts.filter((p) => p.category === 'Topping').map((p) => p.productId));
  return { baseId: base?.productId ?? null, sizeId: size?.size ?? null, toppings };
}

/**
 * Ingredient options for a pizza line: toppings the pizza may have but does not, and bases made in
 * its size other than its own (taking one removes the current base). Ingredients the pizza cannot
 * have are left out.
 */
export function ingredientOptions(
  offer: Pick<UpsellOffer, 'products'>,
  line: BasketItemView,
  pizza: Pick<ProductView, 'ingredients' | 'bases'>,
): UpsellOption[] {
  const { baseId, sizeId, toppings } = lineParts(line);
  const options: UpsellOption[] = [];
  for (const product of offer.products.filter(orderable)) {
    const ingredient = pizza.ingredients.find((i) => i.productId === product.productId);
    if (!ingredient) continue;
    const updateSingle = line.quantity > 1;
    if (ingredient.ingredientCategoryCode === 'Topping') {
      if (toppings.has(product.productId)) continue;
      options.push({
        product,
        priceCents: ingredient.priceCents,
        action: { kind: 'swap', addProductId: product.productId, removeProductIds: [], updateSingle },
      });
    } else if (ingredient.ingredientCategoryCode === 'Base') {
      const made = pizza.bases.find((b) => b.productId === product.productId);
      if (product.productId === baseId || !made || sizeId === null || !made.compatibleWith.includes(sizeId)) continue;
      options.push({
        product,
        priceCents: ingredient.priceCents,
        action: {
          kind: 'swap',
          addProductId: product.productId,
          removeProductIds: baseId === null ? [] : [baseId],
          updateSingle,
        },
      });
    }
  }
  return options;
}

/** Stand-alone products (sides, drinks, dips): hidden when sold out or already in the basket. */
export function productOptions(offer: Pick<UpsellOffer, 'products'>, basket: Basket | null): UpsellOption[] {
  const inBasket = productIdsInBasket(basket);
  return offer.products
    .filter((p) => orderable(p) && !inBasket.has(p.productId))
    .map((product) => ({
      product,
      priceCents: product.totalPrice,
      action:
        product.discriminator === 'CustomisableProduct' || product.discriminator === 'Deal'
          ? { kind: 'open', product }
          : { kind: 'add', productId: product.productId },
    }));
}

/**
 * The options an upsell shows. An ingredient upsell offers the pizza's own ingredients when the
 * trigger was a pizza line; products that are not its ingredients (dips) are added as items.
 */
export function upsellOptions(
  offer: Pick<UpsellOffer, 'design' | 'products'>,
  basket: Basket | null,
  line: BasketItemView | null,
  lineProduct: Pick<ProductView, 'ingredients' | 'bases'> | null,
): UpsellOption[] {
  if (offer.design === 'Poster') return [];
  if (offer.design === 'IngredientUpsell' && line && lineProduct) {
    const ingredientIds = new Set(lineProduct.ingredients.map((i) => i.productId));
    const standalone = { products: offer.products.filter((p) => !ingredientIds.has(p.productId)) };
    return [...ingredientOptions(offer, line, lineProduct), ...productOptions(standalone, basket)];
  }
  return productOptions(offer, basket);
}
