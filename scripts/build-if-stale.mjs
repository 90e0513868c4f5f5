// Builds the web app and the API bundle when either is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sharedSources = ['packages/contract', 'packages/domain', 'packages/catalog'].map((d) =>
  newestMtime(path.join(root, d)),
);
const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  { name: 'api', output: 'apps/api/dist/server.js', sources: ['apps/api/src', 'apps/api/build.mjs'] },
];

export function buildIfStale() {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const newest = Math.max(
      ...sharedSources,
      ...target.sources.map((s) => {
        const full = path.join(root, s);
        if (!existsSync(full)) return 0;
        return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
      }),
    );
    if (built < newest) {
      console.log(`Building ${target.name} ...`);
      execSync(`npm run build --workspace @storefront/${target.name}`, { cwd: root, stdio: 'inherit' });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
