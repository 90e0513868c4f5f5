import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A placed order: a priced snapshot of its basket, who ordered it and how it was paid. */
export const orders = pgTable(
  'orders',
  {
    orderId: uuid('order_id').primaryKey(),
    /** Short reference a person can read out on the phone, e.g. 'RR7K2Q9M'. */
    orderReference: text('order_reference').notNull().unique(),
    /** One order per basket, whatever races or retries happen. */
    basketId: uuid('basket_id').notNull().unique(),
    sessionId: text('session_id').notNull(),
    customerId: text('customer_id'),
    storeId: integer('store_id').notNull(),
    serviceType: text('service_type', { enum: ['Delivery', 'Pickup'] }).notNull(),
    orderDueAt: timestamp('order_due_at', { withTimezone: true }).notNull(),
    /**
     * When the customer was promised the order, fixed at placement: an ASAP basket's due time is
     * placement plus 1 minute, but it was promised placement plus the store's promise minutes.
     */
    promisedAt: timestamp('promised_at', { withTimezone: true }).notNull(),
    /** A delivery the customer asked to have left at the door. */
    isContactless: boolean('is_contactless').notNull().default(false),
    status: text('status').notNull(),
    orderRegister: text('order_register', { enum: ['order-guest', 'order-customer'] }).notNull(),
    agentName: text('agent_name'),
    basketTotal: integer('basket_total').notNull(),
    /** The basket as priced at placement (items, charges, vouchers, totals). */
    basket: jsonb('basket').notNull(),
    customerInfo: jsonb('customer_info').notNull(),
    /** Method, authorisation id, card summary and payment status: never a card number. */
    payment: jsonb('payment').notNull(),
    /**
     * The card session or provider payment that paid this order (null when paid in store or free):
     * unique, so one payment never pays two orders whatever a gateway allows.
     */
    paymentReference: text('payment_reference').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_store_idx').on(t.storeId, t.createdAt),
    // The store console: a store's open orders, and those finished since a time (status, then
    // updated_at), without reading the rest of the store's history.
    index('orders_store_status_idx').on(t.storeId, t.status, t.updatedAt),
    // A customer's order history, newest first.
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** Every status an order passes through, when and by whom. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId)],
);

/**
 * A payment taken for a basket before its order exists. Written before the gateway is asked,
 * updated after, closed by the order and then by the capture; what a crash leaves unfinished is
 * voided or captured by recovery (payment-attempts.ts).
 */
export const paymentAttempts = pgTable('payment_attempts', {
  attemptId: uuid('attempt_id').primaryKey(),
  basketId: uuid('basket_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  method: text('method').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** authorising -> authorised -> ordered -> captured; or voided / declined. A TypeScript enum only: no DB check. */
  status: text('status', {
    enum: ['authorising', 'authorised', 'ordered', 'captured', 'voided', 'declined'],
  }).notNull(),
  authorisationId: text('authorisation_id'),
  /** The card session or provider payment this attempt pays with (a 3-D Secure return finds it here). */
  paymentReference: text('payment_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Stored first answers for Idempotency-Key requests (Stripe's model; kept 24 hours or more). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  /** Hash of the basket session that made the first request: only that session gets the answer replayed. */
  callerHash: text('caller_hash').notNull().default(''),
  state: text('state', { enum: ['running', 'done'] }).notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
