import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

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

  it("opens a footer link inside the app: the footer's plain links go through the router, not a page load", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => document.body.getAttribute('aria-busy') === null);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('footer.site-footer').getByRole('link', { name: 'Sides', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sides', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/menu/sides');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('comes rendered in its HTML; the app mounts over the same headline and makes a tap from before then', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<h1[^>]*><span class="hero__brand">Red Roof Pizza<\/span>/);
    expect(html).toContain('Start your order');
    expect(html).not.toContain('id="loading"');
    // Any other path is the app's HTML, with the loading view.
    expect(await (await page.request.get('/menu/pizza')).text()).toContain('id="loading"');

    // The configuration is held back, so the app has not mounted while the guest taps Delivery.
    let answerConfiguration = () => {};
    const configurationHeld = new Promise<void>((resolve) => (answerConfiguration = resolve));
    await page.route('**/api/v1/Configuration', async (route) => {
      await configurationHeld;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { prerenderedHeadline: Element | null }).prerenderedHeadline = document.querySelector('h1');
      (window as unknown as { prerenderedFooter: Element | null }).prerenderedFooter =
        document.querySelector('footer.site-footer');
    });
    expect(await page.locator('footer.site-footer').getByRole('link').count()).toBeGreaterThan(10);
    expect(await page.getAttribute('body', 'aria-busy')).toBe('true');
    await page
      .locator('.start-order')
      .getByRole('button', { name: /Delivery/ })
      .click();
    expect(await page.getByRole('dialog', { name: 'Start your order' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    answerConfiguration();
    const dialog = page.getByRole('dialog', { name: 'Start your order' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Delivery address' }).isVisible()).toBe(true);
    expect(await page.getAttribute('body', 'aria-busy')).toBeNull();
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') === (window as unknown as { prerenderedHeadline: Element }).prerenderedHeadline,
      ),
    ).toBe(true);
    // The footer came with the page: the mounted app keeps it (elsewhere it renders after the first screen).
    expect(
      await page.evaluate(
        () =>
          document.querySelector('footer.site-footer') ===
          (window as unknown as { prerenderedFooter: Element }).prerenderedFooter,
      ),
    ).toBe(true);
    expect(await page.locator('#loading').count()).toBe(0);
    await context.close();
  });
});
