import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsFolder } from '../paths.ts';
import { withQueryTimeout } from './query-timeout.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The same Drizzle API over either driver: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  pgliteDataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/**
 * Bounds that make a missing or stuck PostgreSQL fail fast (503) instead of holding requests
 * (decision 086). postgres.js waits 30 s to connect and backs off up to 20 s between attempts
 * by default, which is what held requests for 5-15 s while the database was down.
 */
export const DATABASE_TIMEOUTS = {
  /** Opening a connection (TCP, TLS, startup, authentication). */
  connectSeconds: 1.5,
  /** An idle pooled connection is closed after this, so connections from before an outage do not linger. */
  idleSeconds: 60,
  /** Longest wait before trying to connect again after a failed attempt (postgres.js's backoff). */
  reconnectDelayMaxSeconds: 0.25,
  /** Server side: a statement running longer is cancelled by PostgreSQL itself. */
  statementMs: 8_000,
  /** Server side: a transaction left open and idle this long is ended, releasing its locks. */
  idleInTransactionMs: 30_000,
  /** Client side: queued plus running time of one statement; longer than statementMs on purpose. */
  queryMs: 10_000,
} as const;

/** The advisory lock one migrating instance holds (any number that no other lock of ours uses). */
export const MIGRATION_LOCK_KEY = 7_240_001;

const reconnectDelaySeconds = (retries: number) =>
  Math.min(DATABASE_TIMEOUTS.reconnectDelayMaxSeconds, 0.01 * 2 ** retries);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const client = postgres(url, {
      max: options.maxConnections ?? 20,
      onnotice: () => {},
      connect_timeout: DATABASE_TIMEOUTS.connectSeconds,
      idle_timeout: DATABASE_TIMEOUTS.idleSeconds,
      backoff: reconnectDelaySeconds,
      connection: {
        statement_timeout: DATABASE_TIMEOUTS.statementMs,
        idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
      },
    });
    const db = drizzlePostgres({
      client: withQueryTimeout(client, DATABASE_TIMEOUTS.queryMs),
      schema,
    }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Migrations get a connection of their own without the statement bounds: an index build may take long.
      migrate: async () => {
        const migrator = postgres(url, {
          max: 1,
          onnotice: () => {},
          connect_timeout: DATABASE_TIMEOUTS.connectSeconds,
        });
        try {
          // Instances started together on an empty database would each apply the migrations and
          // all but one fail on a duplicate key: one migrates while the others wait, then find
          // nothing left to do. The lock is the connection's and ends with it.
          await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          await migratePostgres(drizzlePostgres({ client: migrator, schema }), { migrationsFolder });
        } finally {
          await migrator.end({ timeout: 5 });
        }
      },
      ping: () => ping(db),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
