import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERSONAL_LANDING_COOKIE } from '@storefront/contract/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { FIRST_SCREEN_MODULES } from './page-preloads.ts';

// Every page's HTML names the configuration in a Link header; a menu or product page also names
// its first screen's scripts and style sheets (from the build's manifest) and the calls that
// screen makes, so the browser fetches them while the entry loads. (A product's photo comes inside
// the page, or is named only when too large for that: product-loading-view.int.test.ts; this
// build has no photos.)
let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'page-preloads-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Storefront</title>');
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ctx = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The web build's manifest, as Vite writes it, cut down to the modules the pages name. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Aa11Bb22.js', isEntry: true, imports: ['_start-libraries-Cc33.js'] },
  '_start-libraries-Cc33.js': { file: 'assets/start-libraries-Cc33.js' },
  'src/features/menu/screens.ts': {
    file: 'assets/screens-Menu1234.js',
    imports: ['index.html', '_start-libraries-Cc33.js'],
    css: ['assets/screens-Menu5678.css'],
  },
  'src/lib/query-provider.tsx': { file: 'assets/query-provider-Qp12.js', imports: ['index.html'] },
  'src/features/product/screens.ts': {
    file: 'assets/screens-Prod1234.js',
    imports: ['index.html'],
    css: ['assets/screens-Prod5678.css'],
  },
  'src/lib/query-client.ts': { file: 'assets/query-client-Qc12.js', imports: ['index.html'] },
  'src/ui/product-image/preload-product-image.ts': { file: 'assets/preload-product-image-Pp12.js' },
  'src/features/account/screens.ts': { file: 'assets/screens-Acct1234.js', imports: ['index.html'] },
};

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const CONFIGURATION = '</api/v1/Configuration>; rel=preload; as=fetch; crossorigin';
const fetched = (address: string) => `<${address}>; rel=preload; as=fetch; crossorigin`;
const NAVIGATION = fetched('/api/v1/navigation');
const PIZZAS = fetched('/api/v1/products?primaryCategory=pizza&includeIngredientDetails=false');
const MARGHERITA = fetched('/api/v1/products/slug/margherita?includeIngredientDetails=true');
const script = (file: string) => `</assets/${file}>; rel=modulepreload; crossorigin`;
const style = (file: string) => `</assets/${file}>; rel=preload; as=style; crossorigin`;
const ENTRY = [script('index-Aa11Bb22.js'), script('start-libraries-Cc33.js')];
const MENU_FILES = [...ENTRY, script('screens-Menu1234.js'), script('query-provider-Qp12.js')];
const PRODUCT_FILES = [
  ...MENU_FILES,
  script('screens-Prod1234.js'),
  script('query-client-Qc12.js'),
  script('preload-product-image-Pp12.js'),
  style('screens-Menu5678.css'),
  style('screens-Prod5678.css'),
];
const links = (response: { headers: Record<string, unknown> }) => String(response.headers.link).split(', ');

