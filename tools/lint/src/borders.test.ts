import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Probe files written into the tree (where the real config applies), linted with the repository's
// own eslint.config.js, then removed. The folders carry a random tail so a concurrent lint of the
// tree cannot mistake them for real code for long, and two runs never collide.
const root = path.resolve(import.meta.dirname, '../../..');
const tail = randomBytes(4).toString('hex');
const featureA = `apps/web/src/features/border-probe-a-${tail}`;
const featureB = `apps/web/src/features/border-probe-b-${tail}`;
const cycleFolder = `apps/web/src/lib/border-probe-${tail}`;
const moduleA = `apps/api/src/modules/border-probe-a-${tail}`;
const moduleB = `apps/api/src/modules/border-probe-b-${tail}`;
const probeFolders = [featureA, featureB, cycleFolder, moduleA, moduleB];

function write(relative: string, text: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

let eslint: ESLint;

async function ruleIdsOf(relative: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, relative)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

beforeAll(() => {
  write(`${featureB}/b-value.ts`, `export const bValue = 1;\n`);
  write(`${featureB}/b-widget.ts`, `export const bWidget = 2;\n`);
  write(
    `${featureA}/imports-other-feature.ts`,
    `import { bValue } from '../border-probe-b-${tail}/b-value.ts';\n\nexport const a = bValue;\n`,
  );
  write(`${featureA}/own-folder.ts`, `import { a } from './imports-other-feature.ts';\n\nexport const own = a;\n`);
  write(`${cycleFolder}/first.ts`, `import { second } from './second.ts';\n\nexport const first = () => second();\n`);
  write(`${cycleFolder}/second.ts`, `import { first } from './first.ts';\n\nexport const second = () => first;\n`);
  write(
    `${cycleFolder}/imports-feature.ts`,
    `import { bValue } from '../../features/border-probe-b-${tail}/b-value.ts';\n\nexport const value = bValue;\n`,
  );
  write(`${moduleB}/b-internals.ts`, `export const internal = 1;\n`);
  write(`${moduleB}/border-probe-b.service.ts`, `export const service = 2;\n`);
  write(
    `${moduleA}/uses-other-module.ts`,
    `import { internal } from '../border-probe-b-${tail}/b-internals.ts';\n` +
      `import { service } from '../border-probe-b-${tail}/border-probe-b.service.ts';\n\n` +
      `export const both = internal + service;\n`,
  );
  // Created after the probes exist: the zones are built from the folders on disk.
  eslint = new ESLint({ cwd: root });
}, 60_000);

afterAll(() => {
  for (const folder of probeFolders) rmSync(path.join(root, folder), { recursive: true, force: true });
});

describe('npm run lint keeps the borders', () => {
  it('fails on a feature importing another feature', async () => {
    expect(await ruleIdsOf(`${featureA}/imports-other-feature.ts`)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own folder', async () => {
    expect(await ruleIdsOf(`${featureA}/own-folder.ts`)).toEqual([]);
  });

  it('fails on lib importing a feature', async () => {
    expect(await ruleIdsOf(`${cycleFolder}/imports-feature.ts`)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails on an import cycle, on both files', async () => {
    expect(await ruleIdsOf(`${cycleFolder}/first.ts`)).toEqual(['import-x/no-cycle']);
    expect(await ruleIdsOf(`${cycleFolder}/second.ts`)).toEqual(['import-x/no-cycle']);
  });

  it("fails on an API module reaching into another module's internals, not its service", async () => {
    const [result] = await eslint.lintFiles([path.join(root, `${moduleA}/uses-other-module.ts`)]);
    const lines = (result?.messages ?? []).map((message) => [message.ruleId, message.line]);
    expect(lines).toEqual([['import-x/no-restricted-paths', 1]]);
  });
}, 120_000);
