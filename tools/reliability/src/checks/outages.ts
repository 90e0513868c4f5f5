import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
// The battery's only reach into the API's test support: the throwaway cluster its outage test uses.
import { createThrowawayPostgres } from '../../../../apps/api/src/test/throwaway-postgres.ts';
import { client, fields, type Answer, type CallOptions, type Client } from '../http.ts';
import { detail, report } from '../report.ts';
import { startStorefront, type StorefrontProcess } from '../server.ts';
import { shopper, type Basket, type Shopper } from '../shopper.ts';
import { customers } from '../customers.ts';
import { createThrowawayRedis } from '../throwaway-redis.ts';
import type { Context } from '../context.ts';

// The database, then Redis, stopped for 10 s under a steady stream of orders, each on a server of
// its own started against a throwaway PostgreSQL cluster or redis-server (the machine's shared ones
// cannot be stopped). Promised (docs/reliability.md): requests fail fast with 503 problem+json,
// /readyz says unready, the server recovers by itself, every acknowledged key has exactly one order;
// without Redis, ordering goes on, tracking falls back to reads, and rate limits still hold.

const OUTAGE_MS = 10_000;
const ORDERS_PER_SECOND = 10;
/** No request may wait longer than this while a dependency is down. */
const FAIL_FAST_MS = 5_000;
/** The server is ready again within this long after the dependency is back. */
const RECOVERY_MS = 10_000;
const KEY_PATIENCE_MS = 60_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Call {
  at: number;
  ms: number;
  /** 0: no answer (refused connection or timed out). */
  status: number;
  problem: boolean;
  path: string;
}

/** A client that writes down every call it makes: when, how long, and how it ended. */
function recordingClient(baseUrl: string, calls: Call[]): Client {
  const inner = client(baseUrl);
  return {
    baseUrl,
    async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
      const at = Date.now();
      const record = (status: number, problem: boolean) =>
        calls.push({ at, ms: Date.now() - at, status, problem, path: `${method} ${path.split('?')[0]}` });
      try {
        const answer = await inner.call(method, path, { timeoutMs: 15_000, ...options });
        record(answer.status, answer.headers.get('content-type')?.startsWith('application/problem+json') ?? false);
        return answer;
      } catch (error) {
        record(0, false);
        throw error;
      }
    },
  };
}

interface Placement {
  key: string;
  basketId?: string;
  orderId?: string;
}

/** One cash order, each step retried until it is answered or the key's patience runs out. */
async function orderPersistently(shop: Shopper): Promise<Placement> {
  const placement: Placement = { key: randomUUID() };
  const deadline = Date.now() + KEY_PATIENCE_MS;
  let basket: Basket | undefined;
  while (!basket && Date.now() < deadline) {
    basket = await shop.readyBasket().catch(() => undefined);
    if (!basket) await pause(1000);
  }
  if (!basket) return placement;
  placement.basketId = basket.basketId;
  while (Date.now() < deadline) {
    const answer = await shop.place(basket, 'cash', {}, placement.key).catch(() => undefined);
    if (answer?.status === 201) {
      placement.orderId = String(fields(answer).orderId);
      return placement;
    }
    if (answer && answer.status >= 400 && answer.status < 500 && answer.status !== 409) return placement;
    await pause(1000);
  }
  return placement;
}

/** Starts a new order every 1/ORDERS_PER_SECOND s until stopped; `finish` waits for every key to end. */
function orderStream(shop: Shopper) {
  const running: Promise<Placement>[] = [];
  const timer = setInterval(() => running.push(orderPersistently(shop)), 1000 / ORDERS_PER_SECOND);
  return {
    async finish() {
      clearInterval(timer);
      return Promise.all(running);
    },
  };
}

/** Polls /readyz every 250 ms until it answers `wanted` or `withinMs` passes: the ms it took, or undefined. */
async function readyzBecomes(url: string, wanted: number, withinMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.status)
      .catch(() => 0);
    if (status === wanted) return Date.now() - started;
    await pause(250);
  }
  return undefined;
}

