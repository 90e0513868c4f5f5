import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export interface FunnelCounts {
  sessions: number;
  localised: number;
  added: number;
  checkout: number;
  ordered: number;
}

/** Distinct visits with a given event between the bounds, every step in one scan. */
const visitsWith = (name: string) =>
  sql<number>`count(distinct ${analyticsEvents.sessionId}) filter (where ${analyticsEvents.name} = ${name})`.mapWith(
    Number,
  );

/** Keeps the collector's events and counts the funnel from them. */
export function analyticsRepository(db: Db) {
  return {
    async save(rows: AnalyticsEventRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
    },

    /** Distinct visits reaching each step among the events received in [from, to). */
    async funnel(from: Date, to: Date): Promise<FunnelCounts> {
      const [counts] = await db
        .select({
          sessions: sql<number>`count(distinct ${analyticsEvents.sessionId})`.mapWith(Number),
          localised: visitsWith('localised'),
          added: visitsWith('add_to_cart'),
          checkout: visitsWith('begin_checkout'),
          ordered: visitsWith('purchase'),
        })
        .from(analyticsEvents)
        .where(and(gte(analyticsEvents.receivedAt, from), lt(analyticsEvents.receivedAt, to)));
      return counts ?? { sessions: 0, localised: 0, added: 0, checkout: 0, ordered: 0 };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
