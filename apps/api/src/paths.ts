import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found by walking up from this file (works from src/ and from the dist/ bundle). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps', 'api', 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the repository root from ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRepoRoot();
export const apiRoot = path.join(repoRoot, 'apps', 'api');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
