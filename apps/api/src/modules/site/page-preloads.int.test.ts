import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Every page's HTML names the configuration in a Link header, and a product page's the product's
// photo too, so the browser fetches them while the app's code loads.
let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'page-preloads-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Storefront</title>');
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ method: 'GET', url });
const CONFIGURATION = '</api/v1/Configuration>; rel=preload; as=fetch; crossorigin';
const MARGHERITA_PHOTO =
  '</images/products/margherita.webp>; rel=preload; as=image; type="image/webp"; fetchpriority=high';

describe('page preloads', () => {
  it.each([
    '/menu/pizza/product/pizzas/margherita',
    '/menu/pizza/classics-range/product/pizzas/margherita',
    '/menu/pizza/product/pizzas/Margherita/8f6c2d9e-1b7a-4c3e-9d21-5a4b3c2d1e0f',
    '/product/pizzas/margherita',
    '/product/pizzas/margherita?utm_source=mail',
  ])('%s: the app, with the configuration and the product photo named', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.link).toBe(`${CONFIGURATION}, ${MARGHERITA_PHOTO}`);
  });

  it('names the address the app asks for its configuration', async () => {
    const preloaded = /^<([^>]+)>/.exec(CONFIGURATION)![1]!;
    const answer = await page(preloaded);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty('settings');
  });

  it('names a photo the app ships', () => {
    const photo = /^<([^>]+)>/.exec(MARGHERITA_PHOTO)![1]!;
    expect(existsSync(path.resolve(import.meta.dirname, '../../../../web/public', `.${photo}`))).toBe(true);
  });

  it.each([
    '/',
    '/menu/pizza',
    '/menu/pizza/product/pizzas/no-such-pizza',
    '/offers/product/pizzas/margherita/extra/parts',
  ])('%s: the app, with only the configuration to preload', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(CONFIGURATION);
  });

  it('refuses a malformed address as before (400), with nothing to preload', async () => {
    const response = await page('/menu/pizza/product/pizzas/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers.link).toBeUndefined();
  });

  it('leaves API answers alone: an unknown API path is still a 404 problem', async () => {
    const response = await page('/api/v1/product/pizzas/margherita');
    expect(response.statusCode).toBe(404);
    expect(response.headers.link).toBeUndefined();
  });
});
