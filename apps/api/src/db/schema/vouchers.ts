import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Voucher definitions from the catalogue, and how many times each has been redeemed. */
export const vouchers = pgTable('vouchers', {
  voucherId: integer('voucher_id').primaryKey(),
  code: text('code').notNull().unique(),
  maxRedemptions: integer('max_redemptions'),
  /** Counted only when an order is placed, under a row lock: see voucher-redemption.ts. */
  redeemedCount: integer('redeemed_count').notNull().default(0),
  data: jsonb('data').notNull(),
});

/** One row per voucher used by a placed order. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id').notNull(),
    basketId: uuid('basket_id').notNull(),
    orderId: text('order_id').notNull(),
    /** Set for vouchers that are single-use per customer. */
    customerKey: text('customer_key'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_basket_idx').on(t.voucherId, t.basketId),
    uniqueIndex('voucher_redemptions_customer_idx').on(t.voucherId, t.customerKey),
  ],
);
