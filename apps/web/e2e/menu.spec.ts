// Menu journeys: every footer category and range, the fallbacks, product cards (price, kJ, sold out,
// allergens), the energy statement, and the product screens for unknown slugs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPickupBasket } from './support/basket.ts';
import { launchBrowser, newContext, seriousA11yViolations, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ENERGY = 'The average adult daily energy intake is 8,700 kJ';

async function productNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: /products$/ });
  await list.waitFor();
  return list.locator('h3').allTextContents();
}

describe('menu', () => {
  it('shows every footer category and range, and the fallbacks, with products and the energy statement', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const [path, heading, product] of [
      ['/menu/pizza-meals', 'Meals & Deals', 'Family Feast'],
      ['/menu/pizza', 'Pizza', 'Pepperoni'],
      ['/menu/pizza/classics-range', 'Classics Range', 'Margherita'],
      ['/menu/pizza/favourites-range', 'Favourites Range', 'BBQ Meatlovers'],
      ['/menu/pizza/supreme-range', 'Supreme Range', 'Supreme'],
      ['/menu/pizza/premium-range', 'Premium Range', 'Garlic Prawn'],
      ['/menu/WingsStreet', 'WingsStreet', 'Buffalo Wings 6pc'],
      ['/menu/sides', 'Sides', 'Garlic Bread'],
      ['/menu/desserts', 'Desserts', 'Choc Lava Cake 2pk'],
      ['/menu/drinks', 'Drinks', 'Cola 600ml'],
      ['/menu/offers', 'Offers', 'Any 2 Large Pizzas'],
      ['/menu/schnitzza', 'Schnitzza', 'Chicken Parmi Schnitzza'],
      ['/menu/unreal', 'Unreal Plant-Based', 'Unreal Pepperoni'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await productNames(page)).toContain(product);
      await page.getByText(ENERGY).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/menu/unreal');
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows product cards with price, kJ, sold out and allergens at ${viewport.width} px`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await startPickupBasket(page);
      await page.goto('/menu/pizza/supreme-range');
      const card = page.getByRole('article', { name: 'Supreme', exact: true });
      await card.waitFor();
      await card.getByText('From $9.95').waitFor();
      await card.getByText(/kJ$/).waitFor();
      await card.getByText('Allergens').click();
      await card.getByText(/^Contains gluten/).waitFor();
      const soldOut = page.getByRole('article', { name: 'Mediterranean Supreme' });
      await soldOut.getByText('Sold out').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousA11yViolations(page), name).toEqual([]);
      await context.close();
    });
  }

  it('opens a product over the menu and goes back to the list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/menu/sides');
    await page.getByRole('link', { name: 'Garlic Bread', exact: true }).click();
    await page.waitForURL('**/menu/sides/product/sides/garlic-bread');
    const dialog = page.getByRole('dialog', { name: 'Garlic Bread' });
    await dialog.getByRole('button', { name: /Add to cart/ }).waitFor();
    // The tab and the history name the product while its builder is open, the menu after.
    expect(await page.title()).toBe('Garlic Bread | Red Roof Pizza');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/menu/sides');
    expect(await page.title()).toBe('Sides | Red Roof Pizza');

    // The whole card is the name link's target: the allergens toggle opens in place, and a tap on
    // the button-like "Choose" (or the card's words) opens the product.
    const card = page.getByRole('article', { name: 'Garlic Bread', exact: true });
    await card.locator('summary').click();
    await card.getByText(/^Contains /).waitFor();
    expect(new URL(page.url()).pathname).toBe('/menu/sides');
    // force: the name link lies over the button-like words, so the tap lands on the link.
    await card.locator('.product-card__cta').click({ force: true });
    await page.waitForURL('**/menu/sides/product/sides/garlic-bread');
    await page
      .getByRole('dialog', { name: 'Garlic Bread' })
      .getByRole('button', { name: /Add to cart/ })
      .waitFor();
    await context.close();
  });

  it("says 'product not found' for an unknown slug, and the /product redirect finds a product's menu", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/menu/pizza/product/pizzas/no-such-pizza');
    const dialog = page.getByRole('dialog', { name: 'Product not found' });
    await dialog.getByText("Sorry, we couldn't find that product.", { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/product/pizza/hawaiian?utm_source=test');
    await page.waitForURL('**/menu/pizza/product/pizzas/hawaiian?utm_source=test');
    await page.getByRole('dialog', { name: 'Hawaiian' }).waitFor();
    await page.goto('/product/pizza/nothing-here');
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    await context.close();
  });
});
