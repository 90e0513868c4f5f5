import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, problem } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

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

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `work` once per key (Stripe's model, IETF Idempotency-Key draft): the first answer,
 * success or a client error, is stored and replayed to every retry; the same key with a
 * different request is 422; a retry while the first is still running is 409, unless the first
 * has been running for ABANDONED_KEY_MS: then its process is presumed dead and the retry takes the
 * key over (one retry wins: a conditional update) and runs the work again. An unexpected failure
 * frees the key so the client may try again.
 */
export async function idempotent(
  db: Db,
  key: string,
  request: unknown,
  work: () => Promise<{ status: number; body: unknown }>,
  now: () => Date = () => new Date(),
): Promise<StoredAnswer> {
  const requestHash = hashOf(request);
  // This run's claim on the key: its start time, which a take-over replaces.
  const claimedAt = now();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash, state: 'running', createdAt: claimedAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!existing) return idempotent(db, key, request, work, now);
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
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(mine(key, claimedAt));
  return { ...answer, replayed: false };
}

/** The key's row while still running under the claim made at `claimedAt`. */
const mine = (key: string, claimedAt: Date) =>
  and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, claimedAt));
