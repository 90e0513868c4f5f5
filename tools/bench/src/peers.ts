// `npm run bench:peers`: our add to basket and product read beside Vendure's (Shop API
// `addItemToOrder` and `product(slug:)`), with the same autocannon settings, one server at a time.
// Vendure 3.7 is installed on first use into `peers/vendure/` (its own package.json and lock, not
// part of `npm ci`) and runs as its own process on its own fresh database on the same PostgreSQL,
// telemetry off. Every process and database started here is stopped or dropped at the end, also
// when a step fails or on Ctrl-C. Decision 217.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import postgres from 'postgres';
import { storefrontScenarios } from './scenarios.ts';
import { freePort, startStorefrontOnPostgres, type RunningServer } from './servers.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const VENDURE_DIR = path.join(import.meta.dirname, '../peers/vendure');
/** Issue 19: at least ten times Vendure's throughput on both calls. */
const TARGET_RATIO = 10;
/** The telemetry switch Vendure documents, and the common one any other dependency may read. */
const NO_TELEMETRY = { VENDURE_DISABLE_TELEMETRY: 'true', DO_NOT_TRACK: '1' };

// The same product on both sides: ours from the seeded menu (a Friday evening in Parramatta), and
// the one product `peers/vendure/server.mjs` creates.
const OUR_PRODUCT_PATH =
  '/api/v1/products/slug/margherita?storeCode=NSW002&fulfilmentDateTime=2027-03-05T18:30&fulfilmentType=Delivery';
const VENDURE_PRODUCT_QUERY = JSON.stringify({
  query:
    '{ product(slug: "margherita") { id name slug description variants { id sku name priceWithTax currencyCode stockLevel } } }',
});
const VENDURE_ORDER_FIELDS =
  '__typename ... on Order { id code totalQuantity subTotalWithTax totalWithTax lines { id quantity linePriceWithTax } } ... on ErrorResult { errorCode message }';
const VENDURE_ADD_ITEM = JSON.stringify({
  query: `mutation { addItemToOrder(productVariantId: 1, quantity: 1) { ${VENDURE_ORDER_FIELDS} } }`,
});

interface Row {
  side: 'ours' | 'Vendure';
  call: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Socket errors and timeouts, and answers with a 2xx status whose body is an error (GraphQL). */
  errors: number;
  cpuMicrosecondsPerRequest?: number;
  check: string;
}

const CLOCK_TICKS_PER_SECOND = 100;
function cpuMicroseconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Runs autocannon against the server and reads its CPU time around the run. */
async function run(
  pid: number | undefined,
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; cpuMicrosecondsPerRequest?: number }> {
  const before = cpuMicroseconds(pid);
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  const after = cpuMicroseconds(pid);
  return {
    result,
    ...(before !== undefined && after !== undefined && result.requests.total > 0
      ? { cpuMicrosecondsPerRequest: Math.round((after - before) / result.requests.total) }
      : {}),
  };
}

function row(
  side: Row['side'],
  call: string,
  measured: Awaited<ReturnType<typeof run>>,
  bodyErrors: number,
  check: string,
): Row {
  const { result } = measured;
  const figures: Row = {
    side,
    call,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts + bodyErrors,
    check,
  };
  if (measured.cpuMicrosecondsPerRequest !== undefined)
    figures.cpuMicrosecondsPerRequest = measured.cpuMicrosecondsPerRequest;
  console.log(
    `${side.padEnd(8)} ${call.padEnd(30)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}  (${check})`,
  );
  return figures;
}

const warmUp = (url: string, requests: AutocannonRequest[]) =>
  autocannon({ url, requests, connections: 10, duration: 2 });

// ---- ours -------------------------------------------------------------------------------------

