import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { staffSeeds } from '@storefront/catalog';
import postgres from 'postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { seedCatalog } from '../../db/seed.ts';
import { loadEnv } from '../../env.ts';
import { apiRoot } from '../../paths.ts';
import { openTestDatabase } from '../../test/database.ts';
import { setStaffPassword } from './staff-password.ts';

// Issue 23, item 7: the development passwords of docs/store-console.md are public, so production
// never seeds them and refuses to start while any account still has one.
const production = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
const everySeededAccount = staffSeeds.map((s) => s.username).sort();
const REFUSAL = `Refusing to start in production: staff accounts ${everySeededAccount.join(', ')} still use the development password from docs/store-console.md; set a new one with npm run staff:password -- <username>.`;

describe('production with the development passwords', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalog(database.db);
  });
  afterAll(() => database.close());

  it('refuses to become ready, naming every account in one line', async () => {
    const app = await buildApp({ env: production, database, logger: false });
    await expect(app.ready()).rejects.toThrow(REFUSAL);
    expect(REFUSAL).not.toContain('\n');
    await app.close().catch(() => {});
  });

  it('names only the accounts left once some have new passwords', async () => {
    for (const username of everySeededAccount.slice(1)) {
      await setStaffPassword(database.db, username, `A-new-password-for-${username}`);
    }
    const app = await buildApp({ env: production, database, logger: false });
    await expect(app.ready()).rejects.toThrow(
      `Refusing to start in production: staff account ${everySeededAccount[0]} still uses the development password`,
    );
    await app.close().catch(() => {});
  });
});

describe('a production seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalog(database.db, { developmentStaffPasswords: false });
  });
  afterAll(() => database.close());

  it('creates the accounts without a password: nothing signs in until one is set', async () => {
    const app = await buildApp({ env: production, database, logger: false });
    await app.ready();
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { username: 'sydney.manager', password } });
    try {
      expect((await login('Pizza-Sydney-2026')).statusCode).toBe(401);
      await setStaffPassword(database.db, 'sydney.manager', 'correct horse battery staple');
      expect((await login('correct horse battery staple')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a short password, a development one and an unknown account', async () => {
    await expect(setStaffPassword(database.db, 'sydney.manager', 'short')).rejects.toThrow(
      'A console password needs at least 12 characters.',
    );
    await expect(setStaffPassword(database.db, 'sydney.manager', 'Pizza-Perth-2026')).rejects.toThrow(
      'That is a published development password: choose another.',
    );
    await expect(setStaffPassword(database.db, 'nobody.manager', 'long enough password')).rejects.toThrow(
      'There is no staff account nobody.manager.',
    );
  });
});

describe('the server process', () => {
  it('exits with status 1 and the one-line reason when started in production on development passwords', async () => {
    const { env, drop } = await databaseWithDevelopmentPasswords();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: '/nonexistent',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toBe(`${REFUSAL}\n`);
    } finally {
      await drop();
    }
  }, 120_000);
});

/** A database (PostgreSQL when DATABASE_URL is set, else a PGlite folder) seeded for development. */
async function databaseWithDevelopmentPasswords(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-devpw-'));
    const database = await openDatabase({ pgliteDataDir: dir });
    await database.migrate();
    await seedCatalog(database.db);
    await database.close();
    return { env: { PGLITE_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `storefront_devpw_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 2 });
  await database.migrate();
  await seedCatalog(database.db);
  await database.close();
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const cleanup = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
