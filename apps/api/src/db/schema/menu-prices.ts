import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Head office's price changes over the seeded menu (decision 200). Append-only: the newest row per
 * product and size is the price; the seed never touches this table, so a change outlives a re-seed.
 * `size_id` 0 is the price of a product without sizes.
 */
export const menuPriceChanges = pgTable(
  'menu_price_changes',
  {
    changeId: bigserial('change_id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    sizeId: integer('size_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_price_changes_latest_idx').on(t.productId, t.sizeId, t.changeId)],
);
