import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Free pizza coupons claimed on the campaign form (decision 159): one per e-mail address per day,
 * held by the unique index, so of any number of claims at once exactly one is inserted. Each is
 * also a row of `vouchers` with its own single-use code; its id is that voucher's id, drawn from
 * 500,000,000 up so it meets neither a catalogue id nor a customer's issued voucher (1,000,000 up).
 */
export const campaignCoupons = pgTable(
  'campaign_coupons',
  {
    voucherId: integer('voucher_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 500_000_000 }),
    /** The campaign story's slug (campaigns/{campaign}). */
    campaign: text('campaign').notNull(),
    /** The address as counted: trimmed, lower-cased, without a +tag (campaignEmailKey). */
    emailKey: text('email_key').notNull(),
    /** The address as typed, where the coupon was sent. */
    email: text('email').notNull(),
    /** The calendar day in Sydney the claim was made. */
    claimDay: date('claim_day', { mode: 'string' }).notNull(),
    storeCode: text('store_code'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('campaign_coupons_email_day_idx').on(t.emailKey, t.claimDay)],
);
