import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox's network tokens for cards on file. A saved card's token (sandbox_tokens with a
 * customer_reference) is a stored credential: each charge of it mints a one-use transaction token
 * (a copy of the card, as a card network issues a cryptogram per payment), and the authorisation
 * is made on that. So one saved card pays many orders while every transaction token still pays
 * once (sandbox_authorisations_token_paid), and a retry finds its charge here by the transaction token.
 */
export const sandboxStoredCredentialCharges = pgTable(
  'sandbox_stored_credential_charges',
  {
    /** The one-use token the authorisation was made on. */
    transactionToken: text('transaction_token').primaryKey(),
    /** The card-on-file token charged. */
    storedToken: text('stored_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_stored_credential_charges_stored_idx').on(t.storedToken)],
);
