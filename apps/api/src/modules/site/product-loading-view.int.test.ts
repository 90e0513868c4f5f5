import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { INLINE_PHOTO_LIMIT_BYTES } from './product-loading-view.ts';

// A product page's HTML carries the product's photo in its loading view (decisions 229 and 237),
// so the browser paints it with the HTML, before the app's code has run; every other page is the
// built HTML as it is.
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
  // Margherita has both photos; Garlic Bread only the webp (its page keeps the plain loading view);
  // Hawaiian's webp is one byte past the inline limit.
  for (const file of [
    'margherita.webp',
    'margherita.jpg',
    'garlic-bread.webp',
    'delivery-fee.webp',
    'delivery-fee.jpg',
    'hawaiian.jpg',
  ])
    writeFileSync(path.join(distDir, 'images', 'products', file), 'photo');
  writeFileSync(path.join(distDir, 'images', 'products', 'hawaiian.webp'), Buffer.alloc(INLINE_PHOTO_LIMIT_BYTES + 1));
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
// The webp's bytes ('photo') inline, marked with its address for the app's own <picture>.
const MARGHERITA_PICTURE =
  '<picture class="loading-view__product"><source type="image/webp" srcset="data:image/webp;base64,cGhvdG8=" ' +
  'data-photo="/images/products/margherita.webp">' +
  '<img src="/images/products/margherita.jpg" alt="Margherita" width="640" height="480" fetchpriority="high"></picture>';
const PHOTO_PRELOAD = (address: string) => `<${address}>; rel=preload; as=image; type="image/webp"; fetchpriority=high`;

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
    // Nothing left to fetch for it: the Link header does not name the photo.
    expect(String(response.headers.link)).not.toContain('/images/products/');
  });

  it(`a photo past ${INLINE_PHOTO_LIMIT_BYTES} bytes: named by its address, and preloaded`, async () => {
    // 24 KB, as decision 237 records it.
    expect(INLINE_PHOTO_LIMIT_BYTES).toBe(24 * 1024);
    const response = await page('/menu/pizza/product/pizzas/hawaiian');
    expect(response.body).toContain(
      '<picture class="loading-view__product"><source type="image/webp" srcset="/images/products/hawaiian.webp">' +
        '<img src="/images/products/hawaiian.jpg" alt="Hawaiian"',
    );
    expect(response.body).not.toContain('data:image/webp');
    expect(String(response.headers.link).split(', ')).toContain(PHOTO_PRELOAD('/images/products/hawaiian.webp'));
  });

  it('inlines the photos the app ships (all within the limit)', async () => {
    const { readdirSync, statSync } = await import('node:fs');
    const photos = path.resolve(import.meta.dirname, '../../../../web/public/images/products');
    const webps = readdirSync(photos).filter((file) => file.endsWith('.webp'));
    expect(webps.length).toBeGreaterThan(0);
    for (const file of webps)
      expect([file, statSync(path.join(photos, file)).size <= INLINE_PHOTO_LIMIT_BYTES]).toEqual([file, true]);
  });

  it('compressed as the browser takes it, and varies by it', async () => {
    const response = await page('/menu/pizza/product/pizzas/margherita', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(MARGHERITA_PICTURE);
  });

  it.each([
    ['a product the catalogue lacks', '/menu/pizza/product/pizzas/no-such-pizza'],
    ['a product without both photos (and no photo preloaded)', '/menu/sides/product/sides/garlic-bread'],
    ['a surcharge, which opens no builder', '/menu/sides/product/surcharges/delivery-fee'],
    ['a menu page', '/menu/pizza'],
    ['any other page', '/cart'],
  ])('%s: the built HTML as it is', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(String(response.headers.link)).not.toContain('/images/products/');
  });
});
