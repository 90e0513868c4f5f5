import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database on the server named
 * by DATABASE_URL (dropped afterwards), or an in-memory PGlite when it is unset.
 */
export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 30 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const usingPostgres = () => Boolean(process.env.DATABASE_URL);
