import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
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

  it('gives up on a statement past the client bound, cancels it, and the pool goes on', async () => {
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const db = drizzle({ client: withQueryTimeout(client, 200) });
    try {
      const slow = db.execute(sql`select pg_sleep(5), 'bounded-query-probe' as marker`);
      // Drizzle wraps the driver's errors, ours included, as their cause.
      await expect(slow).rejects.toMatchObject({ cause: expect.any(QueryTimeoutError) });
      // The same (only) connection answers the next statement within the bound: the slow one was cancelled.
      const [row] = (await db.execute(sql`select 1 as one`)) as unknown as { one: number }[];
      expect(row).toEqual({ one: 1 });
    } finally {
      await client.end({ timeout: 5 });
    }
  });

  it('leaves a statement that timed out behind another on its connection to run: the next statements get their own answers', async () => {
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const db = drizzle({ client: withQueryTimeout(client, 200) });
    try {
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
    } finally {
      await client.end({ timeout: 5 });
    }
  });

  it('bounds a statement inside a transaction too', async () => {
    // A client of its own: a cancel request names a server process, not a statement, so one sent
    // late for an earlier statement on a shared connection could stop this one first.
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const db = drizzle({ client: withQueryTimeout(client, 200) });
    try {
      const inTransaction = db.transaction((tx) => tx.execute(sql`select pg_sleep(5)`));
      await expect(inTransaction).rejects.toMatchObject({ cause: { code: 'QUERY_TIMEOUT' } });
    } finally {
      await client.end({ timeout: 5 });
    }
  });
});
