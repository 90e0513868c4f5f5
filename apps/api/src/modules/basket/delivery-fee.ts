import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';

/** The catalogue's delivery surcharge product, whose price is the Delivery service charge. */
export const DELIVERY_FEE_SLUG = 'delivery-fee';

export function deliveryFeeSource(db: Db) {
  const cache = cachedValue(60_000, async () => {
    const [row] = await db
      .select({ data: products.data })
      .from(products)
      .where(and(eq(products.slug, DELIVERY_FEE_SLUG), eq(products.productType, 'Surcharges')));
    const price = (row?.data as { totalPrice?: number } | undefined)?.totalPrice;
    if (price === undefined) throw new Error(`The catalogue has no '${DELIVERY_FEE_SLUG}' surcharge.`);
    return price;
  });
  return () => cache.get();
}
