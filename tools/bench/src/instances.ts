// `npm run bench:instances`: the built server as two instances on one PostgreSQL database and one
// Redis, behind nginx configured as deploy/nginx/. Prints a read and add to basket on one instance
// directly and on both through nginx, and an order placed through instance A followed live on B.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { createConnection } from 'node:net';
import autocannon from 'autocannon';
import { timedRun } from './request-rate.ts';
import { basketHeaders, idempotencyKey, readyToOrder } from './fixtures.ts';
import { startNginx, type RunningProxy } from './nginx.ts';
import { storefrontScenarios, type Scenario } from './scenarios.ts';
import { BENCH_STAFF, startStorefrontInstances } from './servers.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The same calls, with the same preparation, as `npm run bench`. */
const measured = ['GET /api/v1/products (pizza, store and time)', 'POST basketItems (add to basket)'].map((name) => {
  const scenario = storefrontScenarios.find((s) => s.name === name);
  if (!scenario) throw new Error(`no scenario named ${name}`);
  return scenario;
});

const CLOCK_TICKS_PER_SECOND = 100;
/** CPU time so far (utime + stime) of these processes, from /proc. */
function cpuMicroseconds(pids: (number | undefined)[]): number {
  let total = 0;
  for (const pid of pids) {
    if (!pid) continue;
    try {
      const fields = readProcStat(pid);
      total += ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
    } catch {
      // gone
    }
  }
  return total;
}
const readProcStat = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** Answers when Redis says PONG at REDIS_URL; throws a plain message otherwise. */
async function checkRedis(url: string) {
  const { hostname, port } = new URL(url);
  await new Promise<void>((resolve, reject) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    socket.setTimeout(3000, () => socket.destroy(new Error('timed out')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`Redis at ${url} answered ${data.toString().trim()}`));
    });
    socket.once('error', (error) => reject(new Error(`Redis at ${url} unavailable (${error.message})`)));
  });
}

interface Row {
  setup: string;
  call: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The instances' CPU time per request, and nginx's (its worker). */
  serverCpuUs: number;
  proxyCpuUs?: number;
  /** With two instances: the share of their CPU time each had (how evenly nginx spread the work). */
  split?: string;
}

async function measure(setup: string, url: string, scenario: Scenario, servers: number[], proxy?: RunningProxy) {
  const prepared = await scenario.prepare(url);
  // A short warm-up of reads so JIT and caches settle; writes are not repeated (each is real).
  if (!prepared.amount) await autocannon({ url, requests: prepared.requests, connections: 10, duration: 2 });
  const proxyPids = proxy?.workerPids() ?? [];
  const before = [cpuMicroseconds(servers), cpuMicroseconds(proxyPids)];
  const eachBefore = servers.map((pid) => cpuMicroseconds([pid]));
  // A fixed amount of writes is timed to its last response (request-rate.ts); reads run for the duration.
  const { result, requestsPerSecond } = await timedRun({
    url,
    requests: prepared.requests,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    amount: prepared.amount,
  });
  const total = Math.max(1, result.requests.total);
  const row: Row = {
    setup,
    call: scenario.name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpuUs: Math.round((cpuMicroseconds(servers) - before[0]!) / total),
  };
  if (proxy) row.proxyCpuUs = Math.round((cpuMicroseconds(proxyPids) - before[1]!) / total);
  if (servers.length > 1) {
    const each = servers.map((pid, i) => cpuMicroseconds([pid]) - eachBefore[i]!);
    const sum = Math.max(
      1,
      each.reduce((x, y) => x + y, 0),
    );
    row.split = each.map((cpu, i) => `${String.fromCharCode(65 + i)} ${Math.round((cpu / sum) * 100)} %`).join(', ');
  }
  console.log(
    `${row.setup.padEnd(28)} ${row.call.padEnd(46)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  non-2xx ${row.non2xx}  errors ${row.errors}  instances' CPU ${row.serverCpuUs} µs/req${row.proxyCpuUs === undefined ? '' : `, nginx ${row.proxyCpuUs} µs/req`}${row.split ? ` (${row.split})` : ''}`,
  );
  return row;
}

/** One tracking stream: each status event as it arrives, with the time it arrived. */
function followOrder(streamUrl: string) {
  const events: { status: string; at: number }[] = [];
  let failure: Error | undefined;
  const request = http.get(streamUrl, (res) => {
    if (res.statusCode !== 200) {
      failure = new Error(`stream answered ${res.statusCode}`);
      res.resume();
      return;
    }
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (/^event: status$/m.test(event) && data)
          events.push({ status: (JSON.parse(data) as { status: string }).status, at });
      }
    });
  });
  request.on('error', (error) => (failure = error));
  return {
    /** The nth status event (1: the one sent on opening), within 10 s. */
    async nth(n: number) {
      const deadline = performance.now() + 10_000;
      while (events.length < n) {
        if (failure) throw failure;
        if (performance.now() > deadline) throw new Error(`status event ${n} did not arrive within 10 s`);
        await new Promise((r) => setTimeout(r, 5));
      }
      return events[n - 1]!;
    },
    close: () => request.destroy(),
  };
}

