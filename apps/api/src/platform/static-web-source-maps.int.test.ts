import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';

// Decision 172: the build's source maps stay on the server for error reports; the public gets a 404.
let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'static-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Storefront</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);\n');
  writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"sources":[],"mappings":""}');
  ctx = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('static web: source maps', () => {
  it('serves the chunk but not its map (a 404, not the app)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/index-Ab12Cd34.js.map',
      '/assets/index-Ab12Cd34.js.MAP',
      '/assets/index-Ab12Cd34.js.map?x=1',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
