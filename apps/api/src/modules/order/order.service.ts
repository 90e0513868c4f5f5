import { timingSafeEqual } from 'node:crypto';
import {
  TRACKING_WINDOW_HOURS,
  type ConsoleOrder,
  type OrderStatusName,
  type OrderStatusView,
  type StoreSeed,
} from '@storefront/contract';
import { canTransition, nextStatuses, type OrderStatus } from '@storefront/domain';
import { and, asc, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import type { OrderPayment } from './order-commit.ts';
import type { OrderEventBus } from './order-events.ts';
import { toConsoleOrder, toOrderStatusView, type OrderRow } from './order-view.ts';

const TRACKING_WINDOW_MS = TRACKING_WINDOW_HOURS * 60 * 60 * 1000;
const FINAL: OrderStatusName[] = ['Delivered', 'Collected', 'Cancelled'];

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Unknown, someone else's, or not yours: all answer the same, so nothing leaks. */
const orderNotFound = () => notFound('Order not found.');

export interface OrderServiceDeps {
  db: Db;
  stores: StoreDirectory;
  gateway: PaymentGateway;
  events: OrderEventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function orderService({ db, stores, gateway, events, clock, log }: OrderServiceDeps) {
  async function storeOf(order: OrderRow): Promise<StoreSeed> {
    const store = await stores.byStoreId(order.storeId);
    if (!store) throw new Error(`Order ${order.orderId} names an unknown store ${order.storeId}`);
    return store;
  }
  const historyOf = (orderId: string) =>
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.id));

  async function view(order: OrderRow): Promise<OrderStatusView> {
    return toOrderStatusView(order, await historyOf(order.orderId), await storeOf(order));
  }
  async function consoleView(order: OrderRow): Promise<ConsoleOrder> {
    return toConsoleOrder(order, await historyOf(order.orderId), await storeOf(order));
  }

  /** The order for its owner (the basket session it was placed from), within the tracking window. */
  function owned(order: OrderRow | undefined, sessionId: string | undefined): OrderRow {
    if (!order || !sessionId || !sameSecret(order.sessionId, sessionId)) throw orderNotFound();
    if (clock.now().getTime() - order.createdAt.getTime() > TRACKING_WINDOW_MS) {
      throw new AppError(403, 'Forbidden', 'You can no longer track this order');
    }
    return order;
  }

  const byId = async (orderId: string) => (await db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

  /** Gives the money back for a cancelled order: a void while only authorised, a refund once captured. */
  async function releasePayment(order: OrderRow) {
    const payment = order.payment as OrderPayment;
    if (!payment.authorisationId) return;
    const record = await gateway.getAuthorisation(payment.authorisationId);
    if (record.status === 'authorised' || record.status === 'pending') await gateway.void(payment.authorisationId);
    else if (record.status === 'captured' || record.status === 'partially_refunded') {
      await gateway.refund(payment.authorisationId, record.capturedCents - record.refundedCents, {
        idempotencyKey: `cancel:${order.orderId}`,
      });
    }
  }

  return {
    view,
    consoleView,
    byId,

    async statusFor(orderId: string, sessionId: string | undefined) {
      return view(owned(await byId(orderId), sessionId));
    },

    async statusByReference(reference: string, sessionId: string | undefined) {
      const [order] = await db.select().from(orders).where(eq(orders.orderReference, reference.trim().toUpperCase()));
      return view(owned(order, sessionId));
    },

    /** Orders of a customer placed within the last hourLimit hours, newest first. */
    async trackOrders(userId: string, hourLimit: number) {
      const since = new Date(clock.now().getTime() - hourLimit * 60 * 60 * 1000);
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, userId), gte(orders.createdAt, since)))
        .orderBy(desc(orders.createdAt));
      return Promise.all(rows.map(view));
    },

    /** A store's orders still in the kitchen or on the road, then today's finished ones. */
    async forStore(storeCode: string) {
      const store = await stores.byCode(storeCode);
      if (!store) throw notFound('Store not found.');
      const since = new Date(clock.now().getTime() - TRACKING_WINDOW_MS);
      const live = await db
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, store.storeId), notInArray(orders.status, FINAL)))
        .orderBy(asc(orders.orderDueAt));
      const done = await db
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, store.storeId), inArray(orders.status, FINAL), gte(orders.updatedAt, since)))
        .orderBy(desc(orders.updatedAt));
      return Promise.all([...live, ...done].map(consoleView));
    },

    /**
     * Moves an order along the lifecycle table (packages/domain), recording who and when; refuses
     * any other move with 409 and the allowed next states. Staff act only on their own store.
     */
    async changeStatus(
      orderId: string,
      to: OrderStatusName,
      actor: { username: string; storeCode: string },
      reason: string | null,
    ) {
      const now = clock.now();
      const store = await stores.byCode(actor.storeCode);
      const changed = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
        if (!order || order.storeId !== store?.storeId) throw orderNotFound();
        const type = order.serviceType === 'Delivery' ? 'delivery' : 'pickup';
        const from = order.status as OrderStatus;
        if (!canTransition(from, to as OrderStatus, type)) {
          const allowed = nextStatuses(from, type);
          throw new AppError(
            409,
            'Conflict',
            `An order that is ${from} can move to ${allowed.join(', ') || 'nothing'}.`,
            [],
            { allowed },
          );
        }
        await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.orderId, orderId));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId, status: to, actor: `staff:${actor.username}`, reason, at: now });
        return { ...order, status: to, updatedAt: now };
      });
      if (to === 'Cancelled') {
        await releasePayment(changed).catch((error: unknown) =>
          log.error({ err: error, orderId }, 'could not release the payment of a cancelled order'),
        );
      }
      await events.publish({ orderId, storeId: changed.storeId });
      return consoleView(changed);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
