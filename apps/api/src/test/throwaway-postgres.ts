import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

// A PostgreSQL cluster of a test's own, from the machine's PostgreSQL binaries, that the test may
// stop and start again: outage tests cannot stop the shared server everyone else uses.

const POSTGRES_LIB = '/usr/lib/postgresql';
/** initdb refuses to run as root: the cluster then belongs to this operating-system user. */
const CLUSTER_OS_USER = 'postgres';

function binaries(): string {
  const versions = existsSync(POSTGRES_LIB) ? readdirSync(POSTGRES_LIB).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((v) => path.join(POSTGRES_LIB, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) {
    throw new Error(`PostgreSQL server binaries (initdb, pg_ctl) not found under ${POSTGRES_LIB}: install postgresql`);
  }
  return bin;
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

export interface ThrowawayPostgres {
  url: string;
  /** Asynchronous, so a load generator in the same process keeps running while the cluster starts. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the cluster if it runs and deletes its folder. */
  remove(): Promise<void>;
}

const execFileAsync = promisify(execFile);

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binaries();
  const asRoot = userInfo().uid === 0;
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', CLUSTER_OS_USER, '--', command, ...args]] : [command, args];
    await execFileAsync(file, argv, { timeout: 60_000 });
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const owner = execFileSync('id', ['-u', CLUSTER_OS_USER]).toString().trim();
    const group = execFileSync('id', ['-g', CLUSTER_OS_USER]).toString().trim();
    chownSync(dir, Number(owner), Number(group));
  }
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async remove() {
      if (running) await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
