import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Store staff who run the order console; passwords are scrypt hashes, never text. */
export const staff = pgTable('staff', {
  username: text('username').primaryKey(),
  name: text('name').notNull(),
  storeCode: text('store_code').notNull(),
  passwordHash: text('password_hash').notNull(),
});

/** Console sign-ins: only the token's hash is kept. */
export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  username: text('username').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Answers to survey questions, per order when there is one. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: text('survey_id').notNull(),
    questionId: text('question_id').notNull(),
    orderId: uuid('order_id'),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('survey_responses_survey_idx').on(t.surveyId)],
);
