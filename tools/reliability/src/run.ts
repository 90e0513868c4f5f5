import { client } from './http.ts';
import { detail, lines, report } from './report.ts';
import { POSTGRES_BASE, postgresAnswers, startStorefront } from './server.ts';
import { shopper } from './shopper.ts';
import { buildWorld, type World } from './world.ts';
import type { Context } from './context.ts';
import { idempotency } from './checks/idempotency.ts';
import { races } from './checks/races.ts';
import { accessMatrix } from './checks/access-matrix.ts';
import { massAssignment } from './checks/mass-assignment.ts';
import { fuzz } from './checks/fuzz.ts';
import { transport } from './checks/transport.ts';
import { headers } from './checks/headers.ts';
import { accounts } from './checks/accounts.ts';
import { processFaults } from './checks/process-faults.ts';
import { outages } from './checks/outages.ts';

// `npm run test:reliability [-- --quick] [-- --only name,name]`: the built server as a real process on a
// fresh PostgreSQL database, driven over loopback HTTP; one line per check, exit 1 on any FAIL.

// Quick: the subset `npm test` runs (under two minutes); the rest needs minutes or holds connections.
const checks: Record<string, { run: (ctx: Context) => Promise<void>; quick: boolean }> = {
  idempotency: { run: idempotency, quick: true },
  races: { run: races, quick: true },
  'access-matrix': { run: accessMatrix, quick: true },
  'mass-assignment': { run: massAssignment, quick: true },
  fuzz: { run: fuzz, quick: true },
  transport: { run: transport, quick: false },
  headers: { run: headers, quick: false },
  accounts: { run: accounts, quick: false },
  'process-faults': { run: processFaults, quick: false },
  outages: { run: outages, quick: false },
};

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',') : undefined;
const selected = Object.entries(checks).filter(([name, check]) => (only ? only.includes(name) : !quick || check.quick));

const started = Date.now();
console.log(`Reliability battery${quick ? ' (quick subset)' : ''}: ${selected.map(([name]) => name).join(', ')}`);
if (!(await postgresAnswers())) {
  // npm test on a machine without PostgreSQL runs the API tests on PGlite, where races cannot happen:
  // the quick subset has nothing true to say there, so it says so and steps aside.
  console.log(`No PostgreSQL answers at ${POSTGRES_BASE}: the battery needs one (never PGlite).`);
  process.exit(quick ? 0 : 1);
}
const server = await startStorefront();
console.log(`Server ${server.url} on a fresh PostgreSQL database`);
const api = client(server.url);
const shop = shopper(api);
let world: Promise<World> | undefined;
const ctx: Context = { server, api, shop, sql: server.sql, quick, world: () => (world ??= buildWorld(api, shop)) };
try {
  for (const [name, check] of selected) {
    const checkStart = Date.now();
    try {
      await check.run(ctx);
    } catch (error) {
      report(name, 'the check itself', `crashed: ${(error as Error).message}`, false);
      detail((error as Error).stack ?? '');
    }
    if (!server.isAlive()) {
      report(name, 'server process after the check', 'exited', false);
      detail(server.log());
      break;
    }
    console.log(`              (${name} took ${((Date.now() - checkStart) / 1000).toFixed(1)} s)`);
  }
} finally {
  await server.stop();
}
const failed = lines.filter((line) => line.verdict === 'FAIL').length;
const passed = lines.filter((line) => line.verdict === 'PASS').length;
console.log(`\n${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed > 0 ? 1 : 0);
