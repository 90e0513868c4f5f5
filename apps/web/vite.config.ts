import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import svgToMiniDataURI from 'mini-svg-data-uri';
import { VitePWA } from 'vite-plugin-pwa';
import { CACHED_READ_PATTERN, NAVIGATION_FALLBACK_DENYLIST } from './src/lib/pwa/cached-reads.ts';
import { webManifest } from './src/lib/pwa/web-manifest.ts';
import { compileHints } from './build/compile-hints.ts';
import { firstScreenPartGroups, FIRST_SCREEN_PARTS } from './build/first-screen-parts.ts';
import { preloadDependencies } from './build/module-preload.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender-landing.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/** The start-up's chunk groups go first: the first screens' groups would take start-up code too. */
const START_UP = FIRST_SCREEN_PARTS.length + 1;

/**
 * The production build renders with Preact's compatibility layer instead of React DOM (decision 219):
 * about 60 KB less on every first load. The dev server and the unit tests run React itself.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: path.resolve(import.meta.dirname, 'src/app/preact/react-dom-client.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router's package exports name only its development build, whose one difference is that its
 * warnings are on (remix-run/react-router#14102): the production build takes the production files,
 * which the package ships beside them.
 */
const reactRouterFiles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterFiles, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterFiles, 'dom-export.mjs') },
];

/**
 * The built index.html paints without waiting for another request: the entry's style sheets are
 * inlined (the CSP allows inline styles, not scripts) and the loading view's logo is a data URI.
 * The style sheets stay in dist for the service worker's precache.
 */
function firstPaintInHtml(): Plugin {
  return {
    name: 'first-paint-in-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        let out = html.replace(
          '<img src="/logo.svg"',
          // As text rather than base64: the page's compression then shrinks it like the rest of the HTML.
          `<img src="${svgToMiniDataURI(readFileSync(path.resolve(import.meta.dirname, 'public/logo.svg'), 'utf8'))}"`,
        );
        out = out.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source).trim()}</style>` : link;
          },
        );
        return out;
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [...preactAliases, ...reactRouterProductionAliases] } : {},
  plugins: [
    react(),
    firstPaintInHtml(),
    prerenderLanding(),
    VitePWA({
      // Prompt mode: a new worker waits until the customer accepts, and never on payment or login
      // routes (src/lib/pwa/update-rule.ts). Registration is in main.tsx: the CSP allows no inline script.
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon-180.png'],
      workbox: {
        // The app shell and every hashed chunk, so any screen opens offline after one visit. Product
        // photos are not precached (megabytes): those seen while browsing are kept at runtime below.
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NAVIGATION_FALLBACK_DENYLIST,
        cleanupOutdatedCaches: true,
        // Web Push (decision 188): public/push-handler.js shows notifications and opens the order
        // page on click. public/network-routes.js sends every write past the worker (decision 222).
        // generateSW stays; both join the generated worker this way.
        importScripts: ['push-handler.js', 'network-routes.js'],
        runtimeCaching: [
          {
            urlPattern: CACHED_READ_PATTERN,
            method: 'GET',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'api-reads',
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // The start-up's, the first screens' and every area's screens chunks are compiled as they
    // stream in, not function by function as they first run (decision 234).
    compileHints(['start-libraries', 'zod', ...FIRST_SCREEN_PARTS.map((part) => part.chunk), 'screens']),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/docs': apiTarget, '/sandbox-gateway': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Maps are written for the API's error reports (decision 172), with no sourceMappingURL comment:
    // browsers never ask for them, and the static server refuses to serve them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each route loads, for the chunk budgets in npm test.
    manifest: true,
    target: 'es2022',
    // Script preloads the imports of a feature area's screens only (decision 226).
    modulePreload: { resolveDependencies: preloadDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The schema library in a chunk of its own name, so its budget can be held (npm test).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: START_UP },
            // What runs before the first screen, as two chunks instead of twenty-odd small ones
            // (decision 228): its libraries, cached across releases, and the app's own, which joins the entry.
            { name: 'start-libraries', tags: ['$initial'], test: /node_modules/, priority: START_UP },
            { name: 'start', tags: ['$initial'], priority: START_UP },
            // What the menu's and the builder's screens import: one chunk each, after the start-up's.
            ...firstScreenPartGroups(),
          ],
        },
      },
    },
  },
}));
