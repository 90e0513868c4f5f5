import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A signed-in customer's saved pickup store and delivery address, and the preferred order type
 * (set only when both are saved). The customer's `dispositionPreference` is the one-line summary
 * of this row; this row keeps the whole address, so a delivery can be localised from it.
 */
export const customerSavedPlaces = pgTable('customer_saved_places', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.customerId),
  storeId: integer('store_id'),
  address: jsonb('address').$type<{
    address: string;
    city: string;
    state: string;
    postalCode: string;
    longitude: number;
    latitude: number;
  }>(),
  serviceType: text('service_type', { enum: ['Delivery', 'Pickup'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Pending changes of e-mail address: one row per request, holding the hashes of its two links
 * (confirm to the new address, cancel to the old one). Using either closes the request.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    requestId: uuid('request_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    proposedEmail: text('proposed_email').notNull(),
    previousEmail: text('previous_email'),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when either link is used, or a newer request replaces this one. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['confirmed', 'cancelled', 'replaced'] }),
  },
  (t) => [index('email_change_requests_customer_idx').on(t.customerId)],
);

/**
 * Saved cards: each is a card-on-file token at the payment gateway, owned by one customer. Only
 * what the gateway shows a merchant is kept (brand, last four, expiry), never a number.
 */
export const customerCards = pgTable(
  'customer_cards',
  {
    cardId: uuid('card_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    gatewayToken: text('gateway_token').notNull().unique(),
    brand: text('brand', { enum: ['Visa', 'Mastercard', 'Amex'] }).notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status', { enum: ['Active', 'Inactive'] })
      .notNull()
      .default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_cards_customer_idx').on(t.customerId),
    // At most one default card per customer.
    uniqueIndex('customer_cards_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Messages for the signed-in customer's account (spec: user notification id, variant, message). */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    variant: text('variant', { enum: ['info', 'success', 'warning', 'danger'] }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('user_notifications_customer_idx').on(t.customerId, t.createdAt)],
);
