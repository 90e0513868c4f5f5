import { desc, sql } from 'drizzle-orm';
import type { ErrorReport } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { errorReports } from '../../db/schema/index.ts';

export type ErrorReportRow = Omit<typeof errorReports.$inferInsert, 'id' | 'count' | 'firstSeenAt' | 'lastSeenAt'>;

/** Keeps error events, one row per fingerprint, and lists them newest first. */
export function errorReportsRepository(db: Db) {
  return {
    /** A new fingerprint is a new report; a known one counts once more and takes the latest details. */
    async record(row: ErrorReportRow, seenAt: Date): Promise<void> {
      await db
        .insert(errorReports)
        .values({ ...row, firstSeenAt: seenAt, lastSeenAt: seenAt })
        .onConflictDoUpdate({
          target: errorReports.fingerprint,
          set: {
            count: sql`${errorReports.count} + 1`,
            eventId: row.eventId,
            release: row.release,
            environment: row.environment,
            url: row.url,
            userAgent: row.userAgent,
            frames: row.frames,
            lastSeenAt: seenAt,
          },
        });
    },

    async latest(limit: number): Promise<ErrorReport[]> {
      const rows = await db
        .select()
        .from(errorReports)
        .orderBy(desc(errorReports.lastSeenAt), desc(errorReports.id))
        .limit(limit);
      return rows.map(({ fingerprint: _fingerprint, firstSeenAt, lastSeenAt, ...row }) => ({
        ...row,
        firstSeenAt: firstSeenAt.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
      }));
    },
  };
}

export type ErrorReportsRepository = ReturnType<typeof errorReportsRepository>;
