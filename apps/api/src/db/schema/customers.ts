import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Registered customers. E-mail (lower case) and mobile (+614...) are unique among live accounts;
 * a deleted account keeps its row (orders point at it) with its contact details cleared.
 */
export const customers = pgTable(
  'customers',
  {
    customerId: uuid('customer_id').primaryKey(),
    userId: uuid('user_id').notNull().unique(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileNumber: text('mobile_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    optinEmail: boolean('optin_email').notNull().default(false),
    optinSms: boolean('optin_sms').notNull().default(false),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    /** Signs in with e-mail codes (registered by e-mail); else by mobile or a provider only. */
    hasEmailAccount: boolean('has_email_account').notNull().default(false),
    dispositionPreference: jsonb('disposition_preference').$type<{
      address: string | null;
      serviceType: 'delivery' | 'pickup' | null;
      storeId: number | null;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_email_live_idx')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_mobile_live_idx')
      .on(t.mobileNumber)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A social provider's subject linked to a customer: one account per (provider, subject). */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.customerId),
    email: text('email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_identities_subject_idx').on(t.provider, t.subject),
    index('customer_identities_customer_idx').on(t.customerId),
  ],
);

/**
 * One-time codes. Only an HMAC of the code (keyed with a server secret) is kept, so a copy of the
 * table does not yield codes. A row is also written for an address with no account (customerId
 * null, a code nobody knows), so both cases do the same work and give the same answers.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    /** 'email:a@b.com' or 'sms:+61412345678'. */
    destination: text('destination').notNull(),
    purpose: text('purpose').$type<'login' | 'register'>().notNull(),
    codeHash: text('code_hash').notNull(),
    customerId: uuid('customer_id'),
    /** The registration to create when a 'register' code is confirmed (names, opt-ins). */
    registration: jsonb('registration').$type<Record<string, unknown>>(),
    attemptsLeft: integer('attempts_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code signs in, is replaced by a newer one, or runs out of tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_destination_idx').on(t.destination, t.createdAt)],
);

/** Single-use links sent by e-mail: login links and address verification. Only the hash is kept. */
export const emailLinkTokens = pgTable('email_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose').$type<'login' | 'verify-email'>().notNull(),
  customerId: uuid('customer_id').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Refresh tokens, stored hashed. Each sign-in starts a family; a refresh marks the presented token
 * used and adds its successor to the family. Presenting a used token again means it was copied:
 * the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    scope: text('scope').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_customer_idx').on(t.customerId)],
);

export const refreshTokenFamilies = pgTable('refresh_token_families', {
  familyId: uuid('family_id').primaryKey(),
  customerId: uuid('customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: text('revoked_reason'),
  /** The browser's User-Agent at sign-in, so the security page can name the device (decision 158). */
  userAgent: text('user_agent'),
});

/** Messages the notifier keeps when no SMTP server is configured (DESIGN section 5). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms' | 'push'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message carries, for the development outbox: the code, the links. */
    code: text('code'),
    links: jsonb('links').$type<string[]>().notNull(),
    /** Extra e-mail headers (a marketing message's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
