import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Browsers' Web Push subscriptions (decision 188), one per endpoint (a device's browser profile).
 * A signed-in customer's device has their customer id and follows all their orders; a guest's
 * device has none and follows the order it was asked on. The endpoint is a capability: whoever
 * holds it may push to the device, so it is never shown back.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    customerId: text('customer_id'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('push_subscriptions_customer_idx').on(t.customerId),
    index('push_subscriptions_order_idx').on(t.orderId),
  ],
);
