// The order module's database access: orders, their status history, the payment record kept on
// each order and the tracking grants of order lookup. Services hold the rules; this file only
// reads and writes rows.
import type { OrderPaymentStatus } from '@storefront/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusEvents, orderTrackingGrants } from '../../db/schema/index.ts';
import { commitOrder } from './order-commit.ts';
import type { OrderPayment } from './order-payment.ts';
import type { OrderEventRow, OrderRow } from './order-view.ts';

type GrantRow = typeof orderTrackingGrants.$inferSelect;

export interface StatusMove {
  to: OrderRow['status'];
  /** Who moved it ('staff:{username}', 'customer' ...). */
  actor: string;
  reason: string | null;
  at: Date;
}

export function orderRepository(db: Db) {
  return {
    /** Places the order in one transaction (order-commit.ts): basket locked, vouchers redeemed, order written. */
    commit: (input: Parameters<typeof commitOrder>[1]) => commitOrder(db, input),

    async byId(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row;
    },

    async byReference(orderReference: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderReference, orderReference));
      return row;
    },

    /** The order's status changes, oldest first. */
    history(orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
        .orderBy(asc(orderStatusEvents.id));
    },

    /** A customer's orders placed since a time, newest first. */
    placedSince(customerId: string, since: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), gte(orders.createdAt, since)))
        .orderBy(desc(orders.createdAt));
    },

    /**
     * A store's orders in one of the open statuses, soonest promised first. Asked as the statuses
     * it is in (not those it is not), so orders_store_status_idx finds them without reading the
     * store's finished history.
     */
    openAtStore(storeId: number, openStatuses: readonly string[]): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, storeId), inArray(orders.status, [...openStatuses])))
        .orderBy(asc(orders.promisedAt));
    },

    /** A store's orders that reached a final status since a time, latest first. */
    finishedAtStore(storeId: number, finalStatuses: readonly string[], since: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(eq(orders.storeId, storeId), inArray(orders.status, [...finalStatuses]), gte(orders.updatedAt, since)),
        )
        .orderBy(desc(orders.updatedAt));
    },

    /**
     * Moves an order to a new status with the row locked: `decide` sees the locked row (or none)
     * and throws to refuse the move; the status and its history event are written together.
     */
    async moveStatus(
      orderId: string,
      decide: (order: OrderRow | undefined) => OrderRow,
      move: StatusMove,
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
        const order = decide(locked);
        await tx.update(orders).set({ status: move.to, updatedAt: move.at }).where(eq(orders.orderId, orderId));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId, status: move.to, actor: move.actor, reason: move.reason, at: move.at });
        return { ...order, status: move.to, updatedAt: move.at };
      });
    },

    /**
     * Keeps where the order's money stands (captured after the order, voided or refunded when it
     * is cancelled) in its payment record. One statement: nothing else in the record changes.
     */
    async recordPaymentStatus(orderId: string, status: OrderPaymentStatus): Promise<void> {
      await db
        .update(orders)
        .set({ payment: sql`jsonb_set(${orders.payment}, '{status}', to_jsonb(${status}::text))` })
        .where(eq(orders.orderId, orderId));
    },

    /** The payment record of an order, when the order exists. */
    async paymentOf(orderId: string): Promise<OrderPayment | undefined> {
      const [row] = await db.select({ payment: orders.payment }).from(orders).where(eq(orders.orderId, orderId));
      return row?.payment as OrderPayment | undefined;
    },

    /** Whether a card session or provider payment has already paid an order. */
    async isPaymentReferenceUsed(paymentReference: string): Promise<boolean> {
      const [used] = await db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(eq(orders.paymentReference, paymentReference));
      return used !== undefined;
    },

    /** Stores a new tracking grant, clearing those past their time (of no use to anyone). */
    async saveTrackingGrant(grant: GrantRow, now: Date): Promise<void> {
      await db.delete(orderTrackingGrants).where(lt(orderTrackingGrants.expiresAt, now));
      await db.insert(orderTrackingGrants).values(grant);
    },

    /** The grant with this token hash for this order, while it lasts. */
    async liveTrackingGrant(tokenHash: string, orderId: string, now: Date): Promise<GrantRow | undefined> {
      const [grant] = await db
        .select()
        .from(orderTrackingGrants)
        .where(
          and(
            eq(orderTrackingGrants.tokenHash, tokenHash),
            eq(orderTrackingGrants.orderId, orderId),
            gt(orderTrackingGrants.expiresAt, now),
          ),
        );
      return grant;
    },

    async extendTrackingGrant(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(orderTrackingGrants).set({ expiresAt }).where(eq(orderTrackingGrants.tokenHash, tokenHash));
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
