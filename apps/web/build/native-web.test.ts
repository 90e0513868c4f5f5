import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inNativeApp, writeNativeWeb } from './native-web.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the web build in the native shells', () => {
  it('keeps the app and leaves out what only the server uses', () => {
    for (const kept of [
      'index.html',
      'assets/index-Aa11.js',
      'assets/screens-Bb22.css',
      'sw.js',
      'icons/icon-192.png',
    ]) {
      expect([kept, inNativeApp(kept)]).toEqual([kept, true]);
    }
    for (const left of [
      'assets/index-Aa11.js.br',
      'assets/index-Aa11.js.gz',
      'index.html.gz',
      'assets/index-Aa11.js.map',
      'landing.html',
      '.vite',
      '.vite/manifest.json',
    ]) {
      expect([left, inNativeApp(left)]).toEqual([left, false]);
    }
  });

  it('writes the copy afresh: nothing left from a copy before', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'native-web-'));
    const dist = path.join(dir, 'dist');
    const native = path.join(dir, 'dist-native');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, '.vite'));
    for (const file of [
      'index.html',
      'landing.html',
      'assets/a-1.js',
      'assets/a-1.js.br',
      'assets/a-1.js.map',
      '.vite/manifest.json',
    ]) {
      writeFileSync(path.join(dist, file), file);
    }
    mkdirSync(native);
    writeFileSync(path.join(native, 'stale.js'), 'old');

    writeNativeWeb(dist, native);
    expect(readdirSync(native).sort()).toEqual(['assets', 'index.html']);
    expect(readdirSync(path.join(native, 'assets'))).toEqual(['a-1.js']);
    expect(existsSync(path.join(native, 'stale.js'))).toBe(false);
  });
});
