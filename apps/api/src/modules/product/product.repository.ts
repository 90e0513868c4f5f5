import { categorySchema, productSchema, upsellSchema } from '@storefront/contract';
import type { Category, Product, Upsell } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { categories, products, upsells } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';
import { latestPriceChanges, withPriceChanges, type PriceChange } from './price-changes.ts';

/** The whole menu, read once a minute: ~100 products that every menu page filters in memory. */
const CATALOGUE_CACHE_MS = 60_000;

/** One consistent read of the catalogue, indexed for the product service's lookups. */
export interface CatalogueSnapshot {
  /** Every product, grouped by main category then by sortOrder (the unfiltered menu order). */
  products: Product[];
  byId: ReadonlyMap<number, Product>;
  /** Keyed by lower-case slug. */
  bySlug: ReadonlyMap<string, Product>;
  /** Every category, hidden ones included, by sortOrder. */
  categories: Category[];
  /** Every upsell rule, by upsellId. */
  upsells: Upsell[];
  /** Head office's newest price changes, by productId (already applied to `products`). */
  priceChanges: ReadonlyMap<number, PriceChange[]>;
}

export interface ProductCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Drops this process's snapshot, so the next read sees a change at once (other processes within a minute). */
  reload(): void;
}

export const bySortOrder = (a: Product, b: Product) => a.sortOrder - b.sortOrder || a.productId - b.productId;

export function productCatalogue(db: Db): ProductCatalogue {
  const cache = cachedValue(CATALOGUE_CACHE_MS, async (): Promise<CatalogueSnapshot> => {
    // One after the other: PGlite runs one query at a time anyway, and the load is once a minute.
    const categoryRows = await db.select({ data: categories.data }).from(categories).orderBy(categories.sortOrder);
    const productRows = await db.select({ data: products.data }).from(products);
    const upsellRows = await db.select({ data: upsells.data }).from(upsells).orderBy(upsells.upsellId);
    const priceChanges = await latestPriceChanges(db);

    const categoryList = categoryRows.map((row) => categorySchema.parse(row.data));
    const categoryOrder = new Map(categoryList.map((c) => [c.code, c.sortOrder]));
    const mainOrder = (p: Product) => categoryOrder.get(p.categories[0]?.code ?? '') ?? Number.MAX_SAFE_INTEGER;
    const productList = productRows
      .map((row) => productSchema.parse(row.data))
      .map((product) => withPriceChanges(product, priceChanges.get(product.productId)))
      .sort((a, b) => mainOrder(a) - mainOrder(b) || bySortOrder(a, b));

    return {
      products: productList,
      byId: new Map(productList.map((p) => [p.productId, p])),
      bySlug: new Map(productList.map((p) => [p.slug.toLowerCase(), p])),
      categories: categoryList,
      upsells: upsellRows.map((row) => upsellSchema.parse(row.data)),
      priceChanges,
    };
  });
  return { snapshot: () => cache.get(), reload: () => cache.clear() };
}
