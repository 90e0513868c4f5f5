import { timingSafeEqual } from 'node:crypto';
import {
  TRACKING_WINDOW_HOURS,
  type ConsoleOrder,
  type OrderStatusName,
  type OrderStatusView,
  type StoreSeed,
} from '@storefront/contract';
import {
  canTransition,
  FINAL_STATUSES,
  isFinal,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  type OutOfStockChoice,
} from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import type { OrderEventBus } from './order-events.ts';
import { releaseOrderPayment } from './order-payment-release.ts';
import type { OrderRepository } from './order.repository.ts';
import { toConsoleOrder, toOrderStatusView, type OrderRow } from './order-view.ts';
import type { StockQuestionService } from './stock-question.service.ts';

const TRACKING_WINDOW_MS = TRACKING_WINDOW_HOURS * 60 * 60 * 1000;
/** Every status an order is still in the kitchen or on the road in. */
const OPEN_STATUSES = ORDER_STATUSES.filter((status) => !isFinal(status));

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Unknown, someone else's, or not yours: all answer the same, so nothing leaks. */
const orderNotFound = () => notFound('Order not found.');

export interface OrderServiceDeps {
  repository: OrderRepository;
  stores: StoreDirectory;
  gateway: PaymentGateway;
  events: OrderEventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Out-of-stock questions (docs/out-of-stock.md): shown with the order, and an open one holds it. */
  stock?: StockQuestionService;
}

export function orderService({ repository, stores, gateway, events, clock, log, stock }: OrderServiceDeps) {
  async function storeOf(order: OrderRow): Promise<StoreSeed> {
    const store = await stores.byStoreId(order.storeId);
    if (!store) throw new Error(`Order ${order.orderId} names an unknown store ${order.storeId}`);
    return store;
  }
  const historyOf = (orderId: string) => repository.history(orderId);

  /** The order as it stands once any out-of-stock question past its deadline is settled, with its questions. */
  async function current(order: OrderRow) {
    const store = await storeOf(order);
    if (!stock) return { order, store, stockQuestions: [] };
    const fresh = (await stock.settleDueFor(order.orderId)) ? ((await byId(order.orderId)) ?? order) : order;
    const rows = await stock.questionsOf(fresh.orderId);
    return { order: fresh, store, stockQuestions: rows.map((q) => stock.viewOf(q, fresh, store)) };
  }
  async function view(row: OrderRow): Promise<OrderStatusView> {
    const { order, store, stockQuestions } = await current(row);
    return { ...toOrderStatusView(order, await historyOf(order.orderId), store, clock.now()), stockQuestions };
  }
  async function consoleView(row: OrderRow): Promise<ConsoleOrder> {
    const { order, store, stockQuestions } = await current(row);
    return { ...toConsoleOrder(order, await historyOf(order.orderId), store, clock.now()), stockQuestions };
  }

  /**
   * The order for its owner, within the tracking window: the basket session it was placed from, or
   * the signed-in customer it was placed by (a customer id only ever from a verified token).
   */
  function owned(
    order: OrderRow | undefined,
    sessionId: string | undefined,
    customerId: string | null = null,
  ): OrderRow {
    const bySession = !!order && !!sessionId && sameSecret(order.sessionId, sessionId);
    const byCustomer = !!order && customerId !== null && order.customerId === customerId;
    if (!order || (!bySession && !byCustomer)) throw orderNotFound();
    if (clock.now().getTime() - order.createdAt.getTime() > TRACKING_WINDOW_MS) {
      throw new AppError(403, 'Forbidden', 'You can no longer track this order');
    }
    return order;
  }

  const byId = (orderId: string) => repository.byId(orderId);
  /** Gives the money back for a cancelled order (order-payment-release.ts). */
  const releasePayment = (order: OrderRow) => releaseOrderPayment(gateway, repository, order);

  return {
    view,
    consoleView,
    byId,

    async statusFor(orderId: string, sessionId: string | undefined, customerId: string | null = null) {
      return view(owned(await byId(orderId), sessionId, customerId));
    },

    /**
     * The customer's answer to an out-of-stock question, authorised like statusFor (another
     * session's order is 404); answers with the order as it then stands.
     */
    async answerStockQuestion(
      orderId: string,
      questionId: string,
      choice: OutOfStockChoice,
      sessionId: string | undefined,
      customerId: string | null,
    ) {
      const order = owned(await byId(orderId), sessionId, customerId);
      if (!stock) throw notFound('Question not found.');
      await stock.choose(questionId, order.orderId, choice);
      return view((await byId(orderId)) ?? order);
    },

    /** Staff mark a line of a received order out of stock (their own store only). */
    async markLineUnavailable(orderId: string, lineId: string, actor: { username: string; storeCode: string }) {
      if (!stock) throw notFound('Order not found.');
      await stock.markUnavailable(orderId, lineId, actor);
      const order = await byId(orderId);
      if (!order) throw orderNotFound();
      return consoleView(order);
    },

    async statusByReference(reference: string, sessionId: string | undefined) {
      return view(owned(await repository.byReference(reference.trim().toUpperCase()), sessionId));
    },

    /** Orders of a (verified) customer placed within the last hourLimit hours, newest first. */
    async trackOrders(customerId: string, hourLimit: number) {
      const since = new Date(clock.now().getTime() - hourLimit * 60 * 60 * 1000);
      return Promise.all((await repository.placedSince(customerId, since)).map(view));
    },

    /** A store's orders still in the kitchen or on the road, then today's finished ones. */
    async forStore(storeCode: string) {
      const store = await stores.byCode(storeCode);
      if (!store) throw notFound('Store not found.');
      const since = new Date(clock.now().getTime() - TRACKING_WINDOW_MS);
      const live = await repository.openAtStore(store.storeId, OPEN_STATUSES);
      const done = await repository.finishedAtStore(store.storeId, FINAL_STATUSES, since);
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
      const store = await stores.byCode(actor.storeCode);
      // An open out-of-stock question holds the order at Preparing until the customer (or the
      // store's default at the deadline) answers; a cancel is always allowed.
      if (stock && to !== 'Cancelled' && to !== 'Preparing') {
        await stock.settleDueFor(orderId);
        const open = await stock.openFor(orderId);
        if (open) {
          throw new AppError(
            409,
            'Conflict',
            `Waiting for the customer to answer about ${open.lineName} (out of stock): the order cannot move past Preparing until they do or the answer time ends.`,
          );
        }
      }
      const now = clock.now();
      const decide = (order: OrderRow | undefined): OrderRow => {
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
        return order;
      };
      const changed = await repository.moveStatus(orderId, decide, {
        to,
        actor: `staff:${actor.username}`,
        reason,
        at: now,
      });
      if (to === 'Cancelled') {
        await releasePayment(changed).catch((error: unknown) =>
          log.error({ err: error, orderId }, 'could not release the payment of a cancelled order'),
        );
      }
      await events.publish({ orderId, storeId: changed.storeId });
      // Read again after a cancel: the payment is now voided or refunded.
      return consoleView(to === 'Cancelled' ? ((await byId(orderId)) ?? changed) : changed);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
