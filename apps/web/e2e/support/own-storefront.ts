// A storefront server of a spec's own (built app, fresh PGlite database, its own port), for journeys
// that stop and start the server, such as the offline ones: the shared server must stay up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

export interface OwnStorefront {
  baseURL: string;
  /** Starts (or starts again, on the same port and database) the server and waits until it is ready. */
  start(): Promise<void>;
  /** Stops the server: every request to it, the service worker's too, then fails. */
  stop(): Promise<void>;
  /** Stops the server and removes its database. */
  dispose(): Promise<void>;
}

/** `webDist`: the built app to serve (a copy lets a spec deploy a changed build while it runs). */
export async function ownStorefront(options: { webDist?: string } = {}): Promise<OwnStorefront> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-own-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_ORIGINS: baseURL,
    PUBLIC_ORIGIN: baseURL,
    PGLITE_DATA_DIR: dataDir,
  };
  if (options.webDist) env.WEB_DIST_DIR = options.webDist;
  delete env.DATABASE_URL;
  let server: ChildProcess | undefined;

  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  const start = async () => {
    let log = '';
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], { env, cwd: repoRoot });
    server = child;
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`Storefront exited early:\n${log}`);
      try {
        if ((await fetch(`${baseURL}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`Storefront did not become ready:\n${log}`);
  };

  return {
    baseURL,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
