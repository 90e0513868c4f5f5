import type { Product } from '@storefront/contract';
import { alcohol, drinks } from './drinks.ts';
import { halfNHalf } from './half-n-half.ts';
import { coupons, deals, meals } from './meals-and-deals.ts';
import { pizzas } from './pizzas.ts';
import { desserts, dips, mains, meatballs, sides, wings, wingsStreet } from './stock-items.ts';
import { surcharges } from './surcharges.ts';

/** The whole menu, in menu order. */
export const products: Product[] = [
  ...meals,
  ...deals,
  ...pizzas,
  halfNHalf,
  ...wings,
  ...wingsStreet,
  ...sides,
  ...mains,
  ...meatballs,
  ...dips,
  ...desserts,
  ...drinks,
  ...alcohol,
  ...coupons,
  ...surcharges,
];

const byId = new Map(products.map((product) => [product.productId, product]));
const bySlug = new Map(products.map((product) => [product.slug, product]));

export const productById = (productId: number): Product | undefined => byId.get(productId);

/** The productId of the product with this slug; throws for an unknown slug, so references fail at load. */
export const productIdOf = (slug: string): number => {
  const product = bySlug.get(slug);
  if (!product) throw new Error(`Unknown product slug ${slug}`);
  return product.productId;
};