/** Acknowledged keys whose basket has not exactly the acknowledged order. */
async function keysWithoutTheirOrder(server: StorefrontProcess, placements: Placement[]) {
  const wrong: string[] = [];
  for (const p of placements.filter((placement) => placement.orderId)) {
    const rows = await server.sql<{ order_id: string }[]>`select order_id from orders where basket_id = ${p.basketId!}`;
    if (rows.length !== 1 || rows[0]!.order_id !== p.orderId) wrong.push(`${p.key}: ${rows.length} orders`);
  }
  return wrong;
}

const slowest = (calls: Call[]) => calls.reduce((max, call) => Math.max(max, call.ms), 0);

async function databaseOutage() {
  const cluster = await createThrowawayPostgres();
  const server = await startStorefront({ postgresBase: cluster.url });
  try {
    const calls: Call[] = [];
    const shop = shopper(recordingClient(server.url, calls));
    const stream = orderStream(shop);
    await pause(3_000);

    await cluster.stop();
    const downAt = Date.now();
    const unready = await readyzBecomes(server.url, 503, 2_000);
    await pause(OUTAGE_MS - (Date.now() - downAt));
    await cluster.start();
    const upAt = Date.now();
    const recoveredMs = await readyzBecomes(server.url, 200, RECOVERY_MS);
    await pause(5_000);
    const placements = await stream.finish();

    const during = calls.filter((call) => call.at >= downAt && call.at < upAt);
    const refusedFast = during.filter((call) => call.status === 503 && call.problem && call.ms <= FAIL_FAST_MS);
    const other = during.filter((call) => !(call.status === 503 && call.problem) && call.status < 500);
    const wrongFailures = during.filter((call) => call.status >= 500 && !(call.status === 503 && call.problem));
    const late = during.filter((call) => call.ms > FAIL_FAST_MS || call.status === 0);
    report(
      'outages',
      `PostgreSQL stopped for ${OUTAGE_MS / 1000} s under ${ORDERS_PER_SECOND} orders/s`,
      `${during.length} requests while down: ${refusedFast.length} 503 problem+json, ${other.length} served without it, ` +
        `${wrongFailures.length} other 5xx, ${late.length} slower than ${FAIL_FAST_MS / 1000} s or unanswered (slowest ${slowest(during)} ms); ` +
        `process ${server.isAlive() ? 'up' : 'DOWN'}`,
      during.length > 0 && wrongFailures.length === 0 && late.length === 0 && server.isAlive(),
    );
    for (const call of [...wrongFailures, ...late].slice(0, 5))
      detail(`${call.path} -> ${call.status} in ${call.ms} ms`);
    report(
      'outages',
      'PostgreSQL stopped: /readyz unready, then ready again after it returns',
      `unready after ${unready ?? 'never'} ms; ready ${recoveredMs === undefined ? `not within ${RECOVERY_MS / 1000} s` : `${(recoveredMs / 1000).toFixed(1)} s`} after the database was back`,
      unready !== undefined && recoveredMs !== undefined,
    );
    const wrong = await keysWithoutTheirOrder(server, placements);
    const acknowledged = placements.filter((p) => p.orderId).length;
    const acknowledgedAfter = calls.some((call) => call.at >= upAt && call.status === 201);
    report(
      'outages',
      'PostgreSQL stopped: every acknowledged key has exactly one order',
      `${placements.length} keys, ${acknowledged} acknowledged, ${wrong.length} without exactly their order; orders placed after recovery: ${acknowledgedAfter ? 'yes' : 'no'}`,
      wrong.length === 0 && acknowledged > 0 && acknowledgedAfter,
    );
    for (const line of wrong.slice(0, 5)) detail(line);
  } finally {
    await server.stop();
    await cluster.remove();
  }
}

