import { surveySchema, type Survey } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEntries, orders, surveyResponses } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';

export interface SurveyAnswer {
  surveyId: string;
  questionId: string;
  orderId: string;
  answer: string;
  answeredAt: Date;
}

/** Surveys (content, cached a minute) and their answers. */
export function surveyRepository(db: Db) {
  const all = cachedValue(60_000, async () => {
    const rows = await db
      .select({ data: contentEntries.data })
      .from(contentEntries)
      .where(eq(contentEntries.kind, 'survey'));
    return new Map(rows.map((row) => surveySchema.parse(row.data)).map((s) => [s.surveyId, s]));
  });

  return {
    async survey(surveyId: string): Promise<Survey | undefined> {
      return (await all.get()).get(surveyId);
    },

    /** The basket session the order was placed from, when the order exists. */
    async orderSession(orderId: string): Promise<string | undefined> {
      const [row] = await db.select({ sessionId: orders.sessionId }).from(orders).where(eq(orders.orderId, orderId));
      return row?.sessionId;
    },

    /**
     * One answer per question per order: a second answer replaces the first (the unique index makes
     * this hold when two arrive at once).
     */
    async saveAnswer(answer: SurveyAnswer): Promise<void> {
      await db
        .insert(surveyResponses)
        .values(answer)
        .onConflictDoUpdate({
          target: [surveyResponses.orderId, surveyResponses.surveyId, surveyResponses.questionId],
          set: { answer: sql`excluded.answer`, answeredAt: sql`excluded.answered_at` },
        });
    },
  };
}

export type SurveyRepository = ReturnType<typeof surveyRepository>;
