import { randomUUID } from 'node:crypto';
import type { Basket, CustomerInfo, OrderMethod, Voucher } from '@storefront/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baskets, orders, orderStatusEvents, paymentAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { StoredItems } from '../basket/basket-pricing.ts';
import { vouchersIn } from '../voucher/voucher-reconcile.ts';
import { redeemVouchers } from '../voucher/voucher-redemption.ts';
import { customerKeyOf } from '../voucher/voucher-usable.ts';
import { newOrderReference } from './order-reference.ts';

export interface OrderPayment {
  method: OrderMethod;
  status: 'authorised' | 'pay-in-store' | 'free';
  authorisationId: string | null;
  attemptId: string | null;
  card: { brand: string; last4: string } | null;
}

/**
 * The order's one transaction: the basket is locked and must still be open (a second placement
 * finds it ordered: 410 BasketOrdered with the first order's id), vouchers are redeemed, the
 * order and its first status are written, the basket is locked as ordered.
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
  },
): Promise<{ orderId: string; orderReference: string }> {
  const { basket, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(baskets).where(eq(baskets.basketId, basket.basketId)).for('update');
    if (!row) throw new AppError(404, 'NotFound', 'Basket not found.');
    if (row.status === 'Ordered') {
      throw new AppError(410, 'BasketOrdered', 'This basket has already been ordered.', [], { orderId: row.orderId });
    }
    if (row.status !== 'Open')
      throw new AppError(410, 'BasketHasExpired', 'Your session has expired. Please choose your location again.');

    const orderId = randomUUID();
    const orderReference = newOrderReference();
    const used = [...new Set(vouchersIn(row.items as StoredItems))].flatMap((code) => {
      const voucher = input.voucherDefinitions.get(code);
      return voucher ? [voucher] : [];
    });
    await redeemVouchers(tx, used, { basketId: row.basketId, orderId, customerKey: customerKeyOf(row), at: now });

    await tx.insert(orders).values({
      orderId,
      orderReference,
      basketId: row.basketId,
      sessionId: row.sessionId,
      customerId: row.customerId,
      storeId: row.storeId,
      serviceType: row.serviceType,
      orderDueAt: row.orderDueAt,
      status: 'Received',
      orderRegister: input.customerInfo.orderRegister,
      agentName: input.agentName,
      basketTotal: basket.basketTotal,
      basket,
      customerInfo: input.customerInfo,
      payment: input.payment,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderStatusEvents).values({ orderId, status: 'Received', actor: 'customer', at: now });
    await tx
      .update(baskets)
      .set({ status: 'Ordered', orderId, updatedAt: now })
      .where(eq(baskets.basketId, row.basketId));
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
    return { orderId, orderReference };
  });
}

/**
 * Whether a refused placement lost to an order paid by this same authorisation (two placements of
 * one approved PayPal or Zip payment under different keys): that money is the order's, not to void.
 */
export async function lostToSamePayment(db: Db, error: unknown, authorisationId: string): Promise<boolean> {
  if (!(error instanceof AppError) || error.code !== 'BasketOrdered') return false;
  const orderId = error.extra.orderId;
  if (typeof orderId !== 'string') return false;
  const [order] = await db.select({ payment: orders.payment }).from(orders).where(eq(orders.orderId, orderId));
  return (order?.payment as OrderPayment | undefined)?.authorisationId === authorisationId;
}
