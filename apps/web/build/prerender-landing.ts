import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The landing's page in the build: the app's HTML with the landing already in it (decision 227).
 * The server names the same file (apps/api/src/platform/static-web.ts).
 */
const LANDING_HTML = 'landing.html';

const LOADING_VIEW = /\s*<div id="loading" class="loading-view"[\s\S]*?<\/div>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The landing's HTML from the app's: the rendered landing inside the app's root, and no loading
 * view, since there is a page to show while the app starts. Throws when the HTML is not the shape
 * this expects, so a changed index.html cannot quietly build a landing without its markup.
 */
export function landingHtml(indexHtml: string, markup: string): string {
  if (!LOADING_VIEW.test(indexHtml) || !indexHtml.includes(EMPTY_ROOT)) {
    throw new Error('index.html has no loading view or no empty #root to prerender the landing into');
  }
  if (!markup.includes('<h1')) throw new Error('The prerendered landing has no heading');
  return indexHtml.replace(LOADING_VIEW, '').replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}

function renderLandingMarkup(): string {
  return execFileSync(process.execPath, [path.join(import.meta.dirname, 'render-landing.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Writes landing.html beside index.html: the server sends it for `/`, so the landing's header and
 * hero paint from the HTML, before any script has run; the app then mounts over the same elements.
 */
export function prerenderLanding(): Plugin {
  return {
    name: 'prerender-landing',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        this.emitFile({
          type: 'asset',
          fileName: LANDING_HTML,
          source: landingHtml(String(index.source), renderLandingMarkup()),
        });
      },
    },
  };
}
