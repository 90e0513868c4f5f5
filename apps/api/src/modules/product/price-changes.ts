import type { Product } from '@storefront/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuPriceChanges } from '../../db/schema/index.ts';

/** Size id under which the price of a product without sizes is kept. */
export const UNSIZED = 0;

export interface PriceChange {
  productId: number;
  sizeId: number;
  priceCents: number;
  changedBy: string;
  changedAt: Date;
}

/** The newest change per product and size (decision 200), by product. */
export async function latestPriceChanges(db: Db): Promise<Map<number, PriceChange[]>> {
  const rows = await db
    .selectDistinctOn([menuPriceChanges.productId, menuPriceChanges.sizeId], {
      productId: menuPriceChanges.productId,
      sizeId: menuPriceChanges.sizeId,
      priceCents: menuPriceChanges.priceCents,
      changedBy: menuPriceChanges.changedBy,
      changedAt: menuPriceChanges.changedAt,
    })
    .from(menuPriceChanges)
    .orderBy(menuPriceChanges.productId, menuPriceChanges.sizeId, desc(menuPriceChanges.changeId));
  const byProduct = new Map<number, PriceChange[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/**
 * The product at head office's prices. A sized product's "from" price follows its cheapest size,
 * as the seeded menu's does; a change for a size the product no longer has is ignored.
 */
export function withPriceChanges(product: Product, changes: readonly PriceChange[] | undefined): Product {
  if (!changes?.length) return product;
  if (product.sizes.length === 0) {
    const change = changes.find((c) => c.sizeId === UNSIZED);
    return change ? { ...product, totalPrice: change.priceCents } : product;
  }
  const sizes = product.sizes.map((size) => {
    const change = changes.find((c) => c.sizeId === size.sizeId);
    return change ? { ...size, priceCents: change.priceCents } : size;
  });
  return { ...product, sizes, totalPrice: Math.min(...sizes.map((s) => s.priceCents)) };
}
