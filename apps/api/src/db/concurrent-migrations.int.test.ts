// Instances started together on an empty PostgreSQL database each run the migrations at start:
// one applies them while the others wait on its advisory lock, then find nothing left to do.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

const baseUrl = process.env.DATABASE_URL;

describe.runIf(baseUrl)('migrations started by several instances at once (PostgreSQL)', () => {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('apply once: every instance starts, and each migration is recorded once', async () => {
    const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) databases.push(await openDatabase({ url: url.toString(), maxConnections: 2 }));

    const results = await Promise.allSettled(databases.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const rows = await check<{ recorded: number; distinct: number }[]>`
      select count(*)::int as recorded, count(distinct hash)::int as distinct
      from drizzle.__drizzle_migrations`;
    await check.end();
    const { recorded, distinct } = rows[0]!;
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBe(distinct);
  });
});
