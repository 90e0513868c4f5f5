// The scale stage of `npm run bench` (issue 19 item 5, "cost as work grows"), PostgreSQL only: the
// menu read and add to basket at 10, 50 and 200 connections; then the same calls, a customer's
// order status read, the store console's order list and placing an order with the database holding
// 1,000 baskets and 10,000 orders, then 100,000 and 1,000,000 (bulk-seed.ts), each figure beside
// the small case's; and the server's resident memory before and after each step. Decision 218.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { timedRun } from './request-rate.ts';
import { retainedHeapMegabytes } from './retained-heap.ts';
import { bulkSeeder, ORDERS_PER_DAY } from './bulk-seed.ts';
import { basketHeaders, idempotencyKey, readyToOrder } from './fixtures.ts';
import { storefrontScenarios, type Prepared } from './scenarios.ts';
import { BENCH_STAFF, startStorefrontOnPostgres, type RunningServer } from './servers.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CURVE_CONNECTIONS = [10, 50, 200];
const SMALL = { baskets: 1_000, orders: 10_000 };
const LARGE = { baskets: 100_000, orders: 1_000_000 };
/** Issue 19: with the large database, reads and writes stay within 20 % of the small case. */
const BAND = 0.2;
/**
 * Resident memory counts as flat when a step ends within 20 % of where it began. Anything that
 * kept rows in memory would grow with them: 100 times the orders at a few KB each is gigabytes,
 * far past 20 % of a server of about 150 MB; the band leaves room for the heap's own breathing (the
 * collector runs when it runs) and for sockets at 200 connections.
 */
const MEMORY_BAND = 0.2;
/** Orders placed per database size (each from a basket made beforehand through the API). */
const PLACEMENTS = 200;

interface Call {
  name: string;
  prepare(baseUrl: string): Promise<Prepared>;
}

interface Figure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  cpuMicrosecondsPerRequest: number;
}

const CLOCK_TICKS_PER_SECOND = 100;
/** The server's CPU time so far (utime + stime), from /proc/<pid>/stat, in µs. */
function cpuMicroseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

/** The server's resident memory (VmRSS in /proc/<pid>/status), in MB. */
function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/**
 * The resident memory once the server has been idle for IDLE_MS: straight after a run it holds
 * garbage the collector has not yet taken, more of it the busier the run; V8 collects and gives
 * memory back after some seconds without work, so the settled figure is what the server keeps.
 */
const IDLE_MS = 10_000;
/**
 * The server's memory once idle: its RSS, and its heap after a full collection (what it keeps,
 * which is what "flat" is judged on: V8 hands memory back to the system on its own schedule, so
 * the RSS of a server that keeps nothing can stay up after a busy run for minutes).
 */
async function settledMemory(server: RunningServer): Promise<{ rss: number; heap: number }> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return { rss: rssMegabytes(server.pid!), heap: await retainedHeapMegabytes(server.inspectorUrl!) };
}
const memoryLine = (before: { rss: number; heap: number }, after: { rss: number; heap: number }) => {
  const flat = after.heap <= before.heap * (1 + MEMORY_BAND);
  return `heap after a full collection ${before.heap} MB before, ${after.heap} MB after (${percent(after.heap, before.heap)}): ${flat ? 'flat' : `GREW past ${MEMORY_BAND * 100} %`}; RSS ${before.rss} -> ${after.rss} MB (${percent(after.rss, before.rss)})`;
};

