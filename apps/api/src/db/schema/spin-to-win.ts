import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appDeals } from './personal-vouchers.ts';
import { customers } from './customers.ts';

/**
 * Spin-to-win spins (decision 197). One row per customer per campaign per period: the unique
 * index is what makes parallel spins give one outcome (the others conflict and are refused).
 * The prize is kept with the spin so a deal whose award was interrupted is awarded on the next read.
 */
export const spins = pgTable(
  'spins',
  {
    spinId: uuid('spin_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    /** The campaign's slug (its story is spin-to-win/{campaign}). */
    campaign: text('campaign').notNull(),
    /** The local date for a daily campaign, 'campaign' for a once-per-campaign one. */
    periodKey: text('period_key').notNull(),
    segmentIndex: integer('segment_index').notNull(),
    /** The prize's catalogue voucher and prize type; null when the segment is "no prize". */
    voucherCode: text('voucher_code'),
    prizeTypeId: integer('prize_type_id'),
    prizeExpiresAt: timestamp('prize_expires_at', { withTimezone: true }),
    dealId: uuid('deal_id').references(() => appDeals.dealId),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('spins_one_per_period_idx').on(t.customerId, t.campaign, t.periodKey)],
);
