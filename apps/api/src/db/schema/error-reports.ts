import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ErrorReportFrame } from '@storefront/contract';

/**
 * Error events the Sentry SDKs sent to our envelope sink (decision 172). The same error seen again
 * (same fingerprint: project, type, message and innermost frame) adds to `count` and takes the
 * latest event's id, release, environment, URL and user agent. Frames are stored innermost first,
 * each with the original position its source map gave when the event arrived.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    project: text('project', { enum: ['web', 'api'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type'),
    message: text('message').notNull(),
    release: text('release'),
    environment: text('environment'),
    url: text('url'),
    userAgent: text('user_agent'),
    frames: jsonb('frames').$type<ErrorReportFrame[]>().notNull(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('error_reports_last_seen_idx').on(t.lastSeenAt)],
);
