import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A line of a received order the store cannot make, and the customer's answer (docs/out-of-stock.md):
 * open until answered or until its deadline, when the store's default applies.
 */
export const orderStockQuestions = pgTable(
  'order_stock_questions',
  {
    questionId: uuid('question_id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    /** The basket item of the order's snapshot that is unavailable. */
    basketItemId: text('basket_item_id').notNull(),
    lineName: text('line_name').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The suggested replacement (product id, name, size, unit price) or null when nothing fits. */
    replacement: jsonb('replacement'),
    /** What applies without an answer: 'drop' or 'cancel' (the store's setting when marked). */
    defaultChoice: text('default_choice', { enum: ['drop', 'cancel'] }).notNull(),
    markedBy: text('marked_by').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** null while open; 'swap', 'drop' or 'cancel' once settled. */
    choice: text('choice', { enum: ['swap', 'drop', 'cancel'] }),
    /** 'customer', 'store-default', or 'store' when staff cancelled the order meanwhile. */
    chosenBy: text('chosen_by'),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** What went back to the customer's payment, in cents (0 for cash or nothing to give back). */
    refundedCents: integer('refunded_cents'),
    /**
     * Set with the answer when money is to go back, cleared once the gateway refunded it: a crash in
     * between leaves it set and the sweep refunds again under the same idempotency key.
     */
    refundPending: boolean('refund_pending').notNull().default(false),
  },
  // Marking the same line twice finds the first question.
  (t) => [uniqueIndex('order_stock_questions_line').on(t.orderId, t.basketItemId)],
);

/** A store's own answer time and default; a store without a row uses 5 minutes and 'drop'. */
export const storeOutOfStockSettings = pgTable('store_out_of_stock_settings', {
  storeId: integer('store_id').primaryKey(),
  answerMinutes: integer('answer_minutes').notNull().default(5),
  defaultChoice: text('default_choice', { enum: ['drop', 'cancel'] })
    .notNull()
    .default('drop'),
});
