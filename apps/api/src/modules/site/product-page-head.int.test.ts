import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// A product page's HTML names the product in its title and describes it, so a search result or a
// shared link shows the product, not the storefront's general title.
let ctx: TestContext;
let distDir: string;
const APP_HEAD =
  '<title>Red Roof Pizza: order pizza online for delivery or pickup</title>\n' +
  '    <meta\n      name="description"\n      content="Order pizza, meals and sides online."\n    />';
const INDEX_HTML =
  `<!doctype html><html lang="en-AU"><head>${APP_HEAD}</head><body aria-busy="true">` +
  '<div id="loading" class="loading-view" role="status"><img src="/logo.svg" alt="Red Roof Pizza" height="140" />' +
  '<span class="loading-view__pizza" aria-hidden="true"></span></div><div id="root"></div></body></html>';

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'product-page-head-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const html = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
const descriptionOf = async (slug: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/slug/${slug}` })).json<{ description: string }>()
    .description;

describe("a product page's title and description", () => {
  it.each(['/menu/pizza/product/pizzas/margherita', '/product/pizzas/Margherita?utm_source=mail'])(
    "%s: the product's name and description in place of the app's",
    async (url) => {
      const page = await html(url);
      const description = await descriptionOf('margherita');
      expect(description.length).toBeGreaterThan(0);
      expect(page).toContain(
        `<title>Margherita | Red Roof Pizza</title>\n    <meta name="description" content="${description}" />`,
      );
      expect(page).not.toContain('Order pizza, meals and sides online.');
      expect(page.match(/<title>/g)).toHaveLength(1);
    },
  );

  it('escapes the name as text', async () => {
    expect(await html('/menu/pizza/product/pizzas/ham-and-cheese')).toContain(
      '<title>Ham &amp; Cheese | Red Roof Pizza</title>',
    );
  });

  it('a product without photos still has its own title', async () => {
    expect(await html('/menu/sides/product/sides/garlic-bread')).toContain(
      '<title>Garlic Bread | Red Roof Pizza</title>',
    );
  });

  it.each([
    ['a product the catalogue lacks', '/menu/pizza/product/pizzas/no-such-pizza'],
    ['a menu page', '/menu/pizza'],
    ['any other page', '/cart'],
  ])("%s: the app's own title and description", async (_case, url) => {
    expect(await html(url)).toBe(INDEX_HTML);
  });
});
