import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// A product page's HTML carries the product's photo in its loading view (decision 229), so the
// browser paints it before the app's code has run; every other page is the built HTML as it is.
let ctx: TestContext;
let distDir: string;
const INDEX_HTML =
  '<!doctype html><body aria-busy="true"><div id="loading" class="loading-view" role="status">' +
  '<img src="/logo.svg" alt="Red Roof Pizza" height="140" />' +
  '<span class="loading-view__pizza" aria-hidden="true"></span><span class="sr-only">Loading</span></div>' +
  '<div id="root"></div></body>';

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'product-loading-view-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(distDir, 'images', 'products'), { recursive: true });
  // Margherita has both photos; Garlic Bread only the webp (its page keeps the plain loading view).
  for (const file of [
    'margherita.webp',
    'margherita.jpg',
    'garlic-bread.webp',
    'delivery-fee.webp',
    'delivery-fee.jpg',
  ])
    writeFileSync(path.join(distDir, 'images', 'products', file), 'photo');
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const MARGHERITA_PICTURE =
  '<picture class="loading-view__product"><source type="image/webp" srcset="/images/products/margherita.webp">' +
  '<img src="/images/products/margherita.jpg" alt="Margherita" width="640" height="480" fetchpriority="high"></picture>';

describe("a product page's loading view", () => {
  it.each([
    '/menu/pizza/product/pizzas/margherita',
    '/menu/pizza/classics-range/product/pizzas/Margherita',
    '/product/pizzas/margherita?utm_source=mail',
  ])('%s: the photo after the logo, before the turning pizza', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`height="140" />${MARGHERITA_PICTURE}`);
    expect(response.body.replace(/<picture[\s\S]*<\/picture>\s*/, '')).toBe(INDEX_HTML);
  });

  it('compressed as the browser takes it, and varies by it', async () => {
    const response = await page('/menu/pizza/product/pizzas/margherita', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(MARGHERITA_PICTURE);
  });

  it.each([
    ['a product the catalogue lacks', '/menu/pizza/product/pizzas/no-such-pizza'],
    ['a product without both photos', '/menu/sides/product/sides/garlic-bread'],
    ['a surcharge, which opens no builder', '/menu/sides/product/surcharges/delivery-fee'],
    ['a menu page', '/menu/pizza'],
    ['any other page', '/cart'],
  ])('%s: the built HTML as it is', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