const scenario = (name: string): Call => {
  const found = storefrontScenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario named ${name}`);
  return found;
};
const menuRead = scenario('GET /api/v1/products (pizza, store and time)');
const addToBasket = scenario('POST basketItems (add to basket)');

/** The order page's status read of seeded orders placed in the last hours, each with its session. */
const orderStatus = (recentOrders: () => Promise<{ orderId: string; sessionId: string }[]>): Call => ({
  name: 'GET /api/v1/order/{orderId}/status',
  async prepare() {
    const recent = await recentOrders();
    let next = 0;
    return {
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const order = recent[next++ % recent.length]!;
            return {
              ...req,
              path: `/api/v1/order/${order.orderId}/status`,
              headers: { 'x-session-id': order.sessionId },
            };
          },
        },
      ],
    };
  },
});

/** The store console's order list (Parramatta's live orders and those finished in the last 8 hours). */
const storeOrders: Call = {
  name: 'GET /api/v1/staff/orders (store console)',
  async prepare(baseUrl) {
    const login = await fetch(`${baseUrl}/api/v1/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_STAFF),
    });
    if (!login.ok) throw new Error(`staff login answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    return {
      requests: [{ method: 'GET', path: '/api/v1/staff/orders', headers: { authorization: `Bearer ${token}` } }],
    };
  },
};

const placeOrder: Call = {
  name: 'POST orders/cash (place an order)',
  async prepare(baseUrl) {
    const pool = await readyToOrder(baseUrl, PLACEMENTS);
    let next = 0;
    return {
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const basket = pool[next++]!;
            return {
              ...req,
              path: `/api/v1/baskets/${basket.basketId}/orders/cash`,
              headers: { ...basketHeaders(basket), 'idempotency-key': idempotencyKey() },
              body: '{}',
            };
          },
        },
      ],
      amount: pool.length,
    };
  },
};

/** One call at `connections`: reads for BENCH_SECONDS after a 2 s warm-up, writes a fixed amount timed to the last response. */
async function drive(server: RunningServer, call: Call, connections: number): Promise<Figure> {
  const prepared = await call.prepare(server.url);
  if (!prepared.amount)
    await autocannon({ url: server.url, requests: prepared.requests, connections: 10, duration: 2 });
  const cpuBefore = cpuMicroseconds(server.pid!);
  const { result, requestsPerSecond } = await timedRun({
    url: server.url,
    requests: prepared.requests,
    connections,
    seconds: DURATION_SECONDS,
    amount: prepared.amount,
  });
  const total = Math.max(1, result.requests.total);
  return {
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicrosecondsPerRequest: Math.round((cpuMicroseconds(server.pid!) - cpuBefore) / total),
  };
}

/** The menu read at 200 connections and a round of adds to basket, so JIT and caches have settled before memory is read. */
async function warmUp(server: RunningServer) {
  const read = await menuRead.prepare(server.url);
  await autocannon({ url: server.url, requests: read.requests, connections: 200, duration: 3 });
  const add = await addToBasket.prepare(server.url);
  await autocannon({ url: server.url, requests: add.requests, connections: 50, amount: add.amount });
}

const figures = (f: Figure) =>
  `${String(f.requestsPerSecond).padStart(6)} req/s  p50 ${String(f.p50Ms).padStart(4)} ms  p99 ${String(f.p99Ms).padStart(5)} ms  non-2xx ${f.non2xx}  errors ${f.errors}  server CPU ${f.cpuMicrosecondsPerRequest} µs/req`;

const percent = (now: number, before: number) => {
  const change = Math.round(((now - before) / Math.max(1, before)) * 100);
  return `${change >= 0 ? '+' : ''}${change} %`;
};

/** Runs `body` and prints the server's memory before and after it, and whether it stayed flat. */
async function watchingMemory<T>(server: RunningServer, step: string, body: () => Promise<T>): Promise<T> {
  const before = await settledMemory(server);
  const result = await body();
  const after = await settledMemory(server);
  console.log(`  server memory ${step} (each after ${IDLE_MS / 1000} s idle): ${memoryLine(before, after)}`);
  return result;
}

const thousands = (n: number) => n.toLocaleString('en-AU');
/** Figures move with whatever else the machine runs: each heading says how busy it was. */
const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

export async function runScaleStage(postgresUrl: string): Promise<void> {
  console.log(
    `\nScale (PostgreSQL only): connections ${CURVE_CONNECTIONS.join(', ')}; then ${thousands(SMALL.baskets)} baskets and ${thousands(SMALL.orders)} orders against ${thousands(LARGE.baskets)} and ${thousands(LARGE.orders)}, seeded in bulk; band ${BAND * 100} %`,
  );
  const server = await startStorefrontOnPostgres(postgresUrl, { inspect: true });
  if (!server?.databaseUrl) {
    console.log('Scale stage skipped: no PostgreSQL answers at DATABASE_URL.');
    return;
  }
  let seeder: ReturnType<typeof bulkSeeder> | undefined;
  try {
    // One order through the API: every seeded basket and order is a copy of it and its basket.
    const [template] = await readyToOrder(server.url, 1);
    const placed = await fetch(`${server.url}/api/v1/baskets/${template!.basketId}/orders/cash`, {
      method: 'POST',
      headers: { ...basketHeaders(template!), 'idempotency-key': idempotencyKey() },
      body: '{}',
    });
    if (placed.status !== 201) throw new Error(`the template order answered ${placed.status}`);
    const { orderId } = (await placed.json()) as { orderId: string };
    const db = bulkSeeder(server.databaseUrl, { orderId, basketId: template!.basketId });
    seeder = db;

    const seed = async (from: { baskets: number; orders: number }, to: { baskets: number; orders: number }) => {
      const started = performance.now();
      await db.baskets(from.baskets + 1, to.baskets);
      await db.orders(from.orders + 1, to.orders);
      const insertedMs = performance.now() - started;
      await db.settle();
      const counts = await db.counts();
      console.log(
        `  seeded to ${thousands(to.baskets)} baskets and ${thousands(to.orders)} orders (${ORDERS_PER_DAY} a day, the newest first) in ${(insertedMs / 1000).toFixed(1)} s, vacuum, analyse and checkpoint ${((performance.now() - started - insertedMs) / 1000).toFixed(1)} s; the database holds ${thousands(counts.baskets)} baskets, ${thousands(counts.orders)} orders, ${thousands(counts.events)} status events (${await db.sizes()})`,
      );
    };
    // Orders placed in a run are moved into history afterwards, so each run's console sees the
    // same live orders (the seeded ones) whatever ran before it.
    const settlePlaced = () =>
      db.sql`update orders set status = 'Collected', created_at = created_at - interval '2 days',
        updated_at = created_at - interval '2 days' where session_id not like 'seed-%'`;

    await seed({ baskets: 0, orders: 0 }, SMALL);

    // Not measured: the server's first requests compile and fill its caches, which is no growth.
    await warmUp(server);
    console.log(`\nConnections (small database; ${load()}):`);
    await watchingMemory(server, 'over the connection runs', async () => {
      for (const call of [menuRead, addToBasket]) {
        for (const connections of CURVE_CONNECTIONS) {
          const f = await drive(server, call, connections);
          console.log(`  ${call.name.padEnd(46)} ${String(connections).padStart(3)} connections ${figures(f)}`);
        }
      }
    });

    const dataCalls = [menuRead, addToBasket, orderStatus(() => db.recentOrders(200)), storeOrders, placeOrder];
    const measureAll = async (label: string) => {
      console.log(`\n${label} (${CONNECTIONS} connections; ${load()}):`);
      const rows = await watchingMemory(server, `over the ${label} runs`, async () => {
        const out: Figure[] = [];
        for (const call of dataCalls) {
          const f = await drive(server, call, CONNECTIONS);
          console.log(`  ${call.name.padEnd(46)} ${figures(f)}`);
          out.push(f);
        }
        return out;
      });
      await settlePlaced();
      return rows;
    };

    const small = await measureAll(`${thousands(SMALL.baskets)} baskets, ${thousands(SMALL.orders)} orders`);
    const afterSmall = await settledMemory(server);
    console.log('');
    await watchingMemory(server, 'while seeding', () => seed(SMALL, LARGE));
    // Idle through the seeding, the server hands memory back; warmed again as before the small runs.
    await warmUp(server);
    const large = await measureAll(`${thousands(LARGE.baskets)} baskets, ${thousands(LARGE.orders)} orders`);
    const afterLarge = await settledMemory(server);

    console.log(
      `\nLarge against small (${load()}; within ${BAND * 100} %: req/s no more than ${BAND * 100} % lower, p99 no more than ${BAND * 100} % higher):`,
    );
    dataCalls.forEach(({ name }, i) => {
      const s = small[i]!;
      const l = large[i]!;
      const within = l.requestsPerSecond >= s.requestsPerSecond * (1 - BAND) && l.p99Ms <= s.p99Ms * (1 + BAND);
      console.log(
        `  ${name.padEnd(46)} req/s ${s.requestsPerSecond} -> ${l.requestsPerSecond} (${percent(l.requestsPerSecond, s.requestsPerSecond)}), p99 ${s.p99Ms} -> ${l.p99Ms} ms (${percent(l.p99Ms, s.p99Ms)}), CPU ${s.cpuMicrosecondsPerRequest} -> ${l.cpuMicrosecondsPerRequest} µs/req (${percent(l.cpuMicrosecondsPerRequest, s.cpuMicrosecondsPerRequest)}): ${within ? 'within' : 'OUTSIDE'} ${BAND * 100} %`,
      );
    });
    console.log(
      `  server memory (after ${IDLE_MS / 1000} s idle), after the small database's runs against after the large one's: ${memoryLine(afterSmall, afterLarge)}`,
    );
  } finally {
    await seeder?.end();
    await server.stop();
  }
}
