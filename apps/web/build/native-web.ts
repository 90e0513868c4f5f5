// The web build as the native shells carry it (capacitor.config.ts `webDir`): dist without what only
// a server uses. The compressed copies (.br, .gz; precompress.ts) double the app's size for nothing
// (the app reads its files from the package), the source maps are for the API's error reports and
// never leave the server (decision 172; an app package can be unzipped by anyone), the manifest
// (.vite/) tells the server which chunks a page loads, and landing.html is sent by the server for
// `/` only (decision 227).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether a file of the web build (its path inside dist, with '/') belongs in the native shells. */
export function inNativeApp(relativePath: string): boolean {
  return !(
    /\.(br|gz|map)$/i.test(relativePath) ||
    relativePath === 'landing.html' ||
    relativePath === '.vite' ||
    relativePath.startsWith('.vite/')
  );
}

/** Copies `distDir` to `nativeDir` (emptied first), leaving out what `inNativeApp` refuses. */
export function writeNativeWeb(distDir: string, nativeDir: string): void {
  rmSync(nativeDir, { recursive: true, force: true });
  cpSync(distDir, nativeDir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(distDir, source).split(path.sep).join('/');
      return relative === '' || inNativeApp(relative);
    },
  });
}
