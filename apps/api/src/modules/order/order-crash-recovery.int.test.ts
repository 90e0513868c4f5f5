// The checkout's crash test: the real server process is killed (SIGKILL, by a failpoint) between
// the card authorisation and the order's commit, and between the commit and the capture; after a
// restart each case must end in one clear state (voided and no order, or one order captured), and
// a retry must never make a second order or a second authorisation.
//
// The server runs as a child process (`node --import tsx src/server.ts`) on a fresh database: a
// PGlite data folder, or a new PostgreSQL database when DATABASE_URL is set (dropped afterwards).
// The test talks to it over HTTP only, and reads the database only while it is stopped (a PGlite
// folder has one owner at a time).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client.ts';
import { baskets, idempotencyKeys, orders, paymentAttempts, sandboxAuthorisations } from '../../db/schema/index.ts';
import { testCard } from '../../local/payment-sandbox/test-cards.ts';
import { apiRoot } from '../../paths.ts';
import { ABANDONED_KEY_MS } from '../../platform/idempotency.ts';

const CRASH_TEST_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 60_000;
const details = { firstName: 'Alex', lastName: 'Citizen', mobileNumber: '0412 345 678', email: 'alex@example.com' };
const PARRAMATTA = { storeId: 1002, postcode: '2150' };

// ---------------------------------------------------------------------------------------------
// The server process and its database
// ---------------------------------------------------------------------------------------------

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  output(): string;
}

interface TestDatabase {
  env: Record<string, string>;
  /** Opens it from the test; only while no server runs (PGlite). */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  drop(): Promise<void>;
}

const running = new Set<Server>();
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of running) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  running.clear();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function freshDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));
    const database: TestDatabase = {
      env: { PGLITE_DATA_DIR: dir },
      open: () => openDatabase({ pgliteDataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
    cleanups.push(database.drop);
    return database;
  }
  const name = `storefront_crash_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database: TestDatabase = {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), maxConnections: 2 }),
    async drop() {
      const cleanup = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  cleanups.push(database.drop);
  return database;
}

/** Starts `node --import tsx src/server.ts` and resolves once it listens (recovery has run by then). */
async function startServer(port: number, database: TestDatabase, extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'true',
    APP_ORIGINS: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: '/nonexistent',
    SHUTDOWN_GRACE_MS: '2000',
    // Only what this test sets: nothing inherited from the shell.
    DATABASE_URL: undefined,
    PGLITE_DATA_DIR: undefined,
    REDIS_URL: undefined,
    FAILPOINTS: undefined,
    PAYMENT_RECOVERY_AFTER_S: undefined,
    ...database.env,
    ...extra,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: Server = { url: `http://127.0.0.1:${port}`, child, exited, output: () => log };
  running.add(server);
  void exited.then(() => running.delete(server));
  // server.ts prints this line once listening: no polling, no sleeping.
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${log}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Storefront ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${exit.code ?? exit.signal}) before it was ready:\n${log}`));
    });
  });
  await ready;
  const readyz = await fetch(`${server.url}/readyz`);
  expect(readyz.status).toBe(200);
  return server;
}

/** SIGTERM, as an operator's restart sends: the server closes cleanly (exit code 0). */
async function stopServer(server: Server) {
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
}

async function withDatabase<T>(database: TestDatabase, read: (db: Db) => Promise<T>): Promise<T> {
  const opened = await database.open();
  try {
    return await read(opened.db);
  } finally {
    await opened.close();
  }
}

// ---------------------------------------------------------------------------------------------
// A customer, over HTTP
// ---------------------------------------------------------------------------------------------

interface GuestBasket {
  basketId: string;
  sessionId: string;
  basketTotal: number;
}

async function api(server: Server, method: string, pathname: string, body?: object, headers = {}) {
  return fetch(`${server.url}/api/v1${pathname}`, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** Pickup at Parramatta: ASAP while it takes ASAP orders, otherwise its first slot an hour or more away. */
async function createBasket(server: Server): Promise<GuestBasket> {
  const disposition = { serviceType: 'Pickup', storeId: PARRAMATTA.storeId };
  const asap = await api(server, 'POST', '/baskets', { ...disposition, isAsap: true });
  if (asap.ok) return (await asap.json()) as GuestBasket;
  expect(asap.status).toBe(412);
  const schedule = (await (
    await api(server, 'GET', `/store/schedule/postcode?postcode=${PARRAMATTA.postcode}`)
  ).json()) as {
    storeId: number;
    tradingDays: { tradingHours: { earliestPickUp: string; latestPickUp: string }[] }[];
  }[];
  const QUARTER = 15 * 60_000;
  for (const day of schedule.find((s) => s.storeId === PARRAMATTA.storeId)?.tradingDays ?? []) {
    for (const hours of day.tradingHours) {
      const offset = /([+-])(\d{2}):(\d{2})$/.exec(hours.earliestPickUp);
      const offsetMs = offset
        ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
        : 0;
      const start = Math.ceil(Math.max(Date.parse(hours.earliestPickUp), Date.now() + 60 * 60_000) / QUARTER) * QUARTER;
      if (start > Date.parse(hours.latestPickUp)) continue;
      const orderDueAt = new Date(start + offsetMs).toISOString().slice(0, 16);
      const scheduled = await api(server, 'POST', '/baskets', { ...disposition, isAsap: false, orderDueAt });
      if (scheduled.ok) return (await scheduled.json()) as GuestBasket;
      expect(scheduled.status).toBe(412);
    }
  }
  throw new Error('No pickup time was accepted');
}

const onBasket = (server: Server, basket: GuestBasket, method: string, suffix: string, body?: object, headers = {}) =>
  api(server, method, `/baskets/${basket.basketId}${suffix}`, body, { 'x-session-id': basket.sessionId, ...headers });

/** A basket with two pizzas, its details validated: ready to pay. */
async function readyBasket(server: Server): Promise<GuestBasket> {
  const created = await createBasket(server);
  const added = await onBasket(server, created, 'POST', '/basketItems', { productId: 1003, quantity: 2, sizeId: 2 });
  expect(added.status).toBe(200);
  const validated = await onBasket(server, created, 'POST', '/validateOrder', details);
  expect(validated.status).toBe(200);
  const basket = (await validated.json()) as GuestBasket;
  expect(basket.basketTotal).toBeGreaterThan(0);
  return { ...basket, sessionId: created.sessionId };
}

/** Opens the hosted card fields and posts a success test card to them, as the browser would. */
async function enterCard(server: Server, basket: GuestBasket): Promise<string> {
  const start = await onBasket(server, basket, 'POST', '/initialiseFlex', { returnUrl: '/checkout/card' });
  expect(start.status).toBe(200);
  const { sessionId, url } = (await start.json()) as { sessionId: string; url: string };
  const card = testCard('Visa', 'success');
  const expiry = new Date();
  const posted = await fetch(new URL(url, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: card.number,
      expiry: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String((expiry.getUTCFullYear() + 3) % 100)}`,
      securityCode: card.securityCode,
      name: 'Alex Citizen',
    }),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  return sessionId;
}

