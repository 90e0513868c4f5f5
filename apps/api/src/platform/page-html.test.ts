import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, withPageAddition } from './page-html.ts';

const HTML =
  '<head><title>Red Roof Pizza: order pizza online</title>\n<meta\n  name="description"\n  content="Order pizza online."\n/></head>' +
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

describe('withPageAddition', () => {
  const HEAD = '<title>Margherita | Red Roof Pizza</title><meta name="description" content="Mozzarella." />';
  const pageWith = withPageAddition(HTML)!;
  const decoded = ({ body, encoding }: ReturnType<typeof pageWith>) =>
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

  it('puts the addition after the logo, before the turning pizza, and changes nothing else', () => {
    const page = pageWith({ loadingView: '<picture>photo</picture>' }, undefined);
    expect(page.encoding).toBeUndefined();
    expect(decoded(page).replace(/<picture>photo<\/picture>\s*/, '')).toBe(HTML);
    expect(decoded(page)).toContain('<img alt="Logo"><picture>photo</picture>');
  });

  it('compresses as the browser takes it, the same page each way', () => {
    const plain = decoded(pageWith({ loadingView: '<picture>photo</picture>' }, undefined));
    for (const [header, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const page = pageWith({ loadingView: '<picture>photo</picture>' }, header);
      expect(page.encoding).toBe(encoding);
      expect(decoded(page)).toBe(plain);
    }
  });

  it('makes each page once', () => {
    expect(pageWith({ loadingView: '<picture>a</picture>' }, 'br')).toBe(
      pageWith({ loadingView: '<picture>a</picture>' }, 'br'),
    );
    expect(pageWith({ loadingView: '<picture>a</picture>' }, 'br')).not.toBe(
      pageWith({ loadingView: '<picture>b</picture>' }, 'br'),
    );
    expect(pageWith({ loadingView: '<picture>a</picture>', head: HEAD }, 'br')).not.toBe(
      pageWith({ loadingView: '<picture>a</picture>' }, 'br'),
    );
  });

  it("puts a page's own head in place of the app's title and description, and changes nothing else", () => {
    const page = decoded(pageWith({ head: HEAD }, undefined));
    expect(page).toBe(HTML.replace(/<title>.*?<\/title>\n<meta[^>]*>/s, HEAD));
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    const both = decoded(pageWith({ head: HEAD, loadingView: '<picture>photo</picture>' }, undefined));
    expect(both).toContain(HEAD);
    expect(both).toContain('<img alt="Logo"><picture>photo</picture>');
  });

  it('an HTML without a title keeps its own head', () => {
    const untitled = withPageAddition(HTML.replace(/<title>.*?<\/title>/, ''))!;
    expect(decoded(untitled({ head: HEAD }, undefined))).toBe(HTML.replace(/<title>.*?<\/title>/, ''));
  });

  it('an HTML without the loading view: nothing to add to', () => {
    expect(withPageAddition('<!doctype html><div id="root"></div>')).toBeUndefined();
  });

  it("finds its place in the app's own HTML", () => {
    const appHtml = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const page = decoded(withPageAddition(appHtml)!({ head: HEAD }, undefined));
    expect(page).toContain(HEAD);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
  });
});
