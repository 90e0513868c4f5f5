import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';

type AttemptStatus = (typeof paymentAttempts.$inferSelect)['status'];

export function paymentAttemptLog(db: Db) {
  return {
    /** Written before the gateway is asked, so a crash mid-payment leaves a trace to recover. */
    async open(input: { basketId: string; idempotencyKey: string; method: string; amountCents: number; now: Date }) {
      const [existing] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.idempotencyKey, input.idempotencyKey));
      if (existing) return existing.attemptId;
      const attemptId = randomUUID();
      await db
        .insert(paymentAttempts)
        .values({ attemptId, ...input, status: 'authorising', createdAt: input.now, updatedAt: input.now })
        .onConflictDoNothing();
      return attemptId;
    },
    async mark(attemptId: string, status: AttemptStatus, now: Date, authorisationId?: string) {
      await db
        .update(paymentAttempts)
        .set({ status, updatedAt: now, ...(authorisationId ? { authorisationId } : {}) })
        .where(eq(paymentAttempts.attemptId, attemptId));
    },
    async byAuthorisation(authorisationId: string) {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.authorisationId, authorisationId));
      return row;
    },
  };
}

/** Attempts left open this long are abandoned: the customer is gone or the process died. */
export const ABANDONED_ATTEMPT_MS = 20 * 60 * 1000;

/**
 * Run at start-up: every payment authorised for a basket that never became an order is voided;
 * one whose order exists (the crash came after commit) is closed as ordered. No payment without
 * an order, no order without a payment.
 */
export async function recoverPaymentAttempts(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  olderThanMs = ABANDONED_ATTEMPT_MS,
) {
  const stale = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, ['authorising', 'authorised']),
        lt(paymentAttempts.updatedAt, new Date(now.getTime() - olderThanMs)),
      ),
    );
  const outcome = { voided: 0, ordered: 0 };
  for (const attempt of stale) {
    const [order] = await db.select({ id: orders.orderId }).from(orders).where(eq(orders.basketId, attempt.basketId));
    if (order) {
      await db
        .update(paymentAttempts)
        .set({ status: 'ordered', updatedAt: now })
        .where(eq(paymentAttempts.attemptId, attempt.attemptId));
      outcome.ordered += 1;
      continue;
    }
    if (attempt.authorisationId) {
      const record = await gateway.getAuthorisation(attempt.authorisationId);
      if (record.status === 'authorised' || record.status === 'pending') await gateway.void(attempt.authorisationId);
    }
    await db
      .update(paymentAttempts)
      .set({ status: 'voided', updatedAt: now })
      .where(eq(paymentAttempts.attemptId, attempt.attemptId));
    outcome.voided += 1;
  }
  return outcome;
}
