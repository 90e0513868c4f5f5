import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { PERSONAL_LANDING_COOKIE } from '@storefront/contract/http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';

// Decision 227: the web build writes landing.html, the app's HTML with the landing rendered in it;
// the server sends it for `/` (any query), and the app's HTML for every other path of the app.
// Decision 232: a visitor whose landing differs from a guest's (the app's cookie) gets the app's HTML.
const INDEX_HTML = '<!doctype html><title>Storefront</title><div id="loading"></div><div id="root"></div>';
const LANDING_HTML = `<!doctype html><title>Storefront</title><div id="root"><h1>Hot pizza</h1>${'<p>made your way</p>'.repeat(100)}</div>`;

let distDir: string;
let ctx: TestContext | undefined;
const start = async () => (ctx = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } }));
const get = (url: string, headers: Record<string, string> = {}) => ctx!.app.inject({ method: 'GET', url, headers });

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'static-web-landing-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
});
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('the landing page', () => {
  it("is the app's HTML while the build has no prerendered landing", async () => {
    await start();
    expect((await get('/')).body).toBe(INDEX_HTML);
  });

  it('is sent for / with or without a query, compressed when taken, revalidated each time', async () => {
    writeFileSync(path.join(distDir, 'landing.html'), LANDING_HTML);
    writeFileSync(path.join(distDir, 'landing.html.br'), brotliCompressSync(LANDING_HTML));
    await start();
    const landing = await get('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toBe(LANDING_HTML);
    expect((await get('/?utm_source=mail&utm_medium=email')).body).toBe(LANDING_HTML);
    const compressed = await get('/', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(LANDING_HTML);
  });

  it('is not sent for any other path, nor under its own name', async () => {
    writeFileSync(path.join(distDir, 'landing.html'), LANDING_HTML);
    await start();
    for (const url of ['/menu/pizza', '/landing.html', '/index.html', '/offers?x=/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it("is the app's HTML for a visitor with a store chosen or signed in (the app's cookie), and varies by cookie", async () => {
    writeFileSync(path.join(distDir, 'landing.html'), LANDING_HTML);
    writeFileSync(path.join(distDir, 'landing.html.br'), brotliCompressSync(LANDING_HTML));
    await start();
    for (const value of ['store', 'store.NSW002.Pickup', 'store.NSW002.Delivery.2026-12-01T18:30', 'customer']) {
      const personal = await get('/', { cookie: `theme=dark; ${PERSONAL_LANDING_COOKIE}=${value}` });
      expect(personal.statusCode).toBe(200);
      expect(personal.body, value).toBe(INDEX_HTML);
      expect(personal.headers.vary).toContain('cookie');
      expect(personal.headers['cache-control']).toBe('no-cache');
    }
    const guest = await get('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(guest.rawPayload).toString()).toBe(LANDING_HTML);
    expect(guest.headers.vary).toMatch(/\bcookie, accept-encoding$/);
    // Only the app's own value counts; a cleared or unknown one is a guest's.
    for (const cookie of [
      `${PERSONAL_LANDING_COOKIE}=`,
      `${PERSONAL_LANDING_COOKIE}=yes`,
      `${PERSONAL_LANDING_COOKIE}=1`,
      `${PERSONAL_LANDING_COOKIE}=store.NSW002.Dinein`,
      'other=store',
      'garbage;;=',
    ]) {
      expect((await get('/', { cookie })).body, cookie).toBe(LANDING_HTML);
    }
  });
});