async function measureOurs(server: RunningServer): Promise<Row[]> {
  const rows: Row[] = [];

  // The product read: every answer's body checked to be the product.
  const sample = await fetch(server.url + OUR_PRODUCT_PATH);
  const sampleBody = (await sample.json()) as { slug?: string; productId?: number };
  if (sample.status !== 200 || sampleBody.slug !== 'margherita')
    throw new Error(`our product read answered ${sample.status}: ${JSON.stringify(sampleBody).slice(0, 300)}`);
  let readBodyErrors = 0;
  let readBodiesChecked = 0;
  const read: AutocannonRequest[] = [
    {
      method: 'GET',
      path: OUR_PRODUCT_PATH,
      onResponse: (status, body) => {
        readBodiesChecked += 1;
        if (status !== 200 || !body.includes('"slug":"margherita"')) readBodyErrors += 1;
      },
    },
  ];
  await warmUp(server.url, read);
  readBodyErrors = 0;
  readBodiesChecked = 0;
  const readRun = await run(server.pid, { url: server.url, requests: read, duration: DURATION_SECONDS });
  rows.push(
    row('ours', 'product read', readRun, readBodyErrors, `${readBodiesChecked} answers checked to be the product`),
  );

  // Add to basket: `npm run bench`'s scenario as it is (200 baskets, 20 adds each, by amount).
  const scenario = storefrontScenarios.find((s) => s.name === 'POST basketItems (add to basket)');
  if (!scenario) throw new Error('the add to basket scenario is missing from scenarios.ts');
  const prepared = await scenario.prepare(server.url);
  const baskets = new Map<string, Record<string, string>>();
  // The same requests, noting each basket and its session so its items can be counted after.
  const requests = prepared.requests.map((request): AutocannonRequest => ({
    ...request,
    setupRequest: (req, context) => {
      const original = request.setupRequest;
      const built = typeof original === 'function' ? original(req, context) : req;
      const basketId = /\/baskets\/([^/]+)\//.exec(built.path ?? '')?.[1];
      if (basketId) baskets.set(basketId, built.headers as Record<string, string>);
      return built;
    },
  }));
  const addRun = await run(server.pid, {
    url: server.url,
    requests,
    ...(prepared.amount ? { amount: prepared.amount } : { duration: DURATION_SECONDS }),
  });
  // Correctness: the baskets hold one pizza for each add answered 2xx, no more, no fewer.
  let items = 0;
  for (const [basketId, headers] of baskets) {
    const res = await fetch(`${server.url}/api/v1/baskets/${basketId}`, { headers });
    const basket = (await res.json()) as { basketItems?: { quantity: number }[] };
    if (res.status !== 200) throw new Error(`basket ${basketId} answered ${res.status}`);
    items += (basket.basketItems ?? []).reduce((sum, item) => sum + item.quantity, 0);
  }
  const added = addRun.result['2xx'];
  const mismatch = items === added ? 0 : Math.abs(items - added);
  rows.push(
    row(
      'ours',
      'add to basket',
      addRun,
      mismatch,
      `${items} pizzas in ${baskets.size} baskets for ${added} adds answered 2xx`,
    ),
  );
  return rows;
}

// ---- Vendure ----------------------------------------------------------------------------------

function installVendure() {
  if (existsSync(path.join(VENDURE_DIR, 'node_modules/@vendure/core/package.json'))) return;
  console.log('Installing Vendure into tools/bench/peers/vendure (first run only)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: VENDURE_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...NO_TELEMETRY },
  });
}

