import type { Product } from '@storefront/contract';
import { inOrder, makeProduct } from './build.ts';

/** Charges the basket adds by itself; hidden from the menu. Suburb surcharges live on each store's delivery zone. */
const rows: [id: number, name: string, priceCents: number, description: string][] = [
  [9001, 'Delivery Fee', 795, 'Charged on every delivery order, before any suburb surcharge.'],
  [9002, 'Public Holiday Surcharge', 300, 'A flat charge on orders for a public holiday in the store’s state.'],
  [9003, 'Late Night Delivery Surcharge', 200, 'Charged on deliveries promised after 10pm.'],
];

export const surcharges: Product[] = inOrder(
  rows.map(([productId, name, totalPrice, description]) =>
    makeProduct({
      productId,
      name,
      totalPrice,
      description,
      productType: 'Surcharges',
      discriminator: 'Surcharge',
      categoryCodes: ['surcharges'],
      // surcharges never count towards the minimum order value
      ignoreMinSpend: true,
    }),
  ),
);
