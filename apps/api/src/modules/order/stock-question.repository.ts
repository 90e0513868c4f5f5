// Out-of-stock questions (docs/out-of-stock.md): their rows, each store's answer time and default,
// and the one transaction that settles a question together with its order.
import type { Basket } from '@storefront/contract';
import { DEFAULT_ANSWER_MINUTES, DEFAULT_UNANSWERED_CHOICE } from '@storefront/domain';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusEvents, orderStockQuestions, storeOutOfStockSettings } from '../../db/schema/index.ts';
import type { OrderRow } from './order-view.ts';
import type { Settlement } from './stock-settlement.ts';

export type StockQuestionRow = typeof orderStockQuestions.$inferSelect;
export type NewStockQuestion = typeof orderStockQuestions.$inferInsert;

export interface SettleOutcome {
  question: StockQuestionRow;
  order: OrderRow;
  /** False when the question was already settled: the standing answer is returned unchanged. */
  settledNow: boolean;
}

export function stockQuestionRepository(db: Db) {
  return {
    async settingsFor(storeId: number): Promise<{ answerMinutes: number; defaultChoice: 'drop' | 'cancel' }> {
      const [row] = await db.select().from(storeOutOfStockSettings).where(eq(storeOutOfStockSettings.storeId, storeId));
      return row ?? { answerMinutes: DEFAULT_ANSWER_MINUTES, defaultChoice: DEFAULT_UNANSWERED_CHOICE as 'drop' };
    },

    async forOrder(orderId: string): Promise<StockQuestionRow[]> {
      return db
        .select()
        .from(orderStockQuestions)
        .where(eq(orderStockQuestions.orderId, orderId))
        .orderBy(asc(orderStockQuestions.markedAt));
    },

    /**
     * Marks a line with the order row locked: `decide` sees the locked order and the order's
     * questions, throws to refuse, or gives the question to write (or none: the line's question
     * already exists).
     */
    async mark(
      orderId: string,
      decide: (order: OrderRow | undefined, questions: StockQuestionRow[]) => NewStockQuestion | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
        const questions = await tx.select().from(orderStockQuestions).where(eq(orderStockQuestions.orderId, orderId));
        const question = decide(locked, questions);
        if (question) await tx.insert(orderStockQuestions).values(question).onConflictDoNothing();
      });
    },

    /** Open questions whose deadline has passed (the sweep settles them by the store's default). */
    async due(now: Date): Promise<StockQuestionRow[]> {
      return db
        .select()
        .from(orderStockQuestions)
        .where(and(isNull(orderStockQuestions.choice), lte(orderStockQuestions.deadlineAt, now)));
    },

    async refundsPending(): Promise<StockQuestionRow[]> {
      return db.select().from(orderStockQuestions).where(eq(orderStockQuestions.refundPending, true));
    },

    async refundDone(questionId: string): Promise<void> {
      await db
        .update(orderStockQuestions)
        .set({ refundPending: false })
        .where(eq(orderStockQuestions.questionId, questionId));
    },

    /**
     * Settles a question once, with its order locked: `decide` sees both and gives the settlement
     * (or null to leave it as it stands, e.g. already answered). The question, the order's basket
     * and total, its status for a cancel and the history line are written together.
     */
    async settle(
      questionId: string,
      decide: (
        question: StockQuestionRow,
        order: OrderRow,
      ) => { settlement: Settlement; chosenBy: string; status: string; reason: string; refundPending: boolean } | null,
      at: Date,
    ): Promise<SettleOutcome | undefined> {
      return db.transaction(async (tx) => {
        const [question] = await tx
          .select()
          .from(orderStockQuestions)
          .where(eq(orderStockQuestions.questionId, questionId))
          .for('update');
        if (!question) return undefined;
        const [order] = await tx.select().from(orders).where(eq(orders.orderId, question.orderId)).for('update');
        if (!order) return undefined;
        const decision = question.choice === null ? decide(question, order) : null;
        if (!decision) return { question, order, settledNow: false };
        const { settlement, chosenBy, status, reason, refundPending } = decision;
        const orderChanges = {
          basket: settlement.basket as Basket,
          basketTotal: settlement.basketTotal,
          status,
          updatedAt: at,
        };
        await tx.update(orders).set(orderChanges).where(eq(orders.orderId, order.orderId));
        await tx.insert(orderStatusEvents).values({ orderId: order.orderId, status, actor: chosenBy, reason, at });
        const [settled] = await tx
          .update(orderStockQuestions)
          .set({
            choice: settlement.choice,
            chosenBy,
            chosenAt: at,
            refundedCents: settlement.refund,
            refundPending,
          })
          .where(eq(orderStockQuestions.questionId, questionId))
          .returning();
        return { question: settled!, order: { ...order, ...orderChanges }, settledNow: true };
      });
    },
  };
}

export type StockQuestionRepository = ReturnType<typeof stockQuestionRepository>;
