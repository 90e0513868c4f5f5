import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, notFound, problem } from './errors.ts';

export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * A key still `running` after this long belongs to a process that died mid-request (a crash, a
 * kill, a lost machine): no request takes anywhere near this long (placement's slowest path is a
 * few gateway calls), so the next retry takes the key over and runs the work again. Safe because
 * the work itself is idempotent below this layer (the payment attempt and the gateway are keyed
 * by the same Idempotency-Key, one order per basket), and needed because otherwise the client
 * would be told 409 IdempotencyKeyInFlight for ever.
 */
export const ABANDONED_KEY_MS = 2 * 60 * 1000;

/**
 * The two writes every keyed request makes, prepared once per database (decision 221): Drizzle
 * otherwise builds each statement's text anew on every request.
 */
function prepareStatements(db: Db) {
  const running = and(
    eq(idempotencyKeys.key, sql.placeholder('key')),
    eq(idempotencyKeys.state, 'running'),
    eq(idempotencyKeys.createdAt, sql.placeholder('claimedAt')),
  );
  return {
    claim: db
      .insert(idempotencyKeys)
      .values({
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('requestHash'),
        callerHash: sql.placeholder('callerHash'),
        state: 'running',
        createdAt: sql.placeholder('claimedAt'),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim'),
    // Placeholders in `set` are bound as values of their columns (the body as JSON); Drizzle's
    // types know only literal values there.
    finish: db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: sql.placeholder('status'),
        responseBody: sql.placeholder('body'),
      } as unknown as Partial<typeof idempotencyKeys.$inferInsert>)
      .where(running)
      .prepare('idempotency_finish'),
  };
}
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function statementsOf(db: Db) {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = prepareStatements(db)));
  return statements;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

export interface IdempotencyOptions {
  /**
   * Who may see the stored answer: the secret the first request came with (the basket session).
   * Only its hash is kept; a retry with another (or none) is refused with `notOwner`, before
   * anything else is said about the key, so a stranger never learns it exists.
   */
  caller?: string | undefined;
  notOwner?: () => Error;
  now?: () => Date;
}

/**
 * Runs `work` once per key (Stripe's model, IETF Idempotency-Key draft): the first answer,
 * success or a client error, is stored and replayed to every retry from the same caller; the same
 * key from another caller is `notOwner` (404); with a different request 422; a retry while the
 * first is still running is 409, unless the first has been running for ABANDONED_KEY_MS: then its
 * process is presumed dead and the retry takes the key over (one retry wins: a conditional update)
 * and runs the work again. An unexpected failure frees the key so the client may try again.
 */
export async function idempotent(
  db: Db,
  key: string,
  request: unknown,
  work: () => Promise<{ status: number; body: unknown }>,
  options: IdempotencyOptions = {},
): Promise<StoredAnswer> {
  const { now = () => new Date(), notOwner = () => notFound() } = options;
  const requestHash = hashOf(request);
  const callerHash = hashOf({ caller: options.caller ?? null });
  // This run's claim on the key: its start time, which a take-over replaces.
  const claimedAt = now();
  const statements = statementsOf(db);
  const claimed = await statements.claim.execute({ key, requestHash, callerHash, claimedAt });
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!existing) return idempotent(db, key, request, work, options);
    if (!sameHash(existing.callerHash, callerHash)) throw notOwner();
    if (existing.requestHash !== requestHash) {
      throw new AppError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was used for a different request.');
    }
    if (existing.state === 'done') {
      return { status: existing.responseStatus!, body: existing.responseBody, replayed: true };
    }
    const abandoned = claimedAt.getTime() - existing.createdAt.getTime() >= ABANDONED_KEY_MS;
    // Only the retry whose update still finds the dead run's claim wins; the others see it changed.
    const takenOver =
      abandoned &&
      (
        await db
          .update(idempotencyKeys)
          .set({ createdAt: claimedAt })
          .where(mine(key, existing.createdAt))
          .returning({ key: idempotencyKeys.key })
      ).length > 0;
    if (!takenOver) {
      throw new AppError(
        409,
        'IdempotencyKeyInFlight',
        'A request with this Idempotency-Key is still being processed.',
      );
    }
  }

  let answer: { status: number; body: unknown };
  try {
    answer = await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      await db.delete(idempotencyKeys).where(mine(key, claimedAt));
      throw error;
    }
    answer = {
      status: error.status,
      body: problem(error.status, error.code, error.message, error.errors, error.extra),
    };
  }
  // Written only while the claim is still this run's: a run taken over does not overwrite the new one.
  await statements.finish.execute({
    key,
    claimedAt: claimedAt.toISOString(),
    status: answer.status,
    body: answer.body,
  });
  return { ...answer, replayed: false };
}

/** Hex hashes of equal length compared in constant time (a row from before caller hashes has ''). */
const sameHash = (stored: string, given: string) =>
  stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

/** The key's row while still running under the claim made at `claimedAt`. */
const mine = (key: string, claimedAt: Date) =>
  and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, claimedAt));
