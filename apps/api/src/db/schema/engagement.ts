import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The customer-engagement service (decision 165): content cards and in-app messages the marketing
// console schedules for a segment, each viewer's state of them, and custom events and attributes.
// A viewer ("subject") is `user:<userId>` for a signed-in customer or `device:<id>` for a guest.

/** Who a card or message is for: one kind, and the one value that kind needs. */
const segmentColumns = () => ({
  segmentKind: text('segment_kind', { enum: ['all', 'store', 'state', 'min-orders', 'guests'] }).notNull(),
  segmentStoreId: integer('segment_store_id'),
  segmentState: text('segment_state'),
  segmentMinOrders: integer('segment_min_orders'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** One more on each change or withdrawal: a change made from an older copy is refused. */
  version: integer('version').notNull().default(1),
  /** Who last changed or withdrew it; null while it is as created. */
  updatedBy: text('updated_by'),
  /** Taken down from the console (its end was set to this time), and by whom. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  withdrawnBy: text('withdrawn_by'),
});

/** Content cards; `extras` holds every extras field of document 1 section 3, as the contract checks them. */
export const engagementCards = pgTable(
  'engagement_cards',
  {
    id: uuid('id').primaryKey(),
    section: text('section').notNull(),
    imageUrl: text('image_url'),
    url: text('url'),
    /** Epoch milliseconds; 0 never expires, null is always expired (document 1 section 4). */
    expiresAt: bigint('expires_at', { mode: 'number' }),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull(),
    ...segmentColumns(),
  },
  (t) => [index('engagement_cards_section_idx').on(t.section)],
);

/** In-app messages: general, contactless (shown only in its stores) and campaign (extras.campaignType). */
export const engagementMessages = pgTable('engagement_messages', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['general', 'contactless', 'campaign'] }).notNull(),
  header: text('header').notNull(),
  message: text('message').notNull(),
  buttonText: text('button_text'),
  url: text('url'),
  /** Store ids (a JSON array of numbers): where a contactless message shows. */
  stores: jsonb('stores').$type<number[]>().notNull(),
  extras: jsonb('extras').$type<{ campaignType: string | null }>().notNull(),
  ...segmentColumns(),
});

const stateColumns = () => ({
  subject: text('subject').notNull(),
  viewedAt: timestamp('viewed_at', { withTimezone: true }),
  clickedAt: timestamp('clicked_at', { withTimezone: true }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
});

/** One viewer's state of one card: viewed, clicked, dismissed (the console counts these). */
export const engagementCardStates = pgTable(
  'engagement_card_states',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => engagementCards.id, { onDelete: 'cascade' }),
    ...stateColumns(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.subject] })],
);

export const engagementMessageStates = pgTable(
  'engagement_message_states',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => engagementMessages.id, { onDelete: 'cascade' }),
    ...stateColumns(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.subject] })],
);

export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('engagement_events_subject_idx').on(t.subject, t.occurredAt)],
);

export const engagementAttributes = pgTable(
  'engagement_attributes',
  {
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    value: jsonb('value').$type<string | number | boolean>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.name] })],
);
