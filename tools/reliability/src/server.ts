import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';

// The built storefront as a real process on a fresh PostgreSQL database, as in production but with
// the development outbox on (customers register with its codes) and loopback trusted as a proxy (so
// each simulated customer can come from its own X-Forwarded-For address).

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The PostgreSQL server to make each run's database on: DATABASE_URL's server when set (as in CI). */
export const POSTGRES_BASE = (() => {
  const url = new URL(process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
})();

/** Whether the PostgreSQL server answers at all. */
export async function postgresAnswers(): Promise<boolean> {
  const probe = postgres(POSTGRES_BASE, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

/** The console account the battery signs in with (development passwords are refused in production). */
export const CONSOLE_STAFF = { username: 'parramatta.manager', password: 'reliability-console-password-2026' };
export const APP_ORIGIN = 'https://shop.redroofpizza.example';

export interface StorefrontProcess {
  url: string;
  /** The database the server writes, for reconciliation queries. */
  sql: postgres.Sql;
  /** Resident memory of the server process, in bytes. */
  rss(): number;
  isAlive(): boolean;
  log(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine dies. */
  crash(): Promise<void>;
  /** Starts the process again on the same database and port (with these variables changed), ready. */
  restart(overrides?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

function serverEnv(databaseUrl: string, port: number, redisUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing from the caller's shell may point the server at shared state (a Redis whose limits outlive the run).
  for (const name of ['REDIS_URL', 'PGLITE_DATA_DIR', 'FAILPOINTS', 'SMTP_URL', 'ADDRESS_LOOKUP_URL']) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: 'true',
    // The Google, Apple and PayPal stand-in, so social sign-in runs its real flow instead of a 503.
    LOCAL_IDENTITY_PROVIDER: 'true',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    TRUST_PROXY: 'loopback',
    APP_ORIGINS: APP_ORIGIN,
    CUSTOMER_AUTH_SECRET: 'reliability-customer-auth-secret-0123456789abcdef',
    CAPTCHA_HMAC_SECRET: 'reliability-captcha-hmac-secret-0123456789abcdef',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
}

function runApiScript(script: string, args: string[], env: NodeJS.ProcessEnv, input = '') {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/db', script), ...args],
      { cwd: path.join(repoRoot, 'apps/api'), env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed: ${stderr}`))));
    child.stdin.end(input);
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready at ${url}:\n${log()}`);
}

export interface StorefrontOptions {
  /** The PostgreSQL server to make the database on (an outage check's own cluster); POSTGRES_BASE by default. */
  postgresBase?: string;
  /** A Redis for the server (an outage check's own); none by default. */
  redisUrl?: string;
}

/** Creates a fresh database, seeds it, sets the console password and starts the built server on it. */
export async function startStorefront(options: StorefrontOptions = {}): Promise<StorefrontProcess> {
  const base = options.postgresBase ?? POSTGRES_BASE;
  const name = `storefront_reliability_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(base);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const env = serverEnv(databaseUrl.toString(), port, options.redisUrl);
  await runApiScript('seed-cli.ts', [], env);
  await runApiScript('staff-password-cli.ts', [CONSOLE_STAFF.username], env, `${CONSOLE_STAFF.password}\n`);

  let output = '';
  let child: ChildProcess;
  const url = `http://127.0.0.1:${port}`;
  const launch = async (overrides: Record<string, string> = {}) => {
    child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
      cwd: repoRoot,
      env: { ...env, ...overrides },
    });
    child.stdout?.on('data', (c) => (output = (output + c).slice(-20_000)));
    child.stderr?.on('data', (c) => (output = (output + c).slice(-20_000)));
    await waitReady(url, child, () => output);
  };
  await launch();
  const sql = postgres(databaseUrl.toString(), { max: 2, onnotice: () => {} });

  return {
    url,
    sql,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    isAlive: () => child.exitCode === null && child.signalCode === null,
    log: () => output,
    async crash() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    restart: launch,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await sql.end();
      const cleanup = postgres(base, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
