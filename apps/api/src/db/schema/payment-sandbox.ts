import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  authorisationStatuses,
  cardBrands,
  declineReasons,
  gatewayMethods,
} from '../../modules/payment/gateway-vocabulary.ts';

/**
 * State of the local payment sandbox (DESIGN.md section 5), kept apart from our own tables as a
 * real provider's would be. No column holds a card number, not even a plain hash of one: only
 * what a real gateway's vault exposes to a merchant (token, brand, last four, expiry, and a
 * fingerprint keyed with a secret that is not in the database).
 */

/** What the test card asks the sandbox to do at authorisation; a real vault decides this with the bank. */
export const sandboxCardOutcomes = ['success', 'challenge', 'declined', 'insufficient_funds', 'expired_card'] as const;

export const sandboxCardSessions = pgTable(
  'sandbox_card_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** The merchant's reference the session was opened for: its token authorises for that reference only. */
    basketId: text('basket_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    returnUrl: text('return_url').notNull(),
    /** Set once the hosted fields tokenised a card; a session tokenises at most once. */
    token: text('token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_card_sessions_token_idx').on(t.token)],
);

export const sandboxTokens = pgTable('sandbox_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand', { enum: cardBrands }).notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  /**
   * The same card gives the same value (an HMAC of the number under the sandbox's own key), so
   * card-testing limits can follow one card across baskets without the number. Null on tokens
   * made before fingerprints existed.
   */
  fingerprint: text('fingerprint'),
  /** Private to the sandbox: never returned through the gateway interface. */
  outcome: text('outcome', { enum: sandboxCardOutcomes }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Set when the merchant discards the card (DELETE token): it can never be charged again. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** A card-on-file token's owner (the merchant's customer reference); null for a session's one-payment token. */
  customerReference: text('customer_reference'),
});

export const sandboxAuthorisations = pgTable(
  'sandbox_authorisations',
  {
    authorisationId: text('authorisation_id').primaryKey(),
    /** The caller's key: a retry finds this row instead of authorising twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    method: text('method', { enum: gatewayMethods }).notNull(),
    token: text('token'),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', { enum: authorisationStatuses }).notNull(),
    declineReason: text('decline_reason', { enum: declineReasons }),
    returnUrl: text('return_url'),
    /** A 3-D Secure challenge left unanswered past this time resolves as declined. */
    challengeExpiresAt: timestamp('challenge_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The ledger holds even if a bug slips past the state machine.
    check(
      'sandbox_authorisations_amounts',
      sql`${t.amountCents} > 0 and ${t.capturedCents} between 0 and ${t.amountCents} and ${t.refundedCents} between 0 and ${t.capturedCents}`,
    ),
    // A token pays once: at most one authorisation holding or having taken money per token
    // (declined and voided ones do not count), whatever races the callers run.
    uniqueIndex('sandbox_authorisations_token_paid')
      .on(t.token)
      .where(sql`${t.status} in ('authorised', 'captured', 'partially_refunded', 'refunded')`),
  ],
);

/** Every capture, void and refund, keyed so a retried operation is recognised. */
export const sandboxOperations = pgTable(
  'sandbox_operations',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    authorisationId: text('authorisation_id').notNull(),
    kind: text('kind', { enum: ['capture', 'void', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_operations_authorisation_idx').on(t.authorisationId)],
);

export const sandboxRedirectPayments = pgTable('sandbox_redirect_payments', {
  paymentId: text('payment_id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  method: text('method', {
    enum: ['PayPal', 'PayPalPayIn4', 'Zip', 'Afterpay', 'ClickToPay', 'ApplePay', 'GooglePay'],
  }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  reference: text('reference').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'declined', 'cancelled'] }).notNull(),
  authorisationId: text('authorisation_id'),
  /** The wallet card chosen (Click to Pay, Apple Pay, Google Pay); null for pay-later methods. */
  token: text('token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** A payment page left unanswered past this time counts as cancelled (the customer closed the tab). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
