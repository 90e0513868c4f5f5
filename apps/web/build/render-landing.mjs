// Child process of the build (prerender-landing.ts): renders the landing's markup with the app's
// own modules, loaded through Vite, in a jsdom window (the modules read window, document and
// storage as they load), and writes it to stdout. A process of its own, so the window's globals
// and any timer the modules start never reach the build.
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const { window } = new JSDOM('<!doctype html><html lang="en-AU"><body><div id="root"></div></body></html>', {
  url: 'https://prerender.invalid/',
});
for (const name of ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true });
}
for (const name of ['HTMLElement', 'Element', 'Node', 'Event', 'CustomEvent']) globalThis[name] ??= window[name];

const vite = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { renderLandingMarkup } = await vite.ssrLoadModule('/src/app/prerender/landing-markup.tsx');
  process.stdout.write(await renderLandingMarkup());
} finally {
  await vite.close();
}
process.exit(0);
