import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('blog and content pages', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ])('reads a blog post through its category on %s', async (name, viewport) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/content-blog-${name}.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Recipes' }).click();
    await page.waitForURL('**/blog/category/recipes');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    await page.getByRole('link', { name: 'Cheesy garlic bread, the way our kitchens make it' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(4);
    await page.getByRole('link', { name: 'Cheesy garlic bread, the way our kitchens make it' }).click();
    await page.waitForURL('**/blog/garlic-bread-at-home');
    await page.getByRole('heading', { level: 1, name: 'Cheesy garlic bread, the way our kitchens make it' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Method' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/content-post-${name}.png`, fullPage: true });

    // A same-origin markdown link navigates in-app.
    await page.getByRole('link', { name: 'cheesy garlic bread', exact: true }).click();
    await page.waitForURL('**/menu/sides');
    await context.close();
  });

  it('shows a content page from the service, and not-found for an unknown slug', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Do I need an account to order?' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/content-page-mobile.png', fullPage: true });
    await page.goto('/not-a-content-page');
    await page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" }).waitFor();
    await context.close();
  });

  it('recovers when the content service answers 429 at first (the client retries, 300 ms apart)', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    let refused = 0;
    await page.route('**/api/v1/content/cdn/stories?*', async (route) => {
      if (refused < 3) {
        refused += 1;
        await route.fulfill({
          status: 429,
          contentType: 'application/problem+json',
          headers: { 'retry-after': '1' },
          body: JSON.stringify({
            type: 'about:blank',
            title: 'Too Many Requests',
            status: 429,
            code: 'TooManyRequests',
            message: 'Too many attempts.',
            errors: [],
          }),
        });
        return;
      }
      await route.fallback();
    });
    await page.goto('/blog');
    await page.getByRole('article').first().waitFor();
    expect(refused).toBe(3);
    expect(await page.getByRole('article').count()).toBe(12);
    await context.close();
  });
});
