import { randomUUID } from 'node:crypto';
import type { Basket, CustomerInfo, Voucher } from '@storefront/contract';
import { promisedTime } from '@storefront/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/execute-rows.ts';
import { baskets, orders, orderStatusEvents, paymentAttempts } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import type { BasketRow } from '../basket/basket-view.ts';
import { vouchersIn } from '../pricing/voucher-reconcile.ts';
import { redeemVouchers } from '../voucher/voucher-redemption.ts';
import { customerKeyOf } from '../pricing/voucher-usable.ts';
import { newOrderReference, ORDER_REFERENCE_ATTEMPTS, ORDER_REFERENCE_CONSTRAINT } from './order-reference.ts';
import type { OrderPayment } from './order-payment.ts';
import { PAYMENT_REFERENCE_CONSTRAINT, paymentAlreadyUsed } from './payment-references.ts';

/** Delivery only: what the customer chose at checkout, else the store's own setting. */
export const contactlessChoice = (basket: Basket, info: CustomerInfo): boolean =>
  basket.serviceType === 'Delivery' && (info.isContactless ?? basket.storeInfo.isContactless);

/**
 * The order's one transaction, run through the order repository's commit: the basket is locked
 * and must still be open (a second placement finds it ordered: 410 BasketOrdered with the first
 * order's id), vouchers are redeemed, the order and its first status are written, the basket is
 * locked as ordered. A reference that collides with another order's rolls it all back and runs
 * again with a new one (up to ORDER_REFERENCE_ATTEMPTS); a payment that already paid an order is
 * refused (409). It spans baskets, vouchers and payment attempts, so it stays one unit of work.
 */
export async function commitOrder(
  db: Db,
  input: {
    basket: Basket;
    customerInfo: CustomerInfo;
    payment: OrderPayment;
    voucherDefinitions: ReadonlyMap<string, Voucher>;
    agentName: string | null;
    now: Date;
    /**
     * The stored basket as placement validated it. While the basket is still that version, and
     * the order redeems no voucher and settles no payment attempt, the whole commit is one
     * statement (commitInOneStatement); otherwise, or when the basket changed since, the
     * transaction below runs.
     */
    validatedRow?: BasketRow;
  },
): Promise<{ orderId: string; orderReference: string; customerId: string | null }> {
  const { basket, now } = input;
  const validatedRow = input.validatedRow;
  let inOneStatement =
    validatedRow !== undefined &&
    !input.payment.attemptId &&
    vouchersIn(validatedRow.items as StoredItems).length === 0;
  const commitOnce = () =>
    db.transaction(async (tx) => {
      const orderId = randomUUID();
      const orderReference = newOrderReference();
      // The basket is claimed in one statement: locked, and marked ordered only while still open
      // (with a new version, so a basket change read before this is not written over it).
      const [row] = await tx
        .update(baskets)
        .set({ status: 'Ordered', orderId, updatedAt: now, version: sql`${baskets.version} + 1` })
        .where(and(eq(baskets.basketId, basket.basketId), eq(baskets.status, 'Open')))
        .returning();
      if (!row) throw await whyNotOpen(tx, basket.basketId);

      const used = [...new Set(vouchersIn(row.items as StoredItems))].flatMap((code) => {
        const voucher = input.voucherDefinitions.get(code);
        return voucher ? [voucher] : [];
      });
      await redeemVouchers(tx, used, { basketId: row.basketId, orderId, customerKey: customerKeyOf(row), at: now });

      // Sent together (one round trip on PostgreSQL); the event follows the order it names.
      await Promise.all([
        tx.insert(orders).values({
          orderId,
          orderReference,
          basketId: row.basketId,
          sessionId: row.sessionId,
          customerId: row.customerId,
          storeId: row.storeId,
          serviceType: row.serviceType,
          orderDueAt: row.orderDueAt,
          ...placedOrderFields(input, row),
        }),
        tx.insert(orderStatusEvents).values({ orderId, status: 'Received', actor: 'customer', at: now }),
      ]);
      if (input.payment.attemptId) {
        // Recovery voids an abandoned payment under this same basket lock, marking its attempt
        // voided first: an order must never be made on it (the customer is asked to pay again).
        const ordered = await tx
          .update(paymentAttempts)
          .set({ status: 'ordered', updatedAt: now })
          .where(and(eq(paymentAttempts.attemptId, input.payment.attemptId), ne(paymentAttempts.status, 'voided')))
          .returning({ attemptId: paymentAttempts.attemptId });
        if (ordered.length === 0) throw new AppError(409, 'Conflict', 'This payment was cancelled. Please pay again.');
      }
      return { orderId, orderReference, customerId: row.customerId };
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (inOneStatement) {
        const placed = await commitInOneStatement(db, input, validatedRow!);
        if (placed) return placed;
        // Changed or no longer open since it was validated: the transaction re-reads it and says why.
        inOneStatement = false;
      }
      return await commitOnce();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === ORDER_REFERENCE_CONSTRAINT && attempt < ORDER_REFERENCE_ATTEMPTS) continue;
      if (constraint === PAYMENT_REFERENCE_CONSTRAINT) throw paymentAlreadyUsed();
      throw error;
    }
  }
}

