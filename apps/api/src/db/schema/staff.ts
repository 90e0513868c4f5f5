import { index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** Store staff who run the order console; passwords are scrypt hashes, never text. */
export const staff = pgTable('staff', {
  username: text('username').primaryKey(),
  name: text('name').notNull(),
  storeCode: text('store_code').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** 'store' runs a store's orders; 'editor' edits and publishes content (decision 177); 'marketing' schedules cards and messages (decision 165). */
  role: text('role', { enum: ['store', 'editor', 'marketing'] })
    .notNull()
    .default('store'),
});

/** Console sign-ins: only the token's hash is kept. */
export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  username: text('username').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Answers to survey questions: one per question per order, for an order that exists (decision 093). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: text('survey_id').notNull(),
    questionId: text('question_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.orderId),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('survey_responses_survey_idx').on(t.surveyId),
    uniqueIndex('survey_responses_answer_idx').on(t.orderId, t.surveyId, t.questionId),
  ],
);
