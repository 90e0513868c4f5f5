import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('not found', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ])('is a helpful page on %s with the shell around it', async (_name, viewport) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto('/this-page-does-not-exist');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe("Sorry, we couldn't find that page");
    expect(new URL(page.url()).pathname).toBe('/this-page-does-not-exist');
    expect(await page.title()).toBe('Page not found | Red Roof Pizza');
    // The footer renders once the first screen is drawn.
    await page.getByRole('contentinfo').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'Find a store' }).click();
    await page.waitForURL('**/stores');
    await page.getByRole('heading', { level: 1, name: 'Find a store' }).waitFor();
    await context.close();
  });
});
