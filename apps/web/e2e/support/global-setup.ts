import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { prepareStaffAccount } from './staff-account.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function freePort(): Promise<number> {
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

async function waitForReady(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Storefront exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Storefront did not become ready:\n${output()}`);
}

/** Starts the built storefront on a fresh database for the browser journeys. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_ORIGINS: `http://127.0.0.1:${port}`,
    // Sign-in journeys read codes from the outbox and sign in through the local identity provider.
    DEV_OUTBOX: 'true',
    LOCAL_IDENTITY_PROVIDER: 'true',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // Rate-limit and card-decline counters in a shared Redis start afresh for every run.
    REDIS_KEY_PREFIX: `e2e-${randomBytes(4).toString('hex')}:`,
    // Each browser context is a customer of its own address (X-Forwarded-For, support/browser.ts),
    // so per-address limits count one journey, not every journey of the run.
    TRUST_PROXY: 'loopback',
  };
  let cleanupDatabase = async () => {};
  const baseDatabaseUrl = process.env.DATABASE_URL;
  if (baseDatabaseUrl) {
    const name = `storefront_e2e_${randomBytes(6).toString('hex')}`;
    const admin = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(baseDatabaseUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanupDatabase = async () => {
      const sql = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
    env.PGLITE_DATA_DIR = dir;
    cleanupDatabase = async () => rmSync(dir, { recursive: true, force: true });
  }

  await prepareStaffAccount(repoRoot, env);
  let log = '';
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], { env, cwd: repoRoot });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, server, () => log);
  project.provide('baseURL', baseURL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanupDatabase();
  };
}
