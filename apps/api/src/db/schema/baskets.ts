import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const basketStatuses = ['Open', 'Ordered', 'Expired', 'OrderFailed'] as const;
export type BasketStatus = (typeof basketStatuses)[number];

/**
 * A basket and its disposition (the location session). Items are kept as the customer's
 * choices (product ids, sizes, toppings) and priced from the catalogue on every read, so a
 * price is never taken from the client and never goes stale.
 */
export const baskets = pgTable(
  'baskets',
  {
    basketId: uuid('basket_id').primaryKey(),
    sessionId: text('session_id').notNull(),
    status: text('status', { enum: basketStatuses }).notNull().default('Open'),
    channelType: text('channel_type', { enum: ['Web', 'App'] }).notNull(),
    serviceType: text('service_type', { enum: ['Delivery', 'Pickup'] }).notNull(),
    storeId: integer('store_id').notNull(),
    isAsap: boolean('is_asap').notNull(),
    orderDueAt: timestamp('order_due_at', { withTimezone: true }).notNull(),
    /** Delivery address and the suburb matched to the store's zone; null for pickup. */
    deliveryAddress: jsonb('delivery_address'),
    customerId: text('customer_id'),
    items: jsonb('items').notNull().default({ basketItems: [], groupedBasketItems: [] }),
    orderNote: text('order_note'),
    /** Contact details checked by validateOrder (spec CustomerInfo). */
    customerInfo: jsonb('customer_info'),
    /** The chosen payment (spec Basket.paymentInfo): method, attached card token or provider payment. */
    paymentInfo: jsonb('payment_info'),
    orderId: text('order_id'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('baskets_customer_idx').on(t.customerId)],
);
