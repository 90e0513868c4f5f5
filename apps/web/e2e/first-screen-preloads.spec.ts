// A product page names its first screen in the Link header of its HTML (apps/api/src/modules/site/
// page-preloads.ts): the builder's code and the calls the screen makes. The browser fetches each
// once and the app takes those answers; the builder is the page, so it does not fade in. Until the
// app has run, the page's loading view shows the product's photo, carried in the HTML itself, and
// the builder shows the same bytes without asking for the photo (decisions 229 and 237).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRODUCT_PAGE = '/menu/pizza/product/pizzas/margherita';

/** The addresses a `Link` header names, by what they are preloaded as. */
function namedInLink(header: string) {
  const entries = header.split(', ').map((entry) => ({ address: /^<([^>]+)>/.exec(entry)![1]!, entry }));
  const named = (pattern: RegExp) => entries.filter(({ entry }) => pattern.test(entry)).map(({ address }) => address);
  return { scripts: named(/rel=modulepreload/), calls: named(/as=fetch/), photos: named(/as=image/) };
}

/** The entrance animation the builder's dialog is given ('none' when it opens as it is). */
const entranceOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Margherita' }).evaluate((dialog) => getComputedStyle(dialog).animationName);

describe('first-screen preloads', () => {
  it('a product page: each named script and call is fetched once, and the app uses them', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      asked.set(pathname + search, (asked.get(pathname + search) ?? 0) + 1);
    });
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) unusedPreloads.push(message.text());
    });

    const response = await page.goto(PRODUCT_PAGE);
    const { scripts, calls, photos } = namedInLink(response!.headers().link ?? '');
    const builder = page.getByRole('dialog', { name: 'Margherita' });
    await builder.getByRole('radio', { name: /^Personal/ }).waitFor();
    await page.waitForLoadState('load');

    // The photo came inside the page: none is named, and the builder asked for none.
    expect(photos).toEqual([]);
    expect([...asked.keys()].filter((address) => address.startsWith('/images/products/margherita'))).toEqual([]);
    const builderPhoto = builder.locator('picture img');
    await expect
      .poll(() => builderPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
    expect(await builderPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /^data:image\/webp;base64,/,
    );
    expect(calls).toEqual([
      '/api/v1/Configuration',
      '/api/v1/navigation',
      '/api/v1/products?primaryCategory=pizza&includeIngredientDetails=false',
      '/api/v1/products/slug/margherita?includeIngredientDetails=true',
    ]);
    // The entry, the menu's screens and the builder's: more than the HTML's own two scripts.
    expect(scripts.length).toBeGreaterThan(4);
    for (const address of [...scripts, ...calls.slice(1)]) expect([address, asked.get(address)]).toEqual([address, 1]);
    // The app asked for no other menu or product answer: it took the preloaded ones.
    const menuCalls = [...asked.keys()].filter((address) => /^\/api\/v1\/(products|navigation)/.test(address));
    expect(menuCalls.sort()).toEqual(calls.slice(1).sort());
    // The configuration is asked twice by design: at start-up, then through the API client (spec section 7).
    expect(asked.get('/api/v1/Configuration')).toBe(2);
    expect(unusedPreloads).toEqual([]);
    expect(await entranceOf(page)).toBe('none');
    await context.close();
  });

  it("a product page's loading view shows the product's photo from the HTML alone, before the app's code has run", async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    const photosAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/products/')) photosAsked.push(request.url());
    });
    await page.goto(PRODUCT_PAGE);
    const photo = page.getByRole('status').getByRole('img', { name: 'Margherita' });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/^data:image\/webp;base64,/);
    expect(photosAsked).toEqual([]);
    await context.close();
  });

  it('a builder opened from the menu rises in once: the loading sheet rises, the builder takes its place', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.goto('/menu/pizza');
    // Count every sheet that rises: the loading sheet and the builder replacing it are two dialogs.
    await page.evaluate(() => {
      const counter = window as unknown as { risen: number };
      counter.risen = 0;
      document.addEventListener('animationstart', (event) => {
        if (event.animationName === 'modal-in') counter.risen += 1;
      });
    });
    const risen = () => page.evaluate(() => (window as unknown as { risen: number }).risen);
    // The product's answer waits until the loading sheet has begun to rise.
    let answer = () => {};
    const answerHeld = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/products/slug/margherita*', async (route) => {
      await answerHeld;
      await route.fallback();
    });
    await page.getByRole('link', { name: 'Margherita', exact: true }).click();
    await expect.poll(risen).toBe(1);
    answer();
    await page
      .getByRole('dialog', { name: 'Margherita' })
      .getByRole('radio', { name: /^Personal/ })
      .waitFor();
    // Two frames on: a second rise started by the builder's mount would have been announced by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await risen()).toBe(1);
    await context.close();
  });
});
