import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxAuthorisations,
  sandboxCardSessions,
  sandboxOperations,
  sandboxRedirectPayments,
  sandboxTokens,
} from '../../db/schema/index.ts';
import type { Ledger, Operation } from './authorisation-states.ts';

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

    /** Inserts unless the idempotency key is taken; undefined then, and the caller reads the first one. */
    async insertAuthorisation(row: AuthorisationInsert): Promise<AuthorisationRow | undefined> {
      const [inserted] = await db
        .insert(sandboxAuthorisations)
        .values(row)
        .onConflictDoNothing({ target: sandboxAuthorisations.idempotencyKey })
        .returning();
      return inserted;
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
     * guard makes the first answer win when two arrive together.
     */
    async answerChallenge(authorisationId: string, answer: 'approve' | 'fail', now: Date): Promise<void> {
      const stillPending = and(
        eq(sandboxAuthorisations.authorisationId, authorisationId),
        eq(sandboxAuthorisations.status, 'pending'),
      );
      await db
        .update(sandboxAuthorisations)
        .set(
          answer === 'approve'
            ? { status: 'authorised', updatedAt: now }
            : { status: 'declined', declineReason: 'challenge_failed', updatedAt: now },
        )
        .where(
          answer === 'approve' ? and(stillPending, gt(sandboxAuthorisations.challengeExpiresAt, now)) : stillPending,
        );
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
