// Out of stock after ordering (docs/out-of-stock.md, decisions 186 and 187): staff mark a line of a
// received order unavailable, the customer answers swap, drop or cancel, and without an answer in
// time the store's default applies. Settled once, whoever comes first (answer, sweep or read).
import { randomUUID } from 'node:crypto';
import type { Basket, CustomerInfo, StockQuestion, StoreSeed } from '@storefront/contract';
import { suggestReplacement, toStoreIso, type OutOfStockChoice, type ReplacementCandidate } from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { ProductCatalogue } from '../product/product.repository.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import type { OrderPayment } from './order-payment.ts';
import type { OrderEventBus } from './order-events.ts';
import { releaseOrderPayment } from './order-payment-release.ts';
import type { OrderRepository } from './order.repository.ts';
import type { OrderRow } from './order-view.ts';
import { outOfStockMessage } from './stock-question-message.ts';
import type { StockQuestionRepository, StockQuestionRow } from './stock-question.repository.ts';
import { settle, type MoneyState, type StoredReplacement } from './stock-settlement.ts';

const conflict = (message: string) => new AppError(409, 'Conflict', message);

export interface StockQuestionDeps {
  questions: StockQuestionRepository;
  orders: OrderRepository;
  stores: StoreDirectory;
  catalogue: ProductCatalogue;
  gateway: PaymentGateway;
  events: OrderEventBus;
  notifier: Notifier;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where the customer's order page is: the message links to `{origin}/order/{orderId}`. */
  orderPageOrigin: string;
}

/** Money as the order's snapshot sees it: what is captured is the order's current total. */
const moneyOf = (order: OrderRow): MoneyState => {
  const payment = order.payment as OrderPayment;
  const refundable = payment.status === 'captured' && !!payment.authorisationId;
  return { refundable, refundableCents: refundable ? order.basketTotal : 0 };
};

const describeChoice = (q: StockQuestionRow, choice: OutOfStockChoice) => {
  const replacement = q.replacement as StoredReplacement | null;
  if (choice === 'swap') return `Out of stock: ${q.lineName} swapped for ${replacement?.name ?? 'a replacement'}`;
  if (choice === 'drop') return `Out of stock: ${q.lineName} dropped`;
  return `Out of stock: ${q.lineName}; order cancelled`;
};

