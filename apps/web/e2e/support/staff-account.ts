import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The console account the journeys sign in with. The storefront runs as in production, where the
 * published development passwords are refused; so before it starts, the database is seeded and
 * this account is given its own password with the operator's tools (docs/store-console.md).
 */
export const E2E_STAFF = { username: 'parramatta.manager', password: 'journeys-console-password-2026' };

/** The content editor account (editor role), given its own password the same way. */
export const E2E_EDITOR = { username: 'content.editor', password: 'journeys-editor-password-2026' };

/** The marketing account (marketing role, the console at /marketing), given its own password the same way. */
export const E2E_MARKETER = { username: 'marketing.team', password: 'journeys-marketing-password-2026' };

function run(repoRoot: string, script: string, args: string[], env: Record<string, string>, input = '') {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
      cwd: path.join(repoRoot, 'apps/api'),
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed: ${stderr}`))));
    child.stdin.end(input);
  });
}

/** `npm run seed`, then `npm run staff:password`, against the journeys' database. */
export async function prepareStaffAccount(repoRoot: string, env: Record<string, string>): Promise<void> {
  await run(repoRoot, 'apps/api/src/db/seed-cli.ts', [], env);
  await run(repoRoot, 'apps/api/src/db/staff-password-cli.ts', [E2E_STAFF.username], env, `${E2E_STAFF.password}\n`);
  await run(repoRoot, 'apps/api/src/db/staff-password-cli.ts', [E2E_EDITOR.username], env, `${E2E_EDITOR.password}\n`);
  await run(
    repoRoot,
    'apps/api/src/db/staff-password-cli.ts',
    [E2E_MARKETER.username],
    env,
    `${E2E_MARKETER.password}\n`,
  );
}
