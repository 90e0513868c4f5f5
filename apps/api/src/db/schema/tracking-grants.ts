import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Lets a customer keep tracking an order from a device that did not place it, after proving the
 * order's reference and contact (POST /order/lookup). Only the token's hash is kept; each use
 * moves its expiry on, never past the tracking window.
 */
export const orderTrackingGrants = pgTable(
  'order_tracking_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_tracking_grants_expiry_idx').on(t.expiresAt)],
);
