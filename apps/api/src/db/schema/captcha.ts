import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Solved captcha challenges already used: a solution is good for one request only. Rows are
 * only needed until the challenge expires, after which the signature check refuses it anyway.
 */
export const captchaSpent = pgTable('captcha_spent', {
  /** The challenge's HMAC signature: unique per issued challenge. */
  signature: text('signature').primaryKey(),
  action: text('action').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
