import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, withLoadingViewAddition } from './page-html.ts';

const HTML =
  '<body><div id="loading" class="loading-view" role="status"><img alt="Logo">' +
  '<span class="loading-view__pizza" aria-hidden="true"></span></div><div id="root"></div></body>';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['BR;q=0.5', 'br'],
    ['identity', undefined],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    [undefined, undefined],
  ])('%s: %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('withLoadingViewAddition', () => {
  const pageWith = withLoadingViewAddition(HTML)!;
  const decoded = ({ body, encoding }: ReturnType<typeof pageWith>) =>
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

  it('puts the addition after the logo, before the turning pizza, and changes nothing else', () => {
    const page = pageWith('<picture>photo</picture>', undefined);
    expect(page.encoding).toBeUndefined();
    expect(decoded(page).replace(/<picture>photo<\/picture>\s*/, '')).toBe(HTML);
    expect(decoded(page)).toContain('<img alt="Logo"><picture>photo</picture>');
  });

  it('compresses as the browser takes it, the same page each way', () => {
    const plain = decoded(pageWith('<picture>photo</picture>', undefined));
    for (const [header, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const page = pageWith('<picture>photo</picture>', header);
      expect(page.encoding).toBe(encoding);
      expect(decoded(page)).toBe(plain);
    }
  });

  it('makes each page once', () => {
    expect(pageWith('<picture>a</picture>', 'br')).toBe(pageWith('<picture>a</picture>', 'br'));
    expect(pageWith('<picture>a</picture>', 'br')).not.toBe(pageWith('<picture>b</picture>', 'br'));
  });

  it('an HTML without the loading view: nothing to add to', () => {
    expect(withLoadingViewAddition('<!doctype html><div id="root"></div>')).toBeUndefined();
  });

  it("finds its place in the app's own HTML", () => {
    const appHtml = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(withLoadingViewAddition(appHtml)).toBeDefined();
  });
});