/**
 * An order placed through instance A, its tracking stream opened on instance B (with a ticket A
 * issued) and through nginx, and its status moved on from the store console on A: how long until
 * each stream has the change.
 */
async function trackAcrossInstances(a: string, b: string, proxy: string) {
  const [basket] = await readyToOrder(a, 1);
  const placed = await fetch(`${a}/api/v1/baskets/${basket!.basketId}/orders/cash`, {
    method: 'POST',
    headers: { ...basketHeaders(basket!), 'idempotency-key': idempotencyKey() },
    body: '{}',
  });
  if (placed.status !== 201) throw new Error(`placing the order on A answered ${placed.status}`);
  const { orderId, orderReference } = (await placed.json()) as { orderId: string; orderReference: string };
  const ticket = async (on: string) => {
    const issued = await fetch(`${on}/api/v1/order/${orderId}/events/ticket`, {
      method: 'POST',
      headers: { 'x-session-id': basket!.sessionId },
    });
    if (!issued.ok) throw new Error(`ticket refused: ${issued.status}`);
    return ((await issued.json()) as { ticket: string }).ticket;
  };
  const onB = followOrder(`${b}/api/v1/order/${orderId}/events?ticket=${await ticket(a)}`);
  const viaProxy = followOrder(`${proxy}/api/v1/order/${orderId}/events?ticket=${await ticket(proxy)}`);
  try {
    const [first] = await Promise.all([onB.nth(1), viaProxy.nth(1)]);
    const login = await fetch(`${a}/api/v1/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_STAFF),
    });
    if (!login.ok) throw new Error(`console sign-in on A answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const changedAt = performance.now();
    const moved = await fetch(`${a}/api/v1/staff/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'Preparing' }),
    });
    if (!moved.ok) throw new Error(`moving the order on A answered ${moved.status}`);
    const [onBChange, proxyChange] = await Promise.all([onB.nth(2), viaProxy.nth(2)]);
    return {
      orderReference,
      from: first.status,
      to: onBChange.status,
      viaProxyTo: proxyChange.status,
      onBMs: Math.round(onBChange.at - changedAt),
      viaProxyMs: Math.round(proxyChange.at - changedAt),
    };
  } finally {
    onB.close();
    viaProxy.close();
  }
}

// Everything started is stopped, in reverse, at the end, on a failure, and on Ctrl-C.
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e: unknown) => console.error(e));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));

try {
  await checkRedis(REDIS_URL);
  const started = await startStorefrontInstances(POSTGRES_URL, 2, {
    REDIS_URL,
    // A prefix of this run's own, so counters of other runs sharing the Redis are not seen.
    REDIS_KEY_PREFIX: `bench-instances-${randomBytes(4).toString('hex')}:`,
    // What every instance must share (deploy/compose.yaml passes the same to each).
    CUSTOMER_AUTH_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_HMAC_SECRET: randomBytes(32).toString('hex'),
  });
  if (!started) throw new Error(`no PostgreSQL at ${POSTGRES_URL}: the instances need one to share`);
  cleanups.push(started.stop);
  const [a, b] = started.instances as [(typeof started.instances)[0], (typeof started.instances)[0]];
  const proxy = await startNginx([a.url, b.url].map((url) => new URL(url).host));
  cleanups.push(proxy.stop);
  console.log(
    `instance A ${a.url}, instance B ${b.url}, nginx ${proxy.url} (deploy/nginx/ upstream and proxy settings); ` +
      `one PostgreSQL database, Redis ${REDIS_URL}; autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s per read, ` +
      `writes timed to the last response; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );

  const rows: Row[] = [];
  for (const scenario of measured) {
    rows.push(await measure('one instance, direct', a.url, scenario, [a.pid!]));
    rows.push(await measure('two instances, nginx', proxy.url, scenario, [a.pid!, b.pid!], proxy));
  }
  console.log('');
  for (const scenario of measured) {
    const [one, two] = rows.filter((r) => r.call === scenario.name) as [Row, Row];
    console.log(
      `${scenario.name}: two instances through nginx ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x the req/s of one direct, p99 ${one.p99Ms} -> ${two.p99Ms} ms`,
    );
  }

  const tracked = await trackAcrossInstances(a.url, b.url, proxy.url);
  console.log(
    `\norder ${tracked.orderReference} placed through instance A and moved ${tracked.from} -> ${tracked.to} from the store console on A:` +
      `\n  tracking stream on instance B (ticket issued by A) got the change ${tracked.onBMs} ms after it` +
      `\n  tracking stream through nginx got the change (${tracked.viaProxyTo}) ${tracked.viaProxyMs} ms after it` +
      `\nload average ${loadavg()[0]!.toFixed(1)}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
