import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, problem } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `work` once per key (Stripe's model, IETF Idempotency-Key draft): the first answer,
 * success or a client error, is stored and replayed to every retry; the same key with a
 * different request is 422; a retry while the first is still running is 409. An unexpected
 * failure frees the key so the client may try again.
 */
export async function idempotent(
  db: Db,
  key: string,
  request: unknown,
  work: () => Promise<{ status: number; body: unknown }>,
  now: () => Date = () => new Date(),
): Promise<StoredAnswer> {
  const requestHash = hashOf(request);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash, state: 'running', createdAt: now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!existing) return idempotent(db, key, request, work, now);
    if (existing.requestHash !== requestHash) {
      throw new AppError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was used for a different request.');
    }
    if (existing.state === 'running') {
      throw new AppError(
        409,
        'IdempotencyKeyInFlight',
        'A request with this Idempotency-Key is still being processed.',
      );
    }
    return { status: existing.responseStatus!, body: existing.responseBody, replayed: true };
  }

  let answer: { status: number; body: unknown };
  try {
    answer = await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      throw error;
    }
    answer = {
      status: error.status,
      body: problem(error.status, error.code, error.message, error.errors, error.extra),
    };
  }
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(eq(idempotencyKeys.key, key));
  return { ...answer, replayed: false };
}