export function stockQuestionService(deps: StockQuestionDeps) {
  const { questions, orders, stores, catalogue, gateway, events, notifier, clock, log } = deps;

  /** Decision 186: same main category and type, no dearer than one unit of the line, made at this store. */
  async function replacementFor(basketItem: Basket['basketItems'][number], store: StoreSeed) {
    const { products, byId } = await catalogue.snapshot();
    const product = byId.get(basketItem.productId);
    const sizeId = basketItem.choice.sizeId ?? null;
    const candidates: ReplacementCandidate[] = products.flatMap((p) => {
      const size = sizeId === null ? undefined : p.sizes.find((s) => s.sizeId === sizeId);
      if (p.sizes.length > 0 && !size) return [];
      return [
        {
          productId: p.productId,
          name: p.name,
          slug: p.slug,
          productType: p.productType,
          mainCategory: p.categories[0]?.code ?? null,
          priceCents: size?.priceCents ?? p.totalPrice,
          sizeId: size?.sizeId ?? null,
          sizeName: size?.name ?? null,
          orderable: !p.isOutOfStock && !p.outOfStockStoreCodes.includes(store.code) && !p.requiresCoupon,
          sortOrder: p.sortOrder,
        },
      ];
    });
    const picked = suggestReplacement(
      {
        productId: basketItem.productId,
        productType: basketItem.productType,
        mainCategory: product?.categories[0]?.code ?? null,
        unitPriceCents: basketItem.unitPrice,
      },
      candidates,
    );
    if (!picked) return null;
    const replacement: StoredReplacement = {
      productId: picked.productId,
      slug: picked.slug,
      name: picked.name,
      sizeId: picked.sizeId,
      sizeName: picked.sizeName,
      unitPrice: picked.priceCents,
      total: picked.priceCents * basketItem.quantity,
    };
    return replacement;
  }

  async function tellCustomer(
    order: OrderRow,
    lineName: string,
    deadline: Date,
    store: StoreSeed,
    defaultChoice: 'drop' | 'cancel',
  ) {
    const info = order.customerInfo as CustomerInfo;
    const message = outOfStockMessage({
      info,
      orderReference: order.orderReference,
      lineName,
      storeName: store.name,
      deadline: toStoreIso(deadline, store.timeZone),
      defaultChoice,
      link: `${deps.orderPageOrigin}/order/${order.orderId}`,
    });
    if (!message) return;
    await notifier
      .send(message)
      .catch((error: unknown) => log.error({ err: error, orderId: order.orderId }, 'out-of-stock message not sent'));
  }

  /** Gives back what a settled question owes; a failure stays pending for the sweep to retry. */
  async function refund(question: StockQuestionRow, order: OrderRow) {
    if (!question.refundPending) return;
    const payment = order.payment as OrderPayment;
    try {
      if (question.choice === 'cancel') {
        await releaseOrderPayment(gateway, orders, order);
      } else if (payment.authorisationId && (question.refundedCents ?? 0) > 0) {
        await gateway.refund(payment.authorisationId, question.refundedCents!, {
          idempotencyKey: `stock:${question.questionId}`,
        });
      }
      await questions.refundDone(question.questionId);
    } catch (error) {
      log.error({ err: error, orderId: order.orderId }, 'out-of-stock refund failed; the sweep retries it');
    }
  }

  /**
   * Settles a question by an answer (or, past its deadline, by the store's default): once, with
   * the order locked. Anything after the first settlement gets the standing answer.
   */
  async function settleQuestion(questionId: string, wanted: { choice: OutOfStockChoice; by: 'customer' } | null) {
    const now = clock.now();
    const outcome = await questions.settle(
      questionId,
      (question, order) => {
        const late = now.getTime() >= question.deadlineAt.getTime();
        const finished = order.status === 'Cancelled';
        const choice: OutOfStockChoice = finished
          ? 'cancel'
          : wanted && !late
            ? wanted.choice
            : (question.defaultChoice as OutOfStockChoice);
        if (!wanted && !late && !finished) return null;
        const chosenBy = finished ? 'store' : wanted && !late ? 'customer' : 'store-default';
        const settlement = finished
          ? { choice, basket: order.basket as Basket, basketTotal: order.basketTotal, refund: 0 }
          : settle(
              order.basket as Basket,
              { basketItemId: question.basketItemId, replacement: question.replacement as StoredReplacement | null },
              choice,
              moneyOf(order),
            );
        if (!settlement) throw conflict('No replacement was offered for this item: choose drop or cancel.');
        return {
          settlement,
          chosenBy,
          status: choice === 'cancel' ? 'Cancelled' : order.status,
          reason: describeChoice(question, choice),
          refundPending: !finished && (choice === 'cancel' || settlement.refund > 0),
        };
      },
      now,
    );
    if (!outcome) return undefined;
    if (outcome.settledNow) {
      await refund(outcome.question, outcome.order);
      await events.publish({ orderId: outcome.order.orderId, storeId: outcome.order.storeId });
    }
    return outcome;
  }

  return {
    /** Settles questions past their deadline for an order; true when one was applied. */
    async settleDueFor(orderId: string): Promise<boolean> {
      const now = clock.now().getTime();
      const due = (await questions.forOrder(orderId)).filter((q) => q.choice === null && q.deadlineAt.getTime() <= now);
      for (const q of due) await settleQuestion(q.questionId, null);
      return due.length > 0;
    },

    questionsOf: (orderId: string) => questions.forOrder(orderId),

    async openFor(orderId: string): Promise<StockQuestionRow | undefined> {
      return (await questions.forOrder(orderId)).find((q) => q.choice === null);
    },

    /**
     * Staff mark a standalone line of a received order unavailable: one open question per order;
     * the same line again is a no-op. The customer is told by message and on the order page.
     */
    async markUnavailable(orderId: string, lineId: string, actor: { username: string; storeCode: string }) {
      const store = await stores.byCode(actor.storeCode);
      const existing = await orders.byId(orderId);
      if (!existing || !store || existing.storeId !== store.storeId) throw notFound('Order not found.');
      const line = (existing.basket as Basket).basketItems.find((i) => i.basketItemId === lineId);
      const replacement = line ? await replacementFor(line, store) : null;
      const settings = await questions.settingsFor(store.storeId);
      const now = clock.now();
      const deadline = new Date(now.getTime() + settings.answerMinutes * 60_000);
      let created = false;
      await questions.mark(orderId, (order, asked) => {
        if (!order || order.storeId !== store.storeId) throw notFound('Order not found.');
        if (asked.some((q) => q.basketItemId === lineId)) return null;
        if (order.status !== 'Received') {
          throw conflict(`Only a received order's lines can be marked out of stock; this order is ${order.status}.`);
        }
        const item = (order.basket as Basket).basketItems.find((i) => i.basketItemId === lineId);
        if (!item) throw notFound('That line is not on this order (meals and deals cannot be marked).');
        const open = asked.find((q) => q.choice === null);
        if (open) throw conflict(`The customer has not answered about ${open.lineName} yet.`);
        const payment = (order.payment as OrderPayment).status;
        if (!['captured', 'pay-in-store', 'free'].includes(payment)) {
          throw conflict('This order is still waiting for its payment to be taken; try again in a minute.');
        }
        created = true;
        return {
          questionId: randomUUID(),
          orderId,
          basketItemId: lineId,
          lineName: item.name,
          quantity: item.quantity,
          lineTotalCents: item.totalPrice,
          replacement,
          defaultChoice: settings.defaultChoice,
          markedBy: `staff:${actor.username}`,
          markedAt: now,
          deadlineAt: deadline,
        };
      });
      if (created) {
        await tellCustomer(existing, line!.name, deadline, store, settings.defaultChoice);
        await events.publish({ orderId, storeId: existing.storeId });
      }
    },

    /** The customer's answer: the first settlement stands; a late one gets the default applied. */
    async choose(questionId: string, orderId: string, choice: OutOfStockChoice) {
      const question = (await questions.forOrder(orderId)).find((q) => q.questionId === questionId);
      if (!question) throw notFound('Question not found.');
      await settleQuestion(questionId, { choice, by: 'customer' });
    },

    /** The periodic sweep: defaults for every question past its deadline, then refunds left pending. */
    async sweep(): Promise<{ settled: number; refunded: number }> {
      const due = await questions.due(clock.now());
      for (const q of due) await settleQuestion(q.questionId, null);
      const pending = await questions.refundsPending();
      for (const q of pending) {
        const order = await orders.byId(q.orderId);
        if (order) await refund(q, order);
      }
      return { settled: due.length, refunded: pending.length };
    },

    /** The question as the customer and the console see it. */
    viewOf(q: StockQuestionRow, order: OrderRow, store: StoreSeed): StockQuestion {
      const replacement = q.replacement as StoredReplacement | null;
      const basket = order.basket as Basket;
      const question = { basketItemId: q.basketItemId, replacement };
      const outcome = (choice: OutOfStockChoice) => {
        const s = settle(basket, question, choice, moneyOf(order));
        return s ? { refund: s.refund, basketTotal: choice === 'cancel' ? 0 : s.basketTotal } : null;
      };
      const open = q.choice === null;
      const drop = open ? outcome('drop') : null;
      const cancel = open ? outcome('cancel') : null;
      return {
        questionId: q.questionId,
        lineId: q.basketItemId,
        lineName: q.lineName,
        quantity: q.quantity,
        lineTotal: q.lineTotalCents,
        replacement: replacement
          ? {
              productId: replacement.productId,
              name: replacement.name,
              sizeName: replacement.sizeName,
              total: replacement.total,
            }
          : null,
        outcomes: drop && cancel ? { swap: replacement ? outcome('swap') : null, drop, cancel } : null,
        defaultChoice: q.defaultChoice,
        deadlineAt: toStoreIso(q.deadlineAt, store.timeZone),
        choice: q.choice,
        chosenBy: q.chosenBy as StockQuestion['chosenBy'],
        chosenAt: q.chosenAt ? toStoreIso(q.chosenAt, store.timeZone) : null,
        refunded: q.refundedCents,
      };
    },
  };
}

export type StockQuestionService = ReturnType<typeof stockQuestionService>;

/** Sweeps questions past their deadline every `intervalMs` (the server: every 30 seconds), one run at a time. */
export function stockQuestionSweep(service: StockQuestionService, log: FastifyBaseLogger, intervalMs = 30_000) {
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    (running ??= service
      .sweep()
      .catch((error: unknown) => log.error({ err: error }, 'out-of-stock sweep failed'))
      .finally(() => (running = undefined)));
  return {
    run,
    start() {
      if (timer) return;
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
