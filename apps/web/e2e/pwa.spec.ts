// The installable app: the built app registers its service worker, meets Chromium's installability
// criteria, and after one visit shows the menu from its cache with the offline banner when the server
// is gone, and the basket with ordering held back until the network returns. The network is cut by stopping this spec's own server: the browser's offline switch does
// not cover the service worker's own fetches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, viewports } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';
import { ownStorefront, type OwnStorefront } from './support/own-storefront.ts';

let storefront: OwnStorefront;
beforeAll(async () => {
  storefront = await ownStorefront();
  await storefront.start();
});
afterAll(() => storefront?.dispose());

const profiles: string[] = [];
afterEach(() => {
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A browser with a profile on disk: Chromium never offers to install from an incognito context. */
function newContext(): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), 'storefront-pwa-profile-'));
  profiles.push(profile);
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: storefront.baseURL,
    viewport: viewports.mobile,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
}

/** Waits until the page is controlled by an activated service worker. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

const menuProducts = (page: Page) => page.getByRole('list', { name: /products$/ });

describe('installable app', () => {
  it('registers its service worker and meets the installability criteria', async () => {
    const context = await newContext();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await controlledByServiceWorker(page)).toBe(`${storefront.baseURL}/sw.js`);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Red Roof Pizza', display: 'standalone', start_url: '/' });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  it('after one visit, shows the menu and the basket offline with the banner, ordering held until the network returns', async () => {
    const context = await newContext();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/menu/pizza');
    await controlledByServiceWorker(page);
    // This visit's menu reads went through the worker and are now in its cache.
    await menuProducts(page).getByRole('heading', { name: 'Pepperoni', exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(0);
    // A basket with two pizzas, kept by the app for the visit; the page reloads and reads the menu
    // again for the basket's store, through the worker.
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await menuProducts(page).getByRole('heading', { name: 'Pepperoni', exact: true }).waitFor();

    await storefront.stop();
    await context.setOffline(true);
    await page.reload();

    await menuProducts(page).getByRole('heading', { name: 'Pepperoni', exact: true }).waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.waitFor();
    expect(await banner.textContent()).toBe(
      'You are offline. You can still browse the menu; ordering comes back when your connection does.',
    );
    await page.screenshot({ path: '/tmp/pwa-offline-menu.png' });

    // The basket too: its lines are there, but checkout waits for the network and says why.
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    const lines = page.getByRole('list', { name: 'Items in your cart' });
    await lines.getByRole('heading', { name: 'Pepperoni' }).waitFor();
    const checkout = page.getByRole('button', { name: 'Checkout' });
    expect(await checkout.isDisabled()).toBe(true);
    await page.getByText('You are offline. Ordering comes back when your connection does.').waitFor();

    await storefront.start();
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => !(document.querySelector('.cart-actions button') as HTMLButtonElement | null)?.disabled,
    );
    expect(await checkout.isEnabled()).toBe(true);
    await context.close();
  });
});
