import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './servers.ts';

// nginx (Debian's package) in front of API instances, configured as deploy/nginx/nginx.conf is:
// the same storefront-upstream.conf and storefront-proxy.conf included, with local addresses,
// a free port and every path (pid, logs, temporary files) in a temporary directory.

export const NGINX = '/usr/sbin/nginx';
const deployNginx = path.join(repoRoot, 'deploy/nginx');

/** Installs Debian's nginx with apt-get when it is missing (its service is not used). */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('nginx missing: apt-get install -y nginx');
  const root = process.getuid?.() === 0;
  const apt = (...args: string[]) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  const install = () => apt('install', '-y', '--no-install-recommends', 'nginx');
  if (!install()) {
    apt('update');
    install();
  }
  if (!existsSync(NGINX)) throw new Error('could not install nginx with apt-get');
}

export interface RunningProxy {
  url: string;
  /** The master process (its workers are its children). */
  pid: number | undefined;
  /** The processes that carry the requests: the workers, for their CPU time. */
  workerPids(): number[];
  stop(): Promise<void>;
}

/** A certificate and its key (PEM files) for nginx to answer HTTPS, and HTTP/2 over it. */
export interface TlsFiles {
  certificate: string;
  key: string;
}

/**
 * The configuration the bench runs: deploy/nginx/nginx.conf with local addresses and paths. With
 * `tls`, the server answers HTTPS and HTTP/2, as browsers reach a deployed storefront (browsers
 * speak HTTP/2 only over TLS); `listen ... ssl http2` is the form Debian 12's nginx 1.22 reads.
 */
export function benchNginxConfig(dir: string, port: number, upstreams: string[], tls?: TlsFiles) {
  return [
    '# Written by tools/bench/src/nginx.ts for one run; deploy/nginx/nginx.conf is the deployed one.',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events {',
    '    worker_connections 8192;',
    '}',
    'http {',
    '    access_log off;',
    '    server_tokens off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${dir}/${name}_temp;`),
    '    upstream storefront_api {',
    ...upstreams.map((address) => `        server ${address};`),
    `        include ${deployNginx}/storefront-upstream.conf;`,
    '    }',
    '    server {',
    ...(tls
      ? [
          `        listen 127.0.0.1:${port} ssl http2;`,
          `        ssl_certificate ${tls.certificate};`,
          `        ssl_certificate_key ${tls.key};`,
        ]
      : [`        listen 127.0.0.1:${port};`]),
    `        include ${deployNginx}/storefront-proxy.conf;`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Whether `url` answers 2xx; a self-signed certificate (the bench's own) is accepted. */
function answers(url: string): Promise<boolean> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 300);
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground (no daemon) in front of `upstreams` (host:port each) on a free
 * loopback port, and waits until `readyPath` answers through it. `stop` ends it and removes its
 * directory; a failed start does both too. With `tls` it answers HTTPS and HTTP/2.
 */
export async function startNginx(upstreams: string[], readyPath = '/readyz', tls?: TlsFiles): Promise<RunningProxy> {
  ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must reach their temp paths.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, benchNginxConfig(dir, port, upstreams, tls));
  let log = '';
  const child = spawn(NGINX, ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const exited = new Promise((r) => child.once('exit', r));
  const errorLog = () => {
    try {
      return log + readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return log;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const reason = child.exitCode !== null ? `nginx exited (${child.exitCode})` : 'nginx not ready';
      const detail = errorLog();
      await stop();
      throw new Error(`${reason}:\n${detail}`);
    }
    if (await answers(url + readyPath)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    workerPids() {
      try {
        return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    },
    stop,
  };
}
