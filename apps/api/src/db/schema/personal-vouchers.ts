import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** Issued vouchers' ids start here; catalogue voucher ids stay below it. */
export const ISSUED_VOUCHER_ID_FLOOR = 1_000_000;

/**
 * Vouchers issued to one customer (decision 156): each is also a row of `vouchers` with its own
 * code, so the basket's ordinary voucher path prices and redeems it; this row says whose it is.
 * Its id is the voucher's id, drawn from 1,000,000 up so it never meets a catalogue id.
 */
export const issuedVouchers = pgTable(
  'issued_vouchers',
  {
    voucherId: integer('voucher_id').primaryKey().generatedAlwaysAsIdentity({ startWith: ISSUED_VOUCHER_ID_FLOOR }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    source: text('source', { enum: ['reward', 'appdeal'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('issued_vouchers_customer_idx').on(t.customerId)],
);

/**
 * Points spent on reward vouchers (decision 127): the earned side is read from the orders, the
 * spent side is kept here. A retry with the same idempotency key finds its first spend.
 */
export const rewardSpends = pgTable(
  'reward_spends',
  {
    spendId: uuid('spend_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    idempotencyKey: text('idempotency_key').notNull(),
    rewardId: text('reward_id').notNull(),
    points: integer('points').notNull(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => issuedVouchers.voucherId),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reward_spends_key_idx').on(t.customerId, t.idempotencyKey)],
);

/**
 * Deals the customer won in an app game (GET /customer/{id}/appdeals, decision 157): one row per
 * prize, its voucher issued to the customer. The game's own award key makes an award once only.
 */
export const appDeals = pgTable(
  'app_deals',
  {
    dealId: uuid('deal_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    prizeTypeId: integer('prize_type_id').notNull(),
    awardKey: text('award_key').notNull(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => issuedVouchers.voucherId),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set by ForceReset outside production: the deal no longer counts as held. */
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_deals_award_idx').on(t.customerId, t.awardKey),
    index('app_deals_customer_idx').on(t.customerId, t.prizeTypeId),
  ],
);
