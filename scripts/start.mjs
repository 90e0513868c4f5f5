// `npm start`: build what is missing, then run the storefront (API and app on one port).
// Migrations and the catalogue seed run as the server starts; without DATABASE_URL it uses PGlite.
// It runs the production build with two test helpers switched on by name (decision 241): the
// outbox at /dev/outbox, where sign-in codes land, and the Google/Apple/PayPal stand-in's test
// users. A deployment runs the server itself (deploy/Dockerfile), where both stay off.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEV_OUTBOX: 'true', LOCAL_IDENTITY_PROVIDER: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
