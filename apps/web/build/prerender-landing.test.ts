import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingHtml } from './prerender-landing.ts';

// The app's HTML as the source has it: the built one differs only inside <head>.
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
const markup = '<div class="shell"><main><h1>Hot pizza</h1><button type="button">Delivery</button></main></div>';

describe('the landing’s HTML', () => {
  it('holds the rendered landing in the app’s root, with no loading view', () => {
    const html = landingHtml(indexHtml, markup);
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).not.toContain('id="loading"');
    expect(html).not.toContain('class="loading-view__pizza"');
    // Everything else is the app's HTML: its head, its script and the no-script notice.
    expect(html).toContain('<script type="module" src="/src/app/main.tsx"></script>');
    expect(html).toContain('<noscript>');
    expect(html.replace(`<div id="root">${markup}</div>`, '')).toBe(
      indexHtml
        .replace(/\s*<div id="loading" class="loading-view"[\s\S]*?<\/div>/, '')
        .replace('<div id="root"></div>', ''),
    );
  });

  it('refuses an app HTML without the loading view or the empty root, and markup without a heading', () => {
    expect(() => landingHtml(indexHtml.replace('<div id="root"></div>', '<div id="app"></div>'), markup)).toThrow(
      /empty #root/,
    );
    expect(() => landingHtml(indexHtml.replace('id="loading"', 'id="splash"'), markup)).toThrow(/loading view/);
    expect(() => landingHtml(indexHtml, '<div class="shell"></div>')).toThrow(/no heading/);
  });
});
