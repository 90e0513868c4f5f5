import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, usingPostgres } from '../test/database.ts';
import { DATABASE_TIMEOUTS, type Database } from './client.ts';
import { QueryTimeoutError, withQueryTimeout } from './query-timeout.ts';

// The bounds a PostgreSQL connection carries (decision 086), checked on the server itself.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * One check on a client of its own: one connection, every statement Drizzle sends bounded at
 * 200 ms. Its own, because a cancel request names a server process, not a statement: one arriving
 * late for an earlier check's statement could stop a later check's.
 */
async function withBoundedClient(check: (db: PostgresJsDatabase, client: Sql) => Promise<void>): Promise<void> {
  const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await check(drizzle({ client: withQueryTimeout(client, 200) }), client);
  } finally {
    await client.end({ timeout: 5 });
  }
}

describe.runIf(usingPostgres())('a PostgreSQL connection', () => {
  it('carries the statement and idle-transaction time-outs', async () => {
    const rows = (await database.db.execute(
      sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
    )) as unknown as { statement: string; idle: string }[];
    expect(rows[0]).toEqual({
      statement: `${DATABASE_TIMEOUTS.statementMs / 1000}s`,
      idle: `${DATABASE_TIMEOUTS.idleInTransactionMs / 1000}s`,
    });
  });

  it('gives up on a statement past the client bound, cancels it, and the pool goes on', () =>
    withBoundedClient(async (db) => {
      const slow = db.execute(sql`select pg_sleep(5), 'bounded-query-probe' as marker`);
      // Drizzle wraps the driver's errors, ours included, as their cause.
      await expect(slow).rejects.toMatchObject({ cause: expect.any(QueryTimeoutError) });
      // The same (only) connection answers the next statement within the bound: the slow one was cancelled.
      const [row] = (await db.execute(sql`select 1 as one`)) as unknown as { one: number }[];
      expect(row).toEqual({ one: 1 });
    }));

  it('leaves a statement that timed out behind another on its connection to run: the next statements get their own answers', () =>
    withBoundedClient(async (db, client) => {
      await client`select 1`;
      // Unbounded, on the only connection: the bounded statement is sent behind it and waits.
      const running = client`select pg_sleep(0.5), 'running' as which`.execute();
      const queued = db.execute(sql`select 'queued' as which`);
      await expect(queued).rejects.toMatchObject({ cause: expect.any(QueryTimeoutError) });
      expect((await running)[0]).toMatchObject({ which: 'running' });
      // A cancel request sent for the queued statement would stop one of these instead.
      for (const which of ['next-1', 'next-2', 'next-3']) {
        const rows = (await db.execute(sql`select pg_sleep(0.03), ${which}::text as which`)) as unknown as {
          which: string;
        }[];
        expect(rows).toEqual([{ pg_sleep: '', which }]);
      }
    }));

  it('bounds a statement inside a transaction too', () =>
    withBoundedClient(async (db) => {
      const inTransaction = db.transaction((tx) => tx.execute(sql`select pg_sleep(5)`));
      await expect(inTransaction).rejects.toMatchObject({ cause: { code: 'QUERY_TIMEOUT' } });
    }));
});
