import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readScreenFiles } from './web-build-manifest.ts';

// A web build's manifest in the shape Vite writes it: the HTML's entry, a lazily loaded screens
// module with a chunk of its own and one it shares with the entry, and their style sheets.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-Aa11Bb22.js',
    isEntry: true,
    imports: ['_start-libraries-Cc33Dd44.js'],
    css: ['assets/index-Ee55Ff66.css'],
  },
  '_start-libraries-Cc33Dd44.js': { file: 'assets/start-libraries-Cc33Dd44.js', css: ['assets/spinner-Gg77.css'] },
  'src/features/menu/screens.ts': {
    file: 'assets/screens-Hh88Ii99.js',
    isDynamicEntry: true,
    imports: ['_start-libraries-Cc33Dd44.js', 'index.html', '_modal-Jj00Kk11.js'],
    css: ['assets/screens-Ll22.css'],
  },
  '_modal-Jj00Kk11.js': { file: 'assets/modal-Jj00Kk11.js', css: ['assets/modal-Mm33.css'] },
  'src/features/product/screens.ts': {
    file: 'assets/screens-Nn44Oo55.js',
    isDynamicEntry: true,
    imports: ['_modal-Jj00Kk11.js', 'index.html'],
  },
};

let distDir: string | undefined;
afterEach(() => {
  if (distDir) rmSync(distDir, { recursive: true, force: true });
  distDir = undefined;
});

function buildWith(manifest: object | null): string {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  if (manifest) {
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return distDir;
}

describe('the web build manifest: what a first screen loads', () => {
  it("names the HTML's scripts first, then the screens' scripts and style sheets, each once", () => {
    const screenFilesOf = readScreenFiles(buildWith(MANIFEST));
    expect(screenFilesOf(['src/features/menu/screens.ts', 'src/features/product/screens.ts'])).toEqual({
      scripts: [
        '/assets/index-Aa11Bb22.js',
        '/assets/start-libraries-Cc33Dd44.js',
        '/assets/screens-Hh88Ii99.js',
        '/assets/modal-Jj00Kk11.js',
        '/assets/screens-Nn44Oo55.js',
      ],
      // The HTML's own style sheets are inlined in it: only the screens' are named.
      styles: ['/assets/screens-Ll22.css', '/assets/modal-Mm33.css'],
    });
  });

  it('leaves out a module the build does not have', () => {
    const screenFilesOf = readScreenFiles(buildWith(MANIFEST));
    expect(screenFilesOf(['src/features/gone/screens.ts'])).toEqual({
      scripts: ['/assets/index-Aa11Bb22.js', '/assets/start-libraries-Cc33Dd44.js'],
      styles: [],
    });
  });

  it('names nothing for a build without a manifest', () => {
    const screenFilesOf = readScreenFiles(buildWith(null));
    expect(screenFilesOf(['src/features/menu/screens.ts'])).toEqual({ scripts: [], styles: [] });
  });
});
