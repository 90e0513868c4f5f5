import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ONLINE_TEXT = 'Our website is temporarily unavailable. Please try again shortly.';

async function failConfiguration(page: Page) {
  await page.route('**/api/v1/Configuration', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        code: 'InternalError',
        message: 'Down',
        errors: [],
      }),
    }),
  );
}

describe('fatal screen', () => {
  it('replaces the app when the configuration call fails, then counts down after a retry', async () => {
    const context = await newContext(browser, viewports.mobile);
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await failConfiguration(page);
    await page.goto('/menu/pizza');

    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(ONLINE_TEXT);
    expect(await page.locator('#root').count()).toBe(0);
    expect(await page.locator('#fatal-root').count()).toBe(1);
    expect(await page.locator('#loading').count()).toBe(0);
    expect(await page.evaluate(() => document.body.hasAttribute('aria-busy'))).toBe(false);
    const logo = page.getByRole('link', { name: 'Red Roof Pizza home' });
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await logo.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width)).toBe(200);
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer);
    expect(events).toContainEqual({ event: 'fatal-error', pagePath: '/menu/pizza' });
    expect(logged.some((text) => text.includes('[error 2.0.0]'))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // First visit: Retry is ready at once and reloads the page.
    const retry = page.getByRole('button', { name: /^Retry/ });
    expect(await retry.textContent()).toBe('Retry');
    await Promise.all([page.waitForEvent('load'), retry.click()]);

    // Reached after a retry: disabled, 'Retry in 5' counting down, then enabled again.
    await page.getByRole('button', { name: 'Retry in 5' }).waitFor();
    expect(await page.getByRole('button', { name: /^Retry/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Retry in 4' }).waitFor();
    await page.getByRole('button', { name: 'Retry in 1' }).waitFor({ timeout: 6000 });
    await page.getByRole('button', { name: 'Retry', exact: true }).waitFor({ timeout: 3000 });
    expect(await page.getByRole('button', { name: 'Retry', exact: true }).isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('says to check the connection when offline', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await failConfiguration(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: ONLINE_TEXT }).waitFor();
    await context.setOffline(true);
    await page.getByRole('heading', { level: 1, name: 'Check your connection and try again.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('spec 000 section 4: a 5xx storm on a store call reloads once, then goes to /fatal; Retry reloads that page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let failing = true;
    let storeCalls = 0;
    await page.route('**/api/v1/store/name?*', (route) => {
      storeCalls++;
      if (!failing) return route.fallback();
      return route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          code: 'ServiceUnavailable',
          message: 'Down',
          errors: [],
        }),
      });
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/stores/pizza-hut-parramatta');

    // The first 5xx reloads the page; the same URL failing again goes to /fatal, never a loop.
    await page.waitForURL('**/fatal?from=*');
    await page.getByRole('heading', { level: 1, name: ONLINE_TEXT }).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('/stores/pizza-hut-parramatta');
    expect(loads).toEqual(['/stores/pizza-hut-parramatta', '/stores/pizza-hut-parramatta', '/fatal']);
    expect(storeCalls).toBe(2);

    // The store is back: Retry loads the page the visitor was on.
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL('**/stores/pizza-hut-parramatta');
    await page.getByRole('heading', { level: 1, name: /Parramatta/ }).waitFor();
    await context.close();
  });

  it('answers /fatal with the fatal screen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/fatal');
    await page.getByRole('heading', { level: 1, name: ONLINE_TEXT }).waitFor();
    expect(await page.locator('#root').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