type CommitInput = Parameters<typeof commitOrder>[1];

/** The order row's fields that come from placement rather than from the claimed basket row. */
function placedOrderFields(input: CommitInput, row: Pick<BasketRow, 'orderDueAt'>) {
  const { basket, now } = input;
  return {
    promisedAt: promisedTime({
      isAsap: basket.isAsap,
      orderDueAt: row.orderDueAt,
      placedAt: now,
      promiseTimeMinutes: basket.storeInfo.promiseTimeMinutes,
    }),
    isContactless: contactlessChoice(basket, input.customerInfo),
    status: 'Received',
    orderRegister: input.customerInfo.orderRegister,
    agentName: input.agentName,
    basketTotal: basket.basketTotal,
    basket,
    customerInfo: input.customerInfo,
    payment: input.payment,
    paymentReference: input.payment.reference ?? null,
    createdAt: now,
    updatedAt: now,
  } as const;
}

/**
 * The commit as one statement, for the common order (decision 223): the basket is claimed only if
 * it is open and still the version placement validated, and the order and its first status are
 * inserted from that claim, so nothing is written unless all of it is; no transaction, so one
 * round trip instead of four. Null when the claim matched nothing (the caller then runs the
 * transaction, which tells changed, ordered and expired apart). A colliding order reference or an
 * already used payment reference fails the whole statement, as in the transaction.
 */
async function commitInOneStatement(
  db: Db,
  input: CommitInput,
  validated: BasketRow,
): Promise<{ orderId: string; orderReference: string; customerId: string | null } | null> {
  const orderId = randomUUID();
  const orderReference = newOrderReference();
  const now = input.now.toISOString();
  const order = placedOrderFields(input, validated);
  const result = await db.execute(sql`
    with claimed as (
      update baskets
      set status = 'Ordered', order_id = ${orderId}, updated_at = ${now}::timestamptz, version = version + 1
      where basket_id = ${validated.basketId} and status = 'Open' and version = ${validated.version}
      returning basket_id, session_id, customer_id, store_id, service_type, order_due_at
    ),
    placed as (
      insert into orders (
        order_id, order_reference, basket_id, session_id, customer_id, store_id, service_type, order_due_at,
        promised_at, is_contactless, status, order_register, agent_name, basket_total, basket, customer_info,
        payment, payment_reference, created_at, updated_at
      )
      select
        ${orderId}::uuid, ${orderReference}, basket_id, session_id, customer_id, store_id, service_type, order_due_at,
        ${order.promisedAt.toISOString()}::timestamptz, ${order.isContactless}::boolean, ${order.status},
        ${order.orderRegister}, ${order.agentName}, ${order.basketTotal}::integer, ${JSON.stringify(order.basket)}::jsonb,
        ${JSON.stringify(order.customerInfo)}::jsonb, ${JSON.stringify(order.payment)}::jsonb,
        ${order.paymentReference}, ${now}::timestamptz, ${now}::timestamptz
      from claimed
      returning order_id
    ),
    received as (
      insert into order_status_events (order_id, status, actor, at)
      select order_id, 'Received', 'customer', ${now}::timestamptz from placed
    )
    select customer_id as "customerId" from claimed`);
  const [claimed] = rowsOf<{ customerId: string | null }>(result);
  return claimed ? { orderId, orderReference, customerId: claimed.customerId } : null;
}

/** The answer to a basket that was not open to order: not found, already ordered (with its order), or expired. */
async function whyNotOpen(tx: Pick<Db, 'select'>, basketId: string): Promise<AppError> {
  const [row] = await tx
    .select({ status: baskets.status, orderId: baskets.orderId })
    .from(baskets)
    .where(eq(baskets.basketId, basketId));
  if (!row) return new AppError(404, 'NotFound', 'Basket not found.');
  if (row.status === 'Ordered') {
    return new AppError(410, 'BasketOrdered', 'This basket has already been ordered.', [], { orderId: row.orderId });
  }
  return new AppError(410, 'BasketHasExpired', 'Your session has expired. Please choose your location again.');
}

/**
 * Whether a refused placement lost to an order paid by this same authorisation (two placements of
 * one approved PayPal or Zip payment under different keys): that money is the order's, not to void.
 */
export async function lostToSamePayment(
  records: { paymentOf(orderId: string): Promise<OrderPayment | undefined> },
  error: unknown,
  authorisationId: string,
): Promise<boolean> {
  if (!(error instanceof AppError) || error.code !== 'BasketOrdered') return false;
  const orderId = error.extra.orderId;
  if (typeof orderId !== 'string') return false;
  return (await records.paymentOf(orderId))?.authorisationId === authorisationId;
}
