import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// A product page's HTML names the product's photo in a Link header, so the browser fetches it while
// the app's code loads (the page's largest paint).
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
const MARGHERITA_PHOTO =
  '</images/products/margherita.webp>; rel=preload; as=image; type="image/webp"; fetchpriority=high';

describe('page preloads', () => {
  it.each([
    '/menu/pizza/product/pizzas/margherita',
    '/menu/pizza/classics-range/product/pizzas/margherita',
    '/menu/pizza/product/pizzas/Margherita/8f6c2d9e-1b7a-4c3e-9d21-5a4b3c2d1e0f',
    '/product/pizzas/margherita',
    '/product/pizzas/margherita?utm_source=mail',
  ])('%s: the app, with the product photo named first', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.link).toBe(MARGHERITA_PHOTO);
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
  ])('%s: the app, with nothing to preload', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
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
