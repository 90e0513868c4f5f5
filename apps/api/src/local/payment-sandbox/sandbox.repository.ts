import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxAuthorisations,
  sandboxCardSessions,
  sandboxOperations,
  sandboxRedirectPayments,
  sandboxStoredCredentialCharges,
  sandboxTokens,
} from '../../db/schema/index.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import type { Ledger, Operation } from './authorisation-states.ts';

/** Statuses in which an authorisation holds or has taken money: a token has at most one (a unique index). */
export const PAID_STATUSES = ['authorised', 'captured', 'partially_refunded', 'refunded'] as const;
const TOKEN_PAID_INDEX = 'sandbox_authorisations_token_paid';

export type SessionRow = typeof sandboxCardSessions.$inferSelect;
export type TokenRow = typeof sandboxTokens.$inferSelect;
export type AuthorisationRow = typeof sandboxAuthorisations.$inferSelect;
export type AuthorisationInsert = typeof sandboxAuthorisations.$inferInsert;
export type OperationRow = typeof sandboxOperations.$inferSelect;
export type RedirectRow = typeof sandboxRedirectPayments.$inferSelect;
export type RedirectPatch = Partial<Pick<RedirectRow, 'status' | 'authorisationId' | 'token'>>;

/** The sandbox's SQL, over its own tables only. */
export function sandboxRepository(db: Db) {
  const findToken = async (token: string): Promise<TokenRow | undefined> =>
    (await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, token)))[0];

  return {
    findToken,

    async insertSession(row: SessionRow): Promise<void> {
      await db.insert(sandboxCardSessions).values(row);
    },

    async findSession(sessionId: string): Promise<SessionRow | undefined> {
      return (await db.select().from(sandboxCardSessions).where(eq(sandboxCardSessions.sessionId, sessionId)))[0];
    },

    /** The card session a token came from (none for a wallet's card). */
    async findSessionOfToken(token: string): Promise<SessionRow | undefined> {
      return (await db.select().from(sandboxCardSessions).where(eq(sandboxCardSessions.token, token)))[0];
    },

    /** The authorisation that holds or took money on this token, if any. */
    async findPaidAuthorisationOfToken(token: string): Promise<AuthorisationRow | undefined> {
      return (
        await db
          .select()
          .from(sandboxAuthorisations)
          .where(and(eq(sandboxAuthorisations.token, token), inArray(sandboxAuthorisations.status, [...PAID_STATUSES])))
      )[0];
    },

    /**
     * Stores the token and ties it to the session in one transaction, only if the session is still
     * open: a double-submitted card form tokenises once and the second submit sees the first token.
     */
    async tokeniseSession(sessionId: string, token: TokenRow, now: Date): Promise<'tokenised' | 'closed'> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(sandboxCardSessions)
          .set({ token: token.token })
          .where(
            and(
              eq(sandboxCardSessions.sessionId, sessionId),
              isNull(sandboxCardSessions.token),
              gt(sandboxCardSessions.expiresAt, now),
            ),
          )
          .returning({ sessionId: sandboxCardSessions.sessionId });
        if (!claimed) return 'closed';
        await tx.insert(sandboxTokens).values(token);
        return 'tokenised';
      });
    },

    /** Marks the token discarded; a second delete changes nothing. */
    async deleteToken(token: string, now: Date): Promise<void> {
      await db
        .update(sandboxTokens)
        .set({ deletedAt: now })
        .where(and(eq(sandboxTokens.token, token), isNull(sandboxTokens.deletedAt)));
    },

    async insertToken(row: TokenRow): Promise<void> {
      await db.insert(sandboxTokens).values(row);
    },

    /** A charge of a card on file: its one-use transaction token and the link back to the stored one. */
    async insertStoredCredentialCharge(transaction: TokenRow, storedToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sandboxTokens).values(transaction);
        await tx
          .insert(sandboxStoredCredentialCharges)
          .values({ transactionToken: transaction.token, storedToken, createdAt: transaction.createdAt });
      });
    },

    /** The card on file a transaction token charged, if it was one. */
    async storedTokenOf(transactionToken: string): Promise<string | undefined> {
      const [row] = await db
        .select({ storedToken: sandboxStoredCredentialCharges.storedToken })
        .from(sandboxStoredCredentialCharges)
        .where(eq(sandboxStoredCredentialCharges.transactionToken, transactionToken));
      return row?.storedToken;
    },

    /**
     * Inserts unless the idempotency key is taken ('key taken': the caller reads the first one) or
     * the token already paid ('token paid': another authorisation won a race for it).
     */
    async insertAuthorisation(row: AuthorisationInsert): Promise<AuthorisationRow | 'key taken' | 'token paid'> {
      try {
        const [inserted] = await db
          .insert(sandboxAuthorisations)
          .values(row)
          .onConflictDoNothing({ target: sandboxAuthorisations.idempotencyKey })
          .returning();
        return inserted ?? 'key taken';
      } catch (error) {
        if (uniqueViolation(error) === TOKEN_PAID_INDEX) return 'token paid';
        throw error;
      }
    },

    async findAuthorisation(authorisationId: string): Promise<AuthorisationRow | undefined> {
      return (
        await db.select().from(sandboxAuthorisations).where(eq(sandboxAuthorisations.authorisationId, authorisationId))
      )[0];
    },

    async findAuthorisationByKey(idempotencyKey: string): Promise<AuthorisationRow | undefined> {
      return (
        await db.select().from(sandboxAuthorisations).where(eq(sandboxAuthorisations.idempotencyKey, idempotencyKey))
      )[0];
    },

    /**
     * Answers a pending challenge. Approval only counts before the timeout; the `status = pending`
     * guard makes the first answer win when two arrive together. An approval whose token has paid
     * meanwhile (another authorisation of the same card) declines: a token pays once.
     */
    async answerChallenge(authorisationId: string, answer: 'approve' | 'fail', now: Date): Promise<void> {
      const stillPending = and(
        eq(sandboxAuthorisations.authorisationId, authorisationId),
        eq(sandboxAuthorisations.status, 'pending'),
      );
      const fail = () =>
        db
          .update(sandboxAuthorisations)
          .set({ status: 'declined', declineReason: 'challenge_failed', updatedAt: now })
          .where(stillPending);
      if (answer === 'fail') {
        await fail();
        return;
      }
      try {
        await db
          .update(sandboxAuthorisations)
          .set({ status: 'authorised', updatedAt: now })
          .where(and(stillPending, gt(sandboxAuthorisations.challengeExpiresAt, now)));
      } catch (error) {
        if (uniqueViolation(error) !== TOKEN_PAID_INDEX) throw error;
        await fail();
      }
    },

    /** An abandoned challenge resolves as failed once its time is up. */
    async expireChallenge(authorisationId: string, now: Date): Promise<void> {
      await db
        .update(sandboxAuthorisations)
        .set({ status: 'declined', declineReason: 'challenge_failed', updatedAt: now })
        .where(
          and(
            eq(sandboxAuthorisations.authorisationId, authorisationId),
            eq(sandboxAuthorisations.status, 'pending'),
            lte(sandboxAuthorisations.challengeExpiresAt, now),
          ),
        );
    },

    /**
     * Runs a capture, void or refund with the authorisation row locked (SELECT ... FOR UPDATE), so
     * two at once queue up and the second sees the first's result. `decide` gets the operation
     * already recorded under the same key, if any, and returns the new ledger, or undefined to leave
     * the row as it is (or throws to refuse). A new operation is recorded under its key.
     */
    async operate(
      authorisationId: string,
      operation: { kind: Operation; amountCents: number; idempotencyKey: string; at: Date },
      decide: (row: AuthorisationRow, previous: OperationRow | undefined) => Ledger | undefined,
    ): Promise<AuthorisationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxAuthorisations)
          .where(eq(sandboxAuthorisations.authorisationId, authorisationId))
          .for('update');
        if (!row) return undefined;
        const [previous] = await tx
          .select()
          .from(sandboxOperations)
          .where(eq(sandboxOperations.idempotencyKey, operation.idempotencyKey));
        const ledger = decide(row, previous);
        if (!previous) {
          await tx.insert(sandboxOperations).values({ ...operation, authorisationId, createdAt: operation.at });
        }
        if (!ledger) return row;
        const [updated] = await tx
          .update(sandboxAuthorisations)
          .set({
            status: ledger.status,
            capturedCents: ledger.capturedCents,
            refundedCents: ledger.refundedCents,
            updatedAt: operation.at,
          })
          .where(eq(sandboxAuthorisations.authorisationId, authorisationId))
          .returning();
        return updated;
      });
    },

    async insertRedirect(row: RedirectRow): Promise<RedirectRow | undefined> {
      const [inserted] = await db
        .insert(sandboxRedirectPayments)
        .values(row)
        .onConflictDoNothing({ target: sandboxRedirectPayments.idempotencyKey })
        .returning();
      return inserted;
    },

    async findRedirect(paymentId: string): Promise<RedirectRow | undefined> {
      return (
        await db.select().from(sandboxRedirectPayments).where(eq(sandboxRedirectPayments.paymentId, paymentId))
      )[0];
    },

    async findRedirectByKey(idempotencyKey: string): Promise<RedirectRow | undefined> {
      return (
        await db
          .select()
          .from(sandboxRedirectPayments)
          .where(eq(sandboxRedirectPayments.idempotencyKey, idempotencyKey))
      )[0];
    },

    /**
     * Settles a pending redirect payment; with `authorisation`, the approval and its authorisation
     * are written together, so an approved payment always has one and a racing answer writes neither.
     */
    async settleRedirect(
      paymentId: string,
      patch: RedirectPatch,
      now: Date,
      extras: { authorisation?: AuthorisationInsert; token?: TokenRow } = {},
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [settled] = await tx
          .update(sandboxRedirectPayments)
          .set({ ...patch, updatedAt: now })
          .where(and(eq(sandboxRedirectPayments.paymentId, paymentId), eq(sandboxRedirectPayments.status, 'pending')))
          .returning({ paymentId: sandboxRedirectPayments.paymentId });
        if (!settled) return;
        if (extras.token) await tx.insert(sandboxTokens).values(extras.token);
        if (extras.authorisation) await tx.insert(sandboxAuthorisations).values(extras.authorisation);
      });
    },
  };
}

export type SandboxRepository = ReturnType<typeof sandboxRepository>;
