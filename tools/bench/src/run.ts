// `npm run bench`: the built storefront on PGlite and on PostgreSQL beside a bare Fastify
// hello-world, driven by autocannon. Prints a table and writes it to tools/bench/results/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { timedRun } from './request-rate.ts';
import { runScaleStage } from './scale.ts';
import { storefrontScenarios, type Scenario } from './scenarios.ts';
import { measureTrackingFanOut } from './tracking-streams.ts';
import {
  repoRoot,
  startHelloWorld,
  startStorefrontOnPglite,
  startStorefrontOnPostgres,
  type RunningServer,
} from './servers.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
/**
 * BENCH_ONLY=<words>: only the scenarios whose name holds them, on one database (PGlite, or
 * PostgreSQL with BENCH_DATABASE=postgres), without the hello-world, the tracking streams or the
 * results files (a quick look at one call).
 */
const ONLY = process.env.BENCH_ONLY?.trim() || undefined;
// BENCH_ONLY=scale: the scale stage alone (scale.ts).
if (ONLY === 'scale') {
  await runScaleStage(POSTGRES_URL);
  process.exit(0);
}
const scenarios = ONLY ? storefrontScenarios.filter((s) => s.name.includes(ONLY)) : storefrontScenarios;
if (scenarios.length === 0) throw new Error(`no scenario's name holds ${ONLY}`);

interface Row {
  server: string;
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  budget: string;
  /** What the scenario's verify step found (writes only). */
  check?: string;
  /** The server's CPU time (user and system) per request: what a shared machine hides in req/s. */
  cpuMicrosecondsPerRequest?: number;
}

const CLOCK_TICKS_PER_SECOND = 100;
/** A Linux process's CPU time so far (utime + stime), from /proc; undefined elsewhere. */
function cpuMicroseconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

const cpu = (row: Row) =>
  row.cpuMicrosecondsPerRequest === undefined
    ? ''
    : `  server CPU ${row.cpuMicrosecondsPerRequest} µs/req (${Math.round(1e6 / Math.max(1, row.cpuMicrosecondsPerRequest))} req/s per core)`;

async function measure(
  server: RunningServer,
  scenario: Pick<Scenario, 'name' | 'prepare'>,
  budget?: Scenario['budget'],
): Promise<Row> {
  const prepared = await scenario.prepare(server.url);
  // A short warm-up of reads so JIT and caches settle; writes are not repeated (each is real).
  if (!prepared.amount)
    await autocannon({ url: server.url, requests: prepared.requests, connections: 10, duration: 2 });
  const cpuBefore = cpuMicroseconds(server.pid);
  const { result, requestsPerSecond } = await timedRun({
    url: server.url,
    requests: prepared.requests,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    amount: prepared.amount,
  });
  const cpuAfter = cpuMicroseconds(server.pid);
  const row: Row = {
    server: server.name,
    scenario: scenario.name,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    budget: budget ? `${budget.requestsPerSecond} req/s, p99 ${budget.p99Ms} ms` : 'ceiling',
  };
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0)
    row.cpuMicrosecondsPerRequest = Math.round((cpuAfter - cpuBefore) / result.requests.total);
  if (prepared.verify) row.check = await prepared.verify();
  // The results table carries the verdict too, so each figure stands beside its target there.
  if (budget)
    row.budget += `: ${row.requestsPerSecond >= budget.requestsPerSecond && row.p99Ms <= budget.p99Ms ? 'met' : 'missed'}`;
  const verdict = budget ? `  budget ${row.budget}` : '';
  console.log(
    `${row.server.padEnd(26)} ${row.scenario.padEnd(34)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  non-2xx ${row.non2xx}  errors ${row.errors}${cpu(row)}${verdict}${row.check ? `  (${row.check})` : ''}`,
  );
  return row;
}

const rows: Row[] = [];
const streamRows: ({ server: string } & Awaited<ReturnType<typeof measureTrackingFanOut>>)[] = [];
if (!ONLY) {
  const hello = await startHelloWorld();
  try {
    rows.push(
      await measure(hello, {
        name: 'GET / (hello-world)',
        prepare: async () => ({ requests: [{ method: 'GET', path: '/' }] }),
      }),
    );
  } finally {
    await hello.stop();
  }
}

const starts = [startStorefrontOnPglite, () => startStorefrontOnPostgres(POSTGRES_URL)];
/** BENCH_DATABASE=postgres: a BENCH_ONLY run on PostgreSQL instead of PGlite. */
const onlyOn = process.env.BENCH_DATABASE === 'postgres' ? starts.slice(1) : starts.slice(0, 1);
for (const startServer of ONLY ? onlyOn : starts) {
  const server = await startServer();
  if (!server) continue;
  try {
    const onPostgres = server.name.includes('PostgreSQL');
    for (const scenario of scenarios)
      rows.push(await measure(server, scenario, (onPostgres && scenario.postgresBudget) || scenario.budget));
    if (ONLY) continue;
    const fanOut = await measureTrackingFanOut(server.url);
    console.log(
      `${server.name.padEnd(26)} tracking streams: ${fanOut.delivered}/${fanOut.streams} got the change ${fanOut.lastDeliveryMs} ms after it (opened in ${fanOut.openMs} ms)`,
    );
    streamRows.push({ server: server.name, ...fanOut });
  } finally {
    await server.stop();
  }
}

if (ONLY) process.exit(0);
const resultsDir = path.join(repoRoot, 'tools/bench/results');
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString();
const table = [
  `# Benchmark ${stamp}`,
  '',
  `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, server built for production, ${process.platform} ${process.arch}, node ${process.version}`,
  '',
  '| server | call | req/s | p50 ms | p99 ms | non-2xx | errors | budget |',
  '|---|---|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.server} | ${r.scenario} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} | ${r.budget} |`,
  ),
  '',
  ...rows.filter((r) => r.check).map((r) => `- ${r.server}, ${r.scenario}: ${r.check}`),
  '',
].join('\n');
writeFileSync(path.join(resultsDir, 'latest.md'), table);
writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify({ stamp, rows, streams: streamRows }, null, 2));
console.log(`\n${table}`);

await runScaleStage(POSTGRES_URL);
