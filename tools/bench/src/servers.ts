import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The built server; BENCH_API_BUNDLE runs another build (an earlier one, to compare in the same conditions). */
const apiBundle = process.env.BENCH_API_BUNDLE
  ? path.resolve(process.env.BENCH_API_BUNDLE)
  : path.join(repoRoot, 'apps/api/dist/server.js');

export interface RunningServer {
  name: string;
  url: string;
  /** The server's process (its CPU time is read from /proc). */
  pid?: number | undefined;
  /** The database it runs on, when PostgreSQL (the scale stage seeds it directly). */
  databaseUrl?: string;
  /** Its inspector's address, when started with one (the scale stage reads its retained heap). */
  inspectorUrl?: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The console account the tracking benchmark signs in with. The storefront runs as in production,
 * where the published development passwords are refused; it gets its own with the operator's tools.
 */
export const BENCH_STAFF = { username: 'parramatta.manager', password: 'bench-console-password-2026' };

function runApiScript(script: string, args: string[], env: Record<string, string>, input = '') {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/db', script), ...args],
      {
        cwd: path.join(repoRoot, 'apps/api'),
        env: { ...process.env, ...env, NODE_ENV: 'production' },
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed: ${stderr}`))));
    child.stdin.end(input);
  });
}

/** `npm run seed`, then `npm run staff:password` for BENCH_STAFF, on the storefront's database. */
async function prepareStaff(env: Record<string, string>) {
  await runApiScript('seed-cli.ts', [], env);
  await runApiScript('staff-password-cli.ts', [BENCH_STAFF.username], env, `${BENCH_STAFF.password}\n`);
}

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready at ${url}:\n${log()}`);
}

function start(
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
  cleanup: () => Promise<void>,
  prepare: (env: Record<string, string>) => Promise<void> = async () => {},
  /** Starts it with an inspector on a free loopback port (`node --inspect`). */
  inspect = false,
) {
  return async (): Promise<RunningServer> => {
    await prepare(env);
    const port = await freePort();
    let log = '';
    // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof).
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const inspector = inspect ? ['--inspect=127.0.0.1:0'] : [];
    const child = spawn(process.execPath, [...profile, ...inspector, script], {
      cwd: repoRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    });
    child.stdout?.on('data', (c) => (log += c));
    child.stderr?.on('data', (c) => (log += c));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(url + readyPath, child, () => log);
    } catch (error) {
      // Not left running (nor its database left behind) when it never became ready.
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
      }
      await cleanup();
      throw error;
    }
    const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(log)?.[1];
    if (inspect && !inspectorUrl) throw new Error(`${name} started without its inspector:\n${log}`);
    return {
      name,
      url,
      pid: child.pid,
      ...(inspectorUrl ? { inspectorUrl } : {}),
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        }
        await cleanup();
      },
    };
  };
}

export const startHelloWorld = start(
  'fastify hello-world',
  path.join(import.meta.dirname, 'hello-server.mjs'),
  {},
  '/',
  async () => {},
);

// Both storefronts trust loopback as a proxy (as the reliability battery's does), so a scenario can
// give each simulated client its own X-Forwarded-For address; scenarios that send none are one client.

export function startStorefrontOnPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  return start(
    'storefront (PGlite)',
    apiBundle,
    { PGLITE_DATA_DIR: dir, DATABASE_URL: '', TRUST_PROXY: 'loopback' },
    '/readyz',
    async () => rmSync(dir, { recursive: true, force: true }),
    prepareStaff,
  )();
}

/** A fresh database on the PostgreSQL server at baseUrl, and how to drop it; undefined when none answers. */
async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `storefront_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.warn(`PostgreSQL at ${baseUrl} unavailable (${(error as Error).message}); skipping its runs.`);
    return undefined;
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

/** A fresh database on the local PostgreSQL server; undefined when none answers. */
export async function startStorefrontOnPostgres(
  baseUrl: string,
  options: { inspect?: boolean } = {},
): Promise<RunningServer | undefined> {
  const database = await createBenchDatabase(baseUrl);
  if (!database) return undefined;
  const server = await start(
    'storefront (PostgreSQL)',
    apiBundle,
    { DATABASE_URL: database.url, TRUST_PROXY: 'loopback' },
    '/readyz',
    database.drop,
    prepareStaff,
    options.inspect,
  )();
  return { ...server, databaseUrl: database.url };
}

/**
 * `count` instances of the built server on one fresh PostgreSQL database, each on its own port, all
 * with `env` (REDIS_URL and what every instance must share). The database is seeded once and the
 * first instance migrates it; the others start after it is ready. `stop` stops every instance and
 * drops the database; a failed start stops what had started. Undefined when no PostgreSQL answers.
 */
export async function startStorefrontInstances(
  baseUrl: string,
  count: number,
  env: Record<string, string>,
): Promise<{ instances: RunningServer[]; stop(): Promise<void> } | undefined> {
  const database = await createBenchDatabase(baseUrl);
  if (!database) return undefined;
  const instances: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
  };
  const instanceEnv = { ...env, DATABASE_URL: database.url, TRUST_PROXY: 'loopback' };
  try {
    await prepareStaff(instanceEnv);
    for (let i = 0; i < count; i += 1) {
      const letter = String.fromCharCode(65 + i);
      instances.push(await start(`instance ${letter}`, apiBundle, instanceEnv, '/readyz', async () => {})());
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, stop };
}
