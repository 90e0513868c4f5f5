import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A redis-server of the check's own on its own port, that the check may stop and start again: the
// machine's shared Redis cannot be stopped under other work. Nothing is persisted.

export interface ThrowawayRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL, as when the host dies: no goodbye to the clients. */
  stop(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  remove(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function createThrowawayRedis(binary = 'redis-server'): Promise<ThrowawayRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-redis-'));
  let child: ChildProcess | undefined;
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const redis: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        };
        started.stdout?.on('data', onData);
        started.stderr?.on('data', onData);
        started.once('error', reject);
        started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      });
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async remove() {
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}
