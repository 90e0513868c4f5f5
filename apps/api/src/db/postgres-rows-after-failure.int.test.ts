import postgres, { type Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/database.ts';

// Decision 185: what the patched driver does for statements sent one behind another on a connection.

/** Three rows arrive, then the fourth divides by zero. */
const failsAfterThreeRows = (client: Sql) => client`select i, 1 / (4 - i) as ratio from generate_series(1, 10) i`;
const fiveRows = (client: Sql) => client`select x from generate_series(1, 5) x`;
const FIVE_ROWS = [1, 2, 3, 4, 5].map((x) => ({ x }));

/** One check on a client of its own with one connection, so every statement shares it. */
async function withOneConnection(check: (client: Sql) => Promise<void>): Promise<void> {
  const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await check(client);
  } finally {
    await client.end({ timeout: 5 });
  }
}

describe.runIf(usingPostgres())('statements one after another on a PostgreSQL connection', () => {
  it('a statement that fails part-way through its rows leaves the next statement its own, whole rows', () =>
    withOneConnection(async (client) => {
      await client`select 1`;
      // The next statement is already sent behind the failing one.
      const failing = failsAfterThreeRows(client).execute();
      const next = fiveRows(client).execute();
      await expect(failing).rejects.toMatchObject({ code: '22012' });
      expect([...(await next)]).toEqual(FIVE_ROWS);
    }));

  it('and so does the next statement sent once it has failed', () =>
    withOneConnection(async (client) => {
      await expect(failsAfterThreeRows(client)).rejects.toMatchObject({ code: '22012' });
      expect([...(await fiveRows(client))]).toEqual(FIVE_ROWS);
    }));
});
