import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baskets } from './baskets.ts';

/**
 * Group orders (docs/group-orders.md, decision 212). A group is built on its host's basket: every
 * line is a line of that basket, priced by the basket service; group_order_lines says whose it is.
 * Secrets are kept as SHA-256 hashes only; the share token is shown to every member, so it is kept.
 * One live group per basket (the partial unique index).
 */
export const groupOrders = pgTable(
  'group_orders',
  {
    groupId: uuid('group_id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.basketId),
    shareToken: text('share_token').notNull(),
    /** open, locked, checkingOut, collecting, placed, cancelled, expired (contract groupOrderStatuses). */
    status: text('status').notNull(),
    /** payAll or split, once the host checked out. */
    mode: text('mode'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Split: the basket total the shares were made from; placement refuses a basket that changed. */
    splitTotalCents: integer('split_total_cents'),
    /** Split: set while one caller places the order, so only one ever does. */
    placing: boolean('placing').notNull().default(false),
    /** The host covering every unpaid share: paying (under way or 3-D Secure), authorised, captured, voided. */
    coverStatus: text('cover_status'),
    coverCents: integer('cover_cents'),
    coverAuthorisationId: text('cover_authorisation_id'),
    coverCardSessionId: text('cover_card_session_id'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('group_orders_share_token_idx').on(t.shareToken),
    uniqueIndex('group_orders_live_basket_idx')
      .on(t.basketId)
      .where(sql`${t.status} in ('open', 'locked', 'checkingOut', 'collecting')`),
  ],
);

export const groupOrderParticipants = pgTable(
  'group_order_participants',
  {
    participantId: uuid('participant_id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groupOrders.groupId),
    displayName: text('display_name').notNull(),
    isHost: boolean('is_host').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Joining order (ties in the split's remainder go to the earliest, decision 211). */
    joinedSeq: bigint('joined_seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** Split: this person's share and its payment (contract groupShareStatuses). */
    shareCents: integer('share_cents'),
    shareStatus: text('share_status'),
    coveredByHost: boolean('covered_by_host').notNull().default(false),
    cardSessionId: text('card_session_id'),
    authorisationId: text('authorisation_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
  },
  (t) => [
    uniqueIndex('group_order_participants_secret_idx').on(t.secretHash),
    index('group_order_participants_group_idx').on(t.groupId),
  ],
);

/** Whose each line of the group's basket is; a basket line with no row here is the host's. */
export const groupOrderLines = pgTable(
  'group_order_lines',
  {
    basketItemId: uuid('basket_item_id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groupOrders.groupId),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => groupOrderParticipants.participantId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('group_order_lines_group_idx').on(t.groupId)],
);