async function redisOutage() {
  const redis = await createThrowawayRedis();
  const server = await startStorefront({ redisUrl: redis.url });
  try {
    const calls: Call[] = [];
    const api = recordingClient(server.url, calls);
    const shop = shopper(api);
    const staff = { authorization: `Bearer ${await customers(client(server.url)).staffToken()}` };
    const tracked = await shop.readyBasket();
    const placed = await shop.place(tracked, 'cash');
    if (placed.status !== 201) throw new Error(`order to track: ${placed.status} ${placed.text}`);
    const orderId = String(fields(placed).orderId);
    const guest = { 'x-session-id': tracked.sessionId };
    const stream = orderStream(shop);
    await pause(3_000);

    await redis.stop();
    const downAt = Date.now();
    await pause(2_000);
    // The kitchen moves the order on; the customer's page reads it (its fallback when no stream opens).
    const moved = await api.call('PATCH', `/api/v1/staff/orders/${orderId}/status`, {
      headers: staff,
      body: { status: 'Preparing' },
    });
    const read = await api.call('GET', `/api/v1/order/${orderId}/status`, { headers: guest });
    const ticket = await api.call('POST', `/api/v1/order/${orderId}/events/ticket`, { headers: guest });
    // Voucher guesses on one basket: the per-basket limit must still hold with its store gone.
    const guesser = await shop.newBasket();
    const guesses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      guesses.push((await shop.basketCall(guesser, 'POST', `/applyvoucher/GUESS${i}`)).status);
    }
    await pause(OUTAGE_MS - (Date.now() - downAt));
    await redis.start();
    const upAt = Date.now();
    // Recovered: a status change reaches the other instances again, through Redis's channel.
    const listener = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    const heard = new Promise<number>((resolve) => listener.on('message', () => resolve(Date.now() - upAt)));
    await listener.subscribe('order-changes');
    let publishedMs: number | undefined;
    // The pickup order's remaining kitchen steps: one move per try.
    const next = ['Baking', 'QualityCheck', 'Ready', 'Collected'];
    while (publishedMs === undefined && Date.now() - upAt < RECOVERY_MS && next.length > 0) {
      await pause(500);
      const status = next.shift();
      await api.call('PATCH', `/api/v1/staff/orders/${orderId}/status`, { headers: staff, body: { status } });
      publishedMs = await Promise.race([heard, pause(200).then(() => undefined)]);
    }
    listener.disconnect();
    await pause(3_000);
    const placements = await stream.finish();

    const during = calls.filter((call) => call.at >= downAt && call.at < upAt);
    const placing = during.filter((call) => call.path.includes('/orders/'));
    const serverErrors = during.filter((call) => call.status >= 500 && !(call.status === 503 && call.problem));
    const late = during.filter((call) => call.ms > FAIL_FAST_MS || call.status === 0);
    const readStatus = String(fields(read).status ?? '');
    report(
      'outages',
      `Redis stopped for ${OUTAGE_MS / 1000} s under ${ORDERS_PER_SECOND} orders/s`,
      `${during.length} requests while down (${placing.filter((c) => c.status === 201).length} orders placed): ` +
        `${serverErrors.length} 5xx other than 503 problem+json, ${late.length} slower than ${FAIL_FAST_MS / 1000} s or unanswered (slowest ${slowest(during)} ms)`,
      serverErrors.length === 0 && late.length === 0 && placing.some((c) => c.status === 201),
    );
    for (const call of [...serverErrors, ...late].slice(0, 5))
      detail(`${call.path} -> ${call.status} in ${call.ms} ms`);
    report(
      'outages',
      'Redis stopped: the console moves an order on, its page reads the change, a live-updates ticket is issued from memory',
      `status change ${moved.status}, order page reads ${read.status} ${readStatus}, stream ticket ${ticket.status}; ` +
        `changes published through Redis again ${publishedMs === undefined ? `not within ${RECOVERY_MS / 1000} s` : `${(publishedMs / 1000).toFixed(1)} s`} after it was back`,
      moved.status === 200 &&
        read.status === 200 &&
        readStatus === 'Preparing' &&
        ticket.status === 200 &&
        publishedMs !== undefined,
    );
    const tooMany = guesses.findIndex((status) => status === 429);
    report(
      'outages',
      'Redis stopped: 12 voucher guesses on one basket (the limit is 10)',
      `answers ${guesses.join(' ')}; first 429 at guess ${tooMany + 1}`,
      tooMany === 10 && guesses.every((status) => status === 404 || status === 429),
    );
    const wrong = await keysWithoutTheirOrder(server, placements);
    report(
      'outages',
      'Redis stopped: every acknowledged key has exactly one order',
      `${placements.length} keys, ${placements.filter((p) => p.orderId).length} acknowledged, ${wrong.length} without exactly their order`,
      wrong.length === 0,
    );
  } finally {
    await server.stop();
    await redis.remove();
  }
}

export async function outages(_ctx: Context) {
  await databaseOutage();
  await redisOutage();
}
