import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('landing', () => {
  it('shows the brand and follows the menu link to /menu/pizza', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(/Red Roof Pizza/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Menu', exact: true }).first().click();
    await page.waitForURL('**/menu/pizza');
    expect(new URL(page.url()).pathname).toBe('/menu/pizza');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
