import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Opens `from`, waits for the app to settle on `to`, checks the page has its h1 and no serious a11y issue. */
async function expectRedirect(from: string, to: string) {
  await page.goto(from);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('redirects (one of each kind)', () => {
  it('/pizza-hut-{storeName} goes to the store page', async () => {
    await expectRedirect('/pizza-hut-parramatta', '/stores/pizza-hut-parramatta');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Red Roof Pizza Parramatta');
  });

  it('/content/{slug} goes to /{slug}', () => expectRedirect('/content/about-us', '/about-us'));

  it('/menu/{category}/{subcategory}/{slug} goes to /product/{category}/{slug}', async () => {
    await page.goto('/menu/pizza/classics-range/margherita');
    await page.waitForURL((url) => url.pathname === '/product/pizza/margherita');
    // The page is the Margherita's builder: judged once it is there, not the loading sheet before it.
    await page
      .getByRole('dialog', { name: 'Margherita' })
      .getByRole('button', { name: /Add to cart/ })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('/schnitzza goes to /menu/schnitzza, keeping the query', () =>
    expectRedirect('/schnitzza?utm_source=flyer', '/menu/schnitzza?utm_source=flyer'));

  it('/preferences/unsubscribe/sms/{userId} goes to the opt-out screen', async () => {
    await expectRedirect('/preferences/unsubscribe/sms/AbC123', '/preferences/sms/abc123');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unsubscribe from SMS');
  });

  it('/callcentermode/{agentName} sets call-centre mode, then goes to /', async () => {
    await expectRedirect('/callcentermode/Priya', '/');
    expect(await page.getByText(/ordering for a caller/).textContent()).toContain('Priya');
    await page.getByRole('button', { name: 'Leave call-centre mode' }).click();
  });

  // /checkout/bitcoin goes to /checkout; with no basket and nothing to go back to, checkout
  // itself then sends the visitor to /offers (spec: it needs a valid basket unless arriving from
  // offers, menu or cart). A fresh tab, so there is no earlier page to go back to.
  it('an unknown /checkout/{paymentMethod} goes to /checkout, then to /offers without a basket', async () => {
    const fresh = await context.newPage();
    const seen: string[] = [];
    fresh.on('framenavigated', (frame) => {
      if (frame === fresh.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await fresh.goto('/checkout/bitcoin');
    await fresh.waitForURL((url) => url.pathname === '/offers');
    await fresh.getByRole('heading', { level: 1 }).first().waitFor();
    expect(seen).toContain('/checkout');
    expect(await seriousA11yViolations(fresh)).toEqual([]);
    await fresh.close();
  });

  it('/zippayconfirmation without checkoutId goes to /offers', () => expectRedirect('/zippayconfirmation', '/offers'));

  it('paths are lower-cased', () => expectRedirect('/Menu/Pizza/Classics-Range', '/menu/pizza/classics-range'));

  it('a change-email action other than exactly confirm or cancel is not found', async () => {
    await page.goto('/change-email/c1/T0k3n/Confirm');
    await page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/change-email/c1/T0k3n/Confirm');
    await page.goto('/change-email/c1/T0k3n/confirm');
    await page.getByRole('heading', { level: 1, name: 'Confirm your new email' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('an opt-out type other than email or sms is not found', async () => {
    await page.goto('/preferences/post');
    await page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find that page" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
