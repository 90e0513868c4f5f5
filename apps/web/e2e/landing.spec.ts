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

  it('start-up reads the configuration the page preloaded instead of asking again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    const configurationRequests = new Map<string, string>(); // request id -> initiator
    network.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname === '/api/v1/Configuration') {
        configurationRequests.set(event.requestId, event.initiator.type);
      }
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The second read starts once the app has mounted: let it go out before counting.
    await page.waitForLoadState('networkidle');
    // Start-up reads the configuration twice (spec section 7: once, then through the API client).
    // The first read takes the parser's preload without a request of its own, so the network sees
    // the preload and the second read; were the preload not reused it would see a third.
    expect([...configurationRequests.values()]).toEqual(['parser', 'script']);
    await context.close();
  });
});