interface Cleanup {
  steps: (() => Promise<void>)[];
}
const cleanup: Cleanup = { steps: [] };
let cleaning: Promise<void> | undefined;
/** Runs the clean-up steps in reverse; a second call while one runs waits for the same one. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanup.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.warn(`clean-up step failed: ${(error as Error).message}`);
      }
    }
  })().finally(() => (cleaning = undefined));
  return cleaning;
}

async function createVendureDatabase(): Promise<string> {
  const name = `vendure_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  cleanup.steps.push(async () => {
    const sql = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function stopChild(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
}

async function startVendure(): Promise<{ url: string; pid: number | undefined }> {
  const databaseUrl = await createVendureDatabase();
  const port = await freePort();
  // Its own working directory, so nothing Vendure might write lands in the repository.
  const cwd = mkdtempSync(path.join(tmpdir(), 'vendure-bench-'));
  cleanup.steps.push(async () => rmSync(cwd, { recursive: true, force: true }));
  const child = spawn(process.execPath, [path.join(VENDURE_DIR, 'server.mjs')], {
    cwd,
    env: {
      ...process.env,
      ...NO_TELEMETRY,
      NODE_ENV: 'production',
      PORT: String(port),
      VENDURE_DATABASE_URL: databaseUrl,
      VENDURE_SUPERADMIN_PASSWORD: randomBytes(12).toString('hex'),
    },
  });
  cleanup.steps.push(stopChild(child));
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 180_000;
  while (!log.includes('vendure ready')) {
    if (child.exitCode !== null) throw new Error(`Vendure exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`Vendure not ready after 180 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

async function shopApi(url: string, body: string, token?: string) {
  const res = await fetch(`${url}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, token: res.headers.get('vendure-auth-token'), body: await res.text() };
}

async function measureVendure(server: { url: string; pid: number | undefined }): Promise<Row[]> {
  const rows: Row[] = [];
  const sample = await shopApi(server.url, VENDURE_PRODUCT_QUERY);
  if (sample.status !== 200 || !sample.body.includes('"slug":"margherita"') || !sample.body.includes('IN_STOCK'))
    throw new Error(`Vendure's product read answered ${sample.status}: ${sample.body.slice(0, 300)}`);
  let readBodyErrors = 0;
  let readBodiesChecked = 0;
  const read: AutocannonRequest[] = [
    {
      method: 'POST',
      path: '/shop-api',
      headers: { 'content-type': 'application/json' },
      body: VENDURE_PRODUCT_QUERY,
      onResponse: (status, body) => {
        readBodiesChecked += 1;
        if (status !== 200 || body.includes('"errors"') || !body.includes('"slug":"margherita"')) readBodyErrors += 1;
      },
    },
  ];
  await warmUp(server.url, read);
  readBodyErrors = 0;
  readBodiesChecked = 0;
  const readRun = await run(server.pid, { url: server.url, requests: read, duration: DURATION_SECONDS });
  rows.push(
    row('Vendure', 'product read', readRun, readBodyErrors, `${readBodiesChecked} answers checked to be the product`),
  );

  // One session per connection: each made by a first addItemToOrder without a token (Vendure opens
  // an anonymous session with its active order and answers its bearer token in a header).
  const tokens: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const first = await shopApi(server.url, VENDURE_ADD_ITEM);
    if (first.status !== 200 || !first.token || !first.body.includes('"__typename":"Order"'))
      throw new Error(`Vendure's first addItemToOrder answered ${first.status}: ${first.body.slice(0, 300)}`);
    tokens.push(first.token);
  }
  let nextToken = 0;
  let added = 0;
  let addBodyErrors = 0;
  let firstError = '';
  const addRun = await run(server.pid, {
    url: server.url,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/shop-api',
        body: VENDURE_ADD_ITEM,
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"__typename":"Order"') && !body.includes('"errors"')) added += 1;
          else if (status === 200) {
            addBodyErrors += 1;
            firstError ||= body.slice(0, 300);
          }
        },
      },
    ],
    // Each connection (autocannon client) sends its own session's token on every request.
    setupClient: (client) =>
      client.setHeaders({
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[nextToken++ % tokens.length]}`,
      }),
  });
  if (nextToken !== CONNECTIONS) throw new Error(`${nextToken} autocannon clients for ${CONNECTIONS} sessions`);
  // Correctness: the sessions' orders hold the first item each plus one for each add answered.
  let quantity = 0;
  let lines = 0;
  for (const token of tokens) {
    const active = await shopApi(
      server.url,
      JSON.stringify({ query: '{ activeOrder { totalQuantity lines { quantity } } }' }),
      token,
    );
    const order = (JSON.parse(active.body) as { data?: { activeOrder?: { totalQuantity: number; lines: unknown[] } } })
      .data?.activeOrder;
    if (!order) throw new Error(`a session has no active order: ${active.body.slice(0, 300)}`);
    quantity += order.totalQuantity;
    lines += order.lines.length;
  }
  // When the time is up autocannon closes its connections with up to one add each still in flight:
  // Vendure carries those out though nobody reads their answers, so up to CONNECTIONS more is right.
  const expected = CONNECTIONS + added;
  const inFlight = quantity - expected;
  const mismatch = inFlight >= 0 && inFlight <= CONNECTIONS ? 0 : Math.abs(inFlight);
  rows.push(
    row(
      'Vendure',
      'add to basket (addItemToOrder)',
      addRun,
      addBodyErrors + mismatch,
      `${quantity} items on ${lines} order lines in ${tokens.length} sessions' orders for ${added} adds answered with the order (+${CONNECTIONS} to open the sessions, +${inFlight} in flight at the end)${firstError ? `; first error: ${firstError}` : ''}`,
    ),
  );
  return rows;
}

// ---- the run ----------------------------------------------------------------------------------

const cpuRatio = (ours: Row, theirs: Row) =>
  ours.cpuMicrosecondsPerRequest && theirs.cpuMicrosecondsPerRequest
    ? `${(theirs.cpuMicrosecondsPerRequest / ours.cpuMicrosecondsPerRequest).toFixed(1)}×`
    : '';

function table(rows: Row[]): string {
  const cpu = (r: Row) => (r.cpuMicrosecondsPerRequest === undefined ? '' : `${r.cpuMicrosecondsPerRequest}`);
  const lines = [
    '| side | call | req/s | p50 ms | p99 ms | non-2xx | errors | server CPU µs/req |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.side} | ${r.call} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} | ${cpu(r)} |`,
    ),
    '',
    `| call | ours / Vendure req/s | Vendure / ours p99 | Vendure / ours server CPU per request | target: at least ${TARGET_RATIO}× the req/s |`,
    '|---|---:|---:|---:|---|',
  ];
  for (const call of ['product read', 'add to basket']) {
    const ours = rows.find((r) => r.side === 'ours' && r.call.startsWith(call));
    const theirs = rows.find((r) => r.side === 'Vendure' && r.call.startsWith(call));
    if (!ours || !theirs) continue;
    const ratio = ours.requestsPerSecond / Math.max(1, theirs.requestsPerSecond);
    const clean = ours.non2xx + ours.errors + theirs.non2xx + theirs.errors === 0;
    lines.push(
      `| ${call} | ${ratio.toFixed(1)}× | ${(theirs.p99Ms / Math.max(1, ours.p99Ms)).toFixed(1)}× | ${cpuRatio(ours, theirs)} | ${ratio >= TARGET_RATIO && clean ? 'met' : clean ? 'MISSED' : 'MISSED (errors)'} |`,
    );
  }
  lines.push('', ...rows.map((r) => `- ${r.side}, ${r.call}: ${r.check}`));
  return lines.join('\n');
}

async function main() {
  installVendure();
  const { version } = JSON.parse(
    readFileSync(path.join(VENDURE_DIR, 'node_modules/@vendure/core/package.json'), 'utf8'),
  ) as { version: string };
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const started = new Date().toISOString();
  const rows: Row[] = [];

  const ours = await startStorefrontOnPostgres(POSTGRES_URL);
  if (!ours) throw new Error(`no PostgreSQL answers at ${POSTGRES_URL}: both sides run on it`);
  cleanup.steps.push(() => ours.stop());
  rows.push(...(await measureOurs(ours)));
  await cleanUp();

  const vendure = await startVendure();
  rows.push(...(await measureVendure(vendure)));
  await cleanUp();

  console.log(
    `\nVendure ${version} beside the storefront (built for production), both on PostgreSQL, one at a time; ` +
      `autocannon, ${CONNECTIONS} connections, reads and Vendure's adds ${DURATION_SECONDS} s, our adds by amount as in \`npm run bench\`; ` +
      `started ${started}, load average ${load}\n\n${table(rows)}\n`,
  );
}

// Run with `node --import tsx` rather than the tsx command, which kills a script that is slow to
// acknowledge a signal (as this one is while autocannon runs): the clean-up below must finish.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.warn(`${signal}: stopping what was started…`);
    void cleanUp().then(() => process.exit(130));
  });

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
