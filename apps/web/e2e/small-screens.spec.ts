// Small screens: the header names the order's suburb or store (with delivery's fee and minimum)
// and fits at 320 px; nothing hides under the bottom navigation; "Add to cart" stays on one line
// at 320 px; the landing shows today's deals without growing its first load.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { createCheckoutBasket, TWO_PIZZAS } from './support/checkout-basket.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** The header's order summary: its first line, the costs line, and whether anything is cut. */
async function headerSummary(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /Change order details/ });
  await button.waitFor();
  return button.evaluate((b) => {
    const strong = b.querySelector('strong')!;
    return {
      place: strong.textContent,
      placeCut: strong.scrollWidth > strong.clientWidth,
      costs: b.querySelector('.order-summary__costs')?.textContent ?? null,
      right: b.getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe('header order summary', () => {
  it('at 320 px names the pickup store without the brand, uncut', async () => {
    const page = await open({ width: 320, height: 640 });
    await createCheckoutBasket(page, { serviceType: 'Pickup', items: TWO_PIZZAS });
    await page.goto('/menu/pizza');
    const summary = await headerSummary(page);
    expect(summary).toMatchObject({ place: 'Pickup · Parramatta', placeCut: false, costs: null, pageWidth: 320 });
    expect(summary.right).toBeLessThanOrEqual(320);
    await page.context().close();
  });

  it('at 320 px names the delivery suburb with the delivery fee and minimum order', async () => {
    const page = await open({ width: 320, height: 640 });
    await createCheckoutBasket(page, { serviceType: 'Delivery', items: TWO_PIZZAS });
    await page.goto('/menu/pizza');
    const summary = await headerSummary(page);
    expect(summary).toMatchObject({ place: 'Delivery · Parramatta', placeCut: false, pageWidth: 320 });
    expect(summary.costs).toMatch(/^\$\d+\.\d{2} delivery · \$\d+\.\d{2} min\. order$/);
    await page.context().close();
  });
});

describe('bottom navigation at 390 px', () => {
  it('never covers the end of the page: the shell leaves room for the whole bar', async () => {
    const page = await open({ width: 390, height: 844 });
    await createCheckoutBasket(page, { serviceType: 'Delivery', items: TWO_PIZZAS });
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    // The footer renders once the first screen is drawn, and is laid out as it nears the screen
    // (content-visibility): scroll to the end, give it two frames, and scroll to the end again.
    await page.locator('footer.site-footer').waitFor();
    const room = await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      await frame();
      window.scrollTo(0, document.documentElement.scrollHeight);
      const nav = document.querySelector('nav[aria-label="Quick links"]')!.getBoundingClientRect();
      const footer = document.querySelector('footer.site-footer')!.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(document.querySelector('.shell')!).paddingBottom);
      return { navHeight: nav.height, navTop: nav.top, footerBottom: footer.bottom, padding };
    });
    expect(room.padding).toBeGreaterThanOrEqual(room.navHeight);
    // The page scrolls by whole pixels while its height may not be whole: up to a pixel's fraction
    // of the footer can stay under the bar's edge, which no one can see.
    expect(room.footerBottom).toBeLessThan(room.navTop + 1);
    const checkout = page
      .locator('main')
      .getByRole('button', { name: 'Checkout', exact: true })
      .or(page.locator('main').getByRole('link', { name: 'Checkout', exact: true }));
    await checkout.scrollIntoViewIfNeeded();
    const box = (await checkout.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(room.navTop);
    await page.context().close();
  });
});

describe('product builder at 320 px', () => {
  it('keeps "Add to cart" and its price on one line', async () => {
    const page = await open({ width: 320, height: 640 });
    await createCheckoutBasket(page, { serviceType: 'Pickup' });
    await page.goto('/menu/pizza');
    await page.locator('.product-card__link').first().click();
    const add = page.getByRole('button', { name: /^Add to cart/ });
    await add.waitFor();
    const lines = await add.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return {
        tops: tops.size,
        height: button.getBoundingClientRect().height,
        width: button.scrollWidth - button.clientWidth,
      };
    });
    expect(lines.tops).toBe(1);
    expect(lines.width).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe("landing: today's deals", () => {
  it('shows the current offers, loaded after the landing itself', async () => {
    const page = await open({ width: 390, height: 844 });
    const deals = page.getByRole('region', { name: "Today's deals" });
    await deals.waitFor();
    const links = deals.getByRole('listitem').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(4);
    expect(await deals.innerText()).toMatch(/Code [A-Z0-9]+/);
    // Not in the landing's first load: index.html names no script or style of the strip.
    const html = await page.evaluate(async () => (await fetch('/')).text());
    expect(html).toContain('<script');
    expect(html).not.toMatch(/todays-deals/);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => /todays-deals/.test(r.name)),
    );
    expect(loaded).toBe(true);
    await page.context().close();
  });
});
