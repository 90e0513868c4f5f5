import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { baskets, orders, paymentAttempts } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { OrderPayment } from './order-payment.ts';
import { orderRepository } from './order.repository.ts';

type AttemptRow = typeof paymentAttempts.$inferSelect;
type AttemptStatus = AttemptRow['status'];

/** Where an attempt ends: nothing moves it out of these (a late writer cannot revive a voided payment). */
const FINAL: AttemptStatus[] = ['voided', 'captured'];

export function paymentAttemptLog(db: Db) {
  return {
    /**
     * Written before the gateway is asked, so a crash mid-payment leaves a trace to recover (a
     * redirect payment, already approved on the provider's page, opens as authorised). The same
     * key gives the same attempt back.
     */
    async open(input: {
      basketId: string;
      idempotencyKey: string;
      method: string;
      amountCents: number;
      now: Date;
      authorisationId?: string;
      /** The card session or provider payment it pays with. */
      paymentReference?: string;
    }) {
      const [existing] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.idempotencyKey, input.idempotencyKey));
      if (existing) return existing.attemptId;
      const { now, authorisationId, paymentReference, ...attempt } = input;
      const attemptId = randomUUID();
      const inserted = await db
        .insert(paymentAttempts)
        .values({
          attemptId,
          ...attempt,
          status: authorisationId ? 'authorised' : 'authorising',
          authorisationId: authorisationId ?? null,
          paymentReference: paymentReference ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ attemptId: paymentAttempts.attemptId });
      if (inserted.length > 0) return attemptId;
      // A racing retry with the same key inserted first: its attempt is ours.
      const [winner] = await db
        .select({ attemptId: paymentAttempts.attemptId })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.idempotencyKey, input.idempotencyKey));
      return winner!.attemptId;
    },
    /** Moves an attempt on, unless it has already ended (voided or captured). */
    async mark(attemptId: string, status: AttemptStatus, now: Date, authorisationId?: string) {
      await db
        .update(paymentAttempts)
        .set({ status, updatedAt: now, ...(authorisationId ? { authorisationId } : {}) })
        .where(and(eq(paymentAttempts.attemptId, attemptId), notInArray(paymentAttempts.status, FINAL)));
    },
    async byAuthorisation(authorisationId: string) {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.authorisationId, authorisationId));
      return row;
    },
  };
}

/** Attempts left open this long are abandoned: the customer is gone or the process died. */
export const ABANDONED_ATTEMPT_MS = 20 * 60 * 1000;
/** How often a running server looks for abandoned attempts, after the run at start-up. */
export const RECOVERY_INTERVAL_MS = 5 * 60 * 1000;

export interface RecoveryOutcome {
  /** Payments no order holds: voided at the gateway (or never authorised) and closed. */
  voided: number;
  /** Authorised attempts found to be their order's payment, closed as ordered. */
  ordered: number;
  /** Orders whose payment was still only authorised: captured (the "completion" leg). */
  captured: number;
  /** Attempts the gateway had already settled (captured, refunded or voided): closed to match. */
  settled: number;
  /** Attempts that could not be recovered this run (logged); the next run tries again. */
  failed: number;
}

export interface RecoveryOptions {
  /** Only attempts untouched for this long are taken: it must outlast any placement in flight. */
  olderThanMs?: number | undefined;
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
}

/**
 * No payment without an order, no order without a payment. Run at start-up and then on a timer:
 * every attempt left unfinished (`authorising`, `authorised` or `ordered`) for `olderThanMs` is
 * taken to one clear end:
 * - its payment is no order's (the process died before the commit, or the customer paid again
 *   another way): it is voided at the gateway and closed as voided. The attempt is marked voided
 *   first, under the basket's row lock that the order's transaction also takes, and the
 *   transaction refuses a voided attempt: a placement still running cannot make an order on it;
 * - its order exists and holds this payment (the process died after the commit, before the
 *   capture, or the capture failed): the payment is captured with the key the placement would
 *   have used (`capture:{orderId}`), for the order's total, and closed as captured; a payment
 *   the gateway has settled meanwhile is closed to match; a cancelled order's is voided.
 */
