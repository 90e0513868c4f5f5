import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkOf, sourceMapResolver } from './source-map-resolver.ts';

// A small fixture build: dist/assets/app-1a2b3c4d.js.map maps line 3 column 10 of the chunk to
// src/lib/price.ts line 7 column 2, in function formatPrice.
const distDir = path.join(mkdtempSync(path.join(tmpdir(), 'source-maps-')), 'dist');
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
const map = new SourceMapGenerator({ file: 'app-1a2b3c4d.js' });
map.addMapping({
  generated: { line: 3, column: 10 },
  original: { line: 7, column: 2 },
  source: '../../src/lib/price.ts',
  name: 'formatPrice',
});
writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c4d.js.map'), map.toString());
const resolver = sourceMapResolver(distDir);
afterAll(() => {
  resolver.close();
  rmSync(path.dirname(distDir), { recursive: true, force: true });
});

describe('source-map resolution', () => {
  it("puts a chunk's frame back at its source file, line and column (columns counted from 1)", async () => {
    const [frame] = await resolver.resolve([
      { file: 'https://shop.example/assets/app-1a2b3c4d.js', function: 'n', line: 3, column: 11 },
    ]);
    expect(frame?.original).toEqual({ file: 'src/lib/price.ts', line: 7, column: 3, function: 'formatPrice' });
  });

  it('leaves frames without a map, line or chunk name as they came', async () => {
    const frames = await resolver.resolve([
      { file: 'https://shop.example/assets/other-9z8y7x6w.js', function: 'f', line: 1, column: 1 },
      { file: 'https://shop.example/assets/app-1a2b3c4d.js', function: 'f', line: null, column: null },
      { file: '/srv/api/src/app.ts', function: 'g', line: 10, column: 5 },
    ]);
    expect(frames.map((f) => f.original)).toEqual([null, null, null]);
  });

  it('looks up only chunk names directly under /assets/', () => {
    expect(chunkOf('https://shop.example/assets/index-AbC123_x.js')).toBe('index-AbC123_x.js');
    expect(chunkOf('/assets/index-AbC123_x.js')).toBe('index-AbC123_x.js');
    expect(chunkOf('https://shop.example/assets/../../etc/passwd.js')).toBeNull();
    expect(chunkOf('https://shop.example/assets/%2e%2e%2fsecret.js')).toBeNull();
    expect(chunkOf('https://shop.example/src/main.tsx')).toBeNull();
    expect(chunkOf(null)).toBeNull();
  });
});