const placeByCard = (server: Server, basket: GuestBasket, cardSessionId: string, key: string) =>
  onBasket(server, basket, 'POST', '/orders/card', { cardSessionId }, { 'idempotency-key': key });

// ---------------------------------------------------------------------------------------------
// What the database holds for one basket
// ---------------------------------------------------------------------------------------------

async function stateOf(db: Db, basketId: string) {
  const [basket] = await db.select().from(baskets).where(eq(baskets.basketId, basketId));
  return {
    basketStatus: basket!.status,
    orders: await db.select().from(orders).where(eq(orders.basketId, basketId)),
    attempts: await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.basketId, basketId))
      .orderBy(paymentAttempts.createdAt),
    authorisations: await db
      .select()
      .from(sandboxAuthorisations)
      .where(eq(sandboxAuthorisations.reference, basketId))
      .orderBy(sandboxAuthorisations.createdAt),
    keys: await db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like ${`order:${basketId}:%`}`),
  };
}

/** As if the customer's retry came ABANDONED_KEY_MS later: the dead run's key is now old enough to take over. */
async function ageKey(db: Db, basketId: string, key: string) {
  const row = eq(idempotencyKeys.key, `order:${basketId}:${key}`);
  const [dead] = await db.select().from(idempotencyKeys).where(row);
  expect(dead!.state).toBe('running');
  await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(dead!.createdAt.getTime() - ABANDONED_KEY_MS - 60_000) })
    .where(row);
}

async function expectKilled(server: Server, placement: Promise<Response>) {
  // The process dies mid-request: the socket closes without an answer.
  await expect(placement).rejects.toThrow(TypeError);
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

// ---------------------------------------------------------------------------------------------

describe('the API killed in the middle of a card placement', () => {
  it(
    'between authorisation and commit: recovery voids the payment, and the customer can pay again once',
    async () => {
      const database = await freshDatabase();
      const port = await freePort();
      const firstKey = randomUUID();

      // 1. The process dies right after the authorisation (failpoint order.authorised).
      let server = await startServer(port, database, { FAILPOINTS: 'order.authorised' });
      const basket = await readyBasket(server);
      const firstCard = await enterCard(server, basket);
      await expectKilled(server, placeByCard(server, basket, firstCard, firstKey));

      await withDatabase(database, async (db) => {
        const state = await stateOf(db, basket.basketId);
        expect(state.orders).toHaveLength(0);
        expect(state.attempts.map((a) => a.status)).toEqual(['authorised']);
        expect(state.authorisations.map((a) => a.status)).toEqual(['authorised']);
        expect(state.keys.map((k) => k.state)).toEqual(['running']);
      });

      // 2. Restart, without the failpoint, recovering whatever is unfinished at once.
      server = await startServer(port, database, { PAYMENT_RECOVERY_AFTER_S: '0' });
      // Still open to pay (an ordered basket answers 410 BasketOrdered).
      const open = await onBasket(server, basket, 'GET', '');
      expect(open.status).toBe(200);
      expect(await open.json()).toMatchObject({ basketId: basket.basketId, basketTotal: basket.basketTotal });
      // The dead request's key is young: a retry is told it is still in flight, nothing runs.
      const inFlight = await placeByCard(server, basket, firstCard, firstKey);
      expect(inFlight.status).toBe(409);
      expect(await inFlight.json()).toMatchObject({ code: 'IdempotencyKeyInFlight' });
      await stopServer(server);

      const [firstAuthorisation] = await withDatabase(database, async (db) => {
        const state = await stateOf(db, basket.basketId);
        expect(state.basketStatus).toBe('Open');
        expect(state.orders).toHaveLength(0);
        expect(state.attempts.map((a) => a.status)).toEqual(['voided']);
        expect(state.authorisations.map((a) => [a.status, a.capturedCents])).toEqual([['voided', 0]]);
        await ageKey(db, basket.basketId, firstKey);
        return state.authorisations;
      });

      // 3. The customer pays again (a new attempt, a new key): one order.
      server = await startServer(port, database, { PAYMENT_RECOVERY_AFTER_S: '0' });
      const secondKey = randomUUID();
      const secondCard = await enterCard(server, basket);
      const paid = await placeByCard(server, basket, secondCard, secondKey);
      expect(paid.status).toBe(201);
      const order = (await paid.json()) as { orderId: string; basketTotal: number };
      expect(order.basketTotal).toBe(basket.basketTotal);
      // The first key, retried after the take-over age, runs again and finds the basket ordered.
      const retried = await placeByCard(server, basket, firstCard, firstKey);
      expect(retried.status).toBe(410);
      expect(await retried.json()).toMatchObject({ code: 'BasketOrdered', orderId: order.orderId });
      const replayed = await placeByCard(server, basket, secondCard, secondKey);
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(await replayed.json()).toEqual(order);
      await stopServer(server);

      await withDatabase(database, async (db) => {
        const state = await stateOf(db, basket.basketId);
        expect(state.basketStatus).toBe('Ordered');
        expect(state.orders.map((o) => o.orderId)).toEqual([order.orderId]);
        const second = state.authorisations.find((a) => a.authorisationId !== firstAuthorisation!.authorisationId);
        expect((state.orders[0]!.payment as { authorisationId: string }).authorisationId).toBe(second!.authorisationId);
        // Two authorisations in all: the voided one and the captured one; no third from the retry.
        expect(state.authorisations.map((a) => [a.status, a.capturedCents])).toEqual([
          ['voided', 0],
          ['captured', basket.basketTotal],
        ]);
        expect(state.attempts.map((a) => a.status)).toEqual(['voided', 'captured']);
        expect(state.keys.map((k) => k.state)).toEqual(['done', 'done']);
      });
    },
    CRASH_TEST_TIMEOUT_MS,
  );

  it(
    'between commit and capture: recovery captures the payment, and a retry finds the one order',
    async () => {
      const database = await freshDatabase();
      const port = await freePort();
      const key = randomUUID();

      // 1. The process dies right after the order's commit (failpoint order.committed).
      let server = await startServer(port, database, { FAILPOINTS: 'order.committed' });
      const basket = await readyBasket(server);
      const card = await enterCard(server, basket);
      await expectKilled(server, placeByCard(server, basket, card, key));

      const orderId = await withDatabase(database, async (db) => {
        const state = await stateOf(db, basket.basketId);
        expect(state.basketStatus).toBe('Ordered');
        expect(state.orders).toHaveLength(1);
        expect(state.attempts.map((a) => a.status)).toEqual(['ordered']);
        expect(state.authorisations.map((a) => [a.status, a.capturedCents])).toEqual([['authorised', 0]]);
        await ageKey(db, basket.basketId, key);
        return state.orders[0]!.orderId;
      });

      // 2. Restart: recovery completes the payment before the first request is taken.
      server = await startServer(port, database, { PAYMENT_RECOVERY_AFTER_S: '0' });
      const retried = await placeByCard(server, basket, card, key);
      expect(retried.status).toBe(410);
      expect(await retried.json()).toMatchObject({ code: 'BasketOrdered', orderId });
      await stopServer(server);

      await withDatabase(database, async (db) => {
        const state = await stateOf(db, basket.basketId);
        expect(state.orders.map((o) => o.orderId)).toEqual([orderId]);
        expect(state.orders[0]!.basketTotal).toBe(basket.basketTotal);
        expect(state.authorisations.map((a) => [a.status, a.capturedCents])).toEqual([
          ['captured', basket.basketTotal],
        ]);
        expect(state.attempts.map((a) => a.status)).toEqual(['captured']);
        expect(state.keys.map((k) => k.state)).toEqual(['done']);
      });
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
