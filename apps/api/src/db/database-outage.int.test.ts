import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadEnv } from '../env.ts';
import { fixedClock } from '../platform/clock.ts';
import { RETRY_AFTER_SECONDS } from '../platform/errors.ts';
import { pickupAtParramatta } from '../test/checkout-client.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';
import { openDatabase, type Database } from './client.ts';
import { seedCatalog } from './seed.ts';

// The database going away must not hang requests: basket calls answer 503 ServiceUnavailable at
// once, /readyz answers within a second, and everything recovers by itself when it is back. Runs
// on a PostgreSQL cluster of its own (the shared server cannot be stopped).

/** Hanging is the defect: these are generous bounds, far above a healthy answer. */
const UNAVAILABLE_WITHIN_MS = 3_000;
const READYZ_WITHIN_MS = 1_000;

/** 6 pm in Sydney on a Tuesday: the store is open. */
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const testEnv = () => loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.json()).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
};

describe('PostgreSQL stopped and started again', () => {
  let cluster: ThrowawayPostgres;
  let database: Database;
  let app: App;
  beforeAll(async () => {
    cluster = await createThrowawayPostgres();
    database = await openDatabase({ url: cluster.url, maxConnections: 5 });
    await database.migrate();
    await seedCatalog(database.db);
    app = await buildApp({ env: testEnv(), database, logger: false, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.remove();
  });

  it('answers 503 at once while the database is down, and recovers by itself', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta });
    expect(created.statusCode).toBe(201);
    const basket = created.json() as { basketId: string; sessionId: string };
    const readBasket = () =>
      app.inject({
        method: 'GET',
        url: `/api/v1/baskets/${basket.basketId}`,
        headers: { 'x-session-id': basket.sessionId },
      });

    await cluster.stop();

    // One after another: postgres.js's reconnect back-off grew with every failure (to 20 s).
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { result, ms } = await timed(() =>
        app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta }),
      );
      expectUnavailable(result);
      expect(ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
    }
    // Many at once: a pool's queue must not hold them either.
    const { result: burst, ms: burstMs } = await timed(() => Promise.all(Array.from({ length: 20 }, readBasket)));
    for (const res of burst) expectUnavailable(res);
    expect(burstMs).toBeLessThan(UNAVAILABLE_WITHIN_MS);

    const { result: ready, ms: readyMs } = await timed(() => app.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(readyMs).toBeLessThan(READYZ_WITHIN_MS);

    await cluster.start();

    // Nothing restarts the app: the pool reconnects on the next calls.
    let readyAgain = await app.inject({ method: 'GET', url: '/readyz' });
    for (let tries = 0; readyAgain.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      readyAgain = await app.inject({ method: 'GET', url: '/readyz' });
    }
    expect(readyAgain.json()).toEqual({ status: 'ready', database: 'up' });
    const again = await readBasket();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ basketId: basket.basketId });
  });
});

describe('a database host that accepts connections and never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let database: Database;
  let app: App;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    database = await openDatabase({ url: `postgres://nobody@127.0.0.1:${port}/storefront`, maxConnections: 2 });
    app = await buildApp({ env: testEnv(), database, logger: false, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers 503 once the connect time-out passes, not after 30 s', async () => {
    const { result, ms } = await timed(() =>
      app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta }),
    );
    expectUnavailable(result);
    expect(ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
  });

  it('keeps /readyz under a second', async () => {
    const { result, ms } = await timed(() => app.inject({ method: 'GET', url: '/readyz' }));
    expect(result.statusCode).toBe(503);
    expect(ms).toBeLessThan(READYZ_WITHIN_MS);
  });
});
