// `npm test`: every check, in order, stopping at the first failure.
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['unit, component and API tests', 'npx vitest run --project unit --project web --project api'],
  ['browser journeys', 'npm run test:e2e'],
  ['chunk budgets', 'node scripts/check-chunk-budgets.mjs'],
  ['native shells: web build synced into android/ and ios/', 'npm run cap:sync --workspace @storefront/web'],
  ['reliability battery, quick subset', 'npm run test:reliability -- --quick'],
];

const started = Date.now();
for (const [name, command] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  try {
    execSync(command, { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`\n${name} failed.`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
