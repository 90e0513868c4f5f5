import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from './precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) => 'const storefront = "Red Roof Pizza";\n'.repeat(Math.ceil(bytes / 37)).slice(0, bytes);

describe('precompressDirectory', () => {
  it(`writes .br and .gz beside every text file of ${PRECOMPRESS_MIN_BYTES} bytes or more, and nothing else`, () => {
    expect(PRECOMPRESS_MIN_BYTES).toBe(1024);
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const files = {
      'index.html': text(5000),
      'assets/index-Ab12Cd34.js': text(PRECOMPRESS_MIN_BYTES),
      'assets/index-Ab12Cd34.css': text(PRECOMPRESS_MIN_BYTES - 1),
      'assets/index-Ab12Cd34.js.map': text(5000),
      'logo.svg': text(2000),
      'photo.webp': text(5000),
      '.vite/manifest.json': text(5000),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);

    expect(precompressDirectory(dir)).toBe(3);
    for (const name of ['index.html', 'assets/index-Ab12Cd34.js', 'logo.svg']) {
      const original = readFileSync(path.join(dir, name), 'utf8');
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(original);
    }
    for (const name of [
      'assets/index-Ab12Cd34.css',
      'assets/index-Ab12Cd34.js.map',
      'photo.webp',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
