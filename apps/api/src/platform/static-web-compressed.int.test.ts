import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';

// Decision 225: the build writes .br and .gz copies of its text files, and the server sends them as
// they are, the app's HTML for its own paths (answered from the not-found handler) included.
let ctx: TestContext;
let distDir: string;
const INDEX_HTML = `<!doctype html><title>Storefront</title><style>${'.rule { color: #b3121f; }\n'.repeat(200)}</style>`;
const CHUNK = `export const menu = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `pizza ${i}`))};\n`;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'static-web-compressed-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeWithCopies(path.join(distDir, 'index.html'), INDEX_HTML);
  writeWithCopies(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), CHUNK);
  ctx = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built app, compressed', () => {
  it('sends the app for its own paths as brotli, or gzip, as the browser takes it, revalidated each time', async () => {
    const brotli = await get('/menu/pizza', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-type']).toContain('text/html');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(INDEX_HTML);
    expect(brotli.rawPayload.length).toBeLessThan(INDEX_HTML.length / 4);

    const gzip = await get('/account/orders', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('sends a hashed chunk compressed and cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('does not serve the compressed copies as files of their own name', async () => {
    for (const url of ['/index.html.br', '/assets/index-Ab12Cd34.js.gz']) {
      const response = await get(url);
      // The app (the SPA fallback), not the compressed bytes.
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});