describe('page preloads', () => {
  it.each([
    ['/menu/pizza/product/pizzas/margherita', [PIZZAS, MARGHERITA]],
    [
      '/menu/pizza/classics-range/product/pizzas/margherita',
      [
        fetched(
          '/api/v1/products?primaryCategory=pizza&secondaryCategory=classics-range&includeIngredientDetails=false',
        ),
        MARGHERITA,
      ],
    ],
    [
      '/menu/pizza/product/pizzas/Margherita/8f6c2d9e-1b7a-4c3e-9d21-5a4b3c2d1e0f',
      [PIZZAS, fetched('/api/v1/products/slug/Margherita?includeIngredientDetails=true')],
    ],
  ])('%s: the menu and product calls, and the menu and builder code', async (url, calls) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(links(response)).toEqual([CONFIGURATION, NAVIGATION, ...calls, ...PRODUCT_FILES]);
  });

  it.each(['/product/pizzas/margherita', '/product/pizzas/margherita?utm_source=mail'])(
    '%s: the product call and the code (its menu page is known once the product is)',
    async (url) => {
      const response = await page(url);
      expect(links(response)).toEqual([CONFIGURATION, MARGHERITA, ...PRODUCT_FILES]);
    },
  );

  it('a menu page: its calls and the menu code', async () => {
    expect(links(await page('/menu/pizza'))).toEqual([
      CONFIGURATION,
      NAVIGATION,
      PIZZAS,
      ...MENU_FILES,
      style('screens-Menu5678.css'),
    ]);
    expect(links(await page('/menu/sides/garlic-breads'))).toContain(
      fetched('/api/v1/products?primaryCategory=sides&secondaryCategory=garlic-breads&includeIngredientDetails=false'),
    );
  });

  it("a visitor with a store chosen (the app's cookie): no guest's reads of the menu or product, the rest as for a guest", async () => {
    const withStore = `${PERSONAL_LANDING_COOKIE}=store`;
    const productPage = await page('/menu/pizza/product/pizzas/margherita', withStore);
    expect(links(productPage)).toEqual([CONFIGURATION, NAVIGATION, ...PRODUCT_FILES]);
    expect(productPage.headers.vary).toContain('cookie');
    expect(links(await page('/product/pizzas/margherita', withStore))).toEqual([CONFIGURATION, ...PRODUCT_FILES]);
    const menuPage = await page('/menu/pizza', withStore);
    expect(links(menuPage)).toEqual([CONFIGURATION, NAVIGATION, ...MENU_FILES, style('screens-Menu5678.css')]);
    expect(menuPage.headers.vary).toContain('cookie');
    // Signed in with no store, or a value not the app's: the guest's reads, which the app makes then.
    for (const cookie of [`${PERSONAL_LANDING_COOKIE}=customer`, `${PERSONAL_LANDING_COOKIE}=1`, 'store=store']) {
      expect(links(await page('/menu/pizza', cookie)), cookie).toContain(PIZZAS);
    }
  });

  it("a visitor whose basket has a store (the app's cookie names it): the reads the app makes for that store and time", async () => {
    const asap = `${PERSONAL_LANDING_COOKIE}=store.NSW002.Pickup`;
    expect(links(await page('/menu/pizza', asap))).toEqual([
      CONFIGURATION,
      NAVIGATION,
      fetched(
        '/api/v1/products?primaryCategory=pizza&storeCode=NSW002&fulfilmentType=Pickup&includeIngredientDetails=false',
      ),
      ...MENU_FILES,
      style('screens-Menu5678.css'),
    ]);
    const scheduled = `${PERSONAL_LANDING_COOKIE}=store.NSW002.Delivery.2026-12-01T18:30`;
    const productPage = await page('/menu/sides/garlic-breads/product/sides/garlic-bread', scheduled);
    expect(links(productPage)).toEqual(
      expect.arrayContaining([
        fetched(
          '/api/v1/products?primaryCategory=sides&secondaryCategory=garlic-breads&storeCode=NSW002&fulfilmentType=Delivery&fulfilmentDateTime=2026-12-01T18%3A30&includeIngredientDetails=false',
        ),
        fetched(
          '/api/v1/products/slug/garlic-bread?storeCode=NSW002&fulfilmentType=Delivery&fulfilmentDateTime=2026-12-01T18%3A30&includeIngredientDetails=true',
        ),
      ]),
    );
    // A value out of shape names no store: as for a guest (it is not one of the app's values).
    expect(links(await page('/menu/pizza', `${PERSONAL_LANDING_COOKIE}=store.NSW002.Dinein`))).toContain(PIZZAS);
  });

  it("names a store's reads that answer, with the store's products", async () => {
    const cookie = `${PERSONAL_LANDING_COOKIE}=store.NSW002.Pickup`;
    const link = links(await page('/menu/pizza', cookie)).find((value) => value.includes('storeCode='))!;
    const answer = await page(/^<([^>]+)>/.exec(link)![1]!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Margherita' })]));
  });

  it('a product the catalogue lacks: as for any product', async () => {
    expect(links(await page('/menu/pizza/product/pizzas/no-such-pizza'))).toEqual([
      CONFIGURATION,
      NAVIGATION,
      PIZZAS,
      fetched('/api/v1/products/slug/no-such-pizza?includeIngredientDetails=true'),
      ...PRODUCT_FILES,
    ]);
  });

  it.each([NAVIGATION, PIZZAS, MARGHERITA, CONFIGURATION])('names a call that answers: %s', async (link) => {
    const answer = await page(/^<([^>]+)>/.exec(link)![1]!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
  });

  it('names web modules that exist (a moved module would only lose its head start)', () => {
    for (const module of FIRST_SCREEN_MODULES) {
      expect([module, existsSync(path.resolve(import.meta.dirname, '../../../../web', module))]).toEqual([
        module,
        true,
      ]);
    }
  });

  it.each(['/', '/account', '/offers/product/pizzas/margherita/extra/parts', '/menu/pizza/classics-range/margherita'])(
    '%s: the app, with only the configuration to preload',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBe(CONFIGURATION);
    },
  );

  it('refuses a malformed address as before (400), with nothing to preload', async () => {
    const response = await page('/menu/pizza/product/pizzas/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers.link).toBeUndefined();
  });

  it('leaves API answers alone: an unknown API path is still a 404 problem', async () => {
    const response = await page('/api/v1/product/pizzas/margherita');
    expect(response.statusCode).toBe(404);
    expect(response.headers.link).toBeUndefined();
  });
});