export async function recoverPaymentAttempts(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  { olderThanMs = ABANDONED_ATTEMPT_MS, log }: RecoveryOptions = {},
): Promise<RecoveryOutcome> {
  const stale = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, ['authorising', 'authorised', 'ordered']),
        lt(paymentAttempts.updatedAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
  const outcome: RecoveryOutcome = { voided: 0, ordered: 0, captured: 0, settled: 0, failed: 0 };
  const orderRecords = orderRepository(db);
  /** Moves the attempt on from the status it was read with; a writer that moved it first wins. */
  const close = (attempt: AttemptRow, status: AttemptStatus) =>
    db
      .update(paymentAttempts)
      .set({ status, updatedAt: now })
      .where(and(eq(paymentAttempts.attemptId, attempt.attemptId), eq(paymentAttempts.status, attempt.status)))
      .returning({ attemptId: paymentAttempts.attemptId });

  /** The basket's order, when its payment is this attempt's authorisation. */
  async function orderHolding(attempt: AttemptRow, reader: Pick<Db, 'select'> = db) {
    if (!attempt.authorisationId) return undefined;
    const [order] = await reader.select().from(orders).where(eq(orders.basketId, attempt.basketId));
    return order && (order.payment as OrderPayment).authorisationId === attempt.authorisationId ? order : undefined;
  }

  async function voidUnordered(attempt: AttemptRow): Promise<void> {
    // Claim it under the basket lock: either the order committed first (and holds the payment),
    // or the order's transaction, waiting on the same lock, will find the attempt voided.
    const claim = await db.transaction(async (tx) => {
      await tx
        .select({ basketId: baskets.basketId })
        .from(baskets)
        .where(eq(baskets.basketId, attempt.basketId))
        .for('update');
      if (await orderHolding(attempt, tx)) return 'ordered' as const;
      const claimed = await tx
        .update(paymentAttempts)
        .set({ status: 'voided', updatedAt: now })
        .where(and(eq(paymentAttempts.attemptId, attempt.attemptId), eq(paymentAttempts.status, attempt.status)))
        .returning({ attemptId: paymentAttempts.attemptId });
      return claimed.length > 0 ? ('claimed' as const) : ('moved' as const);
    });
    if (claim === 'ordered') return completeOrdered(attempt);
    if (claim === 'moved') return;
    try {
      // Died while the gateway was answering: the authorisation, if one was made, is found by the
      // key it was asked with.
      const record = attempt.authorisationId
        ? await gateway.getAuthorisation(attempt.authorisationId)
        : await gateway.findAuthorisation(attempt.idempotencyKey);
      if (record && (record.status === 'authorised' || record.status === 'pending')) {
        await gateway.void(record.authorisationId, { idempotencyKey: `void:${attempt.attemptId}` });
      }
    } catch (error) {
      // Put it back as it was (old updatedAt included), so the next run tries again.
      await db
        .update(paymentAttempts)
        .set({ status: attempt.status, updatedAt: attempt.updatedAt })
        .where(and(eq(paymentAttempts.attemptId, attempt.attemptId), eq(paymentAttempts.status, 'voided')));
      throw error;
    }
    outcome.voided += 1;
  }

  async function completeOrdered(attempt: AttemptRow): Promise<void> {
    const order = await orderHolding(attempt);
    if (!order) return voidUnordered(attempt);
    if (attempt.status !== 'ordered' && (await close(attempt, 'ordered')).length > 0) outcome.ordered += 1;
    const ordered = { ...attempt, status: 'ordered' as const };
    const authorisationId = attempt.authorisationId!;
    const record = await gateway.getAuthorisation(authorisationId);
    if (record.status === 'authorised') {
      if (order.status === 'Cancelled') {
        await gateway.void(authorisationId, { idempotencyKey: `void:${attempt.attemptId}` });
        await orderRecords.recordPaymentStatus(order.orderId, 'voided');
        await close(ordered, 'voided');
        outcome.voided += 1;
        return;
      }
      await gateway.capture(authorisationId, order.basketTotal, { idempotencyKey: `capture:${order.orderId}` });
      await orderRecords.recordPaymentStatus(order.orderId, 'captured');
      await close(ordered, 'captured');
      outcome.captured += 1;
    } else if (['captured', 'partially_refunded', 'refunded'].includes(record.status)) {
      await orderRecords.recordPaymentStatus(order.orderId, record.status === 'refunded' ? 'refunded' : 'captured');
      await close(ordered, 'captured');
      outcome.settled += 1;
    } else if (record.status === 'voided') {
      await orderRecords.recordPaymentStatus(order.orderId, 'voided');
      await close(ordered, 'voided');
      outcome.settled += 1;
    } else {
      throw new Error(`The payment of order ${order.orderId} is ${record.status} at the gateway.`);
    }
  }

  for (const attempt of stale) {
    try {
      // An attempt not yet ordered goes to completion too if it turns out its order exists.
      if (attempt.status === 'ordered') await completeOrdered(attempt);
      else await voidUnordered(attempt);
    } catch (error) {
      outcome.failed += 1;
      log?.error({ err: error, attemptId: attempt.attemptId }, 'payment attempt not recovered; retried next run');
    }
  }
  return outcome;
}

/**
 * Recovery for a running server: `run()` at start-up, then `start()` repeats it every
 * RECOVERY_INTERVAL_MS on an unref'd timer until `stop()`. One run at a time: a run asked for
 * while one is going joins it.
 */
export function paymentRecovery(deps: {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  olderThanMs?: number | undefined;
  intervalMs?: number;
}) {
  const { db, gateway, clock, log, olderThanMs, intervalMs = RECOVERY_INTERVAL_MS } = deps;
  let running: Promise<RecoveryOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function recover() {
    try {
      const outcome = await recoverPaymentAttempts(db, gateway, clock.now(), { olderThanMs, log });
      if (Object.values(outcome).some((count) => count > 0))
        log.warn(outcome, 'recovered payment attempts left unfinished (crash, or customer gone)');
      return outcome;
    } finally {
      running = undefined;
    }
  }

  const run = (): Promise<RecoveryOutcome> => (running ??= recover());

  return {
    run,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        run().catch((error: unknown) => log.error({ err: error }, 'payment recovery failed'));
      }, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress (before the database closes). */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
