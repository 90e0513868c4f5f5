import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/database.ts';

// Decision 185: what the patched driver does for statements sent one behind another on a connection.

describe.runIf(usingPostgres())('statements one after another on a PostgreSQL connection', () => {
  it('a statement that fails part-way through its rows leaves the next statement its own, whole rows', async () => {
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      await client`select 1`;
      // Three rows arrive, then the fourth divides by zero; the next statement is already sent behind it.
      const failing = client`select i, 1 / (4 - i) as ratio from generate_series(1, 10) i`.execute();
      const next = client`select x from generate_series(1, 5) x`.execute();
      await expect(failing).rejects.toMatchObject({ code: '22012' });
      const rows = [...(await next)];
      expect(rows).toEqual([1, 2, 3, 4, 5].map((x) => ({ x })));
    } finally {
      await client.end({ timeout: 5 });
    }
  });

  it('and so does the next statement sent once it has failed', async () => {
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      await expect(client`select i, 1 / (4 - i) as ratio from generate_series(1, 10) i`).rejects.toMatchObject({
        code: '22012',
      });
      expect([...(await client`select x from generate_series(1, 5) x`)]).toEqual([1, 2, 3, 4, 5].map((x) => ({ x })));
    } finally {
      await client.end({ timeout: 5 });
    }
  });
});
